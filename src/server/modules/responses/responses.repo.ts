import { sql, type ExpressionBuilder } from 'kysely';
import type { ResponseSortType } from '../../../shared/validation/responses';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';
import { toPost, type PostModel } from '../posts';
import { notHiddenFrom } from '../relations';
import { preparedQuery } from '../../db/prepared';

/** Where a response sits: what it answers, the discussion it belongs to, its thread and level. */
export interface ResponseFacts {
  id: string;
  creatorId: string;
  isResponse: boolean;
  inResponseToPostId: string | null;
  inResponseToCatalogId: string | null;
  rootPostId: string | null;
  rootCatalogId: string | null;
  threadId: string | null;
  parentId: string | null;
  depth: number | null;
  hiddenAt: number | null;
  deletedAt: number | null;
  discussionClosedAt: number | null;
}

const FACT_COLUMNS = [
  'id',
  'creator_id',
  'is_response',
  'in_response_to_post_id',
  'in_response_to_catalog_id',
  'response_root_post_id',
  'response_root_catalog_id',
  'response_thread_id',
  'response_parent_id',
  'response_depth',
  'hidden_on_parent_at',
  'deleted_at',
  'discussion_closed_at',
] as const;

type FactRow = {
  id: string;
  creator_id: string;
  is_response: number;
  in_response_to_post_id: string | null;
  in_response_to_catalog_id: string | null;
  response_root_post_id: string | null;
  response_root_catalog_id: string | null;
  response_thread_id: string | null;
  response_parent_id: string | null;
  response_depth: number | null;
  hidden_on_parent_at: number | null;
  deleted_at: number | null;
  discussion_closed_at: number | null;
};

export function toFacts(row: FactRow): ResponseFacts {
  return {
    id: row.id,
    creatorId: row.creator_id,
    isResponse: Number(row.is_response) === 1,
    inResponseToPostId: row.in_response_to_post_id,
    inResponseToCatalogId: row.in_response_to_catalog_id,
    rootPostId: row.response_root_post_id,
    rootCatalogId: row.response_root_catalog_id,
    threadId: row.response_thread_id,
    parentId: row.response_parent_id,
    depth: row.response_depth === null ? null : Number(row.response_depth),
    hiddenAt: row.hidden_on_parent_at === null ? null : Number(row.hidden_on_parent_at),
    deletedAt: row.deleted_at === null ? null : Number(row.deleted_at),
    discussionClosedAt: row.discussion_closed_at === null ? null : Number(row.discussion_closed_at),
  };
}

const factsByIdsQuery = preparedQuery((db, ids: readonly string[]) => db.selectFrom('posts').select(FACT_COLUMNS).where('id', 'in', ids));
const countsByIdsQuery = preparedQuery((db, ids: readonly string[]) => db.selectFrom('response_counts').select(['target_id', 'responses_count', 'clap_count']).where('target_id', 'in', ids));

export async function factsByIds(db: Executor, ids: readonly string[]): Promise<ResponseFacts[]> {
  if (ids.length === 0) return [];
  const rows = await factsByIdsQuery.execute(db, ids);
  return rows.map(toFacts);
}

/** Counter rows by target id (a story, a list or a response): shown responses, and claps of responses. */
export async function countsByIds(db: Executor, ids: readonly string[]): Promise<Map<string, { responses: number; claps: number }>> {
  const found = new Map<string, { responses: number; claps: number }>();
  if (ids.length === 0) return found;
  const rows = await countsByIdsQuery.execute(db, ids);
  for (const row of rows) found.set(row.target_id, { responses: Number(row.responses_count), claps: Number(row.clap_count) });
  return found;
}

/** Adds `delta` to a target's shown responses (in the caller's transaction, so counts stay exact). */
export async function addToCount(db: Executor, targetId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .insertInto('response_counts')
    .values({ target_id: targetId, responses_count: Math.max(delta, 0) })
    .onConflict((oc) => oc.column('target_id').doUpdateSet((eb) => ({ responses_count: eb(eb.ref('response_counts.responses_count'), '+', delta) })))
    .execute();
}

/**
 * Keeps a response's clap total (from the claps' events) for the most relevant order: only a newer total
 * than the one kept (by the claps counter's version), so an event delivered again late changes nothing.
 */
export async function setClapCount(db: Executor, targetId: string, input: { claps: number; version: number }): Promise<void> {
  await db
    .insertInto('response_counts')
    .values({ target_id: targetId, clap_count: input.claps, clap_version: input.version })
    .onConflict((oc) =>
      oc
        .column('target_id')
        .doUpdateSet({ clap_count: input.claps, clap_version: input.version })
        .where('response_counts.clap_version', '<', input.version),
    )
    .execute();
}

export interface NewResponse {
  id: string;
  creatorId: string;
  title: string;
  slug: string;
  body: string;
  readingTime: number;
  wordCount: number;
  shareKey: string;
  inResponseToPostId: string | null;
  inResponseToCatalogId: string | null;
  rootPostId: string | null;
  rootCatalogId: string | null;
  threadId: string;
  parentId: string | null;
  depth: number;
  now: number;
}

/** A response is a post published at once, visible to anyone who can read its discussion. */
export async function insertResponse(db: Executor, r: NewResponse): Promise<void> {
  await db
    .insertInto('posts')
    .values({
      id: r.id,
      creator_id: r.creatorId,
      title: r.title,
      subtitle: '',
      slug: r.slug,
      visibility: 'PUBLIC',
      is_published: 1,
      first_published_at: r.now,
      published_at: r.now,
      latest_version: 1,
      latest_published_version: 1,
      reading_time: r.readingTime,
      word_count: r.wordCount,
      share_key: r.shareKey,
      created_at: r.now,
      updated_at: r.now,
      is_response: 1,
      in_response_to_post_id: r.inResponseToPostId,
      in_response_to_catalog_id: r.inResponseToCatalogId,
      response_root_post_id: r.rootPostId,
      response_root_catalog_id: r.rootCatalogId,
      response_thread_id: r.threadId,
      response_parent_id: r.parentId,
      response_depth: r.depth,
    })
    .execute();
  await db
    .insertInto('post_versions')
    .values({ post_id: r.id, version: 1, title: r.title, subtitle: '', body: r.body, created_at: r.now })
    .execute();
}

/** Hides or shows a response; true only when that changed something. */
export async function setHidden(db: Executor, id: string, hiddenAt: number | null): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ hidden_on_parent_at: hiddenAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('hidden_on_parent_at', hiddenAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markDeleted(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('posts').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPostDiscussionClosed(db: Executor, postId: string, closedAt: number | null): Promise<void> {
  await db.updateTable('posts').set({ discussion_closed_at: closedAt }).where('id', '=', postId).execute();
}

export async function catalogClosedAt(db: Executor, catalogId: string): Promise<number | null> {
  const row = await db.selectFrom('catalog_discussions').select('closed_at').where('catalog_id', '=', catalogId).executeTakeFirst();
  return row ? Number(row.closed_at) : null;
}

export async function setCatalogDiscussionClosed(db: Executor, catalogId: string, closedAt: number | null): Promise<void> {
  if (closedAt === null) {
    await db.deleteFrom('catalog_discussions').where('catalog_id', '=', catalogId).execute();
    return;
  }
  await db
    .insertInto('catalog_discussions')
    .values({ catalog_id: catalogId, closed_at: closedAt })
    .onConflict((oc) => oc.column('catalog_id').doNothing())
    .execute();
}

const shown = (eb: ExpressionBuilder<DB, 'posts'>) => eb.and([eb('posts.deleted_at', 'is', null), eb('posts.hidden_on_parent_at', 'is', null)]);

/** Shown responses below this one (its replies and theirs), counted while this one is still shown. */
export async function shownDescendantCount(db: Executor, responseId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(shown)
    .where((eb) =>
      eb.or([
        eb('posts.response_parent_id', '=', responseId),
        eb(
          'posts.response_parent_id',
          'in',
          eb
            .selectFrom('posts as child')
            .select('child.id')
            .where('child.response_parent_id', '=', responseId)
            .where('child.deleted_at', 'is', null)
            .where('child.hidden_on_parent_at', 'is', null),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether every response above this one (its thread's top-level response and its display parent) is shown. */
export async function ancestorsShown(db: Executor, facts: ResponseFacts): Promise<boolean> {
  const above = [facts.threadId, facts.parentId].filter((id): id is string => id !== null && id !== facts.id);
  if (above.length === 0) return true;
  const rows = await db.selectFrom('posts').select(['id']).where('id', 'in', above).where(shown).execute();
  return rows.length === new Set(above).size;
}

export interface ThreadCursor {
  score: number;
  at: number;
  id: string;
}

/** Who is reading: hidden responses stay visible to the discussion's author and to their own writer. */
export interface ThreadReader {
  viewerId: string | null;
  isDiscussionAuthor: boolean;
}

function readable(reader: ThreadReader) {
  return (eb: ExpressionBuilder<DB, 'posts'>) => {
    const conditions = [eb('posts.deleted_at', 'is', null), eb('posts.suspended_at', 'is', null)];
    if (!reader.isDiscussionAuthor) {
      conditions.push(
        reader.viewerId
          ? eb.or([eb('posts.hidden_on_parent_at', 'is', null), eb('posts.creator_id', '=', reader.viewerId)])
          : eb('posts.hidden_on_parent_at', 'is', null),
      );
    }
    if (reader.viewerId) conditions.push(notHiddenFrom(reader.viewerId)(eb));
    return eb.and(conditions);
  };
}

// Most relevant: a clap counts one, a reply three; the newer of two equally engaging responses comes first.
const REPLY_WEIGHT = 3;
const scoreSql = sql<number>`(coalesce(response_counts.clap_count, 0) + ${REPLY_WEIGHT} * coalesce(response_counts.responses_count, 0))`;

export type RankedPost = PostModel & { relevance: number };

/** One page of a story's or list's top-level responses in the chosen order (keyset paging). */
export async function threadPage(
  db: Executor,
  input: { root: { postId: string } | { catalogId: string }; sort: ResponseSortType; limit: number; after: ThreadCursor | null; reader: ThreadReader },
): Promise<RankedPost[]> {
  let query = db
    .selectFrom('posts')
    .leftJoin('response_counts', 'response_counts.target_id', 'posts.id')
    .selectAll('posts')
    .select(scoreSql.as('relevance'))
    .where('posts.response_depth', '=', 0)
    .where(readable(input.reader));
  query = 'postId' in input.root
    ? query.where('posts.response_root_post_id', '=', input.root.postId)
    : query.where('posts.response_root_catalog_id', '=', input.root.catalogId);
  const after = input.after;
  if (input.sort === 'NEWEST') {
    if (after) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '<', eb.tuple(after.at, after.id)));
    query = query.orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc');
  } else {
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb(scoreSql, '<', after.score),
          eb.and([eb(scoreSql, '=', after.score), eb(eb.refTuple('posts.published_at', 'posts.id'), '<', eb.tuple(after.at, after.id))]),
        ]),
      );
    }
    query = query.orderBy(scoreSql, 'desc').orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc');
  }
  const rows = await query.limit(input.limit).execute();
  return rows.map((row) => ({ ...toPost(row), relevance: Number(row.relevance) }));
}

/** Replies shown under a response, oldest first, as a conversation reads. */
export async function repliesPage(
  db: Executor,
  input: { parentId: string; limit: number; after: { at: number; id: string } | null; reader: ThreadReader },
): Promise<PostModel[]> {
  let query = db.selectFrom('posts').selectAll().where('posts.response_parent_id', '=', input.parentId).where(readable(input.reader));
  const after = input.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '>', eb.tuple(after.at, after.id)));
  const rows = await query.orderBy('posts.published_at', 'asc').orderBy('posts.id', 'asc').limit(input.limit).execute();
  return rows.map(toPost);
}

/** A writer's responses, newest first; hidden ones only for the writer. */
export async function responsesByCreator(
  db: Executor,
  input: { creatorId: string; limit: number; after: { at: number; id: string } | null; viewerId: string | null },
): Promise<PostModel[]> {
  let query = db
    .selectFrom('posts')
    .selectAll()
    .where('creator_id', '=', input.creatorId)
    .where('is_response', '=', 1)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null);
  if (input.viewerId !== input.creatorId) query = query.where('hidden_on_parent_at', 'is', null);
  const after = input.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('published_at', 'id'), '<', eb.tuple(after.at, after.id)));
  const rows = await query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
  return rows.map(toPost);
}

export async function responseCountOf(db: Executor, creatorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('creator_id', '=', creatorId)
    .where('is_response', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
