import { describe, expect, it } from 'vitest';
import { MAX_PARAGRAPH_CHARS, MAX_PARAGRAPHS, validatePostBody } from './validate';
import type { PostBody } from './model';

const valid: PostBody = {
  paragraphs: [
    { name: 'a001', type: 'H3', text: 'Title', markups: [] },
    {
      name: 'a002',
      type: 'P',
      text: 'Read this link and ask @grace.',
      markups: [
        { type: 'A', start: 5, end: 14, href: 'https://example.com', anchorType: 'LINK', linkMetadata: { httpStatus: 200 } },
        { type: 'A', start: 23, end: 29, anchorType: 'USER', userId: 'u1' },
        { type: 'STRONG', start: 0, end: 4 },
      ],
      hasDropCap: true,
    },
    {
      name: 'a003',
      type: 'IMG',
      text: 'Caption',
      markups: [],
      layout: 'OUTSET_CENTER',
      metadata: { id: 'img1', originalWidth: 1600, originalHeight: 900, focusPercentX: 50, alt: 'A view' },
    },
    {
      name: 'a004',
      type: 'IFRAME',
      text: '',
      markups: [],
      iframe: { mediaResource: { id: 'm1', iframeSrc: '/media/frame/a1b2c3d4e5f6', iframeWidth: 640, iframeHeight: 360 } },
    },
    {
      name: 'a005',
      type: 'MIXTAPE_EMBED',
      text: 'Elsewhere',
      markups: [],
      mixtapeMetadata: { href: 'https://example.org/post', thumbnailImageId: 'img2', title: 'Elsewhere' },
    },
    { name: 'a006', type: 'PRE', text: 'x = 1', markups: [], codeBlockMetadata: { lang: 'python' } },
  ],
  sections: [
    { name: 's1', startIndex: 0 },
    { name: 's2', startIndex: 3, imageLayout: 'FULL_PAGE', backgroundImage: { id: 'bg', originalWidth: 2000, originalHeight: 1200 } },
  ],
};

function errorsOf(input: unknown): string[] {
  const result = validatePostBody(input);
  return result.ok ? [] : result.errors;
}

function withParagraph(extra: Record<string, unknown>): unknown {
  return { paragraphs: [{ name: 'b001', type: 'P', text: 'Some text here', markups: [], ...extra }], sections: [] };
}

describe('validatePostBody', () => {
  it('accepts a well-formed body and returns an equal copy', () => {
    const result = validatePostBody(valid);
    expect(result).toEqual({ ok: true, body: valid });
    if (result.ok) expect(result.body).not.toBe(valid);
  });

  it('drops unknown fields', () => {
    const result = validatePostBody({ paragraphs: [{ name: 'x1', type: 'P', text: 't', markups: [], evil: '<script>' }], extra: 1 });
    expect(result).toEqual({ ok: true, body: { paragraphs: [{ name: 'x1', type: 'P', text: 't', markups: [] }], sections: [] } });
  });

  it('accepts an empty body and defaults missing markups', () => {
    expect(validatePostBody({ paragraphs: [] })).toEqual({ ok: true, body: { paragraphs: [], sections: [] } });
    expect(validatePostBody({ paragraphs: [{ name: 'x', type: 'P', text: '' }] }).ok).toBe(true);
  });

  it('rejects the wrong shape', () => {
    expect(errorsOf(null)).toEqual(['The post body must be an object with a list of paragraphs.']);
    expect(errorsOf({})).toEqual(['The post body must have a list of paragraphs.']);
    expect(errorsOf({ paragraphs: [], sections: 'no' })).toEqual(['The sections of a post body must be a list.']);
    expect(errorsOf({ paragraphs: ['text'] })).toEqual(['Paragraph 1 must be an object.']);
  });

  it('rejects unknown types and layouts', () => {
    expect(errorsOf(withParagraph({ type: 'MARQUEE' }))[0]).toMatch(/^Paragraph 1: type must be one of P, BQ/);
    expect(errorsOf(withParagraph({ layout: 'SIDEWAYS' }))[0]).toMatch(/^Paragraph 1: layout must be one of INSET_CENTER/);
    expect(errorsOf(withParagraph({ markups: [{ type: 'BLINK', start: 0, end: 1 }] }))[0]).toMatch(
      /^Paragraph 1, markup 1: type must be one of COMMENT/,
    );
  });

  it('rejects markups outside the text', () => {
    expect(errorsOf(withParagraph({ markups: [{ type: 'EM', start: 2, end: 40 }] }))).toEqual([
      'Paragraph 1, markup 1 ends at 40, past the end of the text (14 characters).',
    ]);
    expect(errorsOf(withParagraph({ markups: [{ type: 'EM', start: 4, end: 4 }] }))).toEqual([
      'Paragraph 1, markup 1 is empty: start (4) must be before end (4).',
    ]);
    expect(errorsOf(withParagraph({ markups: [{ type: 'EM', start: -1, end: 3 }] }))).toEqual([
      'Paragraph 1, markup 1 must have whole-number start and end offsets.',
    ]);
    expect(errorsOf(withParagraph({ markups: 'EM' }))).toEqual(['Paragraph 1: markups must be a list.']);
  });

  it('rejects unsafe and missing link targets', () => {
    expect(errorsOf(withParagraph({ markups: [{ type: 'A', start: 0, end: 4, href: 'javascript:alert(1)' }] }))).toEqual([
      'Paragraph 1, markup 1: href must be an absolute http, https or mailto address.',
    ]);
    expect(errorsOf(withParagraph({ markups: [{ type: 'A', start: 0, end: 4 }] }))).toEqual([
      'Paragraph 1, markup 1 is a link without an href.',
    ]);
    expect(errorsOf(withParagraph({ markups: [{ type: 'A', start: 0, end: 4, anchorType: 'USER' }] }))).toEqual([
      'Paragraph 1, markup 1 mentions a user but has no userId.',
    ]);
    expect(errorsOf(withParagraph({ href: 'data:text/html,hi' }))).toEqual([
      'Paragraph 1: href must be an absolute http, https or mailto address.',
    ]);
  });

  it('rejects duplicate and malformed names', () => {
    const body = {
      paragraphs: [
        { name: 'dup', type: 'P', text: 'a', markups: [] },
        { name: 'dup', type: 'P', text: 'b', markups: [] },
        { name: 'has space', type: 'P', text: 'c', markups: [] },
      ],
    };
    expect(errorsOf(body)).toEqual([
      'Paragraph 2: name "dup" is used by another paragraph; names must be unique.',
      'Paragraph 3: name must be 1 to 64 letters, digits, dashes or underscores.',
    ]);
  });

  it('limits the number of paragraphs and their length', () => {
    const many = { paragraphs: Array.from({ length: MAX_PARAGRAPHS + 1 }, (_, i) => ({ name: `p${i}`, type: 'P', text: '', markups: [] })) };
    expect(errorsOf(many)).toEqual(['A post can have at most 2000 paragraphs; this one has 2001.']);
    const exactly = { paragraphs: many.paragraphs.slice(0, MAX_PARAGRAPHS) };
    expect(validatePostBody(exactly).ok).toBe(true);
    expect(errorsOf(withParagraph({ text: 'x'.repeat(MAX_PARAGRAPH_CHARS + 1) }))).toEqual([
      'Paragraph 1: text has 100001 characters; the limit is 100000.',
    ]);
    expect(validatePostBody(withParagraph({ text: 'x'.repeat(MAX_PARAGRAPH_CHARS) })).ok).toBe(true);
  });

  it('requires media paragraphs to carry their media', () => {
    expect(errorsOf(withParagraph({ type: 'IMG' }))).toEqual(['Paragraph 1 is an image but has no metadata.']);
    expect(errorsOf(withParagraph({ type: 'IFRAME' }))).toEqual(['Paragraph 1 is an embed but has no iframe.mediaResource.']);
    expect(errorsOf(withParagraph({ type: 'MIXTAPE_EMBED' }))).toEqual(['Paragraph 1 is a link card but has no mixtapeMetadata.']);
    expect(errorsOf(withParagraph({ type: 'IMG', metadata: { id: 'i', originalWidth: 0, originalHeight: 10 } }))).toEqual([
      'Paragraph 1, image metadata must give originalWidth and originalHeight as positive numbers.',
    ]);
    expect(
      errorsOf(
        withParagraph({
          type: 'IFRAME',
          iframe: { mediaResource: { id: 'm', iframeSrc: 'http://example.com', iframeWidth: 1, iframeHeight: 1 } },
        }),
      ),
    ).toEqual(["Paragraph 1, embed: iframeSrc must be one of this site's embed frames (/media/frame/…); add the link again to embed it."]);
  });

  it('checks sections', () => {
    const paragraphs = valid.paragraphs;
    expect(errorsOf({ paragraphs, sections: [{ name: 's', startIndex: 99 }] })).toEqual([
      'Section 1: startIndex must be the index of one of the 6 paragraphs.',
    ]);
    expect(errorsOf({ paragraphs, sections: [{ name: 's', startIndex: 2 }, { name: 't', startIndex: 1 }] })).toEqual([
      'Section 2 must start after the section before it.',
    ]);
    expect(errorsOf({ paragraphs, sections: [{ name: 's', startIndex: 0, imageLayout: 'TILED' }] })).toEqual([
      'Section 1: imageLayout must be one of FULL_PAGE, FULL_WIDTH.',
    ]);
  });

  it('caps the number of messages', () => {
    const body = { paragraphs: Array.from({ length: 80 }, () => 'bad') };
    const errors = errorsOf(body);
    expect(errors).toHaveLength(51);
    expect(errors[50]).toBe('…and 30 more problems.');
  });
});
