import type { Markup } from './model';

// Addresses typed as plain text become links; a trailing full stop or bracket belongs to the sentence.
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"’”]+$/;

/** Link markups for every web address in a line of plain text (a response's lines are stored and shown with these). */
export function linkMarkups(text: string): Markup[] {
  const markups: Markup[] = [];
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    if (href.length < 'http://x'.length) continue;
    const start = match.index;
    markups.push({ type: 'A', start, end: start + href.length, href, anchorType: 'LINK' });
  }
  return markups;
}
