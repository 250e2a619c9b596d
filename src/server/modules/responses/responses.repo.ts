import { sql } from 'kysely';
import type { ResponseSortType } from '../../../shared/validation/responses';
import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';
import {
  insertResponsePost,
  markResponseDeleted,
  responseFactRows,
  responsesByCreator,
  responsesIn,
  setDiscussionClosed,
  setHiddenOnParent,
  shownDescendantCount,
  shownResponseIds,
  toPost,
  type PostModel,
  type ResponseFactRow,
  type ResponseReader,
} from '../posts';

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

export function toFacts(row: ResponseFactRow): ResponseFacts {
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

const countsByIdsQuery = preparedQuery((db, ids: readonly string[]) => db.selectFrom('response_counts').select(['target_id', 'responses_count', 'clap_count']).where('target_id', 'in', ids));

export async function factsByIds(db: Executor, ids: readonly string[]): Promise<ResponseFacts[]> {
  const rows = await responseFactRows(db, ids);
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

/** A response is a post published at once, visible to anyone who can read its discussion. */
export const insertResponse = insertResponsePost;

/** Hides or shows a response; true only when that changed something. */
export const setHidden = setHiddenOnParent;

export const markDeleted = markResponseDeleted;

export const setPostDiscussionClosed = setDiscussionClosed;

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

export { shownDescendantCount };

/** Whether every response above this one (its thread's top-level response and its display parent) is shown. */
export async function ancestorsShown(db: Executor, facts: ResponseFacts): Promise<boolean> {
  const above = [facts.threadId, facts.parentId].filter((id): id is string => id !== null && id !== facts.id);
  if (above.length === 0) return true;
  const shown = await shownResponseIds(db, above);
  return shown.length === new Set(above).size;
}

export interface ThreadCursor {
  score: number;
  at: number;
  id: string;
}

/** Who is reading: hidden responses stay visible to the discussion's author and to their own writer. */
export type ThreadReader = ResponseReader;

// Most relevant: a clap counts one, a reply three; the newer of two equally engaging responses comes first.
const REPLY_WEIGHT = 3;
const scoreSql = sql<number>`(coalesce(response_counts.clap_count, 0) + ${REPLY_WEIGHT} * coalesce(response_counts.responses_count, 0))`;

export type RankedPost = PostModel & { relevance: number };

/** One page of a story's or list's top-level responses in the chosen order (keyset paging). */
export async function threadPage(
  db: Executor,
  input: { root: { postId: string } | { catalogId: string }; sort: ResponseSortType; limit: number; after: ThreadCursor | null; reader: ThreadReader },
): Promise<RankedPost[]> {
  let query = responsesIn(db, { root: input.root, reader: input.reader })
    .leftJoin('response_counts', 'response_counts.target_id', 'posts.id')
    .select(scoreSql.as('relevance'));
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
  let query = responsesIn(db, { parentId: input.parentId, reader: input.reader });
  const after = input.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '>', eb.tuple(after.at, after.id)));
  const rows = await query.orderBy('posts.published_at', 'asc').orderBy('posts.id', 'asc').limit(input.limit).execute();
  return rows.map(toPost);
}

/** A writer's responses, newest first; hidden ones only for the writer. */
export { responsesByCreator };
