import type { PostBody } from './model';

export const WORDS_PER_MINUTE = 265;
const FIRST_IMAGE_SECONDS = 12;
const MIN_IMAGE_SECONDS = 3;

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Seconds spent on `imageCount` images: 12 for the first, one less for each next, never under 3. */
export function imageSeconds(imageCount: number): number {
  let total = 0;
  for (let i = 0; i < imageCount; i++) total += Math.max(MIN_IMAGE_SECONDS, FIRST_IMAGE_SECONDS - i);
  return total;
}

/** Estimated minutes to read a post (unrounded). */
export function readingTimeMinutes(body: Pick<PostBody, 'paragraphs'>): number {
  let words = 0;
  let images = 0;
  for (const paragraph of body.paragraphs) {
    words += countWords(paragraph.text);
    if (paragraph.type === 'IMG') images++;
  }
  return words / WORDS_PER_MINUTE + imageSeconds(images) / 60;
}

export function formatReadingTime(minutes: number): string {
  const rounded = Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : 1;
  return `${rounded} min read`;
}
