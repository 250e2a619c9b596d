/** Rules, limits and messages of responses (spec 1 §8, §9; spec 2 §4, §7), shared by server and client. */
import { maxLength, pipe, string, transform, trim } from 'valibot';
import { required, verdict } from './schema';
import { countLabel } from '../format/intl';

/** What a discussion is about: a story or a list. */
export type DiscussionKind = 'story' | 'list';

/** What readers see under a closed discussion instead of the editor: the first sentence of spec 1 §8's message. */
export const closedDiscussionNotice = (kind: DiscussionKind) => `The author has closed discussion for this ${kind}.`;

export const RESPONSE_MESSAGES = {
  /** Spec 1 §8, verbatim. */
  closed: (kind: DiscussionKind) => `${closedDiscussionNotice(kind)} We are unable to save changes to your response.`,
  empty: 'Write something before you respond.',
  tooLong: (max: number) => `A response can be at most ${max.toLocaleString('en-US')} characters long.`,
  notFound: 'Story not found',
  listNotFound: 'List not found',
  responseNotFound: 'Response not found',
  cannotRespond: 'You cannot respond to this story.',
  cannotRespondList: 'You cannot respond to this list.',
  membersOnly: 'Only readers who can read the whole story can respond to it.',
  onlyAuthorHides: 'Only the author can hide responses.',
  onlyAuthorCloses: 'Only the author can close or reopen discussion.',
  onlyWriterDeletes: 'Only the writer can delete a response.',
  notInDiscussion: 'This response is not part of that discussion.',
  badQuote: 'The quoted passage could not be found in the story.',
  tooMany: 'You have responded too many times in a short while. Please wait a few minutes and try again.',
  /** Toasts (spec 2 §4: hide post response, hide catalog response, publish response). */
  published: 'Your response has been published.',
  hidden: 'This response is hidden.',
  unhidden: 'This response is shown again.',
  deleted: 'Your response has been deleted.',
  discussionClosed: 'Discussion is closed. Readers can no longer respond.',
  discussionOpened: 'Discussion is open again.',
  /** The author's switches (story menu, story settings, list edit form). */
  closeAction: 'Close responses',
  reopenAction: 'Reopen responses',
  allowResponses: 'Allow responses',
  openHint: 'Readers can respond to this story.',
  tryAgain: 'That didn’t work. Please try again.',
} as const;

/** Spec 1 §9: a thread page holds 10; replies nest at most two levels below a top-level response. */
export const THREAD_PAGE_SIZE = 10;
export const MAX_REPLY_DEPTH = 2;
/** Spec 1 §9: the next page loads once the end of the thread is within 1.5 viewport heights. */
export const INFINITE_SCROLL_VIEWPORTS = 1.5;

export const MAX_RESPONSE_LENGTH = 10_000;
/** How many replies a thread shows before 'See N more replies'. */
export const REPLIES_PREVIEW = 2;

/** Responses per account: plenty for a lively discussion, too few for a script. */
export const RESPONSE_RATE_LIMITS = [
  { limit: 10, windowMs: 60_000 },
  { limit: 100, windowMs: 86_400_000 },
];
/** Hide, unhide, delete, close and reopen per account. */
export const RESPONSE_MODERATION_RATE_LIMITS = [{ limit: 60, windowMs: 60_000 }];

export const RESPONSE_SORT_TYPES = ['MOST_RELEVANT', 'NEWEST'] as const;
export type ResponseSortType = (typeof RESPONSE_SORT_TYPES)[number];
export const RESPONSE_SORT_LABELS: Record<ResponseSortType, string> = { MOST_RELEVANT: 'Most relevant', NEWEST: 'Newest' };

/** The order in the no-script paging link (`?sort=newest`): absent means most relevant. */
export const RESPONSE_SORT_PARAM = 'sort';
export function sortFromParam(value: string | null): ResponseSortType {
  return value === 'newest' ? 'NEWEST' : 'MOST_RELEVANT';
}

/** The no-script link to the next page of a discussion, in the order the reader chose. */
export function morePageHref(basePath: string, to: string, sort: ResponseSortType): string {
  const params = new URLSearchParams({ to });
  if (sort === 'NEWEST') params.set(RESPONSE_SORT_PARAM, 'newest');
  return `${basePath}?${params.toString()}`;
}

export const RESPONSE_PLACEHOLDER = 'What are your thoughts?';

/** 'See 1 more reply', 'See 3 more replies'. */
export function moreRepliesLabel(count: number): string {
  return `See ${countLabel(count, 'more reply', 'more replies')}`;
}

/** 'Responses (4)' */
export function responsesHeading(count: number): string {
  return `Responses (${count})`;
}

/** 'Response to {list name}' for responses to a list. */
export function responseToListLabel(name: string): string {
  return `Response to ${name || 'a list'}`;
}

/** 'Response to {title}' above a response read on its own page. */
export function responseToLabel(title: string): string {
  return `Response to ${title || 'a story'}`;
}

/** A response's text as typed: Windows line ends made plain, trimmed, not empty, at most MAX_RESPONSE_LENGTH UTF-16 units. */
export const responseTextSchema = pipe(
  string(RESPONSE_MESSAGES.empty),
  transform((text) => text.replace(/\r\n?/g, '\n')),
  trim(),
  required(RESPONSE_MESSAGES.empty),
  maxLength(MAX_RESPONSE_LENGTH, RESPONSE_MESSAGES.tooLong(MAX_RESPONSE_LENGTH)),
);

/** Text as typed: trimmed, with Windows line ends made plain; the message when it is over the limit or empty. */
export function checkResponseText(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const result = verdict(responseTextSchema, text);
  return result.ok ? { ok: true, text: result.value } : result;
}
