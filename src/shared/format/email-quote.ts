/**
 * An email quotes what someone wrote (a note, a reply, a response, a highlight) whole when it is at most this
 * many characters (a note is at most 400, a reply 200): the reader should not have to open the page to read a
 * short text. Longer texts are cut at a word boundary.
 */
export const EMAIL_QUOTE_LENGTH = 280;

/** The words an email quotes: spaces collapsed; whole up to the limit, else cut at a word boundary with '…'. */
export function emailQuote(text: string, limit = EMAIL_QUOTE_LENGTH): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= limit) return chars.join('');
  const head = chars.slice(0, limit).join('');
  // The last space within the limit ends the last whole word; a single word longer than the limit is cut inside.
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?…—–-]+$/u, '')}…`;
}
