import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { SequencesTable } from '../../db/schema.generated';
import { notHiddenFrom } from '../relations';
import { joinPosts, listedStory, toPost, type PostModel } from '../posts';

export interface SequenceModel {
  id: string;
  slug: string;
  title: string;
  description: string;
  creatorId: string;
  postCount: number;
  createdAt: number;
  updatedAt: number;
}

function toSequence(row: Selectable<SequencesTable>): SequenceModel {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    creatorId: row.creator_id,
    postCount: Number(row.post_count),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function sequenceBySlug(db: Executor, slug: string): Promise<SequenceModel | null> {
  const row = await db.selectFrom('sequences').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toSequence(row) : null;
}

export async function sequenceById(db: Executor, id: string): Promise<SequenceModel | null> {
  const row = await db.selectFrom('sequences').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSequence(row) : null;
}

export interface SequenceCursor {
  updatedAt: number;
  id: string;
}

/** Sequences with stories, last changed first, keyset-paged on (updated_at, id). */
export async function sequencesPage(db: Executor, limit: number, after: SequenceCursor | null): Promise<SequenceModel[]> {
  const rows = await db
    .selectFrom('sequences')
    .selectAll()
    .where('post_count', '>', 0)
    .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('updated_at', 'id'), '<', eb.tuple(after!.updatedAt, after!.id))))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSequence);
}

export async function sequencesOf(db: Executor, creatorId: string, limit: number): Promise<SequenceModel[]> {
  const rows = await db.selectFrom('sequences').selectAll().where('creator_id', '=', creatorId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toSequence);
}

/** The sequence's stories in order, those anyone may find in a list and the reader is not hiding. */
export async function sequenceStories(db: Executor, sequenceId: string, viewerId: string | null): Promise<PostModel[]> {
  const rows = await joinPosts(db.selectFrom('sequence_posts'), 'sequence_posts.post_id')
    .selectAll('posts')
    .where('sequence_posts.sequence_id', '=', sequenceId)
    .where((eb) => listedStory(eb))
    .$if(viewerId !== null, (q) => q.where(notHiddenFrom(viewerId ?? '')))
    .orderBy('sequence_posts.position')
    .execute();
  return rows.map(toPost);
}

/** Every story id of the sequence in order, readable or not (its curator arranges them all). */
export async function sequencePostIds(db: Executor, sequenceId: string): Promise<string[]> {
  const rows = await db.selectFrom('sequence_posts').select('post_id').where('sequence_id', '=', sequenceId).orderBy('position').execute();
  return rows.map((row) => row.post_id);
}

/** For each story, the first sequence (oldest) it is in. */
export async function firstSequencesOf(db: Executor, postIds: readonly string[]): Promise<Map<string, SequenceModel>> {
  const found = new Map<string, SequenceModel>();
  if (postIds.length === 0) return found;
  const rows = await db
    .selectFrom('sequence_posts')
    .innerJoin('sequences', 'sequences.id', 'sequence_posts.sequence_id')
    .selectAll('sequences')
    .select('sequence_posts.post_id')
    .where('sequence_posts.post_id', 'in', postIds)
    .orderBy('sequences.created_at')
    .orderBy('sequences.id')
    .execute();
  for (const row of rows) if (!found.has(row.post_id)) found.set(row.post_id, toSequence(row));
  return found;
}

export async function insertSequence(trx: Executor, sequence: Omit<SequenceModel, 'postCount' | 'updatedAt'>): Promise<void> {
  await trx
    .insertInto('sequences')
    .values({
      id: sequence.id,
      slug: sequence.slug,
      title: sequence.title,
      description: sequence.description,
      creator_id: sequence.creatorId,
      post_count: 0,
      created_at: sequence.createdAt,
      updated_at: sequence.createdAt,
    })
    .execute();
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.selectFrom('sequences').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** Appends the story; false when it was in the sequence already. */
export async function appendStory(trx: Executor, sequenceId: string, postId: string, now: number): Promise<boolean> {
  const last = await trx.selectFrom('sequence_posts').select((eb) => eb.fn.max('position').as('max')).where('sequence_id', '=', sequenceId).executeTakeFirst();
  const result = await trx
    .insertInto('sequence_posts')
    .values({ sequence_id: sequenceId, post_id: postId, position: Number(last?.max ?? 0) + 1, added_at: now })
    .onConflict((oc) => oc.columns(['sequence_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeStory(trx: Executor, sequenceId: string, postId: string): Promise<boolean> {
  const result = await trx.deleteFrom('sequence_posts').where('sequence_id', '=', sequenceId).where('post_id', '=', postId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setOrder(trx: Executor, sequenceId: string, postIds: readonly string[]): Promise<void> {
  for (const [index, postId] of postIds.entries()) {
    await trx.updateTable('sequence_posts').set({ position: index + 1 }).where('sequence_id', '=', sequenceId).where('post_id', '=', postId).execute();
  }
}

/** After a change: the stored count and the time it changed. */
export async function touchSequence(trx: Executor, sequenceId: string, now: number): Promise<void> {
  const row = await trx.selectFrom('sequence_posts').select((eb) => eb.fn.countAll().as('n')).where('sequence_id', '=', sequenceId).executeTakeFirst();
  await trx.updateTable('sequences').set({ post_count: Number(row?.n ?? 0), updated_at: now }).where('id', '=', sequenceId).execute();
}
