/** Limits and messages of writing and publishing stories, shared by the server and the client. */
import { array, check, maxLength, maxValue, minValue, nullish, number, picklist, pipe, rawTransform, string, transform, trim } from 'valibot';
import { slugify } from '../format/slug';
import { passes, verdict } from './schema';

export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 40;
export const MAX_TITLE_LENGTH = 200;
export const MAX_SUBTITLE_LENGTH = 300;
export const MAX_CANONICAL_URL_LENGTH = 2000;
/** "Your stories" pages list this many stories at a time. */
export const YOUR_STORIES_PAGE_SIZE = 10;
export const MAX_MENTION_SUGGESTIONS = 10;

export const VISIBILITIES = ['PUBLIC', 'UNLISTED', 'LOCKED'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** How each visibility is explained to the writer. */
export const VISIBILITY_DESCRIPTIONS: Record<Visibility, { label: string; hint: string }> = {
  PUBLIC: { label: 'Public', hint: 'Anyone can find and read it.' },
  UNLISTED: { label: 'Unlisted', hint: 'Only people with the link can read it; it stays off feeds, tags and your profile.' },
  LOCKED: { label: 'Members-only', hint: 'Members read it in full; others see the beginning (the Friend Link opens it for anyone).' },
};

/** The spec's licenses (spec 2 §3), with the names writers see. */
export const LICENSES = [
  'ALL_RIGHTS_RESERVED',
  'CC_40_BY',
  'CC_40_BY_NC',
  'CC_40_BY_NC_ND',
  'CC_40_BY_NC_SA',
  'CC_40_BY_ND',
  'CC_40_BY_SA',
  'CC_40_ZERO',
  'PUBLIC_DOMAIN',
] as const;
export type License = (typeof LICENSES)[number];

export const LICENSE_NAMES: Record<License, string> = {
  ALL_RIGHTS_RESERVED: 'All rights reserved',
  CC_40_BY: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
  CC_40_BY_NC: 'Creative Commons Attribution-NonCommercial 4.0 (CC BY-NC 4.0)',
  CC_40_BY_NC_ND: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 (CC BY-NC-ND 4.0)',
  CC_40_BY_NC_SA: 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 (CC BY-NC-SA 4.0)',
  CC_40_BY_ND: 'Creative Commons Attribution-NoDerivatives 4.0 (CC BY-ND 4.0)',
  CC_40_BY_SA: 'Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)',
  CC_40_ZERO: 'CC0 1.0: no rights reserved',
  PUBLIC_DOMAIN: 'Public domain',
};

export function isLicense(value: string): value is License {
  return passes(licenseSchema, value);
}

/** Stories one reader may share with people in an hour, and in a day: plenty for a reader, too few to spam anyone. */
export const SHARE_LIMITS = [
  { limit: 20, windowMs: 3_600_000 },
  { limit: 100, windowMs: 86_400_000 },
];

export const STORY_MESSAGES = {
  shareWithYourself: 'You can’t share a story with yourself.',
  sharePersonNotFound: 'We couldn’t find that person.',
  tooManyShares: 'You’ve shared a lot of stories in a short time. Try again later.',
  tooManyTags: `You can add up to ${MAX_TAGS} tags.`,
  tagTooLong: `A tag can be at most ${MAX_TAG_LENGTH} characters.`,
  tagNeedsLetters: 'A tag needs at least one letter or digit.',
  badLicense: `Choose one of the licenses: ${LICENSES.join(', ')}.`,
  badCanonicalUrl: 'The canonical link must be a full http or https address.',
  badPreviewImage: "The preview image must be one of the story's images.",
  badFocus: 'The focus point must be given as two percentages from 0 to 100.',
  titleTooLong: `The title can be at most ${MAX_TITLE_LENGTH} characters.`,
  subtitleTooLong: `The subtitle can be at most ${MAX_SUBTITLE_LENGTH} characters.`,
  badBodyJson: 'The story could not be read: its body is not valid JSON.',
  emptyStory: 'Write something before you publish.',
  conflict: 'This story was changed somewhere else. Reload to get the latest version.',
  notFound: 'Story not found',
  tooManyNewStories: 'You have started a lot of stories in the last hour. Please try again later.',
  publicationNotFound: 'That publication does not exist.',
  signInFirst: 'You need to sign in first.',
  suspended: 'Your account is suspended, so it cannot change stories.',
  cannotEdit: 'Only the author and the editors of its publication can edit this story.',
  cannotDelete: 'Only the author can delete this story.',
  cannotChangeSettings: "Only the author can change this story's settings.",
  cannotPublishOnProfile: 'Only the author can publish this story on their profile.',
  cannotUnpublish: 'Only the author or an editor of its publication can unpublish this story.',
  notSubmittedHere: 'An editor can only publish stories written or submitted for their publication.',
  notAPublicationMember: 'You can only publish in or submit to publications you write for.',
  cannotDraftInPublication: 'You can only start drafts in publications you write for.',
  cannotSubmit: 'Only the author can submit this story to a publication.',
  notPublished: 'This story is not published.',
  emailOnly: 'This is an email-only newsletter issue: it is sent by email, never published.',
  alreadyInPublication: (name: string) => `This story is already in ${name}.`,
  alreadySubmitted: (name: string) => `This story is already submitted to ${name}.`,
} as const;

export interface NormalizedTag {
  slug: string;
  name: string;
}

export type TagsCheck = { ok: true; tags: NormalizedTag[] } | { ok: false; message: string };

/** The tag as readers see it: trimmed, inner whitespace collapsed. */
export function tagDisplayName(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim();
}

export const licenseSchema = picklist(LICENSES, STORY_MESSAGES.badLicense);

/** One tag as given: its display name (blank tags are dropped later), at most MAX_TAG_LENGTH long, with a slug. */
const tagSchema = pipe(
  string(STORY_MESSAGES.tagNeedsLetters),
  transform(tagDisplayName),
  check((name) => name.length <= MAX_TAG_LENGTH, STORY_MESSAGES.tagTooLong),
  transform((name): NormalizedTag => ({ name, slug: name === '' ? '' : slugify(name, MAX_TAG_LENGTH) })),
  check((tag) => tag.name === '' || tag.slug !== '', STORY_MESSAGES.tagNeedsLetters),
);

/** Tags as given, normalised to slugs (blanks and duplicates by slug dropped, first wins), at most MAX_TAGS. */
export const tagsSchema = pipe(
  array(tagSchema),
  transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => tag.name !== '' && !seen.has(tag.slug) && Boolean(seen.add(tag.slug)));
  }),
  maxLength(MAX_TAGS, STORY_MESSAGES.tooManyTags),
);

export function normalizeTags(input: readonly string[]): TagsCheck {
  const result = verdict(tagsSchema, input);
  return result.ok ? { ok: true, tags: result.value } : result;
}

/** A canonical link: an absolute http or https address with a host (normalised by URL); blank means none. */
export const canonicalUrlSchema = pipe(
  nullish(string(STORY_MESSAGES.badCanonicalUrl), ''),
  trim(),
  maxLength(MAX_CANONICAL_URL_LENGTH, STORY_MESSAGES.badCanonicalUrl),
  rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value === '') return null;
    try {
      const url = new URL(dataset.value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return url.toString();
    } catch {
      // Not an address at all: refused below.
    }
    addIssue({ message: STORY_MESSAGES.badCanonicalUrl });
    return NEVER;
  }),
);

export function normalizeCanonicalUrl(input: string | null | undefined): { ok: true; url: string | null } | { ok: false } {
  const result = verdict(canonicalUrlSchema, input);
  return result.ok ? { ok: true, url: result.value } : { ok: false };
}

/** A focus point's coordinate: a percentage from 0 to 100, or none. */
export const focusPercentSchema = nullish(pipe(number(STORY_MESSAGES.badFocus), minValue(0, STORY_MESSAGES.badFocus), maxValue(100, STORY_MESSAGES.badFocus)));

export function isFocusPercent(value: number | null | undefined): boolean {
  return passes(focusPercentSchema, value);
}
