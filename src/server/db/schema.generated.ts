// Generated from the migrations by `npm run codegen`; do not edit. The schema canary test fails when this is stale.
import type { ColumnType } from 'kysely';

export type Generated<T> = ColumnType<T, T | undefined, T>;

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface AuthLockoutsTable {
  user_id: string;
  kind: string;
  fail_count: Generated<number>;
  soft_lock_count: Generated<number>;
  locked_until: number | null;
  permanent_at: number | null;
  updated_at: number;
}

export interface AuthTokensTable {
  token_hash: string;
  kind: string;
  email: string;
  user_id: string | null;
  operation: string;
  redirect: Generated<string>;
  full_name: string | null;
  binding: Generated<string>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  attempts: Generated<number>;
}

export interface BrowseCatalogsTable {
  slug: string;
  catalog_id: string;
  created_by: string | null;
  created_at: number;
}

export interface CatalogDiscussionsTable {
  catalog_id: string;
  closed_at: number;
}

export interface CatalogItemsTable {
  id: string;
  catalog_id: string;
  post_id: string;
  position: number;
  state: Generated<string>;
  note: string | null;
  added_at: number;
}

export interface CatalogsTable {
  id: string;
  creator_id: string;
  name: string;
  description: Generated<string>;
  visibility: Generated<string>;
  predefined: string | null;
  slug: string;
  item_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ClapCountsTable {
  target_type: string;
  target_id: string;
  clap_count: Generated<number>;
  clapper_count: Generated<number>;
  milestone: Generated<number>;
  version: Generated<number>;
}

export interface ClapsTable {
  target_type: string;
  target_id: string;
  user_id: string;
  claps: number;
  created_at: number;
  updated_at: number;
}

export interface CollectionDesignsTable {
  collection_id: string;
  font1: string;
  font2: string;
  font3: string;
  accent_color: string;
  background_color: string;
  header_image_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface CollectionFeaturePagePostsTable {
  feature_page_id: string;
  post_id: string;
  position: number;
}

export interface CollectionFeaturePagesTable {
  id: string;
  collection_id: string;
  slug: string;
  title: string;
  description: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface CollectionFeaturedPostsTable {
  collection_id: string;
  post_id: string;
  position: number;
  created_at: number;
}

export interface CollectionFollowerCountsTable {
  collection_id: string;
  follower_count: Generated<number>;
}

export interface CollectionFollowsTable {
  user_id: string;
  collection_id: string;
  created_at: number;
}

export interface CollectionInvitationsTable {
  id: string;
  collection_id: string;
  invitee_id: string;
  inviter_id: string;
  role: string;
  created_at: number;
}

export interface CollectionMembersTable {
  collection_id: string;
  user_id: string;
  role: string;
  created_at: number;
}

export interface CollectionMutesTable {
  user_id: string;
  collection_id: string;
  created_at: number;
}

export interface CollectionNavItemsTable {
  id: string;
  collection_id: string;
  position: number;
  title: string;
  kind: string;
  tag_slug: string | null;
  feature_page_id: string | null;
  url: string | null;
  created_at: number;
}

export interface CollectionSlugRedirectsTable {
  old_slug: string;
  collection_id: string;
  created_at: number;
}

export interface CollectionSubmissionNotesTable {
  post_id: string;
  collection_id: string;
  note: string;
  decided_by: string | null;
  decided_at: number;
}

export interface CollectionsTable {
  id: string;
  slug: string;
  name: string;
  description: Generated<string>;
  domain: string | null;
  avatar_image_id: string | null;
  creator_id: string;
  created_at: number;
  updated_at: number;
  tagline: Generated<string>;
  logo_image_id: string | null;
}

export interface CustomDomainsTable {
  domain: string;
  owner_kind: string;
  owner_id: string;
  status: string;
  verification_token: string;
  created_at: number;
  updated_at: number;
  verified_at: number | null;
}

export interface CustomStyleSheetsTable {
  id: string;
  user_id: string;
  font1: string;
  font2: string;
  font3: string;
  accent_color: string;
  background_color: string;
  header_image_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface DomainSessionHandoffsTable {
  token_hash: string;
  session_id: string;
  domain: string;
  state_hash: string;
  redirect: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface EarningsMemberPoolsTable {
  period_start: number;
  member_id: string;
  fee_cents: number;
  currency: string;
  pool_cents: number;
  allocated_cents: number;
  engaged_ms: number;
}

export interface EarningsPeriodsTable {
  period_start: number;
  period_end: number;
  member_count: number;
  pool_cents: number;
  allocated_cents: number;
  unallocated_cents: number;
  share_percent: number;
  closed_at: number;
}

export interface EarningsSharesTable {
  period_start: number;
  member_id: string;
  post_id: string;
  writer_id: string;
  engaged_ms: number;
  cents: number;
  state: string;
}

export interface EarningsStoryTotalsTable {
  period_start: number;
  post_id: string;
  writer_id: string;
  member_count: number;
  engaged_ms: number;
  cents: number;
  state: string;
}

export interface EarningsWriterTotalsTable {
  period_start: number;
  writer_id: string;
  story_count: number;
  engaged_ms: number;
  cents: number;
  state: string;
}

export interface EmailBouncesTable {
  email: string;
  reason: string;
  bounced_at: number;
  kind: Generated<string>;
}

export interface EmailSoftFailuresTable {
  email: string;
  failures: number;
  last_send_id: string;
  last_error: string;
  updated_at: number;
}

export interface FeedSignalRemovalsTable {
  user_id: string;
  kind: string;
  post_id: string;
  created_at: number;
}

export interface ForYouItemsTable {
  user_id: string;
  post_id: string;
  score: number;
  reason_kind: string;
  reason_id: string | null;
  reason_label: string | null;
}

export interface ForYouStateTable {
  user_id: string;
  computed_at: number;
  topics_key: Generated<string>;
  stale: Generated<number>;
}

export interface GiftCodesTable {
  id: string;
  purchase_id: string;
  position: number;
  code_hash: string;
  code_sealed: string;
  expires_at: number;
  redeemed_by: string | null;
  redeemed_at: number | null;
  created_at: number;
}

export interface GiftPurchasesTable {
  id: string;
  buyer_id: string;
  kind: string;
  status: string;
  plan_id: string | null;
  months: number;
  quantity: number;
  amount: Generated<number>;
  currency: Generated<string>;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  sender_name: string | null;
  note: string | null;
  deliver_at: number | null;
  delivered_at: number | null;
  checkout_session_id: string | null;
  paid_at: number | null;
  created_at: number;
}

export interface ImagesTable {
  id: string;
  creator_id: string | null;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  storage_key: string;
  created_at: number;
}

export interface JobsTable {
  id: string;
  key: string;
  name: string;
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  run_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface MediaResourcesTable {
  id: string;
  provider: string;
  source_url: string;
  embed_url: string;
  iframe_width: number;
  iframe_height: number;
  title: string | null;
  creator_id: string | null;
  created_at: number;
}

export interface MembershipChargesTable {
  id: string;
  user_id: string;
  membership_id: string | null;
  stripe_ref: string;
  created_at: number;
  amount: number;
  currency: string;
  status: string;
  description: string;
  receipt_number: string;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  period_start: number | null;
  period_end: number | null;
}

export interface MembershipFeesTable {
  id: string;
  user_id: string;
  source_ref: string;
  amount: number;
  currency: string;
  period_start: number;
  period_end: number;
}

export interface MembershipsTable {
  id: string;
  user_id: string;
  plan_id: string | null;
  status: string;
  source: string;
  stripe_subscription_id: string | null;
  referrer_id: string | null;
  started_at: number;
  current_period_end: number | null;
  cancel_at_period_end: Generated<number>;
  grace_ends_at: number | null;
  ended_at: number | null;
  note: string | null;
  updated_at: number;
  stripe_sync_count: Generated<number>;
}

export interface MeterMonthsTable {
  user_id: string;
  month: number;
  used: Generated<number>;
}

export interface MeterReadsTable {
  user_id: string;
  month: number;
  post_id: string;
  read_at: number;
}

export interface NewsletterDeliveriesTable {
  send_id: string;
  subscriber_id: string;
  status: string;
  attempts: Generated<number>;
  error: string | null;
  updated_at: number;
  opened_at: number | null;
  clicked_at: number | null;
  post_id: string | null;
  email: string | null;
}

export interface NewsletterIssuesTable {
  post_id: string;
  newsletter_id: string;
  created_by: string | null;
  created_at: number;
  sent_at: number | null;
  sent_by: string | null;
  title: Generated<string>;
  subtitle: Generated<string>;
  body: Generated<string>;
}

export interface NewsletterSendRateTable {
  minute: number;
  attempts: number;
}

export interface NewsletterSendsTable {
  id: string;
  newsletter_id: string;
  post_id: string;
  created_at: number;
  status: Generated<string>;
  server_failures: Generated<number>;
  stop_reason: string | null;
  stopped_at: number | null;
  resumes: Generated<number>;
  resumed_at: number | null;
  written_at: number | null;
}

export interface NewsletterSubscribersTable {
  id: string;
  newsletter_id: string;
  email: string;
  user_id: string | null;
  status: string;
  confirm_token_hash: string | null;
  confirm_expires_at: number | null;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  source: string | null;
}

export interface NewslettersTable {
  id: string;
  type: string;
  user_id: string | null;
  slug: string;
  name: string;
  created_at: number;
  collection_id: string | null;
  description: Generated<string>;
  track_engagement: Generated<number>;
}

export interface NoteRepliesTable {
  id: string;
  note_id: string;
  post_id: string;
  author_id: string;
  content: string;
  created_at: number;
}

export interface NoteReportsTable {
  target_id: string;
  reporter_id: string;
  target_kind: string;
  created_at: number;
}

export interface NotesTable {
  id: string;
  post_id: string;
  post_version: number;
  anchor: string;
  author_id: string;
  content: string;
  selection_start: number;
  selection_end: number;
  dismissed_at: number | null;
  created_at: number;
}

export interface NotificationActorsTable {
  notification_id: string;
  actor_id: string;
  occurred_at: number;
}

export interface NotificationEmailDigestTable {
  user_id: string;
  notification_id: string;
  queued_at: number;
}

export interface NotificationEmailSettingsTable {
  user_id: string;
  category: string;
  mode: string;
  updated_at: number;
}

export interface NotificationStatusTable {
  user_id: string;
  unread_count: Generated<number>;
  last_viewed_at: Generated<number>;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  activity_type: string;
  group_key: string | null;
  dedupe_key: string;
  actor_id: string | null;
  actor_count: Generated<number>;
  post_id: string | null;
  collection_id: string | null;
  catalog_id: string | null;
  quote_id: string | null;
  note_id: string | null;
  note_reply_id: string | null;
  response_post_id: string | null;
  milestone_arg: number | null;
  first_at: number;
  occurred_at: number;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  sent_at: number | null;
  error: string | null;
  job_key: string | null;
}

export interface PartnerEnrollmentsTable {
  user_id: string;
  eligibility_checked_at: number | null;
  country: string | null;
  terms_accepted_at: number | null;
  payout_account_id: string | null;
  payout_ready_at: number | null;
  payout_skipped_at: number | null;
  enrolled_at: number | null;
  unenrolled_at: number | null;
  earnings_first_withheld_at: number | null;
  earnings_limited_at: number | null;
  earnings_forfeited_at: number | null;
  earnings_internally_forfeited_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PartnerTaxDocumentsTable {
  id: string;
  user_id: string;
  status: number;
  legal_name: string;
  country: string;
  address: string;
  tax_id_kind: string;
  tax_id_sealed: string;
  tax_id_last4: string;
  invalid_reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  approved_at: number | null;
  updated_at: number;
}

export interface PartnerTaxNoticesTable {
  user_id: string;
  notice: string;
  sent_at: number;
}

export interface PostTagsTable {
  post_id: string;
  tag_slug: string;
  position: number;
}

export interface PostVersionsTable {
  post_id: string;
  version: number;
  title: string;
  subtitle: string;
  body: string;
  created_at: number;
  saved_by: string | null;
}

export interface PostViewsTable {
  id: string;
  post_id: string;
  viewer_id: string | null;
  collection_id: string | null;
  engaged_ms: Generated<number>;
  scroll_top: Generated<number>;
  progress: Generated<number>;
  read_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PostsTable {
  id: string;
  creator_id: string;
  collection_id: string | null;
  pending_collection_id: string | null;
  status_for_collection: string | null;
  title: Generated<string>;
  subtitle: Generated<string>;
  slug: Generated<string>;
  visibility: Generated<string>;
  is_published: Generated<number>;
  first_published_at: number | null;
  published_at: number | null;
  latest_version: Generated<number>;
  latest_published_version: number | null;
  reading_time: Generated<number>;
  word_count: Generated<number>;
  preview_image_id: string | null;
  license: Generated<string>;
  canonical_url: string | null;
  share_key: string;
  deleted_at: number | null;
  suspended_at: number | null;
  created_at: number;
  updated_at: number;
  preview_focus_x: number | null;
  preview_focus_y: number | null;
  is_response: Generated<number>;
  in_response_to_post_id: string | null;
  in_response_to_catalog_id: string | null;
  response_root_post_id: string | null;
  response_root_catalog_id: string | null;
  response_thread_id: string | null;
  response_parent_id: string | null;
  response_depth: number | null;
  hidden_on_parent_at: number | null;
  discussion_closed_at: number | null;
  is_series: Generated<number>;
  crawlers_read_whole: Generated<number>;
  submitted_at: number | null;
  email_only: Generated<number>;
}

export interface QuotesTable {
  id: string;
  post_id: string;
  user_id: string;
  version: number;
  quote_type: string;
  paragraph_names: string;
  start_offset: number;
  end_offset: number;
  text: string;
  paragraph_texts: string;
  created_at: number;
}

export interface ReadingHistoryTable {
  user_id: string;
  post_id: string;
  first_viewed_at: number;
  last_viewed_at: number;
  engaged_ms: Generated<number>;
  progress: Generated<number>;
  read_at: number | null;
  hidden_at: number | null;
}

export interface ResponseCountsTable {
  target_id: string;
  responses_count: Generated<number>;
  clap_count: Generated<number>;
  clap_version: Generated<number>;
}

export interface SearchEntitiesTable {
  doc_id: number | null;
  kind: string;
  ref_id: string;
  name: string;
  detail: string;
  body: string;
  popularity: number;
  indexed_at: number;
}

export interface SearchEntitiesFtsTable {
  kind: string | null;
  name: string | null;
  detail: string | null;
  body: string | null;
}

export interface SearchEntitiesFtsConfigTable {
  k: string;
  v: string | null;
}

export interface SearchEntitiesFtsDataTable {
  id: number | null;
  block: string | null;
}

export interface SearchEntitiesFtsDocsizeTable {
  id: number | null;
  sz: string | null;
}

export interface SearchEntitiesFtsIdxTable {
  segid: string;
  term: string;
  pgno: string | null;
}

export interface SearchPostsTable {
  doc_id: number | null;
  post_id: string;
  creator_id: string;
  collection_id: string | null;
  title: string;
  subtitle: string;
  body: string;
  published_at: number;
  indexed_at: number;
}

export interface SearchPostsFtsTable {
  title: string | null;
  subtitle: string | null;
  body: string | null;
}

export interface SearchPostsFtsConfigTable {
  k: string;
  v: string | null;
}

export interface SearchPostsFtsDataTable {
  id: number | null;
  block: string | null;
}

export interface SearchPostsFtsDocsizeTable {
  id: number | null;
  sz: string | null;
}

export interface SearchPostsFtsIdxTable {
  segid: string;
  term: string;
  pgno: string | null;
}

export interface SearchStateTable {
  name: string | null;
  value: number;
}

export interface SequencePostsTable {
  sequence_id: string;
  post_id: string;
  position: number;
  added_at: number;
}

export interface SequencesTable {
  id: string;
  slug: string;
  title: string;
  description: Generated<string>;
  creator_id: string;
  post_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SeriesFollowsTable {
  series_id: string;
  user_id: string;
  created_at: number;
}

export interface SeriesPartsTable {
  id: string;
  series_id: string;
  position: number;
  body: string;
  word_count: Generated<number>;
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  xsrf: string;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
  parent_session_id: string | null;
  domain: string | null;
}

export interface SocialAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: number;
}

export interface StripeCustomersTable {
  user_id: string;
  customer_id: string;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  created_at: number;
  updated_at: number;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  stripe_created: number;
  payload: string;
  received_at: number;
  handled_at: number | null;
}

export interface TagCountsTable {
  tag_slug: string;
  post_count: Generated<number>;
}

export interface TagDaysTable {
  tag_slug: string;
  day: number;
  post_count: Generated<number>;
}

export interface TagRelatedTable {
  tag_slug: string;
  related_slug: string;
  story_count: number;
}

export interface TagStoriesTable {
  tag_slug: string;
  post_id: string;
  creator_id: string;
  published_at: number;
  clap_count: Generated<number>;
  clap_version: Generated<number>;
}

export interface TagWritersTable {
  tag_slug: string;
  creator_id: string;
  post_count: Generated<number>;
}

export interface TagsTable {
  slug: string;
  name: string;
  created_at: number;
}

export interface TopicFollowsTable {
  user_id: string;
  topic_id: string;
  created_at: number;
}

export interface TopicStoriesTable {
  topic_id: string;
  post_id: string;
  published_at: number;
  clap_count: Generated<number>;
  clap_version: Generated<number>;
}

export interface TopicTagsTable {
  topic_id: string;
  tag_slug: string;
  position: Generated<number>;
}

export interface TopicsTable {
  id: string;
  slug: string;
  name: string;
  description: Generated<string>;
  visibility: Generated<string>;
  category: Generated<string>;
  position: Generated<number>;
  follower_count: Generated<number>;
  post_count: Generated<number>;
  created_at: number;
}

export interface TrendingActivityTable {
  post_id: string;
  hour: number;
  reads: Generated<number>;
  claps: Generated<number>;
  responses: Generated<number>;
}

export interface TrendingChangesTable {
  post_id: string;
  version: number;
  changed_at: number;
}

export interface TrendingScoresTable {
  mode: string;
  post_id: string;
  score: number;
  computed_at: number;
}

export interface TrendingSeenEventsTable {
  event_id: string;
  seen_at: number;
}

export interface TrendingWatermarkTable {
  name: string;
  scored_at: number | null;
  run_id: string | null;
  lease_until: number | null;
}

export interface TwoFactorTable {
  user_id: string;
  method: string;
  secret: string | null;
  country_code: string | null;
  phone_number: string | null;
  enabled_at: number;
  updated_at: number;
  totp_last_step: number | null;
}

export interface TwoFactorBackupCodesTable {
  user_id: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface TwoFactorCodesTable {
  id: string;
  user_id: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface TwoFactorEnrollmentsTable {
  authy_id: string;
  user_id: string;
  method: string;
  secret: string | null;
  country_code: string | null;
  phone_number: string | null;
  created_at: number;
  expires_at: number;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export interface UserDismissedFlagsTable {
  user_id: string;
  flag: string;
  created_at: number;
}

export interface UserFlagsTable {
  user_id: string;
  flag: string;
  value: number;
}

export interface UserFollowsTable {
  follower_id: string;
  followed_id: string;
  created_at: number;
}

export interface UserMutesTable {
  user_id: string;
  muted_user_id: string;
  created_at: number;
}

export interface UserPasswordsTable {
  user_id: string;
  hash: string;
  updated_at: number;
}

export interface UserReportsTable {
  reporter_id: string;
  reported_user_id: string;
  reason: string;
  created_at: number;
  updated_at: number;
}

export interface UserSocialCountsTable {
  user_id: string;
  follower_count: Generated<number>;
  following_count: Generated<number>;
  collection_following_count: Generated<number>;
}

export interface UsernameRedirectsTable {
  old_username: string;
  user_id: string;
  created_at: number;
}

export interface UsersTable {
  id: string;
  username: string | null;
  name: string;
  email: string | null;
  unverified_email: string | null;
  bio: Generated<string>;
  image_id: string | null;
  medium_member_at: number | null;
  is_partner_program_enrolled: Generated<number>;
  hightower_terms_accepted_at: number | null;
  is_suspended: Generated<number>;
  is_staff: Generated<number>;
  allow_notes: Generated<number>;
  has_seen_style_reminder: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface DB {
  app_secrets: AppSecretsTable;
  auth_lockouts: AuthLockoutsTable;
  auth_tokens: AuthTokensTable;
  browse_catalogs: BrowseCatalogsTable;
  catalog_discussions: CatalogDiscussionsTable;
  catalog_items: CatalogItemsTable;
  catalogs: CatalogsTable;
  clap_counts: ClapCountsTable;
  claps: ClapsTable;
  collection_designs: CollectionDesignsTable;
  collection_feature_page_posts: CollectionFeaturePagePostsTable;
  collection_feature_pages: CollectionFeaturePagesTable;
  collection_featured_posts: CollectionFeaturedPostsTable;
  collection_follower_counts: CollectionFollowerCountsTable;
  collection_follows: CollectionFollowsTable;
  collection_invitations: CollectionInvitationsTable;
  collection_members: CollectionMembersTable;
  collection_mutes: CollectionMutesTable;
  collection_nav_items: CollectionNavItemsTable;
  collection_slug_redirects: CollectionSlugRedirectsTable;
  collection_submission_notes: CollectionSubmissionNotesTable;
  collections: CollectionsTable;
  custom_domains: CustomDomainsTable;
  custom_style_sheets: CustomStyleSheetsTable;
  domain_session_handoffs: DomainSessionHandoffsTable;
  earnings_member_pools: EarningsMemberPoolsTable;
  earnings_periods: EarningsPeriodsTable;
  earnings_shares: EarningsSharesTable;
  earnings_story_totals: EarningsStoryTotalsTable;
  earnings_writer_totals: EarningsWriterTotalsTable;
  email_bounces: EmailBouncesTable;
  email_soft_failures: EmailSoftFailuresTable;
  feed_signal_removals: FeedSignalRemovalsTable;
  for_you_items: ForYouItemsTable;
  for_you_state: ForYouStateTable;
  gift_codes: GiftCodesTable;
  gift_purchases: GiftPurchasesTable;
  images: ImagesTable;
  jobs: JobsTable;
  media_resources: MediaResourcesTable;
  membership_charges: MembershipChargesTable;
  membership_fees: MembershipFeesTable;
  memberships: MembershipsTable;
  meter_months: MeterMonthsTable;
  meter_reads: MeterReadsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_send_rate: NewsletterSendRateTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletters: NewslettersTable;
  note_replies: NoteRepliesTable;
  note_reports: NoteReportsTable;
  notes: NotesTable;
  notification_actors: NotificationActorsTable;
  notification_email_digest: NotificationEmailDigestTable;
  notification_email_settings: NotificationEmailSettingsTable;
  notification_status: NotificationStatusTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  partner_enrollments: PartnerEnrollmentsTable;
  partner_tax_documents: PartnerTaxDocumentsTable;
  partner_tax_notices: PartnerTaxNoticesTable;
  post_tags: PostTagsTable;
  post_versions: PostVersionsTable;
  post_views: PostViewsTable;
  posts: PostsTable;
  quotes: QuotesTable;
  reading_history: ReadingHistoryTable;
  response_counts: ResponseCountsTable;
  search_entities: SearchEntitiesTable;
  search_entities_fts: SearchEntitiesFtsTable;
  search_entities_fts_config: SearchEntitiesFtsConfigTable;
  search_entities_fts_data: SearchEntitiesFtsDataTable;
  search_entities_fts_docsize: SearchEntitiesFtsDocsizeTable;
  search_entities_fts_idx: SearchEntitiesFtsIdxTable;
  search_posts: SearchPostsTable;
  search_posts_fts: SearchPostsFtsTable;
  search_posts_fts_config: SearchPostsFtsConfigTable;
  search_posts_fts_data: SearchPostsFtsDataTable;
  search_posts_fts_docsize: SearchPostsFtsDocsizeTable;
  search_posts_fts_idx: SearchPostsFtsIdxTable;
  search_state: SearchStateTable;
  sequence_posts: SequencePostsTable;
  sequences: SequencesTable;
  series_follows: SeriesFollowsTable;
  series_parts: SeriesPartsTable;
  sessions: SessionsTable;
  social_accounts: SocialAccountsTable;
  stripe_customers: StripeCustomersTable;
  stripe_events: StripeEventsTable;
  tag_counts: TagCountsTable;
  tag_days: TagDaysTable;
  tag_related: TagRelatedTable;
  tag_stories: TagStoriesTable;
  tag_writers: TagWritersTable;
  tags: TagsTable;
  topic_follows: TopicFollowsTable;
  topic_stories: TopicStoriesTable;
  topic_tags: TopicTagsTable;
  topics: TopicsTable;
  trending_activity: TrendingActivityTable;
  trending_changes: TrendingChangesTable;
  trending_scores: TrendingScoresTable;
  trending_seen_events: TrendingSeenEventsTable;
  trending_watermark: TrendingWatermarkTable;
  two_factor: TwoFactorTable;
  two_factor_backup_codes: TwoFactorBackupCodesTable;
  two_factor_codes: TwoFactorCodesTable;
  two_factor_enrollments: TwoFactorEnrollmentsTable;
  user_blocks: UserBlocksTable;
  user_dismissed_flags: UserDismissedFlagsTable;
  user_flags: UserFlagsTable;
  user_follows: UserFollowsTable;
  user_mutes: UserMutesTable;
  user_passwords: UserPasswordsTable;
  user_reports: UserReportsTable;
  user_social_counts: UserSocialCountsTable;
  username_redirects: UsernameRedirectsTable;
  users: UsersTable;
}
