import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { SeriesPartsTable } from '../../db/schema.generated';
import { isPublishedStory } from '../posts';

export interface SeriesPartModel {
  id: string;
  seriesId: string;
  position: number;
  /** The body as stored (PostBody JSON). */
  body: string;
  wordCount: number;
  publishedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** Its place among the parts the reader was shown, from 1. */
  number: number;
}

function toPart(row: Selectable<SeriesPartsTable>, number = 0): SeriesPartModel {
  return {
    id: row.id,
    seriesId: row.series_id,
    position: Number(row.position),
    body: row.body,
    wordCount: Number(row.word_count),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    number,
  };
}

/** A series' parts in order: the published ones, or every one (its writer's view). */
export async function partsOf(db: Executor, seriesId: string, withDrafts: boolean): Promise<SeriesPartModel[]> {
  const rows = await db
    .selectFrom('series_parts')
    .selectAll()
    .where('series_id', '=', seriesId)
    .$if(!withDrafts, (q) => q.where('published_at', 'is not', null))
    .orderBy('position')
    .execute();
  return rows.map((row, index) => toPart(row, index + 1));
}

export async function partById(db: Executor, partId: string): Promise<SeriesPartModel | null> {
  const row = await db.selectFrom('series_parts').selectAll().where('id', '=', partId).executeTakeFirst();
  return row ? toPart(row) : null;
}

export async function countParts(db: Executor, seriesId: string): Promise<number> {
  const row = await db.selectFrom('series_parts').select((eb) => eb.fn.countAll().as('n')).where('series_id', '=', seriesId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface NewPart {
  id: string;
  seriesId: string;
  body: string;
  wordCount: number;
  publishedAt: number | null;
  now: number;
}

/** Appends a part after the last one (the unique order index turns a concurrent append into an error, not a tie). */
export async function insertPart(trx: Executor, part: NewPart): Promise<void> {
  const last = await trx.selectFrom('series_parts').select((eb) => eb.fn.max('position').as('max')).where('series_id', '=', part.seriesId).executeTakeFirst();
  await trx
    .insertInto('series_parts')
    .values({
      id: part.id,
      series_id: part.seriesId,
      position: Number(last?.max ?? 0) + 1,
      body: part.body,
      word_count: part.wordCount,
      published_at: part.publishedAt,
      created_at: part.now,
      updated_at: part.now,
    })
    .execute();
}

export async function updatePartBody(trx: Executor, partId: string, body: string, wordCount: number, now: number): Promise<void> {
  await trx.updateTable('series_parts').set({ body, word_count: wordCount, updated_at: now }).where('id', '=', partId).execute();
}

/** Publishes the part, or every draft part of the series; answers the ids it published. */
export async function publishParts(trx: Executor, target: { seriesId: string; partId?: string }, now: number): Promise<string[]> {
  const rows = await trx
    .updateTable('series_parts')
    .set({ published_at: now, updated_at: now })
    .where('series_id', '=', target.seriesId)
    .where('published_at', 'is', null)
    .$if(target.partId !== undefined, (q) => q.where('id', '=', target.partId ?? ''))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deletePart(trx: Executor, partId: string): Promise<void> {
  await trx.deleteFrom('series_parts').where('id', '=', partId).execute();
}

export interface SeriesStats {
  publishedParts: number;
  lastPublishedAt: number | null;
}

export async function seriesStats(db: Executor, seriesIds: readonly string[]): Promise<Map<string, SeriesStats>> {
  const found = new Map<string, SeriesStats>();
  if (seriesIds.length === 0) return found;
  const rows = await db
    .selectFrom('series_parts')
    .select((eb) => ['series_id', eb.fn.countAll().as('n'), eb.fn.max('published_at').as('last')])
    .where('series_id', 'in', seriesIds)
    .where('published_at', 'is not', null)
    .groupBy('series_id')
    .execute();
  for (const row of rows) found.set(row.series_id, { publishedParts: Number(row.n), lastPublishedAt: row.last === null ? null : Number(row.last) });
  return found;
}

export async function followerCounts(db: Executor, seriesIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (seriesIds.length === 0) return found;
  const rows = await db
    .selectFrom('series_follows')
    .select((eb) => ['series_id', eb.fn.countAll().as('n')])
    .where('series_id', 'in', seriesIds)
    .groupBy('series_id')
    .execute();
  for (const row of rows) found.set(row.series_id, Number(row.n));
  return found;
}

export async function followedSeries(db: Executor, userId: string, seriesIds: readonly string[]): Promise<Set<string>> {
  if (seriesIds.length === 0) return new Set();
  const rows = await db.selectFrom('series_follows').select('series_id').where('user_id', '=', userId).where('series_id', 'in', seriesIds).execute();
  return new Set(rows.map((row) => row.series_id));
}

/** True when the follow is new (following twice changes nothing). */
export async function insertFollow(trx: Executor, seriesId: string, userId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('series_follows')
    .values({ series_id: seriesId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['series_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFollow(trx: Executor, seriesId: string, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom('series_follows').where('series_id', '=', seriesId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface FollowerCursor {
  createdAt: number;
  userId: string;
}

/** The next followers in keyset order past the cursor (each batch of the new-part fan-out seeks, never scans). */
export async function followersAfter(db: Executor, seriesId: string, after: FollowerCursor | null, limit: number): Promise<FollowerCursor[]> {
  const rows = await db
    .selectFrom('series_follows')
    .select(['user_id', 'created_at'])
    .where('series_id', '=', seriesId)
    .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('created_at', 'user_id'), '>', eb.tuple(after!.createdAt, after!.userId))))
    .orderBy('created_at')
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ createdAt: Number(row.created_at), userId: row.user_id }));
}

/** Whether a part is still there to read: the part published, its series published and not deleted (one query). */
export async function isPublishedPart(db: Executor, partId: string): Promise<boolean> {
  const row = await db
    .selectFrom('series_parts')
    .select('series_parts.id')
    .where('series_parts.id', '=', partId)
    .where('series_parts.published_at', 'is not', null)
    .where((eb) => isPublishedStory(eb, 'series_parts.series_id'))
    .executeTakeFirst();
  return row !== undefined;
}
