import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SEND_STOP_AFTER, NEWSLETTER_SOFT_FAILURE_SENDS } from '../../src/shared/validation/newsletters';
import { migrateToLatest, openDatabase } from '../../src/server/db';
import { ensureWriterNewsletter, upsertSubscriber } from '../../src/server/modules/newsletters';
import { countSendAttempt } from '../../src/server/modules/newsletters/send-limits.repo';
import { freshDatabaseUrl } from '../support/database';
import { createUser } from '../support/factories';
import { startLocalSmtp, type LocalSmtp } from '../support/smtp';
import { createTestApp, testClock, type TestApp, type TestClock } from '../support/test-app';

/**
 * The sending pipeline's limits, on the app's clock (which only the test moves): the per-minute rate of the
 * whole deployment, the send that stops when the mail server keeps failing, and the address that gets nothing
 * more after temporary failures on several sends in a row. With TEST_REDIS_URL the rate and the stop run on
 * BullMQ too.
 */
const redis: Record<string, string> = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {};
/** Failed attempts are logged as errors on purpose here. */
const quiet = { write() {} };
let t: TestApp | undefined;
let smtp: LocalSmtp | undefined;

afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const CREATE = `mutation($title: String, $body: String) { createPost(title: $title, subtitle: "", bodyJson: $body) { __typename ... on Post { id } } }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename } }`;

async function writerWith(app: TestApp, clock: TestClock, addresses: string[]) {
  const writer = await createUser(app.deps.db, { name: 'Ada Sender' });
  const newsletter = await ensureWriterNewsletter(app.deps.db, { id: writer.id, username: writer.username, name: writer.name }, clock.now());
  for (const email of addresses) {
    await upsertSubscriber(app.deps.db, { newsletterId: newsletter.id, email, userId: null, status: 'confirmed', tokenHash: null, expiresAt: null, now: clock.now() });
  }
  return { writer, session: await app.signIn(writer.id) };
}

/** Publishes a story and answers its send's id once the send is written. */
async function publish(app: TestApp, session: { cookie: string; xsrf: string }, title: string): Promise<string> {
  const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: `${title}: a few words by email.`, markups: [] }], sections: [] });
  const created = await app.graphql<{ createPost: { id: string } }>(CREATE, { title, body }, session);
  const postId = created.data!.createPost.id;
  const published = await app.graphql<{ publishPost: { __typename: string } }>(PUBLISH, { id: postId, input: { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED' } }, session);
  expect(published.data?.publishPost.__typename).toBe('Post');
  let sendId = '';
  await vi.waitFor(
    async () => {
      const send = await app.deps.db.selectFrom('newsletter_sends').select('id').where('post_id', '=', postId).executeTakeFirst();
      if (!send) throw new Error('no send yet');
      sendId = send.id;
    },
    { timeout: 10_000, interval: 20 },
  );
  return sendId;
}

async function deliveries(app: TestApp, sendId: string) {
  const rows = await app.deps.db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
    .select(['s.email', 'd.status', 'd.attempts'])
    .where('d.send_id', '=', sendId)
    .execute();
  return new Map(rows.map((r) => [r.email, { status: r.status, attempts: Number(r.attempts) }]));
}

/**
 * Waits until no job of the database runner is running or due: moving the clock past a running job's lease
 * would let the runner claim it again. (On BullMQ, jobs run under the queue's own locks.)
 */
async function idle(app: TestApp, clock: TestClock): Promise<void> {
  await vi.waitFor(
    async () => {
      const busy = await app.deps.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is not', null), eb('run_at', '<=', clock.now())]))
        .execute();
      expect(busy).toEqual([]);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const countBy = (rows: Map<string, { status: string }>) => {
  const counts: Record<string, number> = {};
  for (const { status } of rows.values()) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('the per-minute rate', () => {
  it('sends no more than NEWSLETTER_SEND_RATE_PER_MINUTE a minute, and the rest in the minutes after, each once', async () => {
    smtp = await startLocalSmtp();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '3', ...redis }, { now: clock.now, logStream: quiet });
    const addresses = Array.from({ length: 7 }, (_, i) => `rate${i}@example.com`);
    const { session } = await writerWith(t, clock, addresses);
    const app = t;
    const sendId = await publish(app, session, 'Paced');

    // The first minute: three go out; the four others are waiting for later minutes, as jobs of their own.
    const deferred = async () =>
      app.deps.db.selectFrom('jobs').select('run_at').where('key', 'like', `newsletter-deliver:${sendId}:%:%`).where('status', '=', 'pending').execute();
    await vi.waitFor(
      async () => {
        expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 3, queued: 4 });
        expect(await deferred()).toHaveLength(4);
      },
      { timeout: 10_000, interval: 20 },
    );
    const minute = Math.floor(clock.now() / 60_000) * 60_000;
    // Refused together, they spread over the next minutes by their place in the line: three, then one.
    expect((await deferred()).map((r) => Number(r.run_at) - minute).sort((a, b) => a - b)).toEqual([60_000, 60_000, 60_000, 120_000]);
    expect(smtp.received).toHaveLength(3);

    await idle(app, clock);
    clock.advance(60_000);
    await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 6, queued: 1 }), { timeout: 10_000, interval: 20 });
    await idle(app, clock);
    clock.advance(60_000);
    await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 7 }), { timeout: 10_000, interval: 20 });
    await t.jobsSettled();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    // No attempt was spent by waiting: each delivery was attempted once.
    expect([...(await deliveries(app, sendId)).values()].every((d) => d.attempts === 1)).toBe(true);
  });

  it('is counted in the database, so every process (each with its own connection) shares one count', async () => {
    const database = await freshDatabaseUrl();
    // On SQLite, a file both handles open (two processes would open the same).
    const dir = database.url === 'sqlite::memory:' ? mkdtempSync(join(tmpdir(), 'quire-rate-')) : null;
    const url = dir ? `sqlite:${join(dir, 'quire.db')}` : database.url;
    const first = openDatabase(url);
    await migrateToLatest(first.db as never);
    const second = openDatabase(url);
    try {
      const now = 1_700_000_040_000;
      const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => countSendAttempt((i % 2 ? first : second).db, now)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // The next minute starts a new count.
      expect(await countSendAttempt(second.db, now + 60_000)).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a mail server that keeps failing', () => {
  it(`stops the send after ${NEWSLETTER_SEND_STOP_AFTER} deliveries in a row fail, marks it stopped and spends no more attempts`, async () => {
    // An address where nothing listens: every connection is refused.
    const gone = await startLocalSmtp();
    const url = gone.url;
    await gone.close();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: url, NEWSLETTER_SEND_RATE_PER_MINUTE: '0', ...redis }, { now: clock.now, logStream: quiet });
    const addresses = Array.from({ length: 25 }, (_, i) => `down${String(i).padStart(2, '0')}@example.com`);
    const { session } = await writerWith(t, clock, addresses);
    const app = t;
    const sendId = await publish(app, session, 'Into the void');

    await vi.waitFor(
      async () => {
        const send = await app.deps.db.selectFrom('newsletter_sends').select(['status', 'stop_reason']).where('id', '=', sendId).executeTakeFirstOrThrow();
        expect(send.status).toBe('stopped');
        expect(send.stop_reason).toMatch(/ECONNREFUSED|connect/i);
      },
      { timeout: 10_000, interval: 20 },
    );
    // The retries already waiting find the send stopped: every delivery ends stopped, none failed for good.
    await idle(app, clock);
    clock.advance(70_000);
    await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId))).toEqual({ stopped: 25 }), { timeout: 15_000, interval: 20 });
    await t.jobsSettled();
    expect(await t.deps.db.selectFrom('jobs').select('key').where('status', '=', 'dead').execute()).toEqual([]);
    const rows = [...(await deliveries(app, sendId)).values()];
    expect(rows.reduce((sum, d) => sum + d.attempts, 0)).toBeLessThan(25);
    expect(await app.deps.db.selectFrom('email_soft_failures').select('email').execute()).toEqual([]);
    expect(await app.deps.db.selectFrom('email_bounces').select('email').execute()).toEqual([]);
  });
});

describe('temporary failures to one address', () => {
  // The database runner: retries come due on the app's clock, so five attempts take no real minute and a half.
  it(`stop sends to it after ${NEWSLETTER_SOFT_FAILURE_SENDS} sends in a row, and a delivery in between starts the count again`, async () => {
    smtp = await startLocalSmtp();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '0' }, { now: clock.now, logStream: quiet });
    const app = t;
    const { session } = await writerWith(t, clock, ['full@example.com', 'flaky@example.com', 'ok1@example.com', 'ok2@example.com']);
    smtp.deferred.add('full@example.com');
    smtp.deferred.add('flaky@example.com');
    const softFailures = async () =>
      Object.fromEntries((await app.deps.db.selectFrom('email_soft_failures').select(['email', 'failures']).execute()).map((r) => [r.email, Number(r.failures)]));

    for (let n = 1; n <= NEWSLETTER_SOFT_FAILURE_SENDS; n++) {
      const sendId = await publish(app, session, `Issue ${n}`);
      // Each delivery to the full mailbox is attempted five times (the job system's retries), then left failed.
      for (let attempt = 1; attempt <= 5; attempt++) {
        await vi.waitFor(async () => expect((await deliveries(app, sendId)).get('full@example.com')?.attempts).toBe(attempt), { timeout: 10_000, interval: 20 });
        await idle(app, clock);
        clock.advance(70_000);
      }
      await t.jobsSettled();
      const rows = await deliveries(app, sendId);
      expect(rows.get('full@example.com')).toEqual({ status: 'failed', attempts: 5 });
      expect(rows.get('ok1@example.com')?.status).toBe('sent');
      expect(rows.get('ok2@example.com')?.status).toBe('sent');
      expect(rows.get('flaky@example.com')?.status).toBe(n === 1 ? 'failed' : 'sent');
      expect((await softFailures())['full@example.com']).toBe(n);
      const send = await app.deps.db.selectFrom('newsletter_sends').select('status').where('id', '=', sendId).executeTakeFirstOrThrow();
      expect(send.status).toBe('sending');
      // The flaky address failed once, then took mail again: its count starts over.
      if (n === 1) {
        expect((await softFailures())['flaky@example.com']).toBe(1);
        smtp.deferred.delete('flaky@example.com');
      } else expect((await softFailures())['flaky@example.com']).toBeUndefined();
    }
    expect(await app.deps.db.selectFrom('email_bounces').select(['email', 'kind']).execute()).toEqual([{ email: 'full@example.com', kind: 'soft' }]);

    // The next send leaves the address out.
    const next = await publish(app, session, 'After the limit');
    await vi.waitFor(async () => expect(countBy(await deliveries(app, next))).toEqual({ sent: 3 }), { timeout: 10_000, interval: 20 });
    expect((await deliveries(app, next)).has('full@example.com')).toBe(false);
  });
});

describe("the newsletter landing's sign-in entry point", () => {
  it('links a signed-out reader to sign-up from the newsletter landing, and back to it to subscribe in one click', async () => {
    t = await createTestApp({}, { logStream: quiet });
    const writer = await createUser(t.deps.db, { name: 'Ada Landing' });
    const landing = await t.app.inject({ method: 'GET', url: `/@${writer.username}/subscribe` });
    expect(landing.statusCode).toBe(200);
    const href = /<a href="([^"]*\/m\/signin[^"]*)">Sign in or create an account<\/a>/.exec(landing.body)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeTruthy();
    const link = new URL(href!, 'http://localhost');
    expect(Object.fromEntries(link.searchParams)).toEqual({ operation: 'register', entry: 'newsletter_landing', redirect: `/@${writer.username}/subscribe` });
    const signIn = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(signIn.statusCode).toBe(200);
  });
});
