import type { Executor } from '../../db';
import type { TopicsTable } from '../../db/schema.generated';
import type { Selectable } from 'kysely';

export type TopicVisibility = 'PUBLIC' | 'SPECIAL' | 'STAFF';

export interface TopicModel {
  id: string;
  slug: string;
  name: string;
  description: string;
  visibility: TopicVisibility;
  category: string;
  position: number;
  followerCount: number;
  postCount: number;
}

export interface TopicWithTags {
  id: string;
  slug: string;
  name: string;
  visibility: TopicVisibility;
  tagSlugs: string[];
}

export function toTopic(row: Selectable<TopicsTable>): TopicModel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    visibility: row.visibility as TopicVisibility,
    category: row.category,
    position: Number(row.position),
    followerCount: Number(row.follower_count),
    postCount: Number(row.post_count),
  };
}

export async function topicRowBySlug(db: Executor, slug: string): Promise<TopicModel | null> {
  const row = await db.selectFrom('topics').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toTopic(row) : null;
}

export async function topicsByIds(db: Executor, ids: readonly string[]): Promise<TopicModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('topics').selectAll().where('id', 'in', ids).execute();
  return rows.map(toTopic);
}

/** Topics with these visibilities, in the order /topics shows them. */
export async function listTopics(db: Executor, visibilities: readonly TopicVisibility[]): Promise<TopicModel[]> {
  const rows = await db
    .selectFrom('topics')
    .selectAll()
    .where('visibility', 'in', visibilities)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toTopic);
}

/** Tag slugs of several topics, in each topic's own order. */
export async function tagSlugsOfTopics(db: Executor, topicIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(topicIds.map((id) => [id, []]));
  if (topicIds.length === 0) return found;
  const rows = await db
    .selectFrom('topic_tags')
    .select(['topic_id', 'tag_slug'])
    .where('topic_id', 'in', topicIds)
    .orderBy('topic_id')
    .orderBy('position')
    .orderBy('tag_slug')
    .execute();
  for (const row of rows) found.get(row.topic_id)?.push(row.tag_slug);
  return found;
}

/** Topics a tag belongs to, first by their place on /topics. */
export async function topicsOfTag(db: Executor, tagSlug: string): Promise<TopicModel[]> {
  const rows = await db
    .selectFrom('topic_tags')
    .innerJoin('topics', 'topics.id', 'topic_tags.topic_id')
    .selectAll('topics')
    .where('topic_tags.tag_slug', '=', tagSlug)
    .orderBy('topics.position')
    .orderBy('topics.id')
    .execute();
  return rows.map(toTopic);
}

/** The slugs of the topics anyone may open (all but STAFF ones) grouping any of these tags, each once. */
export async function openTopicSlugsOfTags(db: Executor, tagSlugs: readonly string[]): Promise<string[]> {
  if (tagSlugs.length === 0) return [];
  const rows = await db
    .selectFrom('topic_tags')
    .innerJoin('topics', 'topics.id', 'topic_tags.topic_id')
    .select('topics.slug')
    .distinct()
    .where('topic_tags.tag_slug', 'in', tagSlugs)
    .where('topics.visibility', '!=', 'STAFF')
    .execute();
  return rows.map((row) => row.slug);
}

/** The slugs of the topics anyone may open by their address (all but STAFF ones), in the order of /topics. */
export async function openTopicSlugs(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('topics').select(['slug']).where('visibility', '!=', 'STAFF').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.slug);
}

/** The topics a reader follows, most recently followed first. */
export async function followedTopicRows(
  db: Executor,
  userId: string,
  limit: number,
  after: { at: number; id: string } | null,
): Promise<(TopicModel & { followedAt: number })[]> {
  let query = db
    .selectFrom('topic_follows')
    .innerJoin('topics', 'topics.id', 'topic_follows.topic_id')
    .selectAll('topics')
    .select('topic_follows.created_at as followed_at')
    .where('topic_follows.user_id', '=', userId);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('topic_follows.created_at', 'topic_follows.topic_id'), '<', eb.tuple(after.at, after.id)));
  }
  const rows = await query.orderBy('topic_follows.created_at', 'desc').orderBy('topic_follows.topic_id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...toTopic(row), followedAt: Number(row.followed_at) }));
}

export async function followedTopicIds(db: Executor, userId: string, topicIds: readonly string[]): Promise<Set<string>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('topic_follows')
    .select('topic_id')
    .where('user_id', '=', userId)
    .where('topic_id', 'in', topicIds)
    .execute();
  return new Set(rows.map((r) => r.topic_id));
}

/** Adds the follow; true when it is new (the counter moves only then). */
export async function insertTopicFollow(db: Executor, userId: string, topicId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('topic_follows')
    .values({ user_id: userId, topic_id: topicId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (added) await db.updateTable('topics').set((eb) => ({ follower_count: eb('follower_count', '+', 1) })).where('id', '=', topicId).execute();
  return added;
}

export async function deleteTopicFollow(db: Executor, userId: string, topicId: string): Promise<boolean> {
  const result = await db.deleteFrom('topic_follows').where('user_id', '=', userId).where('topic_id', '=', topicId).executeTakeFirst();
  const removed = Number(result.numDeletedRows) > 0;
  if (removed) await db.updateTable('topics').set((eb) => ({ follower_count: eb('follower_count', '-', 1) })).where('id', '=', topicId).execute();
  return removed;
}

/** A tag as GraphQL resolvers pass it on (the posts module makes the same shape for a story's tags). */
export interface TagParent {
  id: string;
  displayTitle: string;
  normalizedTagSlug: string;
}
