import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext, withTransaction } from '../../src/server/core';
import type { DomainEvents, EventMeta } from '../../src/server/jobs/events';
import { notify } from '../../src/server/modules/notifications';
import { lockStatus } from '../../src/server/modules/notifications/notifications.notify';
import { subscribeHighlights } from '../../src/server/modules/notifications/subscribers/highlights';
import { deleteQuoteRow } from '../../src/server/modules/quotes/quotes.repo';
import { createHighlight, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Writers racing on one reader's notifications, on PostgreSQL (SQLite runs one write at a time, so none of this can
 * interleave there). Each race is staged step by step: one transaction holds a lock, the other is seen waiting for
 * it (PostgreSQL says so), and only then does the first go on.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

let t: TestApp;
const logged: { level: number; msg?: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => void logged.push(JSON.parse(line)) } });
});
afterAll(() => t?.close());

/** Resolves once some statement of this database waits for a lock another transaction holds. */
async function someoneWaitsForALock(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.deps.db);
      if ((rows[0]?.n ?? 0) === 0) throw new Error('nobody waits yet');
    },
    { timeout: 10_000, interval: 10 },
  );
}

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('a notification taken back while its digest email is being queued is skipped at the first attempt, with nothing logged', async () => {
    const [reader, follower] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    // A new follower: the reader's follow emails come in the daily digest (the default).
    const delivered = await withTransaction(systemContext(t.deps), (ctx) =>
      notify(ctx, { recipientId: reader.id, type: 'users_following_you', actorId: follower.id, dedupeKey: `race-${reader.id}`, occurredAt: Date.now() }),
    );
    const notificationId = delivered!.notificationId;
    await t.jobsSettled();
    const queued = () => t.deps.db.selectFrom('notification_email_digest').select('notification_id').where('user_id', '=', reader.id).execute();
    expect(await queued()).toHaveLength(1);
    await t.deps.db.deleteFrom('notification_email_digest').where('user_id', '=', reader.id).execute();
    const errorsBefore = logged.filter((line) => line.level >= 50).length;

    // The follow is taken back (its row deleted, not yet committed) while its event is delivered to the email.
    await t.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('notifications').where('id', '=', notificationId).execute();
      await t.deps.bus.publish(t.deps.db, 'notification.created', { notificationId, recipientId: reader.id, activityType: 'users_following_you', actorId: follower.id, isNew: true });
      await someoneWaitsForALock();
    });
    await t.jobsSettled();

    expect(await queued()).toEqual([]);
    expect(logged.filter((line) => line.level >= 50).slice(errorsBefore)).toEqual([]);
  });

  it("a highlight's deletion takes the author's counter before their row: a writer holding the counter and then writing the row does not deadlock with it", async () => {
    const [author, reader] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const post = await createPost(t.deps.db, author.id);
    // The subscriber's own handlers, called here one event at a time.
    const handlers = new Map<string, (payload: never, meta: EventMeta) => Promise<void> | void>();
    subscribeHighlights({ ...t.deps, bus: { ...t.deps.bus, subscribe: (name, _subscriber, handler) => void handlers.set(name, handler as never) } });
    const run = <K extends 'quote.created' | 'quote.deleted'>(name: K, payload: DomainEvents[K]) =>
      (handlers.get(name) as (payload: DomainEvents[K], meta: EventMeta) => Promise<void>)(payload, { eventId: `${name}-${payload.quoteId}`, occurredAt: Date.now() });

    const quoteId = await createHighlight(t.deps.db, { postId: post.id, userId: reader.id });
    const event = { actorId: reader.id, quoteId, postId: post.id, authorId: author.id };
    await run('quote.created', { ...event, quoteType: 'HIGHLIGHT' });
    const rowsAbout = () => t.deps.db.selectFrom('notifications').select(['id']).where('user_id', '=', author.id).where('activity_type', '=', 'quote').execute();
    const [row] = await rowsAbout();
    expect(row).toBeDefined();
    await deleteQuoteRow(t.deps.db, quoteId);

    // A delivery to the author (a further highlight rolling up into the same row) holds their counter row, as
    // every writer to their feed takes it first; the deletion's retraction starts meanwhile; then the delivery
    // writes the row.
    let retraction: Promise<unknown> | undefined;
    await t.deps.db.transaction().execute(async (trx) => {
      await lockStatus(trx, author.id);
      retraction = run('quote.deleted', event).then(
        () => 'done',
        (error: unknown) => error,
      );
      await someoneWaitsForALock();
      await trx.updateTable('notifications').set({ milestone_arg: 2 }).where('id', '=', row!.id).execute();
    });
    expect(await retraction).toBe('done');

    expect(await rowsAbout()).toEqual([]);
  });
});
