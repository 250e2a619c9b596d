import fc from 'fast-check';
import { pipe, string, trim } from 'valibot';
import { describe, expect, it } from 'vitest';
import { charCount, firstError, maxChars, passes, required, textField, verdict } from './schema';

const name = pipe(textField('Name, please.'), trim(), required('Name, please.'), maxChars(3, 'Three at most.'));

describe('schema runners', () => {
  it('answer with the value, or the first problem’s message only', () => {
    expect(verdict(name, ' ab ')).toEqual({ ok: true, value: 'ab' });
    expect(verdict(name, null)).toEqual({ ok: false, message: 'Name, please.' });
    expect(verdict(name, '  ')).toEqual({ ok: false, message: 'Name, please.' });
    expect(firstError(name, 'abcd')).toBe('Three at most.');
    expect(passes(name, 'abc')).toBe(true);
    expect(passes(string(), 1)).toBe(false);
  });

  it('count characters as readers do: an emoji is one', () => {
    expect(charCount('😀😀😀')).toBe(3);
    expect(verdict(name, '😀😀😀')).toEqual({ ok: true, value: '😀😀😀' });
  });

  it('maxChars agrees with counting code points for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.integer({ min: 0, max: 10 }), (text, max) => {
        expect(passes(pipe(string(), maxChars(max, 'too long')), text)).toBe([...text].length <= max);
      }),
      { numRuns: 200 },
    );
  });
});
