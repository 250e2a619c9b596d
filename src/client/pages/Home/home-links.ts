import { buildPath } from '../../../shared/routes';

export const RETRYABLE_ERROR_MESSAGE = 'An error occured. Please try again or contact our support team for help.';

/** The tab of the signed-in home a query string names: `/?feed=following`, else For you. */
export type HomeTab = 'for-you' | 'following';

/** Where a page of the home starts: `?to=` (older, "Show more" without JavaScript) or `?from=` (newer). */
export interface HomeStart {
  to?: string;
  from?: string;
}

/** The address of a home tab, from a cursor on: links that work without JavaScript. */
export function homeHref(tab: HomeTab, cursor: { to?: string | null; from?: string | null } = {}): string {
  const query: Record<string, string | undefined> = {
    feed: tab === 'following' ? 'following' : undefined,
    to: cursor.to ?? undefined,
    from: cursor.from ?? undefined,
  };
  return buildPath('ShowHome', {}, { query });
}
