import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePostBody } from '../../../shared/content';
import { linkMarkups } from '../../../shared/content';
import { responseBody, responseTitle } from './response-body';

describe('responseBody', () => {
  it('makes one paragraph per non-empty line and links web addresses', () => {
    const body = responseBody('First thought.\n\nSee https://example.com/a.\nDone');
    expect(body.paragraphs.map((p) => p.text)).toEqual(['First thought.', 'See https://example.com/a.', 'Done']);
    expect(body.paragraphs[1]?.markups).toEqual([{ type: 'A', start: 4, end: 25, href: 'https://example.com/a', anchorType: 'LINK' }]);
  });

  it('puts the quoted passage first, as a block quote', () => {
    const body = responseBody('I agree.', { text: '  the sea keeps time ' });
    expect(body.paragraphs.map((p) => [p.type, p.text])).toEqual([
      ['BQ', 'the sea keeps time'],
      ['P', 'I agree.'],
    ]);
  });

  it('never links other protocols', () => {
    expect(linkMarkups('javascript:alert(1) ftp://x.y mailto:a@b.c')).toEqual([]);
  });

  it('always yields a body that passes validation, with links inside their paragraph', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 80 })), (text, quote) => {
        const body = responseBody(text, quote === null ? null : { text: quote });
        expect(validatePostBody(body).ok).toBe(true);
        for (const p of body.paragraphs) for (const m of p.markups) expect(m.end).toBeLessThanOrEqual(p.text.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('responseTitle', () => {
  it('is the first line, cut with an ellipsis', () => {
    expect(responseTitle('\n  Hello there\nmore')).toBe('Hello there');
    expect(responseTitle('x'.repeat(120), 10)).toBe('xxxxxxxxx…');
  });
});
