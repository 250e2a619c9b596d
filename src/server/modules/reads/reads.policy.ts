import type { FlagValues } from '../../../shared/flags';

/**
 * Whether a signed-in reader's page views are kept as theirs (reading history, the read mark, `post.read`).
 * With the `dont_track_user` flag (spec 1 §6) they still count in writers' anonymous totals, but nothing
 * says who viewed.
 */
export function tracksHistory(flags: Pick<FlagValues, 'dont_track_user'>): boolean {
  return !flags.dont_track_user;
}

/**
 * Whether a ping may come from this page: a browser always says where a POST comes from (Origin, or
 * Sec-Fetch-Site); one from another site is refused. A request that says nothing is not a browser's
 * (a cross-site page cannot hide its origin), so it is judged by the session token alone.
 */
export function isSameSite(headers: { origin?: string; 'sec-fetch-site'?: string; host?: string }): boolean {
  const site = headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    const from = new URL(origin);
    // Read with the origin's scheme, so a default port written in Host (":80", ":443") compares equal.
    return !!headers.host && new URL(`${from.protocol}//${headers.host}`).host === from.host;
  } catch {
    return false;
  }
}
