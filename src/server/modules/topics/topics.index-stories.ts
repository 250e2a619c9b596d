import { sql } from 'kysely';
import type { Executor } from '../../db';
import type { ServiceContext } from '../../core';
import { withStoryClapCounts, storyClapCounter } from '../claps';
import { listedStoryTags, postRowsByIds, tagsByPostIds } from '../posts';
import { refreshRelatedTags } from './topics.stories.repo';

/** Days since the epoch in UTC: the archive's unit. */
export const DAY_MS = 86_400_000;

export function dayOf(publishedAt: number): number {
  return Math.floor(publishedAt / DAY_MS);
}

interface IndexedRow {
  tag_slug: string;
  creator_id: string;
  published_at: number;
}

/**
 * Brings one story's rows in `tag_stories` and `topic_stories` and the counters beside them up to date
 * with the story as it is now: the old rows' counts are taken off, the new ones added. Running it twice
 * changes nothing the second time, so a repeated event delivery is harmless. Run it in a transaction.
 */
export async function reindexStory(ctx: ServiceContext, { postId }: { postId: string }): Promise<void> {
  const db = ctx.db;
  const [post] = await postRowsByIds(db, [postId]);
  const listed =
    !!post &&
    post.is_published === 1 &&
    (post.visibility === 'PUBLIC' || post.visibility === 'LOCKED') &&
    Number(post.is_response) === 0 &&
    post.deleted_at === null &&
    post.suspended_at === null &&
    post.published_at !== null;

  const oldRows = await db.selectFrom('tag_stories').select(['tag_slug', 'creator_id', 'published_at']).where('post_id', '=', postId).execute();
  const oldTopics = (await db.selectFrom('topic_stories').select('topic_id').where('post_id', '=', postId).execute()).map((r) => r.topic_id);

  let newRows: IndexedRow[] = [];
  let newTopics: string[] = [];
  let claps = { clap_count: 0, clap_version: 0 };
  if (listed) {
    const tags = (await tagsByPostIds(db, [postId])).get(postId) ?? [];
    newRows = tags.map((t) => ({ tag_slug: t.slug, creator_id: post.creator_id, published_at: Number(post.published_at) }));
    const counter = await storyClapCounter(db, postId);
    claps = { clap_count: counter.clapCount, clap_version: counter.version };
    if (newRows.length > 0) {
      const topics = await db
        .selectFrom('topic_tags')
        .select('topic_id')
        .distinct()
        .where('tag_slug', 'in', newRows.map((r) => r.tag_slug))
        .execute();
      newTopics = topics.map((t) => t.topic_id);
    }
  }

  await countRows(db, oldRows, -1);
  await countTopics(db, oldTopics, -1);
  await db.deleteFrom('tag_stories').where('post_id', '=', postId).execute();
  await db.deleteFrom('topic_stories').where('post_id', '=', postId).execute();
  if (newRows.length > 0) {
    await db
      .insertInto('tag_stories')
      .values(newRows.map((r) => ({ ...r, post_id: postId, ...claps })))
      .execute();
  }
  if (newTopics.length > 0 && post?.published_at != null) {
    const publishedAt = Number(post.published_at);
    await db
      .insertInto('topic_stories')
      .values(newTopics.map((topicId) => ({ topic_id: topicId, post_id: postId, published_at: publishedAt, ...claps })))
      .execute();
  }
  await countRows(db, newRows, 1);
  await countTopics(db, newTopics, 1);
  await refreshRelatedTags(db, [...oldRows, ...newRows].map((r) => r.tag_slug));
}

/** A story's claps changed: its place in the Top lists follows. */
export async function reindexStoryClaps(ctx: ServiceContext, input: { postId: string; clapCount: number; version: number }): Promise<void> {
  const set = { clap_count: input.clapCount, clap_version: input.version };
  await ctx.db.updateTable('tag_stories').set(set).where('post_id', '=', input.postId).where('clap_version', '<', input.version).execute();
  await ctx.db.updateTable('topic_stories').set(set).where('post_id', '=', input.postId).where('clap_version', '<', input.version).execute();
}

async function countRows(db: Executor, rows: readonly IndexedRow[], delta: 1 | -1): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('tag_counts')
      .values({ tag_slug: row.tag_slug, post_count: delta })
      .onConflict((oc) => oc.column('tag_slug').doUpdateSet((eb) => ({ post_count: eb('tag_counts.post_count', '+', delta) })))
      .execute();
    await db
      .insertInto('tag_writers')
      .values({ tag_slug: row.tag_slug, creator_id: row.creator_id, post_count: delta })
      .onConflict((oc) => oc.columns(['tag_slug', 'creator_id']).doUpdateSet((eb) => ({ post_count: eb('tag_writers.post_count', '+', delta) })))
      .execute();
    await db
      .insertInto('tag_days')
      .values({ tag_slug: row.tag_slug, day: dayOf(row.published_at), post_count: delta })
      .onConflict((oc) => oc.columns(['tag_slug', 'day']).doUpdateSet((eb) => ({ post_count: eb('tag_days.post_count', '+', delta) })))
      .execute();
  }
}

async function countTopics(db: Executor, topicIds: readonly string[], delta: 1 | -1): Promise<void> {
  if (topicIds.length === 0) return;
  await db.updateTable('topics').set((eb) => ({ post_count: eb('post_count', '+', delta) })).where('id', 'in', topicIds).execute();
}

/**
 * Rebuilds the whole story index and its counters from `posts`, `post_tags` and `topic_tags` in a few
 * set-based statements: for content written straight into the tables (demo content, a bulk import, the
 * scale benchmark's data) and after topics are regrouped.
 */
export async function rebuildStoryIndex(db: Executor): Promise<void> {
  for (const table of ['tag_days', 'tag_writers', 'tag_counts', 'topic_stories', 'tag_stories'] as const) {
    await db.deleteFrom(table).execute();
  }
  await db
    .insertInto('tag_stories')
    .columns(['tag_slug', 'post_id', 'creator_id', 'published_at', 'clap_count', 'clap_version'])
    // The stories' tags (the posts module's) with their claps (the claps module's): one statement.
    .expression(withStoryClapCounts(listedStoryTags(db), 'posts.id'))
    .execute();
  await db
    .insertInto('topic_stories')
    .columns(['topic_id', 'post_id', 'published_at', 'clap_count', 'clap_version'])
    .expression((eb) =>
      eb
        .selectFrom('tag_stories')
        .innerJoin('topic_tags', 'topic_tags.tag_slug', 'tag_stories.tag_slug')
        .select(['topic_tags.topic_id', 'tag_stories.post_id', 'tag_stories.published_at', 'tag_stories.clap_count', 'tag_stories.clap_version'])
        .distinct(),
    )
    .execute();
  await db
    .insertInto('tag_counts')
    .columns(['tag_slug', 'post_count'])
    .expression((eb) => eb.selectFrom('tag_stories').select(['tag_slug', (e) => e.fn.countAll<number>().as('n')]).groupBy('tag_slug'))
    .execute();
  await db
    .insertInto('tag_writers')
    .columns(['tag_slug', 'creator_id', 'post_count'])
    .expression((eb) =>
      eb.selectFrom('tag_stories').select(['tag_slug', 'creator_id', (e) => e.fn.countAll<number>().as('n')]).groupBy(['tag_slug', 'creator_id']),
    )
    .execute();
  const day = sql<number>`tag_stories.published_at / ${sql.lit(DAY_MS)}`;
  await db
    .insertInto('tag_days')
    .columns(['tag_slug', 'day', 'post_count'])
    .expression((eb) => eb.selectFrom('tag_stories').select(['tag_slug', day.as('day'), (e) => e.fn.countAll<number>().as('n')]).groupBy(['tag_slug', day]))
    .execute();
  await db.deleteFrom('tag_related').execute();
  const tagged = await db.selectFrom('tag_counts').select('tag_slug').orderBy('tag_slug').execute();
  await refreshRelatedTags(db, tagged.map((r) => r.tag_slug));
  await db
    .updateTable('topics')
    .set((eb) => ({
      post_count: eb.selectFrom('topic_stories').select((e) => e.fn.countAll<number>().as('n')).whereRef('topic_stories.topic_id', '=', 'topics.id'),
    }))
    .execute();
}
