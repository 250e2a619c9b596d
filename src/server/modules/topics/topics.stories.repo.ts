import { sql } from 'kysely';
import type { Executor } from '../../db';
import { unionOfSeeks } from '../../db/union-of-seeks';
import { joinListedStories, tagNames, tagUsesAmong, toPost, type PostModel } from '../posts';
import { notHiddenFrom } from '../relations';
import { joinUnsuspendedUsers } from '../users';

/** Whose stories: one tag's (`tag_stories`) or one topic's (`topic_stories`). */
export type StorySource = { tagSlug: string } | { topicId: string };

export interface StoryListOptions {
  limit: number;
  /** LATEST: newest first; TOP: most clapped first. */
  order: 'LATEST' | 'TOP';
  /** The last row of the page before: its publish time (LATEST) or claps (TOP), and its id. */
  after: { at: number; id: string } | null;
  /** Only stories published at or after this time, and before `until`. */
  since?: number | null;
  until?: number | null;
  viewerId: string | null;
  ignoredIds?: readonly string[];
}

export interface ListedStory {
  post: PostModel;
  /** The value the list is ordered by (publish time or claps), for the cursor. */
  sortValue: number;
}

/**
 * A page of a tag's or topic's stories. The story index is ordered by (publish time or claps, id) per tag
 * or topic, so the page is one index seek from the cursor; each row is checked against the story itself
 * (still listed, not hidden from the reader) so a story taken down shows nowhere even before the index
 * catches up.
 */
export async function listStories(db: Executor, source: StorySource, options: StoryListOptions): Promise<ListedStory[]> {
  const table = 'tagSlug' in source ? 'tag_stories' : 'topic_stories';
  const keyColumn = 'tagSlug' in source ? 'tag_slug' : 'topic_id';
  const key = 'tagSlug' in source ? source.tagSlug : source.topicId;
  const sortColumn = options.order === 'LATEST' ? 's.published_at' : 's.clap_count';
  // Both index tables have the same columns besides their key; the key is named by `keyColumn`.
  let query = joinListedStories(db.selectFrom(`${table} as s` as 'tag_stories as s'), 's.post_id')
    .selectAll('posts')
    .select(sql<number>`${sql.ref(sortColumn)}`.as('sort_value'))
    .where(sql.ref(`s.${keyColumn}`), '=', key);
  if (options.since != null) query = query.where('s.published_at', '>=', options.since);
  if (options.until != null) query = query.where('s.published_at', '<', options.until);
  if (options.after) {
    const after = options.after;
    query = query.where((eb) => eb(eb.refTuple(sortColumn as 's.published_at', 's.post_id'), '<', eb.tuple(after.at, after.id)));
  }
  if (options.ignoredIds && options.ignoredIds.length > 0) query = query.where('s.post_id', 'not in', options.ignoredIds);
  if (options.viewerId) query = query.where(notHiddenFrom(options.viewerId) as never);
  const rows = await query
    .orderBy(sortColumn as 's.published_at', 'desc')
    .orderBy('s.post_id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ post: toPost(row), sortValue: Number(row.sort_value) }));
}

/** The newest listed stories of a tag or topic, at most `limit`: one seek down its story index. */
export async function newestStoriesOf(db: Executor, source: StorySource, limit: number): Promise<PostModel[]> {
  const rows = await listStories(db, source, { limit, order: 'LATEST', after: null, viewerId: null });
  return rows.map((row) => row.post);
}

/** The slugs of the tags some listed story carries, after a slug, in slug order (a keyset page). */
export async function tagSlugsWithStories(db: Executor, after: string | null, limit: number): Promise<string[]> {
  let query = db.selectFrom('tag_counts').select(['tag_counts.tag_slug']).where('tag_counts.post_count', '>', 0);
  if (after) query = query.where('tag_counts.tag_slug', '>', after);
  return (await query.orderBy('tag_counts.tag_slug').limit(limit).execute()).map((row) => row.tag_slug);
}

/** The tag's listed-story count, or null when the tag does not exist. */
export async function tagWithCount(db: Executor, tagSlug: string): Promise<{ slug: string; name: string; postCount: number } | null> {
  const row = await tagNames(db)
    .leftJoin('tag_counts', 'tag_counts.tag_slug', 'tags.slug')
    .select('tag_counts.post_count')
    .where('tags.slug', '=', tagSlug)
    .executeTakeFirst();
  return row ? { slug: row.slug, name: row.name, postCount: Number(row.post_count ?? 0) } : null;
}

export async function tagCounts(db: Executor, tagSlugs: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (tagSlugs.length === 0) return found;
  const rows = await db.selectFrom('tag_counts').select(['tag_slug', 'post_count']).where('tag_slug', 'in', tagSlugs).execute();
  for (const row of rows) found.set(row.tag_slug, Number(row.post_count));
  return found;
}

export async function tagsBySlugs(db: Executor, slugs: readonly string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  return tagNames(db).where('tags.slug', 'in', slugs).execute();
}

/** How many of the tag's newest stories the related tags are counted on. */
const RELATED_SAMPLE = 50;
/** Related tags kept per tag: the most a page may ask for. */
export const RELATED_TAGS_KEPT = 20;

/** Tags most often found on the tag's newest stories (besides itself), best first: kept in `tag_related`. */
export async function relatedTagSlugs(db: Executor, tagSlug: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tag_related')
    .select('related_slug')
    .where('tag_slug', '=', tagSlug)
    .orderBy('story_count', 'desc')
    .orderBy('related_slug')
    .limit(Math.min(limit, RELATED_TAGS_KEPT))
    .execute();
  return rows.map((r) => r.related_slug);
}

/**
 * Counts again the related tags of these tags from their newest stories (a bounded read each), after a
 * story of theirs was indexed. Run it in the transaction that changed `tag_stories`.
 */
export async function refreshRelatedTags(db: Executor, tagSlugs: readonly string[]): Promise<void> {
  for (const tagSlug of new Set(tagSlugs)) {
    await db.deleteFrom('tag_related').where('tag_slug', '=', tagSlug).execute();
    const newest = db.selectFrom('tag_stories').select('post_id').where('tag_slug', '=', tagSlug).orderBy('published_at', 'desc').orderBy('post_id', 'desc').limit(RELATED_SAMPLE);
    await db
      .insertInto('tag_related')
      // tagUsesAmong selects (tag_slug, n): here the related tag and its count, then the tag itself.
      .columns(['related_slug', 'story_count', 'tag_slug'])
      .expression(
        tagUsesAmong(db, newest)
          .select(sql<string>`${tagSlug}`.as('tag'))
          .where('post_tags.tag_slug', '!=', tagSlug)
          .orderBy('n', 'desc')
          .orderBy('post_tags.tag_slug')
          .limit(RELATED_TAGS_KEPT),
      )
      .execute();
  }
}

/** The tag's writers with the most listed stories in it (suspended accounts left out). */
export async function topWriterRows(db: Executor, tagSlug: string, limit: number): Promise<{ userId: string; postCount: number }[]> {
  const rows = await joinUnsuspendedUsers(db.selectFrom('tag_writers'), 'tag_writers.creator_id')
    .select(['tag_writers.creator_id', 'tag_writers.post_count'])
    .where('tag_writers.tag_slug', '=', tagSlug)
    .where('tag_writers.post_count', '>', 0)
    .orderBy('tag_writers.post_count', 'desc')
    .orderBy('tag_writers.creator_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ userId: r.creator_id, postCount: Number(r.post_count) }));
}

/** The tag's archive days (days since the epoch) within [fromDay, toDay), with their story counts. */
export async function archiveDays(db: Executor, tagSlug: string, fromDay: number | null, toDay: number | null): Promise<{ day: number; postCount: number }[]> {
  let query = db.selectFrom('tag_days').select(['day', 'post_count']).where('tag_slug', '=', tagSlug).where('post_count', '>', 0);
  if (fromDay !== null) query = query.where('day', '>=', fromDay);
  if (toDay !== null) query = query.where('day', '<', toDay);
  const rows = await query.orderBy('day', 'desc').execute();
  return rows.map((r) => ({ day: Number(r.day), postCount: Number(r.post_count) }));
}

/** Tags of several topics with their story counts, most used first. */
export async function topicTagRows(db: Executor, topicId: string): Promise<{ slug: string; name: string; postCount: number }[]> {
  const rows = await tagNames(db)
    .innerJoin('topic_tags', 'topic_tags.tag_slug', 'tags.slug')
    .leftJoin('tag_counts', 'tag_counts.tag_slug', 'topic_tags.tag_slug')
    .select('tag_counts.post_count')
    .where('topic_tags.topic_id', '=', topicId)
    .orderBy('topic_tags.position')
    .orderBy('tags.slug')
    .execute();
  return rows.map((r) => ({ slug: r.slug, name: r.name, postCount: Number(r.post_count ?? 0) })).sort((a, b) => b.postCount - a.postCount);
}

/**
 * The newest listed stories of each of these topics since a time (at most `perTopic` each), from the per-topic
 * index of listed stories (one seek per topic).
 */
export async function topicStoryIds(db: Executor, topicIds: readonly string[], since: number, perTopic: number): Promise<{ topicId: string; postId: string }[]> {
  const query = unionOfSeeks(
    db,
    topicIds.map((topicId) =>
      db
        .selectFrom('topic_stories')
        .select(['topic_id', 'post_id'])
        .where('topic_id', '=', topicId)
        .where('published_at', '>=', since)
        .orderBy('published_at', 'desc')
        .limit(perTopic),
    ),
  );
  const rows = query ? await query.execute() : [];
  return rows.map((row) => ({ topicId: row.topic_id, postId: row.post_id }));
}
