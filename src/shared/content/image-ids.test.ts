import { describe, expect, it } from 'vitest';
import { imageIds, mapImageIds } from './image-ids';
import type { PostBody } from './model';

const body: PostBody = {
  paragraphs: [
    { name: 'a', type: 'P', text: 'Hello', markups: [{ type: 'EM', start: 0, end: 5 }], hasDropCap: true, dropCapImage: { id: 'cap', originalWidth: 10, originalHeight: 10 } },
    { name: 'b', type: 'IMG', text: '', markups: [], metadata: { id: 'photo', originalWidth: 800, originalHeight: 600, alt: 'x' } },
    { name: 'c', type: 'MIXTAPE_EMBED', text: '', markups: [], mixtapeMetadata: { href: 'https://x.com', thumbnailImageId: 'thumb' } },
    { name: 'd', type: 'MIXTAPE_EMBED', text: '', markups: [], mixtapeMetadata: { href: 'https://y.com' } },
    { name: 'e', type: 'IMG', text: '', markups: [], metadata: { id: 'photo', originalWidth: 800, originalHeight: 600 } },
  ],
  sections: [{ name: 's', startIndex: 0, backgroundImage: { id: 'bg', originalWidth: 2000, originalHeight: 1000 } }, { name: 't', startIndex: 2 }],
};

describe('mapImageIds', () => {
  it('maps every image id and nothing else', () => {
    const mapped = mapImageIds(body, (id) => `new-${id}`);
    expect(mapped.paragraphs[0]?.dropCapImage?.id).toBe('new-cap');
    expect(mapped.paragraphs[1]?.metadata).toEqual({ id: 'new-photo', originalWidth: 800, originalHeight: 600, alt: 'x' });
    expect(mapped.paragraphs[2]?.mixtapeMetadata).toEqual({ href: 'https://x.com', thumbnailImageId: 'new-thumb' });
    expect(mapped.paragraphs[3]?.mixtapeMetadata).toEqual({ href: 'https://y.com' });
    expect(mapped.sections[0]?.backgroundImage?.id).toBe('new-bg');
    expect(mapped.sections[1]).toEqual({ name: 't', startIndex: 2 });
    expect(mapped.paragraphs[0]?.text).toBe('Hello');
  });

  it('leaves the original untouched', () => {
    const before = structuredClone(body);
    const mapped = mapImageIds(body, () => 'z');
    expect(body).toEqual(before);
    expect(mapped.paragraphs[0]?.markups).not.toBe(body.paragraphs[0]?.markups);
  });
});

describe('imageIds', () => {
  it('lists every referenced image once', () => {
    expect(imageIds(body)).toEqual(['cap', 'photo', 'thumb', 'bg']);
  });
});
