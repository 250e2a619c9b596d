import { describe, expect, it } from 'vitest';
import { EMAIL_QUOTE_LENGTH, emailQuote } from './email-quote';

describe('emailQuote', () => {
  it('quotes a short text whole, spaces collapsed', () => {
    const note = 'This paragraph changed how I think about margins.  !';
    expect(emailQuote('This paragraph changed how I think about\n margins, truly.')).toBe('This paragraph changed how I think about margins, truly.');
    expect(emailQuote(note)).toBe('This paragraph changed how I think about margins. !');
  });

  it('quotes a text of exactly the limit whole', () => {
    const text = 'a'.repeat(EMAIL_QUOTE_LENGTH);
    expect(emailQuote(text)).toBe(text);
  });

  it('cuts a longer text at a word boundary with an ellipsis', () => {
    const words = 'word '.repeat(100).trim();
    const quoted = emailQuote(words);
    expect(quoted.endsWith('word…')).toBe(true);
    expect(Array.from(quoted).length).toBeLessThanOrEqual(EMAIL_QUOTE_LENGTH + 1);
    expect(emailQuote('One two three, four five', 16)).toBe('One two three…');
  });

  it('cuts a single overlong word inside it, and never splits a character', () => {
    expect(emailQuote('x'.repeat(300), 10)).toBe('xxxxxxxxxx…');
    expect(emailQuote('😀'.repeat(20), 5)).toBe('😀😀😀😀😀…');
  });
});
