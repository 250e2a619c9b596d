/**
 * Which module owns each table of the database: only the owner's code names the table in a Kysely call;
 * another module asks the owner (a function its index.ts exports), or the event carries what it needs.
 * Every table the migrations make (src/server/db/schema.generated.ts) is listed once. Tables the app's
 * parts keep, not a module, are owned by a name in parentheses: no module may name them.
 */
export const TABLE_OWNERS: Record<string, readonly string[]> = {
  '(jobs)': ['jobs'],
  '(security)': ['app_secrets'],
  auth: ['auth_lockouts', 'auth_tokens', 'domain_session_handoffs', 'sessions', 'two_factor', 'two_factor_backup_codes', 'two_factor_codes', 'two_factor_enrollments', 'user_passwords'],
  catalogs: ['catalog_items', 'catalogs'],
  claps: ['clap_counts', 'claps'],
  collections: ['collection_designs', 'collection_feature_page_posts', 'collection_feature_pages', 'collection_featured_posts', 'collection_invitations', 'collection_members', 'collection_nav_items', 'collection_slug_redirects', 'collection_submission_notes', 'collections', 'custom_domains'],
  earnings: ['earnings_member_pools', 'earnings_periods', 'earnings_shares', 'earnings_story_totals', 'earnings_writer_totals'],
  email: ['notification_email_digest', 'notification_email_settings', 'outbox'],
  embeds: ['media_resources'],
  feeds: ['feed_signal_removals', 'for_you_items', 'for_you_state'],
  flags: ['user_dismissed_flags', 'user_flags'],
  gifts: ['gift_codes', 'gift_purchases'],
  media: ['images'],
  membership: ['membership_charges', 'membership_fees', 'memberships'],
  meter: ['meter_months', 'meter_reads'],
  newsletters: ['email_bounces', 'email_soft_failures', 'newsletter_deliveries', 'newsletter_issues', 'newsletter_send_rate', 'newsletter_sends', 'newsletter_subscribers', 'newsletters'],
  notes: ['note_replies', 'note_reports', 'notes'],
  notifications: ['notification_actors', 'notification_status', 'notifications'],
  partner: ['partner_enrollments', 'partner_tax_documents', 'partner_tax_notices'],
  payments: ['stripe_customers', 'stripe_events'],
  posts: ['posts', 'post_tags', 'post_versions', 'tags'],
  quotes: ['quotes'],
  reads: ['post_views', 'reading_history'],
  relations: ['collection_follower_counts', 'collection_follows', 'collection_mutes', 'user_blocks', 'user_follows', 'user_mutes', 'user_reports', 'user_social_counts'],
  responses: ['catalog_discussions', 'response_counts'],
  search: ['search_entities', 'search_entities_fts', 'search_entities_fts_config', 'search_entities_fts_data', 'search_entities_fts_docsize', 'search_entities_fts_idx', 'search_posts', 'search_posts_fts', 'search_posts_fts_config', 'search_posts_fts_data', 'search_posts_fts_docsize', 'search_posts_fts_idx', 'search_state'],
  series: ['sequence_posts', 'sequences', 'series_follows', 'series_parts'],
  social: ['social_accounts'],
  topics: ['tag_counts', 'tag_days', 'tag_related', 'tag_stories', 'tag_writers', 'topic_follows', 'topic_stories', 'topic_tags', 'topics'],
  trending: ['browse_catalogs', 'trending_activity', 'trending_changes', 'trending_scores', 'trending_seen_events', 'trending_watermark'],
  users: ['custom_style_sheets', 'username_redirects', 'users'],
};
