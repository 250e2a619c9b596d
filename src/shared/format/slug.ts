/** A URL slug from a title: lowercase ASCII words joined by dashes, at most 60 characters, never cut mid-word. */
export function slugify(title: string, maxLength = 60): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, maxLength) ?? '');
}
