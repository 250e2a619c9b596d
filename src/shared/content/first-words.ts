import { TEXT_PARAGRAPH_TYPES } from './model';
import type { Paragraph } from './model';

export const FIRST_WORDS_COUNT = 100;

export interface FirstWordsBoundary {
  /** Index of the paragraph in which the marked words end. */
  paragraphIndex: number;
  /** Offset in that paragraph's text just after the last marked word. */
  offset: number;
}

const WORD = /\S+/g;

/**
 * Where the first 100 words of a post end, counting only prose paragraphs. A post with
 * fewer words is marked to the end of its last prose paragraph; one with none gets null.
 */
export function first100WordsBoundary(paragraphs: readonly Paragraph[], count = FIRST_WORDS_COUNT): FirstWordsBoundary | null {
  let seen = 0;
  let last: FirstWordsBoundary | null = null;
  for (let index = 0; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index]!;
    if (!TEXT_PARAGRAPH_TYPES.has(paragraph.type)) continue;
    for (const match of paragraph.text.matchAll(WORD)) {
      seen++;
      last = { paragraphIndex: index, offset: match.index + match[0].length };
      if (seen >= count) return last;
    }
  }
  return last;
}

/**
 * How much of paragraph `index` falls inside the first words: the end offset of the
 * marked part, or null when none of it does.
 */
export function firstWordsEnd(boundary: FirstWordsBoundary | null, index: number, paragraph: Paragraph): number | null {
  if (!boundary || index > boundary.paragraphIndex || !TEXT_PARAGRAPH_TYPES.has(paragraph.type)) return null;
  const end = index === boundary.paragraphIndex ? boundary.offset : paragraph.text.length;
  return end > 0 ? end : null;
}
