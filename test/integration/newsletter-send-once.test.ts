import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SEND_MESSAGES } from '../../src/shared/validation/newsletters';
import { systemContext, withTransaction } from '../../src/server/core';
import { newId } from '../../src/server/db/ids';
import { ensureWriterNewsletter, insertCollectionNewsletter, newslettersOfCollections, upsertSubscriber } from '../../src/server/modules/newsletters';
import { writeBatch } from '../../src/server/modules/newsletters/newsletter-sending';
import { createCollection, createUser } from '../support/factories';
import { startLocalSmtp, type LocalSmtp } from '../support/smtp';
import { createTestApp, testClock, type TestApp, type TestClock } from '../support/test-app';

/**
 * One email per address per story across the story's sends (the writer's newsletter and the publication's),
 * also when two batches write at once; a stopped send resumed by its managers; a story unpublished or deleted,
 * and a reader who unsubscribes, while a send is going. With TEST_DATABASE_URL on PostgreSQL, and with
 * TEST_REDIS_URL on BullMQ.
 */
const redis: Record<string, string> = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {};
const quiet = { write() {} };
let t: TestApp | undefined;
let smtp: LocalSmtp | undefined;

afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

type Session = { cookie: string; xsrf: string };
const CREATE = `mutation($title: String, $body: String) { createPost(title: $title, subtitle: "", bodyJson: $body) { __typename ... on Post { id } } }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishPost(postId: $id) { __typename } }`;
const DELETE = `mutation($id: ID!) { deletePost(postId: $id) { __typename } }`;
const RESUME = `mutation($id: ID!) { resumeNewsletterSend(sendId: $id) { __typename ... on NewsletterSendStats { id status recipients delivered stopped } ... on NotFound { message } ... on BadRequest { message } } }`;
const STATS = `query($id: ID!, $before: String, $limit: Int) { newsletterV3Stats(newsletterV3Id: $id) { __typename ... on NewsletterV3Stats { sendsPage(before: $before, limit: $limit) { id status stopReason recipients delivered failed skipped stopped cursor post { id title } } } } }`;

async function subscribe(app: TestApp, newsletterId: string, emails: string[], now: number) {
  for (const email of emails) await upsertSubscriber(app.deps.db, { newsletterId, email, userId: null, status: 'confirmed', tokenHash: null, expiresAt: null, now });
}

async function writerNewsletter(app: TestApp, clock: TestClock, name = 'Ada Sender') {
  const writer = await createUser(app.deps.db, { name });
  const newsletter = await ensureWriterNewsletter(app.deps.db, { id: writer.id, username: writer.username, name: writer.name }, clock.now());
  return { writer, newsletter, session: await app.signIn(writer.id) };
}

async function publish(app: TestApp, session: Session, title: string, collectionId?: string): Promise<string> {
  const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: `${title}: a few words by email.`, markups: [] }], sections: [] });
  const created = await app.graphql<{ createPost: { id: string } }>(CREATE, { title, body }, session);
  const postId = created.data!.createPost.id;
  const input = { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', ...(collectionId ? { collectionId } : {}) };
  const published = await app.graphql<{ publishPost: { __typename: string } }>(PUBLISH, { id: postId, input }, session);
  expect(published.data?.publishPost.__typename).toBe('Post');
  return postId;
}

async function sendOf(app: TestApp, postId: string, newsletterId: string): Promise<string> {
  let id = '';
  await vi.waitFor(
    async () => {
      const send = await app.deps.db.selectFrom('newsletter_sends').select('id').where('post_id', '=', postId).where('newsletter_id', '=', newsletterId).executeTakeFirst();
      if (!send) throw new Error('no send yet');
      id = send.id;
    },
    { timeout: 10_000, interval: 20 },
  );
  return id;
}

async function deliveries(app: TestApp, sendId: string) {
  const rows = await app.deps.db
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
    .select(['s.email', 'd.status'])
    .where('d.send_id', '=', sendId)
    .execute();
  return new Map(rows.map((r) => [r.email, r.status]));
}

const countBy = (rows: Map<string, string>) => {
  const counts: Record<string, number> = {};
  for (const status of rows.values()) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** Waits until no job of the database runner is running or due (moving the clock past a running job's lease would let it run twice). */
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

const receivedBy = (server: LocalSmtp, email: string) => server.received.filter((m) => m.to.includes(email)).length;

describe('one email per address per story', () => {
  it('a reader of both the writer’s and the publication’s newsletter gets a story published in it once, and each send counts only its own', async () => {
    smtp = await startLocalSmtp();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '0', ...redis }, { now: clock.now, logStream: quiet });
    const app = t;
    // The writer edits the publication, so the story is published in it at once.
    const { writer, newsletter: own, session } = await writerNewsletter(app, clock);
    const pub = await createCollection(app.deps.db, writer.id);
    await insertCollectionNewsletter(app.deps.db, { collectionId: pub.id, slug: 'weekly', name: 'Weekly', description: '', now: clock.now() });
    const [pubNewsletter] = await newslettersOfCollections(app.deps.db, [pub.id]);
    await subscribe(app, own.id, ['both1@example.com', 'both2@example.com', 'writer-only@example.com'], clock.now());
    await subscribe(app, pubNewsletter!.id, ['both1@example.com', 'both2@example.com', 'pub-only@example.com'], clock.now());

    const postId = await publish(app, session, 'Once is enough', pub.id);
    const [ownSend, pubSend] = [await sendOf(app, postId, own.id), await sendOf(app, postId, pubNewsletter!.id)];
    await app.jobsSettled();

    for (const email of ['both1@example.com', 'both2@example.com', 'writer-only@example.com', 'pub-only@example.com']) expect(receivedBy(smtp, email), email).toBe(1);
    const [mine, theirs] = [await deliveries(app, ownSend), await deliveries(app, pubSend)];
    // One row per address across both sends, each counted by the send that wrote it.
    expect([...mine.keys(), ...theirs.keys()].sort()).toEqual(['both1@example.com', 'both2@example.com', 'pub-only@example.com', 'writer-only@example.com']);
    expect(mine.get('writer-only@example.com')).toBe('sent');
    expect(theirs.get('pub-only@example.com')).toBe('sent');
    const stats = await app.graphql<{ newsletterV3Stats: { sendsPage: { id: string; recipients: number; delivered: number; status: string }[] } }>(STATS, { id: own.id }, session);
    expect(stats.data!.newsletterV3Stats.sendsPage).toEqual([{ ...stats.data!.newsletterV3Stats.sendsPage[0]!, id: ownSend, status: 'SENT', recipients: mine.size, delivered: mine.size }]);
  });

  it('holds when the batches of two sends of one story write at once', async () => {
    smtp = await startLocalSmtp();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '0', ...redis }, { now: clock.now, logStream: quiet });
    const app = t;
    const { newsletter: first, session } = await writerNewsletter(app, clock, 'First Writer');
    const { newsletter: second } = await writerNewsletter(app, clock, 'Second Writer');
    const emails = Array.from({ length: 30 }, (_, i) => `race${String(i).padStart(2, '0')}@example.com`);
    await subscribe(app, first.id, emails, clock.now());
    await subscribe(app, second.id, emails, clock.now());
    // Stories published without a send; their two sends are written by hand and their first batches run at once, each
    // in its own transaction (on PostgreSQL, on connections of their own).
    const stories: { postId: string; sends: string[] }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'Raced.', markups: [] }], sections: [] });
      const created = await app.graphql<{ createPost: { id: string } }>(CREATE, { title: `Race ${i}`, body }, session);
      const postId = created.data!.createPost.id;
      const published = await app.graphql<{ publishPost: { __typename: string } }>(PUBLISH, { id: postId, input: { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', sendNewsletter: false } }, session);
      expect(published.data?.publishPost.__typename).toBe('Post');
      const sends = [newId(), newId()];
      await app.deps.db
        .insertInto('newsletter_sends')
        .values([
          { id: sends[0]!, newsletter_id: first.id, post_id: postId, created_at: clock.now() },
          { id: sends[1]!, newsletter_id: second.id, post_id: postId, created_at: clock.now() },
        ])
        .execute();
      stories.push({ postId, sends });
    }
    await Promise.all(stories.flatMap((story) => story.sends.map((sendId) => withTransaction(systemContext(app.deps), (ctx) => writeBatch(ctx, { sendId, after: null })))));
    await app.jobsSettled();

    for (const story of stories) {
      const rows = await app.deps.db.selectFrom('newsletter_deliveries').select(['email', 'send_id', 'status']).where('post_id', '=', story.postId).execute();
      expect(rows.map((r) => r.email).sort()).toEqual(emails);
      expect(rows.every((r) => r.status === 'sent' && story.sends.includes(r.send_id))).toBe(true);
    }
    for (const email of emails) expect(receivedBy(smtp, email), email).toBe(stories.length);
  }, 120_000);
});

describe('a stopped send', () => {
  it('is resumed by its newsletter’s managers alone, and goes on where it stopped: nothing delivered goes out twice', async () => {
    smtp = await startLocalSmtp();
    const server = smtp;
    const clock = testClock();
    // Five a minute: the first minute's emails go out before the mail server starts failing.
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '5' }, { now: clock.now, logStream: quiet });
    const app = t;
    const { newsletter, session } = await writerNewsletter(app, clock);
    const emails = Array.from({ length: 20 }, (_, i) => `resume${String(i).padStart(2, '0')}@example.com`);
    await subscribe(app, newsletter.id, emails, clock.now());
    const postId = await publish(app, session, 'Back on track');
    const sendId = await sendOf(app, postId, newsletter.id);
    await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId)).sent).toBe(5), { timeout: 10_000, interval: 20 });
    const early = [...(await deliveries(app, sendId))].filter(([, status]) => status === 'sent').map(([email]) => email);

    // The mail server turns everyone away for now: minute after minute, the send stops.
    for (const email of emails) server.deferred.add(email);
    const status = async () => (await app.deps.db.selectFrom('newsletter_sends').select('status').where('id', '=', sendId).executeTakeFirstOrThrow()).status;
    for (let minute = 0; minute < 30 && (await status()) !== 'stopped'; minute += 1) {
      await idle(app, clock);
      clock.advance(60_000);
      await vi.waitFor(async () => expect(await app.deps.db.selectFrom('jobs').select('id').where('status', '=', 'pending').where('run_at', '<=', clock.now()).execute()).toEqual([]), { timeout: 10_000, interval: 20 });
    }
    expect(await status()).toBe('stopped');
    await idle(app, clock);
    const stats = await app.graphql<{ newsletterV3Stats: { sendsPage: { status: string; stopReason: string | null; delivered: number }[] } }>(STATS, { id: newsletter.id }, session);
    expect(stats.data!.newsletterV3Stats.sendsPage[0]).toMatchObject({ status: 'STOPPED', delivered: 5 });
    expect(stats.data!.newsletterV3Stats.sendsPage[0]!.stopReason).toMatch(/450|try again/i);

    // Someone else is told there is no such send; nothing changes.
    const outsider = await app.signIn((await createUser(app.deps.db, { name: 'Otto Outsider' })).id);
    expect((await app.graphql<{ resumeNewsletterSend: { __typename: string } }>(RESUME, { id: sendId }, outsider)).data!.resumeNewsletterSend.__typename).toBe('NotFound');
    expect(await status()).toBe('stopped');

    // The server is fixed; the writer resumes the send (twice: the second click finds nothing to resume).
    server.deferred.clear();
    const resumed = await app.graphql<{ resumeNewsletterSend: { __typename: string; status: string } }>(RESUME, { id: sendId }, session);
    expect(resumed.data!.resumeNewsletterSend).toMatchObject({ __typename: 'NewsletterSendStats', status: 'SENDING' });
    expect((await app.graphql<{ resumeNewsletterSend: { message: string } }>(RESUME, { id: sendId }, session)).data!.resumeNewsletterSend).toEqual({
      __typename: 'BadRequest',
      message: NEWSLETTER_SEND_MESSAGES.notStopped,
    });
    for (let minute = 0; minute < 30 && countBy(await deliveries(app, sendId)).sent !== emails.length; minute += 1) {
      await idle(app, clock);
      clock.advance(60_000);
      await vi.waitFor(async () => expect(await app.deps.db.selectFrom('jobs').select('id').where('status', '=', 'pending').where('run_at', '<=', clock.now()).execute()).toEqual([]), { timeout: 10_000, interval: 20 });
    }
    expect(countBy(await deliveries(app, sendId))).toEqual({ sent: emails.length });
    for (const email of emails) expect(receivedBy(server, email), email).toBe(1);
    expect(early).toHaveLength(5);
    const after = await app.graphql<{ newsletterV3Stats: { sendsPage: { status: string; delivered: number; stopped: number }[] } }>(STATS, { id: newsletter.id }, session);
    expect(after.data!.newsletterV3Stats.sendsPage[0]).toMatchObject({ status: 'SENT', delivered: emails.length, stopped: 0 });
  }, 120_000);
});

describe('while a send is going', () => {
  for (const change of ['unpublished', 'deleted'] as const) {
    it(`a story ${change} gets to none of the recipients still waiting`, async () => {
      smtp = await startLocalSmtp();
      const clock = testClock();
      t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '2', ...redis }, { now: clock.now, logStream: quiet });
      const app = t;
      const { newsletter, session } = await writerNewsletter(app, clock);
      await subscribe(app, newsletter.id, ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'], clock.now());
      const postId = await publish(app, session, `Changed my mind (${change})`);
      const sendId = await sendOf(app, postId, newsletter.id);
      await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 2, queued: 3 }), { timeout: 10_000, interval: 20 });
      const answer = await app.graphql<Record<string, { __typename: string }>>(change === 'unpublished' ? UNPUBLISH : DELETE, { id: postId }, session);
      expect(Object.values(answer.data!)[0]!.__typename).toBe(change === 'unpublished' ? 'Post' : 'PostDeleted');
      for (let minute = 0; minute < 3; minute += 1) {
        await idle(app, clock);
        clock.advance(60_000);
      }
      await app.jobsSettled();
      expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 2, skipped: 3 });
      expect(smtp.received).toHaveLength(2);
    });
  }

  it('a reader who unsubscribes gets nothing more from it', async () => {
    smtp = await startLocalSmtp();
    const clock = testClock();
    t = await createTestApp({ SMTP_URL: smtp.url, NEWSLETTER_SEND_RATE_PER_MINUTE: '1', ...redis }, { now: clock.now, logStream: quiet });
    const app = t;
    const { newsletter, session } = await writerNewsletter(app, clock);
    const emails = ['u1@example.com', 'u2@example.com', 'u3@example.com'];
    await subscribe(app, newsletter.id, emails, clock.now());
    const postId = await publish(app, session, 'Not for everyone');
    const sendId = await sendOf(app, postId, newsletter.id);
    await vi.waitFor(async () => expect(countBy(await deliveries(app, sendId))).toEqual({ sent: 1, queued: 2 }), { timeout: 10_000, interval: 20 });
    const waiting = [...(await deliveries(app, sendId))].filter(([, status]) => status === 'queued').map(([email]) => email);
    // One of those still waiting unsubscribes (by the link in an earlier email, here straight in the table).
    await app.deps.db.updateTable('newsletter_subscribers').set({ status: 'unsubscribed', unsubscribed_at: clock.now() }).where('newsletter_id', '=', newsletter.id).where('email', '=', waiting[0]!).execute();
    for (let minute = 0; minute < 4; minute += 1) {
      await idle(app, clock);
      clock.advance(60_000);
    }
    await app.jobsSettled();
    const rows = await deliveries(app, sendId);
    expect(rows.get(waiting[0]!)).toBe('skipped');
    expect(countBy(rows)).toEqual({ sent: 2, skipped: 1 });
    expect(receivedBy(smtp, waiting[0]!)).toBe(0);
  });
});
