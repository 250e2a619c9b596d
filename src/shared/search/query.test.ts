import { describe, expect, it } from 'vitest';
import { highlightPieces, parseMarkedText } from './highlight';
import { MAX_PREFIX_TERMS, MAX_QUERY_WORDS, MAX_WORD_LENGTH } from '../validation/search';
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

  it('trims a costly query instead of refusing it: repeats once, few beginnings, no one-letter beginnings', () => {
    const attack = parseSearchQuery(Array.from({ length: 60 }, () => 'a*').join(' ')).terms;
    expect(attack).toEqual([{ words: ['a'], prefix: false, negated: false }]);
    const stars = parseSearchQuery('one* two* three* four* fiv', { asYouType: true }).terms;
    expect(stars.filter((t) => t.prefix).map((t) => t.words[0])).toEqual(['four', 'fiv']);
    expect(stars.filter((t) => t.prefix)).toHaveLength(MAX_PREFIX_TERMS);
    expect(stars.map((t) => t.words[0])).toEqual(['one', 'two', 'three', 'four', 'fiv']);
  });

  it('reads at most so many words, phrases included, and leaves out words longer than any real one', () => {
    const many = parseSearchQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).terms;
    expect(many).toHaveLength(MAX_QUERY_WORDS);
    const phrases = parseSearchQuery(`"${Array.from({ length: 8 }, (_, i) => `p${i}`).join(' ')}" "${Array.from({ length: 8 }, (_, i) => `q${i}`).join(' ')}"`).terms;
    expect(phrases.flatMap((t) => t.words)).toHaveLength(MAX_QUERY_WORDS);
    expect(parseSearchQuery(`${'x'.repeat(MAX_WORD_LENGTH + 1)} harbour`).terms.map((t) => t.words)).toEqual([['harbour']]);
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
