import type { Executor } from '../../db';
import { listedStories, publishedStoryCountInIdRange, toPost, type PostModel } from '../posts';
import { newestStoriesOf } from '../topics';
import { profileCountInIdRange } from '../users';

/**
 * The reads of feeds and sitemaps, each one indexed statement of the module owning its table: a feed reads the
 * newest stories of one source down an index that is already in its order; a sitemap reads one range of the
 * primary key (ids are random, so a range of ids is a fair share of the rows) — no OFFSET anywhere.
 */

/** What a feed lists: every story, or one publication's, one writer's, one tag's or one topic's. */
export type FeedSource =
  | { kind: 'latest' }
  | { kind: 'collection'; collectionId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'tag'; tagSlug: string }
  | { kind: 'topic'; topicId: string };

/** The newest stories lists may show (published, public or member-only, not a response, deleted or suspended). */
export async function newestListedStories(db: Executor, source: FeedSource, limit: number): Promise<PostModel[]> {
  switch (source.kind) {
    case 'latest':
      // posts_feed_keyset (published_at, id) where is_published = 1
      return (await listedStories(db).selectAll('posts').orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').limit(limit).execute()).map(toPost);
    case 'collection':
      // posts_collection (collection_id, published_at)
      return (
        await listedStories(db)
          .selectAll('posts')
          .where('posts.collection_id', '=', source.collectionId)
          .orderBy('posts.published_at', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toPost);
    case 'user':
      // posts_creator_published_keyset (creator_id, is_published, published_at, id)
      return (
        await listedStories(db)
          .selectAll('posts')
          .where('posts.creator_id', '=', source.userId)
          .orderBy('posts.published_at', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(limit)
          .execute()
      ).map(toPost);
    case 'tag':
      // tag_stories_latest (tag_slug, published_at, post_id)
      return newestStoriesOf(db, { tagSlug: source.tagSlug }, limit);
    case 'topic':
      // topic_stories_latest (topic_id, published_at, post_id)
      return newestStoriesOf(db, { topicId: source.topicId }, limit);
  }
}

/** A range of 12-hex-digit ids: from `from` (inclusive) to `to` (exclusive, null: to the end). */
export interface IdRange {
  from: string;
  to: string | null;
}

/** The listed stories whose ids fall in a range, in id order (the primary key), at most `limit`. */
export async function listedStoriesInRange(db: Executor, range: IdRange, limit: number): Promise<PostModel[]> {
  let query = listedStories(db).selectAll('posts').where('posts.id', '>=', range.from);
  if (range.to) query = query.where('posts.id', '<', range.to);
  return (await query.orderBy('posts.id').limit(limit).execute()).map(toPost);
}

/**
 * Ids are random, so the rows whose ids start with `00` are about 1/256 of all: counting those (one short range of
 * the primary key) and multiplying estimates the whole without reading it (a full count takes most of a second
 * at a million stories).
 */
const SAMPLE = { from: '000000000000', to: '010000000000' };
const SAMPLE_SHARE = 256;

/** About how many published stories there are (what a sitemap of stories lists, give or take). */
export async function estimatedPublishedStories(db: Executor): Promise<number> {
  return (await publishedStoryCountInIdRange(db, SAMPLE)) * SAMPLE_SHARE;
}

/** About how many accounts have a username (what a sitemap of profiles lists at most). */
export async function estimatedProfiles(db: Executor): Promise<number> {
  return (await profileCountInIdRange(db, SAMPLE)) * SAMPLE_SHARE;
}
