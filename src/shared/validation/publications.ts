/**
 * Publication rules, shared by the server (which enforces them) and the browser (which checks as you type):
 * names, slugs (with the words the route table reserves), taglines, navigation items, feature pages, the
 * submission note, and custom domains.
 */
import { array, check, literal, maxLength, object, pipe, rawTransform, regex, toLowerCase, transform, trim, unknown, variant } from 'valibot';
import { slugify } from '../format/slug';
import { routes } from '../routes';
import { maxChars, required, textField, verdict } from './schema';

export const PUBLICATION_NAME_MAX_LENGTH = 60;
export const PUBLICATION_TAGLINE_MAX_LENGTH = 100;
export const PUBLICATION_DESCRIPTION_MAX_LENGTH = 600;
export const PUBLICATION_SLUG_MIN_LENGTH = 3;
export const PUBLICATION_SLUG_MAX_LENGTH = 60;
/** Navigation items a publication's header shows, at most. */
export const MAX_NAV_ITEMS = 12;
export const NAV_ITEM_TITLE_MAX_LENGTH = 40;
export const MAX_FEATURE_PAGES = 20;
export const FEATURE_PAGE_TITLE_MAX_LENGTH = 100;
export const FEATURE_PAGE_DESCRIPTION_MAX_LENGTH = 300;
/** Stories one feature page (or the featured row of the home page) gathers, at most. */
export const MAX_FEATURE_PAGE_POSTS = 25;
export const MAX_FEATURED_POSTS = 6;
/** Stories on one numbered page of a publication's /all/{page} list. */
export const PUBLICATION_ALL_PAGE_SIZE = 20;
export const SUBMISSION_NOTE_MAX_LENGTH = 500;
export const DOMAIN_MAX_LENGTH = 253;
/** Publications one account may create in a day. */
export const NEW_PUBLICATIONS_PER_DAY = 5;
/** Invitations one publication may send in an hour. */
export const INVITATIONS_PER_HOUR = 30;

export const COLLECTION_ROLES = ['EDITOR', 'WRITER'] as const;
export type CollectionRoleName = (typeof COLLECTION_ROLES)[number];

export const ROLE_LABELS: Record<CollectionRoleName, string> = { EDITOR: 'Editor', WRITER: 'Writer' };

export const NAV_ITEM_KINDS = ['TAG', 'FEATURE_PAGE', 'URL'] as const;
export type NavItemKind = (typeof NAV_ITEM_KINDS)[number];

/** What an editor's stories page lists (/{slug}/stories/{filterBy}). */
export const COLLECTION_STORY_FILTERS = [
  { filterBy: 'published', filter: 'PUBLISHED', label: 'Published', empty: 'No stories are published in this publication yet.' },
  { filterBy: 'submissions', filter: 'SUBMISSIONS', label: 'Submissions', empty: 'No stories are waiting for review.' },
  { filterBy: 'drafts', filter: 'DRAFTS', label: 'Drafts', empty: 'No drafts are shared with the editors.' },
] as const;
export type CollectionStoryFilter = (typeof COLLECTION_STORY_FILTERS)[number]['filter'];

export const PUBLICATION_MESSAGES = {
  signInFirst: 'You need to sign in first.',
  notFound: 'That publication does not exist.',
  suspended: 'Your account is suspended, so it cannot change publications.',
  editorsOnly: 'Only the editors of this publication can do that.',
  nameRequired: 'Give your publication a name.',
  nameTooLong: `The name can be at most ${PUBLICATION_NAME_MAX_LENGTH} characters.`,
  taglineTooLong: `The tagline can be at most ${PUBLICATION_TAGLINE_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description can be at most ${PUBLICATION_DESCRIPTION_MAX_LENGTH} characters.`,
  slugFormat: `The address must be ${PUBLICATION_SLUG_MIN_LENGTH} to ${PUBLICATION_SLUG_MAX_LENGTH} lowercase letters, numbers or hyphens, starting and ending with a letter or number.`,
  slugReserved: 'That address is used by Quire itself. Please choose another.',
  slugTaken: 'That address is already taken. Please choose another.',
  slugAvailable: 'This address is available.',
  slugYours: 'This is the publication’s current address.',
  imageMissing: 'That image could not be found. Please upload it again.',
  tooManyPublications: 'You have created several publications today. Please try again tomorrow.',
  inviteeMissing: 'Enter the username or email of the person to invite.',
  inviteeNotFound: 'Nobody on Quire has that username or email.',
  inviteeAlreadyMember: (name: string) => `${name} is already on the masthead.`,
  inviteeAlreadyInvited: (name: string) => `${name} has already been invited.`,
  inviteeIsYou: 'You are already on the masthead.',
  inviteeSuspended: 'That account is suspended and cannot join a publication.',
  tooManyInvitations: 'This publication has sent many invitations in the last hour. Please try again later.',
  invitationNotFound: 'That invitation does not exist any more.',
  notYourInvitation: 'That invitation is for someone else.',
  badRole: 'Choose Editor or Writer.',
  notAMember: 'That person is not on the masthead.',
  creatorStays: 'The creator of a publication stays one of its editors.',
  lastEditor: 'A publication needs at least one editor.',
  notSubmitted: 'That story is not waiting for review in this publication.',
  notInPublication: 'That story is not in this publication.',
  needsTopics: 'This draft has no topics yet. Open it in the editor and publish it with at least one topic.',
  noteTooLong: `The note can be at most ${SUBMISSION_NOTE_MAX_LENGTH} characters.`,
  tooManyNavItems: `A publication can have at most ${MAX_NAV_ITEMS} navigation items.`,
  navTitleRequired: 'Every navigation item needs a title.',
  navTitleTooLong: `A navigation title can be at most ${NAV_ITEM_TITLE_MAX_LENGTH} characters.`,
  navTagRequired: 'Choose the tag this navigation item shows.',
  navFeaturePageMissing: 'Choose one of this publication’s feature pages.',
  navUrlInvalid: 'Links must be full http or https addresses.',
  tooManyFeaturePages: `A publication can have at most ${MAX_FEATURE_PAGES} feature pages.`,
  featurePageTitleRequired: 'Give the feature page a title.',
  featurePageTitleTooLong: `A feature page title can be at most ${FEATURE_PAGE_TITLE_MAX_LENGTH} characters.`,
  featurePageDescriptionTooLong: `A feature page description can be at most ${FEATURE_PAGE_DESCRIPTION_MAX_LENGTH} characters.`,
  featurePageNotFound: 'That feature page does not exist.',
  featurePageSlugTaken: 'Another feature page already has that title.',
  tooManyPosts: `Choose at most ${MAX_FEATURE_PAGE_POSTS} stories.`,
  tooManyFeatured: `Feature at most ${MAX_FEATURED_POSTS} stories.`,
  postsNotInPublication: 'Only stories published in this publication can be chosen.',
  domainInvalid: 'Enter a domain name such as stories.example.com (no http://, no path).',
  domainIsOurs: 'That domain is Quire’s own address.',
  domainTaken: 'That domain is already used by another publication or profile.',
  domainMissing: 'Add a domain first.',
  domainNotVerified: 'The domain could not be verified yet.',
  usernameNeeded: 'Choose a username before adding a custom domain.',
  fontInvalid: 'Please choose one of the fonts offered.',
  colorInvalid: (label: string) => `${label} must be a colour such as #1a8917 or rgba(26, 137, 23, 1).`,
} as const;

/** Single-segment words a publication address may not take: every literal first segment of the route table, and more. */
const OWN_WORDS = [
  '_', 'admin', 'api', 'app', 'assets', 'blog', 'css', 'favicon.ico', 'fonts', 'graphql', 'home', 'icons', 'images', 'img', 'js',
  'login', 'logout', 'new', 'quire', 'robots.txt', 'settings', 'signin', 'signout', 'signup', 'static', 'stats', 'status', 'upload',
  'uploads', 'www',
];

function routeWords(): string[] {
  const words = new Set<string>();
  for (const route of routes) {
    const first = route.path.split('/')[1] ?? '';
    if (first && !first.includes('{')) words.add(first.toLowerCase());
  }
  return [...words];
}

export const RESERVED_PUBLICATION_SLUGS: ReadonlySet<string> = new Set([...OWN_WORDS, ...routeWords()]);

export type SlugCheck = { ok: true; slug: string } | { ok: false; message: string };

const SLUG_PATTERN = new RegExp(
  `^[a-z0-9](?:[a-z0-9-]{${PUBLICATION_SLUG_MIN_LENGTH - 2},${PUBLICATION_SLUG_MAX_LENGTH - 2}})[a-z0-9]$`,
);

/** A publication's address as it would be saved (trimmed, no leading slash, lowercase): its format, then not reserved. */
export const publicationSlugSchema = pipe(
  textField(PUBLICATION_MESSAGES.slugFormat),
  trim(),
  transform((text) => text.replace(/^\/+/, '')),
  toLowerCase(),
  regex(SLUG_PATTERN, PUBLICATION_MESSAGES.slugFormat),
  check((slug) => !slug.includes('--'), PUBLICATION_MESSAGES.slugFormat),
  check((slug) => !RESERVED_PUBLICATION_SLUGS.has(slug), PUBLICATION_MESSAGES.slugReserved),
);

export function checkPublicationSlug(raw: string | null | undefined): SlugCheck {
  const result = verdict(publicationSlugSchema, raw);
  return result.ok ? { ok: true, slug: result.value } : result;
}

/** The address suggested for a name as it is typed. */
export function suggestPublicationSlug(name: string): string {
  return slugify(name, PUBLICATION_SLUG_MAX_LENGTH);
}

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

// Control, zero-width and text-direction characters have no place in a name or a line of text.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g;

/** One line of text: hidden characters dropped, whitespace runs folded to one space, trimmed. */
const line = (message: string) => pipe(textField(message), transform((raw) => raw.replace(HIDDEN, '').replace(/\s+/g, ' ').trim()));

export const publicationNameSchema = pipe(
  line(PUBLICATION_MESSAGES.nameRequired),
  required(PUBLICATION_MESSAGES.nameRequired),
  maxChars(PUBLICATION_NAME_MAX_LENGTH, PUBLICATION_MESSAGES.nameTooLong),
);
export const taglineSchema = pipe(line(PUBLICATION_MESSAGES.taglineTooLong), maxChars(PUBLICATION_TAGLINE_MAX_LENGTH, PUBLICATION_MESSAGES.taglineTooLong));
/** Paragraph breaks are kept (at most one blank line in a row); other whitespace runs fold to one space. */
export const descriptionSchema = pipe(
  textField(PUBLICATION_MESSAGES.descriptionTooLong),
  transform((raw) =>
    raw
      .replace(HIDDEN, (c) => (c === '\n' ? c : ''))
      .split(/\n\s*\n+/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n'),
  ),
  maxChars(PUBLICATION_DESCRIPTION_MAX_LENGTH, PUBLICATION_MESSAGES.descriptionTooLong),
);
export const submissionNoteSchema = pipe(
  textField(PUBLICATION_MESSAGES.noteTooLong),
  transform((raw) => raw.replace(/\r\n?/g, '\n')),
  trim(),
  maxChars(SUBMISSION_NOTE_MAX_LENGTH, PUBLICATION_MESSAGES.noteTooLong),
);

export function checkPublicationName(raw: string | null | undefined): TextCheck {
  return verdict(publicationNameSchema, raw);
}

export function checkTagline(raw: string | null | undefined): TextCheck {
  return verdict(taglineSchema, raw);
}

export function checkDescription(raw: string | null | undefined): TextCheck {
  return verdict(descriptionSchema, raw);
}

export function checkSubmissionNote(raw: string | null | undefined): TextCheck {
  return verdict(submissionNoteSchema, raw);
}

export interface NavItemInput {
  title: string;
  kind: NavItemKind;
  tagSlug?: string | null;
  featurePageId?: string | null;
  url?: string | null;
}

export type NavItemsCheck =
  | { ok: true; items: { title: string; kind: NavItemKind; tagSlug: string | null; featurePageId: string | null; url: string | null }[] }
  | { ok: false; message: string };

const navTitleSchema = pipe(
  line(PUBLICATION_MESSAGES.navTitleRequired),
  required(PUBLICATION_MESSAGES.navTitleRequired),
  maxChars(NAV_ITEM_TITLE_MAX_LENGTH, PUBLICATION_MESSAGES.navTitleTooLong),
);

/** A link: an absolute http or https address with a host, at most 2,000 characters; normalised by URL. */
function httpUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || text.length > 2000) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.toString() : null;
  } catch {
    return null;
  }
}

/** One navigation item: title first, then what it points to (a tag by its slug, a feature page by id, an http(s) link). */
export const navItemSchema = variant('kind', [
  pipe(
    object({
      title: navTitleSchema,
      kind: literal('TAG'),
      tagSlug: pipe(textField(PUBLICATION_MESSAGES.navTagRequired), transform((tag) => slugify(tag, 40)), required(PUBLICATION_MESSAGES.navTagRequired)),
    }),
    transform(({ title, kind, tagSlug }) => ({ title, kind, tagSlug, featurePageId: null, url: null })),
  ),
  pipe(
    object({
      title: navTitleSchema,
      kind: literal('FEATURE_PAGE'),
      featurePageId: pipe(textField(PUBLICATION_MESSAGES.navFeaturePageMissing), required(PUBLICATION_MESSAGES.navFeaturePageMissing)),
    }),
    transform(({ title, kind, featurePageId }) => ({ title, kind, tagSlug: null, featurePageId, url: null })),
  ),
  pipe(
    object({
      title: navTitleSchema,
      kind: literal('URL'),
      url: pipe(
        textField(PUBLICATION_MESSAGES.navUrlInvalid),
        rawTransform(({ dataset, addIssue, NEVER }) => {
          const url = httpUrl(dataset.value);
          if (url === null) {
            addIssue({ message: PUBLICATION_MESSAGES.navUrlInvalid });
            return NEVER;
          }
          return url;
        }),
      ),
    }),
    transform(({ title, kind, url }) => ({ title, kind, tagSlug: null, featurePageId: null, url })),
  ),
]);

/** A publication's navigation: at most MAX_NAV_ITEMS (counted before any item is read), each item checked in order. */
export const navItemsSchema = pipe(array(unknown()), maxLength(MAX_NAV_ITEMS, PUBLICATION_MESSAGES.tooManyNavItems), array(navItemSchema));

/** Navigation items as an editor sends them: titles trimmed; a tag by its slug, a feature page by id, a link http(s). */
export function checkNavItems(items: readonly NavItemInput[]): NavItemsCheck {
  const result = verdict(navItemsSchema, items);
  return result.ok ? { ok: true, items: result.value } : result;
}

export const featurePageSchema = pipe(
  object({
    title: pipe(
      line(PUBLICATION_MESSAGES.featurePageTitleRequired),
      required(PUBLICATION_MESSAGES.featurePageTitleRequired),
      maxChars(FEATURE_PAGE_TITLE_MAX_LENGTH, PUBLICATION_MESSAGES.featurePageTitleTooLong),
    ),
    description: pipe(line(PUBLICATION_MESSAGES.featurePageDescriptionTooLong), maxChars(FEATURE_PAGE_DESCRIPTION_MAX_LENGTH, PUBLICATION_MESSAGES.featurePageDescriptionTooLong)),
  }),
  transform(({ title, description }) => ({ title, description, slug: slugify(title, 60) || 'page' })),
);

export function checkFeaturePage(input: { title: string; description?: string | null }): { ok: true; title: string; description: string; slug: string } | { ok: false; message: string } {
  const result = verdict(featurePageSchema, input);
  return result.ok ? { ok: true, ...result.value } : result;
}

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A custom domain as it is stored: lowercase, without a scheme, path, port or trailing dot. At least two labels,
 * and the last one not all digits (no IP addresses). `ownHost` is the instance's own host name, which is refused.
 */
export function customDomainSchema(ownHost?: string) {
  return pipe(
    textField(PUBLICATION_MESSAGES.domainInvalid),
    trim(),
    toLowerCase(),
    transform((text) => text.replace(/^https?:\/\//, '').replace(/\/+$/, '').replace(/\.$/, '')),
    check((text) => text !== '' && text.length <= DOMAIN_MAX_LENGTH && !/[/:?#@\s]/.test(text), PUBLICATION_MESSAGES.domainInvalid),
    check((text) => {
      const labels = text.split('.');
      return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1] ?? '');
    }, PUBLICATION_MESSAGES.domainInvalid),
    check((text) => !ownHost || text !== ownHost.toLowerCase(), PUBLICATION_MESSAGES.domainIsOurs),
  );
}

export function checkCustomDomain(raw: string | null | undefined, ownHost?: string): DomainCheck {
  const result = verdict(customDomainSchema(ownHost), raw);
  return result.ok ? { ok: true, domain: result.value } : result;
}

/** The DNS TXT record a domain's owner adds to prove it is theirs: its name and value. */
export function domainVerificationRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `_quire-verification.${domain}`, value: `quire-verification=${token}` };
}
