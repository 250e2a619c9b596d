import type { ImageMetadata, Paragraph, PostBody, Section } from './model';

function mapImage(image: ImageMetadata, fn: (id: string) => string): ImageMetadata {
  return { ...image, id: fn(image.id) };
}

/**
 * A copy of `body` with every image id (paragraph images, drop cap images, section
 * backgrounds, link card thumbnails) passed through `fn`.
 */
export function mapImageIds(body: PostBody, fn: (id: string) => string): PostBody {
  const paragraphs = body.paragraphs.map((paragraph): Paragraph => {
    const copy: Paragraph = { ...paragraph, markups: paragraph.markups.map((m) => ({ ...m })) };
    if (paragraph.metadata) copy.metadata = mapImage(paragraph.metadata, fn);
    if (paragraph.dropCapImage) copy.dropCapImage = mapImage(paragraph.dropCapImage, fn);
    if (paragraph.mixtapeMetadata) {
      const { thumbnailImageId } = paragraph.mixtapeMetadata;
      copy.mixtapeMetadata = { ...paragraph.mixtapeMetadata };
      if (thumbnailImageId !== undefined) copy.mixtapeMetadata.thumbnailImageId = fn(thumbnailImageId);
    }
    return copy;
  });
  const sections = body.sections.map((section): Section => {
    const copy: Section = { ...section };
    if (section.backgroundImage) copy.backgroundImage = mapImage(section.backgroundImage, fn);
    return copy;
  });
  return { paragraphs, sections };
}

/** Every image id a body refers to, in order of appearance, without duplicates. */
export function imageIds(body: PostBody): string[] {
  const ids = new Set<string>();
  mapImageIds(body, (id) => {
    ids.add(id);
    return id;
  });
  return [...ids];
}
