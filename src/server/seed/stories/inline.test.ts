import { describe, expect, it } from 'vitest';
import { parseInline } from './inline';

describe('parseInline', () => {
  it('parses plain text', () => {
    expect(parseInline('Just words.')).toEqual({ text: 'Just words.', markups: [] });
  });

  it('parses strong, em and code', () => {
    expect(parseInline('a **b** *c* `d*e`')).toEqual({
      text: 'a b c d*e',
      markups: [
        { type: 'STRONG', start: 2, end: 3 },
        { type: 'EM', start: 4, end: 5 },
        { type: 'CODE', start: 6, end: 9 },
      ],
    });
  });

  it('parses links and mentions', () => {
    expect(parseInline('see [this](https://x.com) and [Ada](@ada)').markups).toEqual([
      { type: 'A', start: 4, end: 8, href: 'https://x.com', anchorType: 'LINK', linkMetadata: { httpStatus: 200 } },
      { type: 'A', start: 13, end: 16, anchorType: 'USER', userId: 'ada' },
    ]);
  });

  it('parses generic markups and nesting', () => {
    expect(parseInline('{HIGHLIGHT|one **two**} three')).toEqual({
      text: 'one two three',
      markups: [
        { type: 'STRONG', start: 4, end: 7 },
        { type: 'HIGHLIGHT', start: 0, end: 7 },
      ],
    });
  });

  it('keeps escaped characters and ordinary brackets', () => {
    expect(parseInline('2 \\* 3 [sic] {x}').text).toBe('2 * 3 [sic] {x}');
  });

  it('refuses unclosed markup', () => {
    expect(() => parseInline('**open')).toThrow(/Unclosed STRONG/);
    expect(() => parseInline('{NOPE|x}')).toThrow(/Unknown markup type/);
  });
});
