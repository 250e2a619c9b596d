import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_two_factor';
import * as m0004 from './0004_authoring';
import * as m0005 from './0005_embeds';
import * as m0006 from './0006_paging_indexes';
import * as m0007 from './0007_jobs';
import * as m0008 from './0008_relations';
import * as m0009 from './0009_publications';
import * as m0010 from './0010_profiles';
import * as m0011 from './0011_claps';
import * as m0012 from './0012_responses';
import * as m0013 from './0013_quotes';
import * as m0014 from './0014_notes';
import * as m0015 from './0015_catalogs';
import * as m0016 from './0016_reads';
import * as m0017 from './0017_notifications';
import * as m0018 from './0018_notification_email';
import * as m0019 from './0019_topics';
import * as m0020 from './0020_trending';
import * as m0021 from './0021_series';
import * as m0022 from './0022_search';
import * as m0023 from './0023_home_feeds';
import * as m0024 from './0024_scale_indexes';
import * as m0025 from './0025_membership';
import * as m0026 from './0026_gifts';
import * as m0027 from './0027_meter';
import * as m0028 from './0028_partner';
import * as m0029 from './0029_earnings';
import * as m0030 from './0030_subscription_sync';
import * as m0031 from './0031_publication_slugs_and_domain_sessions';
import * as m0032 from './0032_notification_producers';
import * as m0033 from './0033_clap_count_versions';
import * as m0034 from './0034_search_headline_recency';
import * as m0035 from './0035_trending_watermark';
import * as m0036 from './0036_search_headline_words';
import * as m0037 from './0037_tag_related';
import * as m0038 from './0038_collections_creator';
import * as m0039 from './0039_newsletters';
import * as m0040 from './0040_publication_newsletters';
import * as m0041 from './0041_newsletter_audience';
import * as m0042 from './0042_newsletter_sending';
import * as m0043 from './0043_newsletter_send_once';
import * as m0044 from './0044_newsletter_archive';

/** Every migration, in order. Names are fixed once shipped: add a new file, never edit an old one. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_accounts': m0002,
  '0003_two_factor': m0003,
  '0004_authoring': m0004,
  '0005_embeds': m0005,
  '0006_paging_indexes': m0006,
  '0007_jobs': m0007,
  '0008_relations': m0008,
  '0009_publications': m0009,
  '0010_profiles': m0010,
  '0011_claps': m0011,
  '0012_responses': m0012,
  '0013_quotes': m0013,
  '0014_notes': m0014,
  '0015_catalogs': m0015,
  '0016_reads': m0016,
  '0017_notifications': m0017,
  '0018_notification_email': m0018,
  '0019_topics': m0019,
  '0020_trending': m0020,
  '0021_series': m0021,
  '0022_search': m0022,
  '0023_home_feeds': m0023,
  '0024_scale_indexes': m0024,
  '0025_membership': m0025,
  '0026_gifts': m0026,
  '0027_meter': m0027,
  '0028_partner': m0028,
  '0029_earnings': m0029,
  '0030_subscription_sync': m0030,
  '0031_publication_slugs_and_domain_sessions': m0031,
  '0032_notification_producers': m0032,
  '0033_clap_count_versions': m0033,
  '0034_search_headline_recency': m0034,
  '0035_trending_watermark': m0035,
  '0036_search_headline_words': m0036,
  '0037_tag_related': m0037,
  '0038_collections_creator': m0038,
  '0039_newsletters': m0039,
  '0040_publication_newsletters': m0040,
  '0041_newsletter_audience': m0041,
  '0042_newsletter_sending': m0042,
  '0043_newsletter_send_once': m0043,
  '0044_newsletter_archive': m0044,
};
