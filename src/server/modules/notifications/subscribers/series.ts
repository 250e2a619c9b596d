import * as v from 'valibot';
import { followersAfter, isPublishedPart, seriesMentions } from '../../series';
import { usersByIds } from '../../users';
import { deliver, ROLLUP_WINDOW_MS, SUBSCRIBER, type NotificationDeps } from './common';
import { readerContext } from './reader-context';

/**
 * Series: a new reader of a series tells its writer (series_subscribed, the day's new readers in one row);
 * a new part tells everyone who follows the series (series_you_follow_updated), by a chain of jobs of
 * SERIES_FAN_OUT_BATCH readers each with the next keyset cursor. Each reader's row has one dedupe key per
 * part and one rollup per series and day (three parts in an afternoon make one row), and each job's key
 * names its cursor, so a delivery or a batch run twice adds nothing. The people its published parts mention
 * are told once per series (mention_in_series), when it is published or a part naming them is published or
 * edited, if they can read that part.
 */
export const SERIES_FAN_OUT_JOB = 'notifications.seriesUpdatedFanOut';
export const SERIES_FAN_OUT_BATCH = 200;

const SERIES_FAN_OUT_PAYLOAD = v.object({
  postId: v.string(),
  partId: v.string(),
  writerId: v.string(),
  occurredAt: v.number(),
  after: v.nullable(v.object({ createdAt: v.number(), userId: v.string() })),
});
type SeriesFanOutJob = v.InferOutput<typeof SERIES_FAN_OUT_PAYLOAD>;

const jobKey = (job: SeriesFanOutJob) => `${SERIES_FAN_OUT_JOB}:${job.partId}:${job.after ? `${job.after.createdAt}:${job.after.userId}` : 'start'}`;

export function subscribeSeries(deps: NotificationDeps): void {
  const { bus, db, jobs } = deps;

  bus.subscribe('series.followed', SUBSCRIBER, async (e, meta) => {
    await deliver(deps, {
      recipientId: e.writerId,
      type: 'series_subscribed',
      actorId: e.actorId,
      dedupeKey: `series_subscribed:${e.postId}:${e.actorId}`,
      rollup: { key: `series_subscribed:${e.postId}`, windowMs: ROLLUP_WINDOW_MS },
      target: { postId: e.postId },
      occurredAt: meta.occurredAt,
    });
  });

  jobs.register(SERIES_FAN_OUT_JOB, SERIES_FAN_OUT_PAYLOAD, (job) => runBatch(deps, job));

  bus.subscribe('series.partAdded', SUBSCRIBER, async (e, meta) => {
    const first: SeriesFanOutJob = { postId: e.postId, partId: e.partId, writerId: e.actorId, occurredAt: meta.occurredAt, after: null };
    await jobs.enqueue(db, { name: SERIES_FAN_OUT_JOB, key: jobKey(first), payload: first });
    await tellMentioned(deps, e, meta);
  });
  bus.subscribe('series.published', SUBSCRIBER, (e, meta) => tellMentioned(deps, e, meta));
  bus.subscribe('series.partChanged', SUBSCRIBER, (e, meta) => tellMentioned(deps, e, meta));
}

/** Everyone the series' published parts mention who can read the part that mentions them, once per series. */
async function tellMentioned(deps: NotificationDeps, e: { postId: string; actorId: string }, meta: { occurredAt: number }): Promise<void> {
  const [writer] = await usersByIds(deps.db, [e.actorId]);
  if (!writer) return;
  const candidates = (await seriesMentions(readerContext(deps, writer), { postId: e.postId })).filter((id) => id !== writer.id);
  for (const reader of await usersByIds(deps.db, candidates)) {
    if (reader.deletedAt != null) continue;
    if (!(await seriesMentions(readerContext(deps, reader), { postId: e.postId })).includes(reader.id)) continue;
    await deliver(deps, {
      recipientId: reader.id,
      type: 'mention_in_series',
      actorId: writer.id,
      dedupeKey: `mention_in_series:${e.postId}`,
      target: { postId: e.postId },
      occurredAt: meta.occurredAt,
    });
  }
}

async function runBatch(deps: NotificationDeps, job: SeriesFanOutJob): Promise<void> {
  // Unpublished or removed meanwhile: the rest of the readers are not told.
  if (!(await isPublishedPart(deps.db, job.partId))) return;
  const readers = await followersAfter(deps.db, job.postId, job.after, SERIES_FAN_OUT_BATCH);
  for (const reader of readers) {
    // `notify` leaves out the writer, and readers who mute or block them or are blocked by them.
    await deliver(deps, {
      recipientId: reader.userId,
      type: 'series_you_follow_updated',
      actorId: job.writerId,
      dedupeKey: `series_you_follow_updated:${job.partId}`,
      rollup: { key: `series_you_follow_updated:${job.postId}`, windowMs: ROLLUP_WINDOW_MS },
      target: { postId: job.postId },
      occurredAt: job.occurredAt,
    });
  }
  const last = readers[readers.length - 1];
  if (readers.length === SERIES_FAN_OUT_BATCH && last) {
    const next = { ...job, after: last };
    await deps.jobs.enqueue(deps.db, { name: SERIES_FAN_OUT_JOB, key: jobKey(next), payload: next, runAt: job.occurredAt });
  }
}
