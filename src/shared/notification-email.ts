import type { ActivityType } from './notifications';

/**
 * Email about notifications: a reader chooses, per category, to get each one at once ('instant'), gathered
 * into one message a day ('daily'), or not at all ('off'). The feed itself is never affected.
 */
export const NOTIFICATION_EMAIL_MODES = ['instant', 'daily', 'off'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

export const NOTIFICATION_EMAIL_MODE_LABELS: Readonly<Record<NotificationEmailMode, string>> = {
  instant: 'Instantly',
  daily: 'Daily digest',
  off: 'Off',
};

export interface NotificationEmailCategoryInfo {
  /** Shown in settings and in the footer of every email ('You're unsubscribed from Responses emails.'). */
  label: string;
  description: string;
  defaultMode: NotificationEmailMode;
}

/**
 * The categories, in the order settings lists them. Defaults: what someone wrote to or about you, and your
 * publications' business, at once; applause and new followers once a day; stories from people you follow
 * once a day as well (the home feed already shows them, so one message is enough).
 */
export const NOTIFICATION_EMAIL_CATEGORIES = {
  responses: { label: 'Responses', description: 'Responses to your stories and lists, and replies to your responses', defaultMode: 'instant' },
  notes: { label: 'Private notes', description: 'Private notes on your stories and replies to your notes', defaultMode: 'instant' },
  mentions: { label: 'Mentions', description: 'When someone mentions you in a story or a note', defaultMode: 'instant' },
  publications: { label: 'Publications', description: 'Submissions, approvals and editors of your publications', defaultMode: 'instant' },
  followers: { label: 'New followers', description: 'When someone follows you or subscribes to your emails', defaultMode: 'daily' },
  recommendations: { label: 'Claps and highlights', description: 'Claps, highlights and shares of your stories and lists', defaultMode: 'daily' },
  following: { label: 'Stories from people you follow', description: 'New stories and series by writers you follow', defaultMode: 'daily' },
  milestones: { label: 'Milestones', description: 'When your stories, lists and publications reach a milestone', defaultMode: 'daily' },
  partner: { label: 'Partner Program', description: 'Reminders about your tax information and earnings', defaultMode: 'instant' },
} as const satisfies Record<string, NotificationEmailCategoryInfo>;

export type NotificationEmailCategory = keyof typeof NOTIFICATION_EMAIL_CATEGORIES;
export const NOTIFICATION_EMAIL_CATEGORY_NAMES = Object.keys(NOTIFICATION_EMAIL_CATEGORIES) as NotificationEmailCategory[];

/** Which category every activity type's email belongs to. */
export const ACTIVITY_EMAIL_CATEGORY: Readonly<Record<ActivityType, NotificationEmailCategory>> = {
  response_created: 'responses',
  catalog_response_created: 'responses',
  post_noted: 'notes',
  note_replied: 'notes',
  post_note_replied: 'notes',
  mention_in_note: 'mentions',
  mention_in_note_update: 'mentions',
  mention_in_note_reply: 'mentions',
  mention_in_note_reply_update: 'mentions',
  mention_in_post: 'mentions',
  mention_in_series: 'mentions',
  collection_post_submitted: 'publications',
  collection_draft_submitted: 'publications',
  collection_post_approved: 'publications',
  collection_post_published: 'publications',
  collection_editor_added: 'publications',
  post_collaborated_published: 'publications',
  post_added_to_homepage_catalog: 'publications',
  fastrak_post_accepted: 'publications',
  post_monger_request_sent: 'publications',
  users_following_you: 'followers',
  users_email_subscribed: 'followers',
  series_subscribed: 'followers',
  users_referred_membership: 'followers',
  quote: 'recommendations',
  highlight_was_piled_onto: 'recommendations',
  post_recommended: 'recommendations',
  catalog_recommended: 'recommendations',
  post_shared: 'recommendations',
  post_published_by_someone_you_follow: 'following',
  series_published_by_someone_you_follow: 'following',
  series_you_follow_updated: 'following',
  catalog_recommended_milestone: 'milestones',
  collection_followed_milestone: 'milestones',
  post_recommended_milestone: 'milestones',
  post_clapped_milestone: 'milestones',
  tax_not_submitted_day_one: 'partner',
  tax_not_submitted_pre_earning_limit: 'partner',
  tax_not_submitted_post_earning_limit: 'partner',
  tax_not_submitted_final: 'partner',
  tax_not_submitted_last_day: 'partner',
  tax_failed_tin_day_one: 'partner',
  tax_failed_tin_pre_earning_limit: 'partner',
  tax_failed_tin_post_earning_limit: 'partner',
  tax_failed_tin_final: 'partner',
  tax_failed_tin_last_day: 'partner',
};

/** A daily digest lists at most this many notifications, then '…and N more'. */
export const DIGEST_MAX_ROWS = 10;
/** The hour (UTC) the daily digest goes out unless the operator sets EMAIL_DIGEST_HOUR. */
export const DEFAULT_DIGEST_HOUR_UTC = 8;
/** A notification row mails its reader at most once in this window, however many people join it. */
export const INSTANT_EMAIL_WINDOW_MS = 60 * 60_000;

export function isNotificationEmailCategory(value: string): value is NotificationEmailCategory {
  return Object.hasOwn(NOTIFICATION_EMAIL_CATEGORIES, value);
}

export function isNotificationEmailMode(value: string): value is NotificationEmailMode {
  return (NOTIFICATION_EMAIL_MODES as readonly string[]).includes(value);
}

/** 'Responses', 'New followers and Milestones'. */
export function categoryLabels(categories: readonly NotificationEmailCategory[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(categories.map((c) => NOTIFICATION_EMAIL_CATEGORIES[c].label));
}

export function unsubscribedMessage(categories: readonly NotificationEmailCategory[]): string {
  return `You're unsubscribed from ${categoryLabels(categories)} emails.`;
}

export function resubscribedMessage(categories: readonly NotificationEmailCategory[]): string {
  return `You're subscribed to ${categoryLabels(categories)} emails again.`;
}
