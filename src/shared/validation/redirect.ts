/**
 * A path on this site that a browser cannot read as another site. Browsers drop tabs and newlines and
 * read a backslash as a slash, so "/\t/evil.example" or "/\\evil.example" would become "//evil.example".
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return ![...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

const PLACEHOLDER_ORIGIN = 'http://redirect.invalid';

/**
 * A same-site path in the form a browser sends it: characters outside ASCII percent-encoded, so it can
 * stand in a Location header. Null when the path is not same-site.
 */
export function sameSitePath(path: string): string | null {
  if (!isSameSitePath(path)) return null;
  try {
    const url = new URL(path, PLACEHOLDER_ORIGIN);
    return url.origin === PLACEHOLDER_ORIGIN ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
