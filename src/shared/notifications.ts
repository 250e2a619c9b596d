/**
 * Notification activity types (spec 1 §2). The feed stores the base type; a row grouping several actors is
 * named with the '_rollup' suffix. A type the client does not know renders nothing.
 */
export const ACTIVITY_TYPES = [
  'quote',
  'response_created',
  'catalog_response_created',
  'post_recommended',
  'catalog_recommended',
  'catalog_recommended_milestone',
  'collection_post_submitted',
  'collection_draft_submitted',
  'collection_post_approved',
  'collection_post_published',
  'collection_editor_added',
  'post_collaborated_published',
  'post_noted',
  'note_replied',
  'post_note_replied',
  'mention_in_note',
  'mention_in_note_update',
  'mention_in_note_reply',
  'mention_in_note_reply_update',
  'collection_followed_milestone',
  'post_recommended_milestone',
  'post_clapped_milestone',
  'post_published_by_someone_you_follow',
  'series_published_by_someone_you_follow',
  'series_you_follow_updated',
  'series_subscribed',
  'users_following_you',
  'users_email_subscribed',
  'users_referred_membership',
  'mention_in_post',
  'mention_in_series',
  'post_added_to_homepage_catalog',
  'fastrak_post_accepted',
  'highlight_was_piled_onto',
  'post_monger_request_sent',
  'post_shared',
  // The Partner Program's tax reminders (spec 1 §2): a form not submitted, or one marked invalid (failed TIN).
  'tax_not_submitted_day_one',
  'tax_not_submitted_pre_earning_limit',
  'tax_not_submitted_post_earning_limit',
  'tax_not_submitted_final',
  'tax_not_submitted_last_day',
  'tax_failed_tin_day_one',
  'tax_failed_tin_pre_earning_limit',
  'tax_failed_tin_post_earning_limit',
  'tax_failed_tin_final',
  'tax_failed_tin_last_day',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ROLLUP_SUFFIX = '_rollup';

/**
 * The `milestoneArg` of a 'collection_editor_added' row told to the person whose invitation was accepted (the actor
 * is the new editor: 'Alan accepted your invitation to edit The Long Read'). The new editor's own row has none.
 */
export const EDITOR_INVITATION_ACCEPTED = 1;

/** The Responses tab of /me/notifications. */
export const RESPONSE_ACTIVITY_TYPES: readonly ActivityType[] = ['response_created', 'catalog_response_created'];

/** Notifications tabs: All, or Responses. */
export const NOTIFICATION_TABS = ['all', 'responses'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** Text snippets in sentences (a response, a note, a highlight) are cut to this many characters. */
export const NOTIFICATION_SNIPPET_LENGTH = 50;
/** Newer rows show a relative time; older ones a date. */
export const NOTIFICATION_RELATIVE_TIME_DAYS = 5;
/** The bell's popover width in pixels. */
export const NOTIFICATIONS_POPOVER_WIDTH = 360;
/** Rows per page of the feed (the popover shows the first page). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}
