import { describe, expect, it } from 'vitest';
import { first100WordsBoundary, firstWordsEnd } from './first-words';
import type { Paragraph, ParagraphType } from './model';

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');
const para = (text: string, type: ParagraphType = 'P'): Paragraph => ({ name: text.slice(0, 4), type, text, markups: [] });

describe('first100WordsBoundary', () => {
  it('stops inside the paragraph holding the hundredth word', () => {
    const ps = [para(words(60)), para(words(60, 60))];
    const boundary = first100WordsBoundary(ps);
    expect(boundary?.paragraphIndex).toBe(1);
    expect(ps[1]!.text.slice(0, boundary!.offset).split(' ')).toHaveLength(40);
    expect(ps[1]!.text.slice(0, boundary!.offset).endsWith('w99')).toBe(true);
  });

  it('skips images and other media', () => {
    const ps = [para(words(50)), para(words(500), 'IMG'), para(words(80, 50))];
    expect(first100WordsBoundary(ps)?.paragraphIndex).toBe(2);
  });

  it('marks everything when the post is short', () => {
    const ps = [para('Just a few words here.'), para('', 'HR')];
    expect(first100WordsBoundary(ps)).toEqual({ paragraphIndex: 0, offset: 22 });
  });

  it('returns null when there is no prose', () => {
    expect(first100WordsBoundary([para('caption', 'IMG')])).toBeNull();
    expect(first100WordsBoundary([])).toBeNull();
  });

  it('handles extra whitespace', () => {
    expect(first100WordsBoundary([para('  one   two  ')], 2)).toEqual({ paragraphIndex: 0, offset: 11 });
  });
});

describe('firstWordsEnd', () => {
  const ps = [para('aaa bbb'), para('cap', 'IMG'), para('ccc ddd'), para('eee')];
  const boundary = { paragraphIndex: 2, offset: 3 };

  it('marks whole paragraphs before the boundary and part of the last one', () => {
    expect(ps.map((p, i) => firstWordsEnd(boundary, i, p))).toEqual([7, null, 3, null]);
  });

  it('marks nothing without a boundary', () => {
    expect(firstWordsEnd(null, 0, ps[0]!)).toBeNull();
  });
});
