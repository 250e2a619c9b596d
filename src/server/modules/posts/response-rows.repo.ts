import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { DB, PostsTable } from '../../db/schema.generated';
import { notHiddenFrom } from '../relations';
import { toPost, type PostModel } from './posts.repo';

// Responses are stories too (rows of `posts` that answer a story or a list): the responses module reads and
// writes their rows through these, and composes its thread pages on `responsesIn`.

/** The columns that say where a response sits (the responses module makes its facts of them). */
export const RESPONSE_FACT_COLUMNS = [
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

export type ResponseFactRow = Pick<Selectable<PostsTable>, (typeof RESPONSE_FACT_COLUMNS)[number]>;

const factRowsQuery = preparedQuery((db, ids: readonly string[]) => db.selectFrom('posts').select(RESPONSE_FACT_COLUMNS).where('id', 'in', ids));

/** Where each of these stories or responses sits, by id (unknown ids are left out). */
export async function responseFactRows(db: Executor, ids: readonly string[]): Promise<ResponseFactRow[]> {
  if (ids.length === 0) return [];
  return factRowsQuery.execute(db, ids);
}

export interface NewResponsePost {
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
export async function insertResponsePost(db: Executor, r: NewResponsePost): Promise<void> {
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
export async function setHiddenOnParent(db: Executor, id: string, hiddenAt: number | null): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ hidden_on_parent_at: hiddenAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('hidden_on_parent_at', hiddenAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a response deleted; true only the one time it changed. */
export async function markResponseDeleted(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('posts').set({ deleted_at: now, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes (a time) or reopens (null) a story's discussion. */
export async function setDiscussionClosed(db: Executor, postId: string, closedAt: number | null): Promise<void> {
  await db.updateTable('posts').set({ discussion_closed_at: closedAt }).where('id', '=', postId).execute();
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

/** The ids among these responses that are shown (neither deleted nor hidden). */
export async function shownResponseIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('posts').select(['id']).where('id', 'in', [...ids]).where(shown).execute();
  return rows.map((row) => row.id);
}

/** Who is reading: hidden responses stay visible to the discussion's author and to their own writer. */
export interface ResponseReader {
  viewerId: string | null;
  isDiscussionAuthor: boolean;
}

function readable(reader: ResponseReader) {
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

/**
 * The responses this reader may see (every column of each), as a query the responses module pages and orders:
 * the top-level ones of a story's or list's discussion (`root`), or the replies under one response (`parentId`).
 */
export function responsesIn(
  db: Executor,
  input: ({ root: { postId: string } | { catalogId: string } } | { parentId: string }) & { reader: ResponseReader },
): SelectQueryBuilder<DB, 'posts', Selectable<PostsTable>> {
  let query = db.selectFrom('posts').selectAll('posts');
  if ('parentId' in input) query = query.where('posts.response_parent_id', '=', input.parentId);
  else {
    query = query.where('posts.response_depth', '=', 0);
    query = 'postId' in input.root
      ? query.where('posts.response_root_post_id', '=', input.root.postId)
      : query.where('posts.response_root_catalog_id', '=', input.root.catalogId);
  }
  return query.where(readable(input.reader));
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
