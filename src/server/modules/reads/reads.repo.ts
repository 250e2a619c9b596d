import type { Executor } from '../../db';
import { joinPosts, openableStory, statsStoryOf, toPost, type PostModel } from '../posts';
import { notByBlockersOf } from '../relations';

export interface ViewRow {
  id: string;
  postId: string;
  viewerId: string | null;
  engagedMs: number;
  scrollTop: number;
  progress: number;
  readAt: number | null;
  createdAt: number;
}

export interface ViewTotals {
  engagedMs: number;
  scrollTop: number;
  progress: number;
}

// pg answers bigint and numeric columns as numbers (see db/dialect.ts), but counts may still come as strings.
const num = (value: unknown) => Number(value ?? 0);

export async function findView(db: Executor, id: string): Promise<ViewRow | null> {
  const row = await db
    .selectFrom('post_views')
    .select(['id', 'post_id', 'viewer_id', 'engaged_ms', 'scroll_top', 'progress', 'read_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    postId: row.post_id,
    viewerId: row.viewer_id,
    engagedMs: num(row.engaged_ms),
    scrollTop: num(row.scroll_top),
    progress: num(row.progress),
    readAt: row.read_at === null ? null : num(row.read_at),
    createdAt: num(row.created_at),
  };
}

/** Starts a page view; false when one with this id already exists. */
export async function insertView(
  db: Executor,
  view: { id: string; postId: string; viewerId: string | null; collectionId: string | null; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('post_views')
    .values({
      id: view.id,
      post_id: view.postId,
      viewer_id: view.viewerId,
      collection_id: view.collectionId,
      created_at: view.now,
      updated_at: view.now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Moves a page view's totals on, only if they are still what the caller read (another ping of the same
 * view may have moved them meanwhile): false then, and the caller reads again.
 */
export async function advanceView(db: Executor, id: string, from: ViewTotals, to: ViewTotals, now: number): Promise<boolean> {
  const result = await db
    .updateTable('post_views')
    .set({ engaged_ms: to.engagedMs, scroll_top: to.scrollTop, progress: to.progress, updated_at: now })
    .where('id', '=', id)
    .where('engaged_ms', '=', from.engagedMs)
    .where('scroll_top', '=', from.scrollTop)
    .where('progress', '=', from.progress)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markViewRead(db: Executor, id: string, now: number): Promise<void> {
  await db.updateTable('post_views').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
}

/** A new page view of a story puts it (back) at the top of the reader's history. */
export async function touchHistory(db: Executor, userId: string, postId: string, now: number): Promise<void> {
  await db
    .insertInto('reading_history')
    .values({ user_id: userId, post_id: postId, first_viewed_at: now, last_viewed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doUpdateSet({ last_viewed_at: now, hidden_at: null }))
    .execute();
}

export interface HistoryFacts {
  engagedMs: number;
  progress: number;
  readAt: number | null;
}

/** Adds a view's new engaged time to the reader's total for the story, and keeps the furthest progress. */
export async function addHistoryEngagement(db: Executor, userId: string, postId: string, deltaMs: number, progress: number): Promise<HistoryFacts | null> {
  await db
    .updateTable('reading_history')
    .set((eb) => ({
      engaged_ms: eb('engaged_ms', '+', deltaMs),
      progress: eb.case().when('progress', '<', progress).then(progress).else(eb.ref('progress')).end(),
    }))
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .execute();
  const row = await db
    .selectFrom('reading_history')
    .select(['engaged_ms', 'progress', 'read_at'])
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row ? { engagedMs: num(row.engaged_ms), progress: num(row.progress), readAt: row.read_at === null ? null : num(row.read_at) } : null;
}

/** Marks the story read for this reader; true only the one time it really changed. */
export async function markHistoryRead(db: Executor, userId: string, postId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('reading_history')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface HistoryCursor {
  lastViewedAt: number;
  postId: string;
}

export interface HistoryEntry {
  post: PostModel;
  firstViewedAt: number;
  lastViewedAt: number;
  readAt: number | null;
}

/**
 * The reader's visible history, newest first, keyset paged: only stories still published and readable
 * (not deleted or suspended, not by someone who blocked the reader), in SQL so every page is full.
 */
export async function historyPage(db: Executor, userId: string, limit: number, after: HistoryCursor | null): Promise<HistoryEntry[]> {
  let query = joinPosts(db.selectFrom('reading_history'), 'reading_history.post_id')
    .selectAll('posts')
    .select(['reading_history.first_viewed_at', 'reading_history.last_viewed_at', 'reading_history.read_at as history_read_at'])
    .where('reading_history.user_id', '=', userId)
    .where('reading_history.hidden_at', 'is', null)
    .where(openableStory)
    .where(notByBlockersOf(userId));
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('reading_history.last_viewed_at', 'reading_history.post_id'), '<', eb.tuple(after.lastViewedAt, after.postId)),
    );
  }
  const rows = await query.orderBy('reading_history.last_viewed_at', 'desc').orderBy('reading_history.post_id', 'desc').limit(limit).execute();
  return rows.map((row) => {
    const { first_viewed_at, last_viewed_at, history_read_at, ...post } = row;
    return {
      post: toPost(post),
      firstViewedAt: num(first_viewed_at),
      lastViewedAt: num(last_viewed_at),
      readAt: history_read_at === null ? null : num(history_read_at),
    };
  });
}

/**
 * Takes stories out of the reader's history (all of them when `postIds` is null): rows never read go,
 * read ones are hidden (a story read again is not a second read), and the reader's page views of them
 * no longer say who viewed. Answers how many visible entries went.
 */
export async function forgetHistory(db: Executor, userId: string, postIds: string[] | null, now: number): Promise<number> {
  let visible = db
    .selectFrom('reading_history')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('hidden_at', 'is', null);
  let remove = db.deleteFrom('reading_history').where('user_id', '=', userId).where('read_at', 'is', null);
  let hide = db.updateTable('reading_history').set({ hidden_at: now }).where('user_id', '=', userId).where('hidden_at', 'is', null);
  let detach = db.updateTable('post_views').set({ viewer_id: null }).where('viewer_id', '=', userId);
  if (postIds) {
    if (postIds.length === 0) return 0;
    visible = visible.where('post_id', 'in', postIds);
    remove = remove.where('post_id', 'in', postIds);
    hide = hide.where('post_id', 'in', postIds);
    detach = detach.where('post_id', 'in', postIds);
  }
  const count = num((await visible.executeTakeFirst())?.n);
  await remove.execute();
  await hide.execute();
  await detach.execute();
  return count;
}

export interface ViewCounts {
  views: number;
  reads: number;
}

/**
 * Views and reads of each story: all time, or (with `since`) views begun since then and reads made since then,
 * the same way `viewTimesSince` counts a writer's period, so that a period's rows add up to its total.
 */
export async function viewCounts(db: Executor, postIds: readonly string[], since: number | null = null): Promise<Map<string, ViewCounts>> {
  const counts = new Map<string, ViewCounts>();
  if (postIds.length === 0) return counts;
  const from = since ?? 0;
  const rows = await db
    .selectFrom('post_views')
    .select((eb) => [
      'post_id',
      eb.fn.sum<number>(eb.case().when('created_at', '>=', from).then(1).else(0).end()).as('views'),
      eb.fn.sum<number>(eb.case().when('read_at', '>=', from).then(1).else(0).end()).as('reads'),
    ])
    .where('post_id', 'in', postIds)
    .where((eb) => eb.or([eb('created_at', '>=', from), eb('read_at', '>=', from)]))
    .groupBy('post_id')
    .execute();
  for (const row of rows) counts.set(row.post_id, { views: num(row.views), reads: num(row.reads) });
  return counts;
}

/**
 * When each view and read of a writer's stories happened since `since` (for views and reads per day): a view
 * begun just before `since` and read after it is a read of the period, not a view of it. The stories are the
 * ones a writer's stats list (published, not responses, not deleted), so the total is the sum of the list's rows.
 */
export async function viewTimesSince(db: Executor, creatorId: string, since: number): Promise<{ views: number[]; reads: number[] }> {
  const rows = await joinPosts(db.selectFrom('post_views'), 'post_views.post_id')
    .select(['post_views.created_at', 'post_views.read_at'])
    .where(statsStoryOf(creatorId))
    .where((eb) => eb.or([eb('post_views.created_at', '>=', since), eb('post_views.read_at', '>=', since)]))
    .execute();
  return {
    views: rows.map((r) => num(r.created_at)).filter((at) => at >= since),
    reads: rows.filter((r) => r.read_at !== null && num(r.read_at) >= since).map((r) => num(r.read_at)),
  };
}

/** A reader's engaged time on one story over a period (the sum of their page views begun in it). */
export interface EngagedTime {
  readerId: string;
  postId: string;
  /** The story's writer. */
  creatorId: string;
  engagedMs: number;
}

/**
 * Engaged reading time per (reader, story) for page views begun in [from, to), for the given readers, or for
 * the readers of one writer's stories. Views with no engaged time, and a reader's own stories, are left out.
 */
export async function engagedTimeInPeriod(
  db: Executor,
  options: { from: number; to: number; readerIds?: readonly string[]; creatorId?: string },
): Promise<EngagedTime[]> {
  if (options.readerIds && options.readerIds.length === 0) return [];
  let query = joinPosts(db.selectFrom('post_views'), 'post_views.post_id')
    .select((eb) => ['post_views.viewer_id', 'post_views.post_id', 'posts.creator_id', eb.fn.sum<number>('post_views.engaged_ms').as('engaged_ms')])
    .where('post_views.viewer_id', 'is not', null)
    .where('post_views.created_at', '>=', options.from)
    .where('post_views.created_at', '<', options.to)
    .where('post_views.engaged_ms', '>', 0)
    .whereRef('posts.creator_id', '!=', 'post_views.viewer_id');
  if (options.readerIds) query = query.where('post_views.viewer_id', 'in', options.readerIds);
  if (options.creatorId) query = query.where('posts.creator_id', '=', options.creatorId);
  const rows = await query.groupBy(['post_views.viewer_id', 'post_views.post_id', 'posts.creator_id']).execute();
  return rows.map((row) => ({ readerId: row.viewer_id!, postId: row.post_id, creatorId: row.creator_id, engagedMs: num(row.engaged_ms) }));
}

/** Readers (signed in) with engaged time on a writer's stories in [from, to). */
export async function readersOfWriterInPeriod(db: Executor, creatorId: string, from: number, to: number): Promise<string[]> {
  const rows = await joinPosts(db.selectFrom('post_views'), 'post_views.post_id')
    .select('post_views.viewer_id')
    .distinct()
    .where('posts.creator_id', '=', creatorId)
    .where('post_views.viewer_id', 'is not', null)
    .where('post_views.created_at', '>=', from)
    .where('post_views.created_at', '<', to)
    .where('post_views.engaged_ms', '>', 0)
    .execute();
  return rows.map((row) => row.viewer_id!).filter((id) => id !== creatorId);
}
