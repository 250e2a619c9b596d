import { describe, expect, it } from 'vitest';
import { countWords, formatReadingTime, imageSeconds, readingTimeMinutes } from './reading-time';
import type { Paragraph } from './model';

const p = (text: string, type: Paragraph['type'] = 'P'): Paragraph => ({ name: 'x', type, text, markups: [] });
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('reading time', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords('  one\ntwo\tthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('reads 265 words a minute', () => {
    expect(readingTimeMinutes({ paragraphs: [p(words(265))] })).toBeCloseTo(1);
    expect(readingTimeMinutes({ paragraphs: [p(words(200)), p(words(330))] })).toBeCloseTo(2);
  });

  it('adds 12 s for the first image, then one second less each, down to 3 s', () => {
    expect(imageSeconds(0)).toBe(0);
    expect(imageSeconds(1)).toBe(12);
    expect(imageSeconds(2)).toBe(23);
    expect(imageSeconds(10)).toBe(12 + 11 + 10 + 9 + 8 + 7 + 6 + 5 + 4 + 3);
    expect(imageSeconds(12)).toBe(imageSeconds(10) + 3 + 3);
  });

  it('combines words and images', () => {
    const body = { paragraphs: [p(words(265)), p('', 'IMG'), p('', 'IMG')] };
    expect(readingTimeMinutes(body)).toBeCloseTo(1 + 23 / 60);
  });

  it('formats as N min read, at least one minute, rounded up', () => {
    expect(formatReadingTime(0)).toBe('1 min read');
    expect(formatReadingTime(0.2)).toBe('1 min read');
    expect(formatReadingTime(1)).toBe('1 min read');
    expect(formatReadingTime(1.01)).toBe('2 min read');
    expect(formatReadingTime(7.5)).toBe('8 min read');
    expect(formatReadingTime(Number.NaN)).toBe('1 min read');
  });
});
