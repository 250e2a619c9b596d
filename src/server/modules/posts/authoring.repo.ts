import type { Updateable } from 'kysely';
import type { NormalizedTag } from '../../../shared/validation/stories';
import type { Executor } from '../../db';
import type { PostsTable } from '../../db/schema.generated';
import { toPost, type PostModel, type StatusForCollection } from './posts.repo';

export interface VersionRow {
  version: number;
  title: string;
  subtitle: string;
  /** The PostBody as stored (JSON). */
  body: string;
  createdAt: number;
  /** Who saved it (null for versions saved before this was kept). */
  savedBy: string | null;
}

/** What a saved version changes on the post row (for drafts; a published story keeps its published title until republished). */
export interface DraftSummary {
  title: string;
  subtitle: string;
  slug: string;
  readingTime: number;
  wordCount: number;
}

export interface NewDraft extends DraftSummary {
  id: string;
  creatorId: string;
  pendingCollectionId: string | null;
  statusForCollection: StatusForCollection | null;
  body: string;
  shareKey: string;
  now: number;
  emailOnly?: boolean;
}

export async function insertDraft(db: Executor, draft: NewDraft): Promise<void> {
  await db
    .insertInto('posts')
    .values({
      id: draft.id,
      creator_id: draft.creatorId,
      pending_collection_id: draft.pendingCollectionId,
      status_for_collection: draft.statusForCollection,
      title: draft.title,
      subtitle: draft.subtitle,
      slug: draft.slug,
      reading_time: draft.readingTime,
      word_count: draft.wordCount,
      latest_version: 1,
      share_key: draft.shareKey,
      email_only: draft.emailOnly ? 1 : 0,
      created_at: draft.now,
      updated_at: draft.now,
    })
    .execute();
  await insertVersion(db, draft.id, { version: 1, title: draft.title, subtitle: draft.subtitle, body: draft.body, createdAt: draft.now, savedBy: draft.creatorId });
}

export async function insertVersion(db: Executor, postId: string, row: VersionRow): Promise<void> {
  await db
    .insertInto('post_versions')
    .values({ post_id: postId, version: row.version, title: row.title, subtitle: row.subtitle, body: row.body, created_at: row.createdAt, saved_by: row.savedBy })
    .execute();
}

/** Everyone who saved a version of the story that is kept (its author and editors of its publication). */
export async function versionSavers(db: Executor, postId: string): Promise<string[]> {
  const rows = await db.selectFrom('post_versions').select('saved_by').distinct().where('post_id', '=', postId).where('saved_by', 'is not', null).execute();
  return rows.map((r) => r.saved_by!);
}

export async function versionRow(db: Executor, postId: string, version: number): Promise<VersionRow | null> {
  const row = await db
    .selectFrom('post_versions')
    .select(['version', 'title', 'subtitle', 'body', 'created_at', 'saved_by'])
    .where('post_id', '=', postId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { version: row.version, title: row.title, subtitle: row.subtitle, body: row.body, createdAt: row.created_at, savedBy: row.saved_by } : null;
}

export async function deleteVersion(db: Executor, postId: string, version: number): Promise<void> {
  await db.deleteFrom('post_versions').where('post_id', '=', postId).where('version', '=', version).execute();
}

/**
 * The optimistic lock: moves the post from `baseVersion` to `baseVersion + 1` in one statement, which
 * succeeds only while `baseVersion` is still the newest. Null when someone else saved first (or the post is gone).
 */
export async function claimNextVersion(
  db: Executor,
  postId: string,
  baseVersion: number,
  now: number,
  summary: DraftSummary | null,
): Promise<{ latestPublishedVersion: number | null } | null> {
  const values: Updateable<PostsTable> = { latest_version: baseVersion + 1, updated_at: now };
  if (summary) Object.assign(values, summaryColumns(summary));
  const row = await db
    .updateTable('posts')
    .set(values)
    .where('id', '=', postId)
    .where('latest_version', '=', baseVersion)
    .where('deleted_at', 'is', null)
    .returning(['latest_published_version'])
    .executeTakeFirst();
  return row ? { latestPublishedVersion: row.latest_published_version } : null;
}

export function summaryColumns(summary: DraftSummary): Updateable<PostsTable> {
  return {
    title: summary.title,
    subtitle: summary.subtitle,
    slug: summary.slug,
    reading_time: summary.readingTime,
    word_count: summary.wordCount,
  };
}

/** Updates a live post, only while its newest version is still `expectedVersion` when one is given. True if it changed. */
export async function updatePost(
  db: Executor,
  postId: string,
  values: Updateable<PostsTable>,
  expectedVersion: number | null = null,
): Promise<boolean> {
  let query = db.updateTable('posts').set(values).where('id', '=', postId).where('deleted_at', 'is', null);
  if (expectedVersion !== null) query = query.where('latest_version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceTags(db: Executor, postId: string, tags: readonly NormalizedTag[], now: number): Promise<void> {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('tags')
    .values(tags.map((t) => ({ slug: t.slug, name: t.name, created_at: now })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  await db
    .insertInto('post_tags')
    .values(tags.map((t, position) => ({ post_id: postId, tag_slug: t.slug, position })))
    .execute();
}

export type StoryFilter = 'DRAFTS' | 'PUBLIC' | 'UNLISTED' | 'RESPONSES';

export interface StoryCursor {
  at: number;
  id: string;
}

/** One writer's stories in a "Your stories" tab: drafts by last edit, published ones by publication, newest first. */
export async function storiesOf(
  db: Executor,
  creatorId: string,
  filter: StoryFilter,
  limit: number,
  after: StoryCursor | null,
): Promise<PostModel[]> {
  const sortColumn = filter === 'DRAFTS' ? 'updated_at' : 'published_at';
  let query = db.selectFrom('posts').selectAll().where('creator_id', '=', creatorId).where('deleted_at', 'is', null);
  // Responses are stories too, listed in their own tab only.
  query = query.where('is_response', '=', filter === 'RESPONSES' ? 1 : 0);
  if (filter === 'DRAFTS') query = query.where('is_published', '=', 0);
  else if (filter === 'RESPONSES') query = query.where('is_published', '=', 1);
  else {
    query = query
      .where('is_published', '=', 1)
      .where('visibility', 'in', filter === 'PUBLIC' ? ['PUBLIC', 'LOCKED'] : ['UNLISTED']);
  }
  if (after) {
    query = query.where((eb) => eb(eb.refTuple(sortColumn, 'id'), '<', eb.tuple(after.at, after.id)));
  }
  const rows = await query.orderBy(sortColumn, 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toPost);
}

export async function storyCounts(db: Executor, creatorId: string): Promise<{ drafts: number; public: number; unlisted: number; responses: number }> {
  const rows = await db
    .selectFrom('posts')
    .select(['is_published', 'visibility', 'is_response', (eb) => eb.fn.countAll<number>().as('n')])
    .where('creator_id', '=', creatorId)
    .where('deleted_at', 'is', null)
    .groupBy(['is_published', 'visibility', 'is_response'])
    .execute();
  const counts = { drafts: 0, public: 0, unlisted: 0, responses: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (Number(row.is_response) === 1) counts.responses += n;
    else if (row.is_published !== 1) counts.drafts += n;
    else if (row.visibility === 'UNLISTED') counts.unlisted += n;
    else counts.public += n;
  }
  return counts;
}
