import { describe, expect, it } from 'vitest';
import { dropCapSplit } from './drop-cap';
import type { Paragraph } from './model';

const p = (text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name: 'a1b2',
  type: 'P',
  text,
  markups: [],
  hasDropCap: true,
  ...extra,
});

describe('dropCapSplit', () => {
  it('splits off the first letter', () => {
    expect(dropCapSplit(p('Once upon a time'), 'FULL_PAGE')).toEqual({ cap: 'O', rest: 'nce upon a time' });
  });

  it('works for inline text too', () => {
    expect(dropCapSplit(p('Once'), 'INLINE')).toEqual({ cap: 'O', rest: 'nce' });
  });

  it('keeps a leading quote mark with the letter', () => {
    expect(dropCapSplit(p('“Well,” she said.'), 'FULL_PAGE')).toEqual({ cap: '“W', rest: 'ell,” she said.' });
    expect(dropCapSplit(p('"Hi" there'), 'FULL_PAGE')).toEqual({ cap: '"H', rest: 'i" there' });
  });

  it('accepts digits and non-Latin letters', () => {
    expect(dropCapSplit(p('1984 was a year'), 'FULL_PAGE')?.cap).toBe('1');
    expect(dropCapSplit(p('Ébauche'), 'FULL_PAGE')?.cap).toBe('É');
    expect(dropCapSplit(p('Ωmega'), 'FULL_PAGE')?.cap).toBe('Ω');
  });

  it('needs the flag', () => {
    expect(dropCapSplit(p('Once', { hasDropCap: false }), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p('Once', { hasDropCap: undefined }), 'FULL_PAGE')).toBeNull();
  });

  it('is off for cards, streams, series and shortform', () => {
    for (const style of ['CARD', 'STREAM', 'SERIES', 'SHORTFORM_CARD'] as const) {
      expect(dropCapSplit(p('Once'), style)).toBeNull();
    }
  });

  it('needs the opening pattern', () => {
    expect(dropCapSplit(p(' Once'), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p('…and then'), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p('“ Once'), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p(''), 'FULL_PAGE')).toBeNull();
  });

  it('never takes the whole text', () => {
    expect(dropCapSplit(p('A'), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p('“A'), 'FULL_PAGE')).toBeNull();
  });

  it('is not used on media or code', () => {
    expect(dropCapSplit(p('Caption', { type: 'IMG' }), 'FULL_PAGE')).toBeNull();
    expect(dropCapSplit(p('const x', { type: 'PRE' }), 'FULL_PAGE')).toBeNull();
  });
});
