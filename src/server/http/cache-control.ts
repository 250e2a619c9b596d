/**
 * The cache group of a page being rendered (spec: control, enabled, disabled). Combining keeps the strictest:
 * disabled wins and, once disabled, a page stays disabled; control may become enabled or disabled.
 */
export type CacheGroup = 'control' | 'enabled' | 'disabled';

export interface CacheControl {
  group: CacheGroup;
  reason: string | null;
}

export function newCacheControl(): CacheControl {
  return { group: 'control', reason: null };
}

export function combineCacheGroups(a: CacheGroup, b: CacheGroup): CacheGroup {
  if (a === 'disabled' || b === 'disabled') return 'disabled';
  if (a === 'enabled' || b === 'enabled') return 'enabled';
  return 'control';
}

/** Marks the page as never to be kept in the shared cache (a locked story's whole text, a draft). */
export function disablePageCache(control: CacheControl | undefined, reason: string): void {
  if (!control || control.group === 'disabled') return;
  control.group = 'disabled';
  control.reason = reason;
}
