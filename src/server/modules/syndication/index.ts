/** Feeds (RSS, Atom, JSON Feed), sitemaps, robots.txt, oEmbed and WebSub pings: how readers and machines outside find stories. */
export { feedContentType, feedStories, findFeed, renderFeed, type FeedDescriptor } from './feeds.service';
export { domainSitemap, pagesSitemap, prefixOfName, profilesSitemap, robotsTxt, sitemapIndex, storiesSitemap } from './sitemaps.service';
export { oembedFor, type OEmbedLink } from './oembed.service';
export { feedUrlsOfStory, pingHub, subscribeWebSubPings } from './websub';
