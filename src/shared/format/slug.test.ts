import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('The Art of Slow Reading!')).toBe('the-art-of-slow-reading');
  });
  it('folds accents', () => {
    expect(slugify('Crème brûlée, à la maison')).toBe('creme-brulee-a-la-maison');
  });
  it('never cuts a word in half', () => {
    expect(slugify('one two three', 9)).toBe('one-two');
  });
  it('is empty for a title with no letters or digits', () => {
    expect(slugify('¿¡…!?')).toBe('');
  });
});
