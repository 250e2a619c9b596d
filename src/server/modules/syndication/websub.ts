import type { AppDeps } from '../../graphql/context';
import { systemContext } from '../../core';
import { FEED_FORMATS, feedPath, type FeedRequest } from '../../../shared/syndication';
import { domainOrigin } from '../collections';
import { tagsByPostIds } from '../posts';
import { openTopicSlugsOfTags } from '../topics';
import { linkStories } from './story-links';

const SUBSCRIBER = 'websub-ping';
const PING_TIMEOUT_MS = 10_000;

/** Every address of the feeds a story appears in (each feed in each format): the topics a hub is told of. */
export async function feedUrlsOfStory(deps: AppDeps, postId: string): Promise<string[]> {
  const ctx = systemContext(deps);
  const post = await ctx.loaders.postById.load(postId);
  if (!post || !post.isPublished || post.deletedAt !== null || post.suspendedAt !== null || (post.visibility !== 'PUBLIC' && post.visibility !== 'LOCKED')) return [];
  const [story] = await linkStories(ctx, [post]);
  if (!story) return [];
  const tags = (await tagsByPostIds(ctx.db, [post.id])).get(post.id) ?? [];
  const topicSlugs = await openTopicSlugsOfTags(ctx.db, tags.map((t) => t.slug));
  const own = deps.config.publicUrl;
  const requests: FeedRequest[] = [
    { kind: 'latest' },
    ...tags.map((t) => ({ kind: 'tag' as const, tagSlug: t.slug })),
    ...topicSlugs.map((topicSlug) => ({ kind: 'topic' as const, topicSlug })),
  ];
  const bases = requests.map((r) => own + feedPath(r));
  if (story.creator.username) {
    const domain = await ctx.loaders.userLiveDomain.load(post.creatorId);
    bases.push(own + feedPath({ kind: 'user', username: story.creator.username }));
    if (domain) bases.push(`${domainOrigin(deps.config, domain)}/feed`);
  }
  if (story.collection) {
    bases.push(own + feedPath({ kind: 'collection', collectionSlug: story.collection.slug }));
    if (story.collection.domain) bases.push(`${domainOrigin(deps.config, story.collection.domain)}/feed`);
  }
  return bases.flatMap((base) => FEED_FORMATS.map((format) => (format === 'rss' ? base : `${base}?format=${format}`)));
}

/** Tells the hub (WebSub's publish ping: `hub.mode=publish` and each changed feed as `hub.url`); a refusal throws, so the job retries. */
export async function pingHub(hubUrl: string, feedUrls: readonly string[], fetchImpl: typeof fetch = fetch): Promise<void> {
  if (feedUrls.length === 0) return;
  const body = new URLSearchParams([['hub.mode', 'publish'], ...feedUrls.map((url) => ['hub.url', url])]);
  const response = await fetchImpl(hubUrl, { method: 'POST', body, signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The WebSub hub answered ${response.status}`);
}

/** With WEBSUB_HUB_URL set, every published story pings the hub with its feeds, as a job (retried on failure). */
export function subscribeWebSubPings(deps: AppDeps, fetchImpl: typeof fetch = fetch): void {
  const hub = deps.config.websubHubUrl;
  if (!hub) return;
  const ping = async (e: { postId: string }) => pingHub(hub, await feedUrlsOfStory(deps, e.postId), fetchImpl);
  deps.bus.subscribe('post.published', SUBSCRIBER, ping);
  deps.bus.subscribe('post.approvedInCollection', SUBSCRIBER, ping);
}
