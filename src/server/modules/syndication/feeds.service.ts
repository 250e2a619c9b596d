import { createHash } from 'node:crypto';
import { Feed, type Item } from 'feed';
import { buildPath } from '../../../shared/routes';
import { snippet } from '../../../shared/content';
import { escapeHtml } from '../../../shared/format/html';
import type { ServiceContext } from '../../core';
import { collectionByDomainOrSlug, collectionHref, domainOrigin, userHref } from '../collections';
import { readableBody, tagBySlug, tagsByPostIds } from '../posts';
import { topicBySlug } from '../topics';
import { userByUsername } from '../users';
import { linkStories, type LinkedStory } from './story-links';
import { storyHtml } from './story-html';
import { newestListedStories, type FeedSource } from './syndication.repo';
import { FEED_FORMATS, FEED_SIZE, feedContentType, type FeedFormat, type FeedRequest } from '../../../shared/syndication';

/** A feed found: what it lists and how it names itself. */
export interface FeedDescriptor {
  source: FeedSource;
  title: string;
  description: string;
  /** The page the feed follows. */
  htmlUrl: string;
  /** The feed's own address (RSS; the other formats add `?format=`). */
  feedUrl: string;
  image: string | null;
}

function imageAddress(ctx: ServiceContext, id: string | null, width = 400): string | null {
  return id ? `${ctx.config.publicUrl}/media/${encodeURIComponent(id)}?w=${width}` : null;
}

/** The feed a request names, or null when it names nothing anyone may follow. */
export async function findFeed(ctx: ServiceContext, request: FeedRequest): Promise<FeedDescriptor | null> {
  const { config } = ctx;
  const product = config.productName;
  switch (request.kind) {
    case 'latest':
      return {
        source: { kind: 'latest' },
        title: `${product}: latest stories`,
        description: `The newest stories on ${product}.`,
        htmlUrl: `${config.publicUrl}/`,
        feedUrl: config.publicUrl + buildPath('ShowLatestFeed'),
        image: null,
      };
    case 'collection': {
      const collection = await collectionByDomainOrSlug(ctx.db, request.collectionSlug);
      if (!collection || (collection.slug !== request.collectionSlug.toLowerCase() && collection.domain !== request.collectionSlug.toLowerCase())) return null;
      return {
        source: { kind: 'collection', collectionId: collection.id },
        title: collection.name,
        description: collection.tagline || collection.description || `Stories from ${collection.name} on ${product}.`,
        htmlUrl: collectionHref(config, collection, 'ShowCollectionHome'),
        feedUrl: collection.domain ? `${domainOrigin(config, collection.domain)}/feed` : config.publicUrl + buildPath('ShowCollectionFeed', { collectionSlug: collection.slug }),
        image: imageAddress(ctx, collection.avatarImageId),
      };
    }
    case 'user': {
      const user = await userByUsername(ctx.db, request.username);
      if (!user?.username || user.isSuspended || user.deletedAt !== null) return null;
      const domain = await ctx.loaders.userLiveDomain.load(user.id);
      return {
        source: { kind: 'user', userId: user.id },
        title: `Stories by ${user.name || user.username} on ${product}`,
        description: user.bio || `Stories by ${user.name || user.username} on ${product}.`,
        htmlUrl: userHref(config, user.username, domain, 'ShowUser'),
        feedUrl: domain ? `${domainOrigin(config, domain)}/feed` : config.publicUrl + buildPath('ShowUserFeed', { username: user.username }),
        image: imageAddress(ctx, user.imageId),
      };
    }
    case 'tag': {
      const tag = await tagBySlug(ctx.db, request.tagSlug.toLowerCase());
      if (!tag) return null;
      return {
        source: { kind: 'tag', tagSlug: tag.slug },
        title: `${tag.name} on ${product}`,
        description: `The newest stories tagged ${tag.name} on ${product}.`,
        htmlUrl: config.publicUrl + buildPath('ShowTagPosts', { tagSlug: tag.slug }),
        feedUrl: config.publicUrl + buildPath('ShowTagFeed', { tagSlug: tag.slug }),
        image: null,
      };
    }
    case 'topic': {
      const topic = await topicBySlug(ctx.db, request.topicSlug, null);
      if (!topic) return null;
      return {
        source: { kind: 'topic', topicId: topic.id },
        title: `${topic.name} on ${product}`,
        description: `The newest stories about ${topic.name} on ${product}.`,
        htmlUrl: config.publicUrl + buildPath('ShowTopic', { topicSlug: topic.slug }),
        feedUrl: config.publicUrl + buildPath('ShowTopicFeed', { topicSlug: topic.slug }),
        image: null,
      };
    }
  }
}

/** The stories of a feed (its newest FEED_SIZE, their writers in good standing) and the validators of the answer. */
export async function feedStories(ctx: ServiceContext, { feed, format }: { feed: FeedDescriptor; format: FeedFormat }) {
  // A few more than shown, so stories of suspended writers dropped afterwards leave the feed full.
  const posts = await newestListedStories(ctx.db, feed.source, FEED_SIZE + 10);
  const stories = (await linkStories(ctx, posts)).slice(0, FEED_SIZE);
  const lastModified = stories.reduce((latest, s) => Math.max(latest, s.post.updatedAt, s.post.publishedAt ?? 0), 0);
  const fingerprint = createHash('sha256')
    .update([format, feed.feedUrl, feed.title, feed.description, ...stories.map((s) => `${s.post.id}:${s.post.updatedAt}:${s.url}:${s.creator.name}`)].join('\n'))
    .digest('base64url')
    .slice(0, 27);
  return { stories, etag: `W/"${fingerprint}"`, lastModified: lastModified > 0 ? lastModified : null };
}

/** The member-only story's public preview, then a link to the whole story on the site. */
function lockedNote(url: string, product: string): string {
  return `<p><em>This is a member-only story.</em> <a href="${escapeHtml(url)}">Read the whole story on ${escapeHtml(product)}</a>.</p>`;
}

/** The feed document in the format asked for. */
export async function renderFeed(
  ctx: ServiceContext,
  { feed, stories, format, lastModified }: { feed: FeedDescriptor; stories: readonly LinkedStory[]; format: FeedFormat; lastModified: number | null },
): Promise<string> {
  const addresses = { origin: ctx.config.publicUrl };
  const [bodies, tags] = await Promise.all([
    Promise.all(stories.map((s) => readableBody(ctx, { post: s.post, whole: s.post.visibility === 'PUBLIC' }))),
    tagsByPostIds(ctx.db, stories.map((s) => s.post.id)),
  ]);
  const links = Object.fromEntries(FEED_FORMATS.map((f) => [f, f === 'rss' ? feed.feedUrl : `${feed.feedUrl}?format=${f}`]));
  const output = new Feed({
    id: feed.htmlUrl,
    title: feed.title,
    description: feed.description,
    link: feed.htmlUrl,
    language: 'en',
    updated: lastModified ? new Date(lastModified) : undefined,
    generator: ctx.config.productName,
    feedLinks: links,
    feed: links[format],
    hub: ctx.config.websubHubUrl ?? undefined,
    image: feed.image ?? undefined,
    copyright: `Each story belongs to its writer.`,
  });
  stories.forEach((story, index) => {
    const { post, creator } = story;
    const body = bodies[index] ?? { paragraphs: [], sections: [] };
    const html = storyHtml(body, addresses) + (post.visibility === 'PUBLIC' ? '' : lockedNote(story.url, ctx.config.productName));
    const profile = creator.username ? ctx.config.publicUrl + buildPath('ShowUser', { username: creator.username }) : undefined;
    const item: Item = {
      title: post.title || 'Untitled story',
      id: story.url,
      link: story.url,
      date: new Date(Math.max(post.updatedAt, post.publishedAt ?? 0)),
      published: post.firstPublishedAt ? new Date(post.firstPublishedAt) : undefined,
      description: post.subtitle || snippet(body.paragraphs.find((p) => p.type === 'P')?.text ?? ''),
      content: html,
      author: [{ name: creator.name || creator.username || 'A writer', link: profile }],
      category: (tags.get(post.id) ?? []).map((tag) => ({ name: tag.name, domain: ctx.config.publicUrl + buildPath('ShowTagPosts', { tagSlug: tag.slug }) })),
    };
    const image = imageAddress(ctx, post.previewImageId, 1000);
    if (image) item.image = image;
    output.addItem(item);
  });
  switch (format) {
    case 'rss':
      return output.rss2();
    case 'atom':
      return output.atom1();
    case 'json':
      return jsonFeed11(output.json1(), output);
  }
}

/** The library writes JSON Feed 1.0: the same document as 1.1 (`authors` lists, `language`). */
function jsonFeed11(json: string, feed: Feed): string {
  const doc = JSON.parse(json) as Record<string, unknown> & { items: Record<string, unknown>[] };
  doc.version = 'https://jsonfeed.org/version/1.1';
  doc.language = feed.options.language;
  if (feed.options.hub) doc.hubs = [{ type: 'WebSub', url: feed.options.hub }];
  for (const item of doc.items) {
    if (item.author) item.authors = [item.author];
    delete item.author;
  }
  return JSON.stringify(doc);
}

export { feedContentType };
