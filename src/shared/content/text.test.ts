import { describe, expect, it } from 'vitest';
import { excerpt, plainText, snippet, titleAndSubtitle } from './text';
import type { Paragraph, ParagraphType } from './model';

const p = (type: ParagraphType, text: string): Paragraph => ({ name: text.slice(0, 4), type, text, markups: [] });

const body = {
  paragraphs: [
    p('H4', 'Kicker'),
    p('H3', 'The Title'),
    p('H4', 'A subtitle'),
    p('IMG', 'A caption'),
    p('P', 'First   paragraph\nof prose.'),
    p('PRE', 'const x = 1;'),
    p('P', 'Second paragraph.'),
    p('HR', ''),
  ],
  sections: [],
};

describe('plainText', () => {
  it('joins every non-empty paragraph', () => {
    expect(plainText(body)).toBe(
      'Kicker\n\nThe Title\n\nA subtitle\n\nA caption\n\nFirst   paragraph\nof prose.\n\nconst x = 1;\n\nSecond paragraph.',
    );
  });
});

describe('excerpt', () => {
  it('takes prose only, on one line', () => {
    expect(excerpt(body, 200)).toBe('First paragraph of prose. Second paragraph.');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const result = excerpt(body, 20);
    expect(result).toBe('First paragraph of…');
    expect(result.length).toBeLessThanOrEqual(20);
  });

  it('cuts long words hard', () => {
    const long = { paragraphs: [p('P', 'x'.repeat(100))] };
    expect(excerpt(long, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('is empty for a post without prose', () => {
    expect(excerpt({ paragraphs: [p('IMG', 'caption')] }, 100)).toBe('');
  });
});

describe('snippet', () => {
  it('keeps short text as it is', () => {
    expect(snippet('Short text')).toBe('Short text');
    expect(snippet('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts to the first 50 characters', () => {
    const text = 'a'.repeat(49) + ' and then a great deal more';
    expect(snippet(text)).toBe(`${'a'.repeat(49)}…`);
    expect(snippet('b'.repeat(80))).toBe(`${'b'.repeat(50)}…`);
  });

  it('collapses whitespace and never splits a surrogate pair', () => {
    expect(snippet('  a \n b  ')).toBe('a b');
    expect(snippet('😀'.repeat(60))).toBe(`${'😀'.repeat(50)}…`);
  });
});

describe('titleAndSubtitle', () => {
  it('reads the promoted title, subtitle and kicker', () => {
    expect(titleAndSubtitle(body)).toEqual({ kicker: 'Kicker', title: 'The Title', subtitle: 'A subtitle' });
  });

  it('returns nulls when there are none', () => {
    expect(titleAndSubtitle({ paragraphs: [p('P', 'Hello')] })).toEqual({ kicker: null, title: null, subtitle: null });
  });

  it('accepts already promoted bodies', () => {
    expect(titleAndSubtitle({ paragraphs: [p('TITLE', 'T'), p('SUBTITLE', 'S')] })).toMatchObject({ title: 'T', subtitle: 'S' });
  });
});
