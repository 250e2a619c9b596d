import type { Executor } from '../../db';
import { carriesAnyTag, inCollection, joinListedStories, postRowsByIds } from '../posts';
import { notHiddenFrom } from '../relations';

/** A position in a ranked list: the score and the story id break ties. */
export interface RankCursor {
  score: number;
  id: string;
}

export type ActivityKind = 'reads' | 'claps' | 'responses';

// Recording activity.

/**
 * Counts one event's activity into the story's hour, once per event: the event id is remembered with the
 * count, so a second delivery changes nothing. Answers whether it counted. Run it in a transaction (the
 * subscriber's), so the event is remembered only with its count.
 */
export async function recordActivity(
  trx: Executor,
  input: { eventId: string; postId: string; hour: number; kind: ActivityKind; amount: number; now: number },
): Promise<boolean> {
  const seen = await trx
    .insertInto('trending_seen_events')
    .values({ event_id: input.eventId, seen_at: input.now })
    .onConflict((c) => c.column('event_id').doNothing())
    .executeTakeFirst();
  if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if ((await postRowsByIds(trx, [input.postId])).length === 0) return false;
  await trx
    .insertInto('trending_activity')
    .values({ post_id: input.postId, hour: input.hour, reads: 0, claps: 0, responses: 0, [input.kind]: input.amount })
    .onConflict((c) =>
      c.columns(['post_id', 'hour']).doUpdateSet((eb) => ({ [input.kind]: eb(`trending_activity.${input.kind}`, '+', input.amount) })),
    )
    .execute();
  await markChanged(trx, { postId: input.postId, now: input.now });
  return true;
}

/**
 * Notes that a story's activity changed, so the next run scores it again: its row in `trending_changes` is
 * added, or its version bumped (a run that read the older version then leaves the row for the next run).
 */
async function markChanged(trx: Executor, input: { postId: string; now: number }): Promise<void> {
  await trx
    .insertInto('trending_changes')
    .values({ post_id: input.postId, version: 1, changed_at: input.now })
    .onConflict((c) =>
      c.column('post_id').doUpdateSet((eb) => ({ version: eb('trending_changes.version', '+', 1), changed_at: eb.ref('excluded.changed_at') })),
    )
    .execute();
}

/** Adds counted activity in bulk (demo content, and activity carried over from existing rows). */
export async function addActivity(db: Executor, rows: readonly ActivityRow[], now: number): Promise<void> {
  for (const row of rows) {
    await markChanged(db, { postId: row.postId, now });
    await db
      .insertInto('trending_activity')
      .values({ post_id: row.postId, hour: row.hour, reads: row.reads, claps: row.claps, responses: row.responses })
      .onConflict((c) =>
        c.columns(['post_id', 'hour']).doUpdateSet((eb) => ({
          reads: eb('trending_activity.reads', '+', row.reads),
          claps: eb('trending_activity.claps', '+', row.claps),
          responses: eb('trending_activity.responses', '+', row.responses),
        })),
      )
      .execute();
  }
}

// The job's reads and writes.

/** Stories with activity at or after `since`, in id order, after `afterId` (the job walks them in batches). */
export async function activePostIds(db: Executor, since: number, afterId: string | null, limit: number): Promise<string[]> {
  let query = db.selectFrom('trending_activity').select('post_id').distinct().where('hour', '>=', since);
  if (afterId) query = query.where('post_id', '>', afterId);
  const rows = await query.orderBy('post_id').limit(limit).execute();
  return rows.map((r) => r.post_id);
}

export interface ActivityRow {
  postId: string;
  hour: number;
  reads: number;
  claps: number;
  responses: number;
}

/**
 * The hours of activity since `since` of these stories. Every story with activity is scored, listed or not:
 * pages keep only the stories lists may show when they read the scores, so a story unlisted, unpublished or
 * suspended is gone from them at once and one listed again is back at once, without a run.
 */
export async function activityOf(db: Executor, postIds: readonly string[], since: number): Promise<ActivityRow[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectFrom('trending_activity')
    .select(['trending_activity.post_id', 'trending_activity.hour', 'trending_activity.reads', 'trending_activity.claps', 'trending_activity.responses'])
    .where('trending_activity.post_id', 'in', postIds)
    .where('trending_activity.hour', '>=', since)
    .execute();
  return rows.map((r) => ({ postId: r.post_id, hour: Number(r.hour), reads: r.reads, claps: r.claps, responses: r.responses }));
}

export interface ScoreRow {
  mode: string;
  postId: string;
  score: number;
}

/**
 * Replaces the scores of these stories in these modes with the ones given (stories without a score in a mode
 * leave it). Run it in a transaction (the job opens one per batch), so a page never reads a story between its
 * two writes. Naming the modes lets the delete seek the primary key (mode, post_id) instead of reading the table.
 */
export async function replaceScores(
  trx: Executor,
  input: { postIds: readonly string[]; modes: readonly string[]; scores: readonly ScoreRow[]; computedAt: number },
): Promise<void> {
  const { postIds, scores, computedAt } = input;
  if (postIds.length === 0) return;
  await trx.deleteFrom('trending_scores').where('mode', 'in', input.modes).where('post_id', 'in', postIds).execute();
  for (let i = 0; i < scores.length; i += 200) {
    const chunk = scores.slice(i, i + 200);
    await trx
      .insertInto('trending_scores')
      .values(chunk.map((s) => ({ mode: s.mode, post_id: s.postId, score: s.score, computed_at: computedAt })))
      .execute();
  }
}

/** Drops what a full run did not write again (stories whose activity left every window). */
export async function dropScoresOlderThan(db: Executor, computedAt: number): Promise<void> {
  await db.deleteFrom('trending_scores').where('computed_at', '<', computedAt).execute();
}

/** A story marked changed, and the version of the mark the job read. */
export interface ChangeMark {
  postId: string;
  version: number;
}

/** The stories marked changed, in id order after `afterId` (the job walks them in batches). */
export async function changedPosts(db: Executor, afterId: string | null, limit: number): Promise<ChangeMark[]> {
  let query = db.selectFrom('trending_changes').select(['post_id', 'version']);
  if (afterId) query = query.where('post_id', '>', afterId);
  const rows = await query.orderBy('post_id').limit(limit).execute();
  return rows.map((r) => ({ postId: r.post_id, version: Number(r.version) }));
}

/** Removes the marks of stories just scored, unless a newer count bumped a mark since it was read. */
export async function forgetChanges(trx: Executor, marks: readonly ChangeMark[]): Promise<void> {
  if (marks.length === 0) return;
  await trx
    .deleteFrom('trending_changes')
    .where((eb) => eb.or(marks.map((m) => eb.and([eb('post_id', '=', m.postId), eb('version', '=', m.version)]))))
    .execute();
}

/** The stories with activity in any of these spans of hours (each `[after, until]`: after < hour <= until), in id order. */
export async function postIdsWithActivityIn(db: Executor, spans: readonly (readonly [after: number, until: number])[]): Promise<string[]> {
  if (spans.length === 0) return [];
  const rows = await db
    .selectFrom('trending_activity')
    .select('post_id')
    .distinct()
    .where((eb) => eb.or(spans.map(([after, until]) => eb.and([eb('hour', '>', after), eb('hour', '<=', until)]))))
    .orderBy('post_id')
    .execute();
  return rows.map((r) => r.post_id);
}

// The job's watermark and lease: one row.

const WATERMARK = 'scores';

/**
 * Takes the lease of a run, unless another run holds one that has not run out: answers the time of the last
 * complete run (null before the first), or `false` when another run holds the lease.
 */
export async function claimRun(db: Executor, input: { runId: string; now: number; leaseMs: number }): Promise<{ scoredAt: number | null } | false> {
  await db
    .insertInto('trending_watermark')
    .values({ name: WATERMARK, scored_at: null, run_id: null, lease_until: null })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('trending_watermark')
    .set({ run_id: input.runId, lease_until: input.now + input.leaseMs })
    .where('name', '=', WATERMARK)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', input.now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const row = await db.selectFrom('trending_watermark').select('scored_at').where('name', '=', WATERMARK).executeTakeFirstOrThrow();
  return { scoredAt: row.scored_at === null ? null : Number(row.scored_at) };
}

/**
 * Renews the run's lease, answering whether it still held it. Run it first in each transaction that writes
 * scores: on PostgreSQL it locks the row until the commit, so a run that lost its lease writes nothing.
 */
export async function renewRun(trx: Executor, input: { runId: string; now: number; leaseMs: number }): Promise<boolean> {
  const renewed = await trx
    .updateTable('trending_watermark')
    .set({ lease_until: input.now + input.leaseMs })
    .where('name', '=', WATERMARK)
    .where('run_id', '=', input.runId)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Ends the run: its time becomes the watermark and the lease is let go. Answers whether the run still held it. */
export async function finishRun(db: Executor, input: { runId: string; scoredAt: number }): Promise<boolean> {
  const done = await db
    .updateTable('trending_watermark')
    .set({ scored_at: input.scoredAt, run_id: null, lease_until: null })
    .where('name', '=', WATERMARK)
    .where('run_id', '=', input.runId)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The time of the last complete run (null before the first). */
export async function scoredAt(db: Executor): Promise<number | null> {
  const row = await db.selectFrom('trending_watermark').select('scored_at').where('name', '=', WATERMARK).executeTakeFirst();
  return row?.scored_at == null ? null : Number(row.scored_at);
}

/** Makes the next run a full one (it scores every story with activity): for operators and the benchmark. */
export async function forgetWatermark(db: Executor): Promise<void> {
  await db.updateTable('trending_watermark').set({ scored_at: null }).where('name', '=', WATERMARK).execute();
}

/** Forgets activity and seen events nobody will count again. */
export async function pruneActivity(db: Executor, input: { activityBefore: number; eventsBefore: number }): Promise<void> {
  await db.deleteFrom('trending_activity').where('hour', '<', input.activityBefore).execute();
  await db.deleteFrom('trending_seen_events').where('seen_at', '<', input.eventsBefore).execute();
}

// Pages.

/**
 * One page of a mode's ranking, best first, from the cursor on: an index seek on (mode, score, post_id).
 * Stories are checked again against the posts themselves, so one unpublished since the last run is gone at once.
 */
export async function rankedPage(
  db: Executor,
  input: {
    mode: string;
    limit: number;
    after: RankCursor | null;
    tagSlugs?: readonly string[] | null;
    collectionId?: string | null;
    viewerId?: string | null;
    ignoredIds?: readonly string[];
  },
): Promise<RankCursor[]> {
  let query = joinListedStories(db.selectFrom('trending_scores'), 'trending_scores.post_id')
    .select(['trending_scores.post_id', 'trending_scores.score'])
    .where('trending_scores.mode', '=', input.mode);
  const after = input.after;
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('trending_scores.score', 'trending_scores.post_id'), '<', eb.tuple(after.score, after.id)));
  }
  const tagSlugs = input.tagSlugs;
  if (tagSlugs) {
    if (tagSlugs.length === 0) return [];
    query = query.where(carriesAnyTag('trending_scores.post_id', tagSlugs));
  }
  if (input.collectionId) query = query.where(inCollection(input.collectionId));
  if (input.ignoredIds && input.ignoredIds.length > 0) query = query.where('trending_scores.post_id', 'not in', input.ignoredIds);
  if (input.viewerId) query = query.where(notHiddenFrom(input.viewerId));
  const rows = await query.orderBy('trending_scores.score', 'desc').orderBy('trending_scores.post_id', 'desc').limit(input.limit).execute();
  return rows.map((r) => ({ score: Number(r.score), id: r.post_id }));
}

// Lists under /browse.

export async function browseCatalogId(db: Executor, slug: string): Promise<string | null> {
  const row = await db.selectFrom('browse_catalogs').select('catalog_id').where('slug', '=', slug).executeTakeFirst();
  return row?.catalog_id ?? null;
}

export async function browseSlugOf(db: Executor, catalogId: string): Promise<string | null> {
  const row = await db.selectFrom('browse_catalogs').select('slug').where('catalog_id', '=', catalogId).executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * Gives a list its browse address (taking it from any list that had it, and dropping the list's old one). Run it
 * in a transaction (the staff mutation's, or the demo content's).
 */
export async function setBrowseSlug(trx: Executor, input: { slug: string; catalogId: string; createdBy: string | null; now: number }): Promise<void> {
  await trx.deleteFrom('browse_catalogs').where((eb) => eb.or([eb('slug', '=', input.slug), eb('catalog_id', '=', input.catalogId)])).execute();
  await trx.insertInto('browse_catalogs').values({ slug: input.slug, catalog_id: input.catalogId, created_by: input.createdBy, created_at: input.now }).execute();
}

export async function removeBrowseSlug(db: Executor, catalogId: string): Promise<void> {
  await db.deleteFrom('browse_catalogs').where('catalog_id', '=', catalogId).execute();
}
