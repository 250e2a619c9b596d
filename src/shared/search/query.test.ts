import { describe, expect, it } from 'vitest';
import { highlightPieces, parseMarkedText } from './highlight';
import { isSearchable, parseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it('reads words, phrases, prefixes and excluded words', () => {
    expect(parseSearchQuery('Quiet "old Harbour" light* -fog').terms).toEqual([
      { words: ['quiet'], prefix: false, negated: false },
      { words: ['old', 'harbour'], prefix: false, negated: false },
      { words: ['light'], prefix: true, negated: false },
      { words: ['fog'], prefix: false, negated: true },
    ]);
  });

  it('keeps nothing but letters and digits of hostile input', () => {
    for (const input of ['NEAR(a b)', '"', "a'b", '{title}:x', 'x OR y', 'x:*', '\\']) {
      for (const term of parseSearchQuery(input).terms) for (const word of term.words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(parseSearchQuery('"unclosed phrase').terms.map((t) => t.words)).toEqual([['unclosed'], ['phrase']]);
  });

  it('reads the last word as a beginning while typing, not after a space', () => {
    expect(parseSearchQuery('deep lea', { asYouType: true }).terms.at(-1)?.prefix).toBe(true);
    expect(parseSearchQuery('deep lea ', { asYouType: true }).terms.at(-1)?.prefix).toBe(false);
  });

  it('needs a word that is not excluded', () => {
    expect(isSearchable(parseSearchQuery('-fog'))).toBe(false);
    expect(isSearchable(parseSearchQuery('  *** '))).toBe(false);
  });
});

describe('marked text', () => {
  it('turns match markers into ranges and pieces', () => {
    const marked = parseMarkedText('a \u0002quiet\u0003 \u0002harbour\u0003 <b>');
    expect(marked).toEqual({ text: 'a quiet harbour <b>', highlights: [{ start: 2, end: 15 }] });
    expect(highlightPieces(marked)).toEqual([
      { text: 'a ', matched: false },
      { text: 'quiet harbour', matched: true },
      { text: ' <b>', matched: false },
    ]);
  });
});
