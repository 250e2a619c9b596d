/**
 * A path on this site that a browser cannot read as another site. Browsers drop tabs and newlines and
 * read a backslash as a slash, so "/\t/evil.example" or "/\\evil.example" would become "//evil.example".
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return ![...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}
