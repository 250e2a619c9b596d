import { buildPath } from '../../../shared/routes';
import type { HomeTab } from './HomePage';

/** The address of a home tab, from a cursor on: links that work without JavaScript. */
export function homeHref(tab: HomeTab, cursor: { to?: string | null; from?: string | null } = {}): string {
  const query: Record<string, string | undefined> = {
    feed: tab === 'following' ? 'following' : undefined,
    to: cursor.to ?? undefined,
    from: cursor.from ?? undefined,
  };
  return buildPath('ShowHome', {}, { query });
}
