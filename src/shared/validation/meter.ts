import { countLabel } from '../format/intl';
// The meter of member-only stories and the membership upsell: shared by the server and the story page.

/** How a story reaches this reader: the four meter states. */
export const METER_STATES = ['paywalled', 'member', 'metered', 'not_metered'] as const;
export type MeterState = (typeof METER_STATES)[number];

/** The upsell sources a link to the membership page may carry; anything else is a programming error. */
export const UPSELL_SOURCES = ['upgrade_membership', 'gift_membership'] as const;
export type UpsellSource = (typeof UPSELL_SOURCES)[number];

/** Where on the page an upsell link sits (the `dimension` of its source record). */
export const UPSELL_DIMENSIONS = {
  meterBanner: 'post_meter_banner',
  paywall: 'post_paywall',
  signedOutPaywall: 'post_paywall_signed_out',
  gift: 'post_gift',
} as const;

export const MEMBERSHIP_PATH = '/membership';
export const GIFT_PATH = '/gift';

/** The source record of an upsell: throws unless the name is an upsell source and a dimension is given. */
export function upsellSource(name: string, dimension: string): { name: UpsellSource; dimension: string } {
  if (!(UPSELL_SOURCES as readonly string[]).includes(name)) throw new Error(`Unknown upsell source: ${name}`);
  if (!dimension || !dimension.trim()) throw new Error('An upsell source needs a dimension');
  return { name: name as UpsellSource, dimension };
}

/** The address of the membership page (or the gift page for gift_membership) carrying the upsell source. */
export function upsellHref(name: string, dimension: string, extra: { postId?: string } = {}): string {
  const source = upsellSource(name, dimension);
  const query = new URLSearchParams({ source: source.name, dimension: source.dimension });
  if (extra.postId) query.set('postId', extra.postId);
  return `${source.name === 'gift_membership' ? GIFT_PATH : MEMBERSHIP_PATH}?${query.toString()}`;
}

/** The first millisecond of the UTC calendar month holding `at`. */
export function monthStart(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The first millisecond of the next UTC calendar month. */
export function nextMonthStart(at: number): number {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

const plural = (n: number) => countLabel(n, 'free member-only story', 'free member-only stories');

/** The banner above the story just counted, by what is left after it. */
export function meterRemainingText(remaining: number): string {
  if (remaining <= 0) return 'This is your last free member-only story this month.';
  return `You have ${plural(remaining)} left this month.`;
}

/**
 * The banner above a story read on the meter, given the month's counted stories (oldest first, as
 * `meteringInfo.postIds`; this story counts once, listed yet or not). Only the story that took the month's
 * last free read is "your last"; a story read earlier in the month is said to be one, and what is left.
 */
export function meterBannerText(info: { postIds: readonly string[]; freeStoriesPerMonth: number }, postId: string): string {
  const counted = info.postIds.includes(postId) ? info.postIds : [...info.postIds, postId];
  const remaining = Math.max(0, info.freeStoriesPerMonth - counted.length);
  if (counted[counted.length - 1] === postId) return meterRemainingText(remaining);
  return remaining > 0
    ? `You read this story earlier this month, so it didn’t count again. You have ${plural(remaining)} left this month.`
    : 'You read this story earlier this month, so it’s still yours to reread. You have no free member-only stories left this month.';
}

/** The paywall's line for signed-out readers. */
export function signedOutMeterText(freeStoriesPerMonth: number): string {
  return freeStoriesPerMonth > 0
    ? `Sign in to read it: signed-in readers get ${plural(freeStoriesPerMonth)} a month.`
    : 'Sign in or become a member to read it.';
}

export const PAYWALL_TITLE = 'The rest of this story is for members.';
export const PAYWALL_SPENT_TEXT = 'You have read all your free member-only stories this month.';

/** The writer's per-story setting for member-only stories. */
export const CRAWLERS_READ_WHOLE_LABEL = 'Let search engines read the whole story';
export const CRAWLERS_READ_WHOLE_HINT =
  'Search engines that prove who they are may index all of it; readers still see the preview and the paywall.';

/** Why a story is locked (spec: locked-post sources), verbatim. Quire's own member-only stories are user-generated. */
export const LOCKED_POST_SOURCES = [
  'commissioned',
  'feature lock',
  'none',
  'partnerships',
  'publication membership',
  'syndicated',
  'user-generated',
  'user-generated unenrolled',
] as const;
export type LockedPostSource = (typeof LOCKED_POST_SOURCES)[number];

/** A story's locked-post source: none when open; user-generated when its writer is in the Partner Program, else unenrolled. */
export function lockedPostSource(locked: boolean, writerEnrolled: boolean): LockedPostSource {
  if (!locked) return 'none';
  return writerEnrolled ? 'user-generated' : 'user-generated unenrolled';
}
