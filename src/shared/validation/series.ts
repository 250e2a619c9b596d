/** Rules, limits and messages of series (a story told in parts) and sequences (ordered stories), shared by server and client. */
import { check, pipe, string, trim } from 'valibot';
import { linkMarkups } from '../content/autolink';
import type { Paragraph, PostBody } from '../content/model';
import { slugify } from '../format/slug';
import { charCount, firstError, maxChars, required } from './schema';
import { countLabel, formatCount } from '../format/intl';

export const SERIES_TITLE_MAX = 100;
export const SERIES_DESCRIPTION_MAX = 280;
/** A part is a card read at one go: a few short paragraphs. */
export const PART_TEXT_MAX = 3000;
export const MAX_PARTS_PER_SERIES = 200;

export const SEQUENCE_TITLE_MAX = 100;
export const SEQUENCE_DESCRIPTION_MAX = 280;
export const MAX_POSTS_PER_SEQUENCE = 100;
/** Slugs a sequence may not take: they are other pages' addresses. */
export const RESERVED_SEQUENCE_SLUGS: readonly string[] = ['new'];

export const SERIES_PAGE_SIZE = 10;
export const MAX_SERIES_PAGE_SIZE = 50;
export const SEQUENCE_LIBRARY_PAGE_SIZE = 12;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SERIES_RATE_LIMITS: Record<'create' | 'write' | 'follow', { limit: number; windowMs: number }[]> = {
  create: [
    { limit: 10, windowMs: MINUTE },
    { limit: 50, windowMs: HOUR },
  ],
  write: [
    { limit: 60, windowMs: MINUTE },
    { limit: 600, windowMs: HOUR },
  ],
  follow: [
    { limit: 60, windowMs: MINUTE },
    { limit: 500, windowMs: HOUR },
  ],
};

export const SERIES_MESSAGES = {
  titleRequired: 'Give your series a title.',
  titleTooLong: `Titles can be at most ${SERIES_TITLE_MAX} characters.`,
  descriptionTooLong: `Descriptions can be at most ${SERIES_DESCRIPTION_MAX} characters.`,
  partEmpty: 'Write something for this part first.',
  partTooLong: `A part can be at most ${PART_TEXT_MAX} characters. Split it into two parts.`,
  tooManyParts: `A series can have at most ${MAX_PARTS_PER_SERIES} parts.`,
  noParts: 'Add a part before you publish the series.',
  seriesNotFound: 'Series not found',
  partNotFound: 'Part not found',
  notYourSeries: 'Only the series’ writer can change it.',
  notPublished: 'Publish the series first.',
  alreadyPublished: 'This part is published already.',
  ownSeries: 'You can’t follow your own series.',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
} as const;

export const SEQUENCE_MESSAGES = {
  titleRequired: 'Give your sequence a title.',
  titleTooLong: `Titles can be at most ${SEQUENCE_TITLE_MAX} characters.`,
  descriptionTooLong: `Descriptions can be at most ${SEQUENCE_DESCRIPTION_MAX} characters.`,
  sequenceNotFound: 'Sequence not found',
  storyNotFound: 'Story not found',
  notYourSequence: 'Only the sequence’s curator can change it.',
  full: `A sequence can hold at most ${MAX_POSTS_PER_SEQUENCE} stories.`,
  notAStory: 'Only published stories can go in a sequence.',
  badOrder: 'Name every story of the sequence exactly once.',
  tooMany: SERIES_MESSAGES.tooMany,
} as const;

/** A title: trimmed, not empty, at most `max` characters. */
const titleSchema = (max: number, messages: { titleRequired: string; titleTooLong: string }) =>
  pipe(string(messages.titleRequired), trim(), required(messages.titleRequired), maxChars(max, messages.titleTooLong));
/** A description: trimmed, may be empty, at most `max` characters. */
const descriptionSchema = (max: number, tooLong: string) => pipe(string(tooLong), trim(), maxChars(max, tooLong));

export const seriesTitleSchema = titleSchema(SERIES_TITLE_MAX, SERIES_MESSAGES);
export const seriesDescriptionSchema = descriptionSchema(SERIES_DESCRIPTION_MAX, SERIES_MESSAGES.descriptionTooLong);
export const sequenceTitleSchema = titleSchema(SEQUENCE_TITLE_MAX, SEQUENCE_MESSAGES);
export const sequenceDescriptionSchema = descriptionSchema(SEQUENCE_DESCRIPTION_MAX, SEQUENCE_MESSAGES.descriptionTooLong);

export function seriesTitleError(title: string): string | null {
  return firstError(seriesTitleSchema, title);
}

export function seriesDescriptionError(description: string): string | null {
  return firstError(seriesDescriptionSchema, description);
}

export function sequenceTitleError(title: string): string | null {
  return firstError(sequenceTitleSchema, title);
}

export function sequenceDescriptionError(description: string): string | null {
  return firstError(sequenceDescriptionSchema, description);
}

/** The part's text as the writer typed it: paragraphs apart by blank lines (single line breaks join). */
export function partParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter((block) => block.length > 0);
}

/** A part's text: at least one paragraph, at most PART_TEXT_MAX characters once its paragraphs are laid out. */
export const partTextSchema = pipe(
  string(SERIES_MESSAGES.partEmpty),
  check((text) => partParagraphs(text).length > 0, SERIES_MESSAGES.partEmpty),
  check((text) => charCount(partParagraphs(text).join('\n\n')) <= PART_TEXT_MAX, SERIES_MESSAGES.partTooLong),
);

export function partTextError(text: string): string | null {
  return firstError(partTextSchema, text);
}

/** A part's body in the story content model: one paragraph per block, web addresses as links. */
export function partBodyFromText(text: string): PostBody {
  const paragraphs: Paragraph[] = partParagraphs(text).map((block, index) => ({
    name: `s${index.toString(16).padStart(3, '0')}`,
    type: 'P',
    text: block,
    markups: linkMarkups(block),
  }));
  return { paragraphs, sections: [] };
}

/** The text the part editor starts from when a part is edited again. */
export function partTextFromBody(body: { paragraphs: readonly { text: string }[] }): string {
  return body.paragraphs.map((p) => p.text).join('\n\n');
}

/** "5 parts", "1 part". */
export function partCountLabel(count: number): string {
  return countLabel(count, 'part', 'parts', formatCount(count));
}

/** "12 followers", "1 follower". */
export function followerCountLabel(count: number): string {
  return countLabel(count, 'follower', 'followers', formatCount(count));
}

/** "4 stories", "1 story". */
export function sequenceStoryCountLabel(count: number): string {
  return countLabel(count, 'story', 'stories', formatCount(count));
}

/** The sequence bar's place: "2 of 5". */
export function sequencePlaceLabel(number: number, count: number): string {
  return `${number} of ${count}`;
}

/** A sequence's address slug from its title; a number is added when the slug is taken or reserved. */
export function sequenceSlugCandidates(title: string, tries = 5): string[] {
  const base = slugify(title) || 'sequence';
  const candidates = RESERVED_SEQUENCE_SLUGS.includes(base) ? [] : [base];
  for (let n = 2; candidates.length < tries; n++) candidates.push(`${base}-${n}`);
  return candidates;
}
