import type { Paragraph } from './model';

const TITLE_SOURCES = new Set(['H2', 'H3']);

/**
 * A leading H3 or H2 becomes the TITLE, an H4 right after it the SUBTITLE and an H4
 * right before it the KICKER. Returns a new array; paragraphs that change are copied.
 */
export function promoteHeadings(paragraphs: readonly Paragraph[]): Paragraph[] {
  const result = paragraphs.slice();
  const first = result[0];
  if (!first) return result;

  let titleIndex = -1;
  if (TITLE_SOURCES.has(first.type)) {
    titleIndex = 0;
  } else if (first.type === 'H4' && result[1] && TITLE_SOURCES.has(result[1].type)) {
    result[0] = { ...first, type: 'KICKER' };
    titleIndex = 1;
  }
  if (titleIndex < 0) return result;

  const title = result[titleIndex];
  if (title) result[titleIndex] = { ...title, type: 'TITLE' };
  const next = result[titleIndex + 1];
  if (next?.type === 'H4') result[titleIndex + 1] = { ...next, type: 'SUBTITLE' };
  return result;
}
