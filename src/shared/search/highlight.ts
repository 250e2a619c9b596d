/** Text with the words that matched a search marked as ranges (never as HTML: the text is shown escaped). */
export interface HighlightedText {
  text: string;
  highlights: { start: number; end: number }[];
}

/** What the database puts around a matched word; text is cleaned of both before it is indexed. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
const MARKERS = /[\u0002\u0003]/g;

/** Indexed text never carries the markers (nor other control characters but line breaks). */
export function cleanIndexedText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

/** Turns text with match markers into plain text and ranges (UTF-16 offsets, as JavaScript strings count). */
export function parseMarkedText(marked: string): HighlightedText {
  const highlights: { start: number; end: number }[] = [];
  let text = '';
  let open: number | null = null;
  // eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
  for (const part of marked.split(/([\u0002\u0003])/)) {
    if (part === MATCH_START) {
      open ??= text.length;
    } else if (part === MATCH_END) {
      if (open !== null && text.length > open) {
        const previous = highlights[highlights.length - 1];
        // Two matched words with only a space between them read as one highlight.
        if (previous && /^\s*$/.test(text.slice(previous.end, open))) previous.end = text.length;
        else highlights.push({ start: open, end: text.length });
      }
      open = null;
    } else {
      text += part.replace(MARKERS, '');
    }
  }
  return { text, highlights };
}

/** Splits text into plain and matched pieces for rendering (each piece shown as text, matched ones in <mark>). */
export function highlightPieces({ text, highlights }: HighlightedText): { text: string; matched: boolean }[] {
  const pieces: { text: string; matched: boolean }[] = [];
  let at = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), matched: false });
    pieces.push({ text: text.slice(from, to), matched: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}
