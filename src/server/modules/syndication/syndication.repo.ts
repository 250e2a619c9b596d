import type { Executor } from '../../db';
import { hasListedStory, listedStories, listedStory, toPost, type PostModel } from '../posts';

/**
 * The queries of feeds and sitemaps. Each is one indexed statement: a feed reads the newest stories of one
 * source down an index that is already in its order; a sitemap reads one range of the primary key (ids are
 * random, so a range of ids is a fair share of the rows) — no OFFSET anywhere.
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
      return (
        await db
          .selectFrom('tag_stories')
          .innerJoin('posts', 'posts.id', 'tag_stories.post_id')
          .selectAll('posts')
          .where('tag_stories.tag_slug', '=', source.tagSlug)
          .where(listedStory)
          .orderBy('tag_stories.published_at', 'desc')
          .orderBy('tag_stories.post_id', 'desc')
          .limit(limit)
          .execute()
      ).map(toPost);
    case 'topic':
      // topic_stories_latest (topic_id, published_at, post_id)
      return (
        await db
          .selectFrom('topic_stories')
          .innerJoin('posts', 'posts.id', 'topic_stories.post_id')
          .selectAll('posts')
          .where('topic_stories.topic_id', '=', source.topicId)
          .where(listedStory)
          .orderBy('topic_stories.published_at', 'desc')
          .orderBy('topic_stories.post_id', 'desc')
          .limit(limit)
          .execute()
      ).map(toPost);
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
const SAMPLE: IdRange = { from: '000000000000', to: '010000000000' };
const SAMPLE_SHARE = 256;

/** About how many published stories there are (what a sitemap of stories lists, give or take). */
export async function estimatedPublishedStories(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('posts.id', '>=', SAMPLE.from)
    .where('posts.id', '<', SAMPLE.to!)
    .where('posts.is_published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n) * SAMPLE_SHARE;
}

/** About how many accounts have a username (what a sitemap of profiles lists at most). */
export async function estimatedProfiles(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('users.id', '>=', SAMPLE.from)
    .where('users.id', '<', SAMPLE.to!)
    .where('users.username', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n) * SAMPLE_SHARE;
}

/** Writers in good standing with at least one listed story, whose ids fall in a range. */
export async function writersInRange(db: Executor, range: IdRange, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.updated_at'])
    .where('users.username', 'is not', null)
    .where('users.is_suspended', '=', 0)
    .where('users.deleted_at', 'is', null)
    .where('users.id', '>=', range.from)
    .where(hasListedStory('users.id'));
  if (range.to) query = query.where('users.id', '<', range.to);
  return query.orderBy('users.id').limit(limit).execute();
}

/** Every publication (their number stays small next to stories). */
export async function publications(db: Executor, limit: number) {
  return db.selectFrom('collections').select(['id', 'slug', 'domain', 'updated_at']).orderBy('id').limit(limit).execute();
}

/** Tags some listed story carries, after a slug, in slug order (a keyset page). */
export async function tagsWithStories(db: Executor, after: string | null, limit: number) {
  let query = db.selectFrom('tag_counts').select(['tag_counts.tag_slug']).where('tag_counts.post_count', '>', 0);
  if (after) query = query.where('tag_counts.tag_slug', '>', after);
  return (await query.orderBy('tag_counts.tag_slug').limit(limit).execute()).map((row) => row.tag_slug);
}

/** Public topics, in their order. */
export async function publicTopics(db: Executor) {
  return db.selectFrom('topics').select(['slug']).where('visibility', '!=', 'STAFF').orderBy('position').orderBy('id').execute();
}
