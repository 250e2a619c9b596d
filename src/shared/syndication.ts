/**
 * Feeds, sitemaps and oEmbed: the rules the server follows and the client's page heads announce.
 *
 * A feed is RSS 2.0 unless asked otherwise: `?format=atom` or `?format=json` (JSON Feed 1.1) wins; without it the
 * Accept header decides (application/atom+xml, then application/feed+json or application/json); anything else is RSS.
 */
import { buildPath } from './routes';

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** How many stories a feed lists: the newest. */
export const FEED_SIZE = 20;

/** What a feed address names. */
export type FeedRequest =
  | { kind: 'latest' }
  | { kind: 'collection'; collectionSlug: string }
  | { kind: 'user'; username: string }
  | { kind: 'tag'; tagSlug: string }
  | { kind: 'topic'; topicSlug: string };

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

export function feedContentType(format: FeedFormat): string {
  return CONTENT_TYPES[format];
}

/** The format of a feed request, by the rule above; null for a `format` that names none (a 400). */
export function chooseFeedFormat(format: unknown, accept: string | undefined): FeedFormat | null {
  if (typeof format === 'string' && format !== '') return (FEED_FORMATS as readonly string[]).includes(format) ? (format as FeedFormat) : null;
  const wanted = (accept ?? '').toLowerCase();
  if (wanted.includes('application/atom+xml')) return 'atom';
  if (wanted.includes('application/feed+json') || wanted.includes('application/json')) return 'json';
  return 'rss';
}

/** The path of a feed on the instance's own address. */
export function feedPath(request: FeedRequest): string {
  switch (request.kind) {
    case 'latest':
      return buildPath('ShowLatestFeed');
    case 'collection':
      return buildPath('ShowCollectionFeed', { collectionSlug: request.collectionSlug });
    case 'user':
      return buildPath('ShowUserFeed', { username: request.username });
    case 'tag':
      return buildPath('ShowTagFeed', { tagSlug: request.tagSlug });
    case 'topic':
      return buildPath('ShowTopicFeed', { topicSlug: request.topicSlug });
  }
}

/** The oEmbed endpoint, on the instance's own address. */
export const OEMBED_PATH = '/_/oembed';

/** A `<link rel="alternate">` a page's head carries. */
export interface AlternateLink {
  type: string;
  href: string;
  title?: string;
}

/** The RSS autodiscovery link of a page. */
export function feedAlternate(href: string, title: string): AlternateLink {
  return { type: 'application/rss+xml', href, title };
}

/** The oEmbed discovery link of a page whose canonical address is `pageUrl` (asked on the page's own site). */
export function oembedAlternate(pageUrl: string, title?: string): AlternateLink {
  return { type: 'application/json+oembed', href: `${new URL(pageUrl).origin}${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`, title };
}

/**
 * The feed of a profile or publication whose home is `homeUrl`: `/feed` at the root of its custom domain,
 * else `path` (its `/feed/…` address) on the same site.
 */
export function entityFeedHref(homeUrl: string, path: string): string {
  const home = new URL(homeUrl);
  return home.pathname === '/' ? `${home.origin}/feed` : `${home.origin}${path}`;
}
