import type { CacheControl, CacheGroup } from '../core';
export type { CacheControl, CacheGroup } from '../core';
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
