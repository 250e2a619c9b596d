import { sql } from 'kysely';
import * as v from 'valibot';
import type { Executor } from '../../../db';
import { newId } from '../../../db/ids';
import { postRowsByIds } from '../../posts';
import { storyAudiencePage } from '../../relations';
import { joinLiveAccounts } from '../../users';
import { inTransaction, type NotificationDeps } from './common';

/**
 * A story's first publication tells everyone who follows its author, then everyone who follows its
 * publication and not the author too, as a chain of jobs of FAN_OUT_BATCH readers each: one multi-row insert
 * of rows, one of their actors, one update of the unread counters, and the next job with the next keyset
 * cursor, all in one transaction. The publish request itself only writes the event. Each reader's row has the
 * same dedupe key for the story, and each job's key names its cursor, so a batch run twice adds nothing.
 */
export const FAN_OUT_JOB = 'notifications.publishedFanOut';
export const FAN_OUT_BATCH = 200;

/** A story's first publication, or a series' (its followers hear of a new series, not of a story). */
export type FanOutType = 'post_published_by_someone_you_follow' | 'series_published_by_someone_you_follow';
const FAN_OUT_TYPES: readonly FanOutType[] = ['post_published_by_someone_you_follow', 'series_published_by_someone_you_follow'];

const FAN_OUT_JOB_PAYLOAD = v.object({
  /** Absent in jobs queued before series had their own type: a story's. */
  type: v.optional(v.picklist(FAN_OUT_TYPES)),
  postId: v.string(),
  authorId: v.string(),
  collectionId: v.nullable(v.string()),
  occurredAt: v.number(),
  phase: v.picklist(['author', 'publication']),
  after: v.nullable(v.object({ createdAt: v.number(), userId: v.string() })),
});

export type FanOutJob = v.InferOutput<typeof FAN_OUT_JOB_PAYLOAD>;
type Cursor = NonNullable<FanOutJob['after']>;

export function fanOutJobKey(job: Pick<FanOutJob, 'postId' | 'phase' | 'after'>): string {
  return `${FAN_OUT_JOB}:${job.postId}:${job.phase}:${job.after ? `${job.after.createdAt}:${job.after.userId}` : 'start'}`;
}

export function registerFanOut(deps: NotificationDeps): void {
  deps.jobs.register(FAN_OUT_JOB, FAN_OUT_JOB_PAYLOAD, (job) => runBatch(deps, job));
}

/** Starts the chain (its first job has a fixed key: a second delivery of the event adds nothing). */
export async function startFanOut(deps: NotificationDeps, job: Omit<FanOutJob, 'phase' | 'after'>): Promise<void> {
  const first: FanOutJob = { ...job, phase: 'author', after: null };
  await deps.jobs.enqueue(deps.db, { name: FAN_OUT_JOB, key: fanOutJobKey(first), payload: first });
}

/**
 * A story published while it waited for a publication's editors reached its author's followers without the
 * publication. When the editors' approval is what publishes it there, those rows name the publication from then
 * on, and the publication's followers who do not follow the author are told now (the same chain's second phase,
 * with its fixed keys: a submitted draft published by the approval has started it already, and nobody is told
 * twice).
 */
export async function tellFollowersWhere(
  deps: NotificationDeps,
  e: { postId: string; authorId: string; collectionId: string; publishedByApproval: boolean },
  meta: { occurredAt: number },
): Promise<void> {
  if (!e.publishedByApproval) return;
  await deps.db
    .updateTable('notifications')
    .set({ collection_id: e.collectionId })
    .where('post_id', '=', e.postId)
    .where('activity_type', 'in', FAN_OUT_TYPES)
    .where('collection_id', 'is', null)
    .execute();
  const [post] = await postRowsByIds(deps.db, [e.postId]);
  const next: FanOutJob = {
    type: post?.is_series ? 'series_published_by_someone_you_follow' : 'post_published_by_someone_you_follow',
    postId: e.postId,
    authorId: e.authorId,
    collectionId: e.collectionId,
    occurredAt: meta.occurredAt,
    phase: 'publication',
    after: null,
  };
  await deps.jobs.enqueue(deps.db, { name: FAN_OUT_JOB, key: fanOutJobKey(next), payload: next });
}

async function runBatch(deps: NotificationDeps, job: FanOutJob): Promise<void> {
  const [post] = await postRowsByIds(deps.db, [job.postId]);
  // Unpublished or deleted meanwhile: the rest of the readers are not told.
  if (!post || !post.is_published || post.deleted_at !== null) return;
  const type = job.type ?? 'post_published_by_someone_you_follow';
  // Followers in keyset order past the cursor, leaving out deleted accounts and the hidden (see storyAudiencePage).
  const readers = await storyAudiencePage(deps.db, { ...job, limit: FAN_OUT_BATCH }, joinLiveAccounts);
  const last = readers[readers.length - 1];
  await inTransaction(deps, async ({ db: trx }) => {
    const written = await writeRows(trx, type, job, readers.map((r) => r.userId));
    if (written.length > 0) {
      const rows = written.map((row) => ({ notificationId: row.id, recipientId: row.user_id }));
      await deps.bus.publish(trx, 'notification.batchCreated', { activityType: type, actorId: job.authorId, rows });
    }
    const next = following(job, readers.length === FAN_OUT_BATCH && last ? last : null);
    // Due since the event: the next batch goes ahead of the emails this one just queued.
    if (next) await deps.jobs.enqueue(trx, { name: FAN_OUT_JOB, key: fanOutJobKey(next), payload: next, runAt: job.occurredAt });
  });
}

/** The next batch: more of this phase, the publication's followers after the author's, or the end. */
function following(job: FanOutJob, last: Cursor | null): FanOutJob | null {
  if (last) return { ...job, after: last };
  if (job.phase === 'author' && job.collectionId) return { ...job, phase: 'publication', after: null };
  return null;
}

/**
 * One row per reader, their actor, their unread counts: four statements for the whole batch. As `notify` does,
 * the readers' counter rows are taken first (concurrent deliveries to them wait), and a row lands no earlier
 * than just after a reader's last look at the bell, so it reads as unread exactly when it is counted.
 */
async function writeRows(trx: Executor, type: FanOutType, job: FanOutJob, readerIds: string[]): Promise<{ id: string; user_id: string }[]> {
  if (readerIds.length === 0) return [];
  const statuses = await trx
    .insertInto('notification_status')
    .values(readerIds.map((userId) => ({ user_id: userId, unread_count: 0, last_viewed_at: 0 })))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: sql`notification_status.unread_count` }))
    .returning(['user_id', 'last_viewed_at'])
    .execute();
  const lastViewed = new Map(statuses.map((s) => [s.user_id, Number(s.last_viewed_at)]));
  const written = await trx
    .insertInto('notifications')
    .values(
      readerIds.map((userId) => ({
        id: newId(),
        user_id: userId,
        activity_type: type,
        group_key: null,
        dedupe_key: `${type}:${job.postId}`,
        actor_id: job.authorId,
        actor_count: 1,
        post_id: job.postId,
        collection_id: job.collectionId,
        first_at: job.occurredAt,
        occurred_at: Math.max(job.occurredAt, (lastViewed.get(userId) ?? 0) + 1),
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
  if (written.length === 0) return [];
  await trx
    .insertInto('notification_actors')
    .values(written.map((row) => ({ notification_id: row.id, actor_id: job.authorId, occurred_at: job.occurredAt })))
    .execute();
  await trx
    .updateTable('notification_status')
    .set({ unread_count: sql`unread_count + 1` })
    .where(
      'user_id',
      'in',
      written.map((row) => row.user_id),
    )
    .execute();
  return written;
}
