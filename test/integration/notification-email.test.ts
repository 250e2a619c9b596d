import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { enqueueDueDigest } from '../../src/server/modules/email/digest';
import { notify, type NotifyInput } from '../../src/server/modules/notifications';
import { newId } from '../../src/server/db/ids';
import { createPost, createUser, paragraphs } from '../support/factories';
import { startLocalSmtp, type LocalSmtp, type ReceivedEmail } from '../support/smtp';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const HOUR = 60 * 60_000;
// 10:00 UTC: after the day's digest hour (8, the default), so the next digest is tomorrow at 8.
const clock = testClock(Date.UTC(2026, 2, 2, 10, 0, 0));
let t: TestApp;
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  // With TEST_REDIS_URL, jobs run on BullMQ as in a scaled-out deployment.
  t = await createTestApp({ SMTP_URL: smtp.url, ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}) }, { now: clock.now });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const SETTINGS = `{ viewer { notificationEmailSettings { category mode } } }`;
const UPDATE = `mutation($category: String!, $mode: NotificationEmailMode!) {
  updateNotificationEmailSetting(category: $category, mode: $mode) { __typename ... on NotificationEmailSetting { category mode } ... on BadRequest { message } }
}`;

async function modeOf(userId: string, category: string): Promise<string | undefined> {
  const session = await t.signIn(userId);
  const answer = await t.graphql<{ viewer: { notificationEmailSettings: { category: string; mode: string }[] } }>(SETTINGS, {}, session);
  return answer.data?.viewer.notificationEmailSettings.find((s) => s.category === category)?.mode;
}

async function setMode(userId: string, category: string, mode: string) {
  const session = await t.signIn(userId);
  const answer = await t.graphql<{ updateNotificationEmailSetting: { __typename: string } }>(UPDATE, { category, mode }, session);
  expect(answer.data?.updateNotificationEmailSetting.__typename).toBe('NotificationEmailSetting');
}

/** The subject as sent (the local server keeps it MIME-encoded; the outbox keeps it as written). */
async function subjectOf(address: string): Promise<string | undefined> {
  const row = await t.deps.db.selectFrom('outbox').select('subject').where('to_address', '=', address).orderBy('created_at', 'desc').executeTakeFirst();
  return row?.subject;
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));

/** Header lines of a received message, unfolded. */
function header(mail: ReceivedEmail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

function unsubscribePath(mail: ReceivedEmail): string {
  const value = header(mail, 'List-Unsubscribe');
  const url = /<(https?:\/\/[^>]+)>/.exec(value ?? '')?.[1];
  if (!url) throw new Error(`No List-Unsubscribe URL in "${mail.subject}"`);
  return new URL(url).pathname;
}

async function respond(writer: { id: string }, responder: { id: string }, words = 'What a thoughtful piece about gardens in the city.') {
  const story = await createPost(t.deps.db, writer.id, { title: 'Gardens in the city' });
  const response = await createPost(t.deps.db, responder.id, { title: '', body: { paragraphs: paragraphs(words), sections: [] } });
  await t.deps.db.updateTable('posts').set({ is_response: 1, in_response_to_post_id: story.id }).where('id', '=', response.id).execute();
  const input: NotifyInput = {
    recipientId: writer.id,
    type: 'response_created',
    actorId: responder.id,
    dedupeKey: `response:${response.id}`,
    target: { postId: story.id, responsePostId: response.id },
    occurredAt: clock.now(),
  };
  const outcome = await notify(systemContext(t.deps), input);
  expect(outcome?.isNew).toBe(true);
  return { story, response, notificationId: outcome!.notificationId };
}

describe('instant notification email', () => {
  it('mails a response at once, with text and HTML parts and one-click unsubscribe headers', async () => {
    const writer = await createUser(t.deps.db);
    const responder = await createUser(t.deps.db, { name: 'Ada Lovelace' });
    const arriving = smtp.next(writer.email);
    const { response } = await respond(writer, responder);
    const mail = await arriving;

    expect(await subjectOf(writer.email)).toBe('Ada Lovelace responded to Gardens in the city');
    expect(mail.text).toContain('Ada Lovelace responded to Gardens in the city:\n\n“What a thoughtful piece about gardens in the city.”');
    expect(mail.raw).toMatch(/content-type:\s*text\/plain/i);
    expect(mail.raw).toMatch(/content-type:\s*text\/html/i);
    expect(mail.text).toContain(`Read the response: ${t.config.publicUrl}/p/${response.id}`);
    expect(mail.text).toContain("You're getting this email because Responses emails are on");
    expect(mail.text).toMatch(/Manage email settings: http\S+\/me\/settings#email-notifications/);
    expect(header(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${t.config.publicUrl}/_/unsubscribe/[^>]+>$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${t.config.publicUrl}${unsubscribePath(mail)}`);
  });

  it("sends nothing for a category set to 'off', to an unverified address, or to a suspended account", async () => {
    const off = await createUser(t.deps.db);
    await setMode(off.id, 'responses', 'off');
    const unverified = await createUser(t.deps.db);
    await t.deps.db.updateTable('users').set({ email: null, unverified_email: `new.${unverified.email}` }).where('id', '=', unverified.id).execute();
    const suspended = await createUser(t.deps.db, { suspended: true });
    const responder = await createUser(t.deps.db);
    for (const writer of [off, unverified, suspended]) await respond(writer, responder);
    await t.jobsSettled();
    expect(mailsTo(off.email)).toHaveLength(0);
    expect(mailsTo(unverified.email)).toHaveLength(0);
    expect(mailsTo(`new.${unverified.email}`)).toHaveLength(0);
    expect(mailsTo(suspended.email)).toHaveLength(0);
    // The feed has them all the same.
    const rows = await t.deps.db.selectFrom('notifications').select('id').where('user_id', 'in', [off.id, unverified.id, suspended.id]).execute();
    expect(rows).toHaveLength(3);
  });

  it('sends once when the same notification event is delivered again', async () => {
    const writer = await createUser(t.deps.db);
    const responder = await createUser(t.deps.db);
    const { notificationId } = await respond(writer, responder);
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(1);
    // The same event, as a second delivery carries it: same payload, same event id and time.
    const payload = {
      notificationId,
      recipientId: writer.id,
      activityType: 'response_created',
      actorId: responder.id,
      isNew: true,
      __event: { eventId: newId(), occurredAt: clock.now() },
    };
    for (const attempt of ['a', 'b']) {
      await t.deps.jobs.enqueue(t.deps.db, { name: 'event:notification.created:email', key: `${payload.__event.eventId}:email:${attempt}`, payload });
    }
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(1);
  });
});

describe('a new story told to many followers', () => {
  it('queues the digest for daily readers in bulk, mails instant readers, and leaves the rest alone', async () => {
    const author = await createUser(t.deps.db, { name: 'Ursula Franklin' });
    const [daily, instant, off] = await Promise.all([1, 2, 3].map(() => createUser(t.deps.db)));
    await setMode(instant!.id, 'following', 'instant');
    await setMode(off!.id, 'following', 'off');
    for (const reader of [daily!, instant!, off!]) {
      await t.deps.db.insertInto('user_follows').values({ follower_id: reader.id, followed_id: author.id, created_at: clock.now() }).execute();
    }
    const story = await createPost(t.deps.db, author.id, { title: 'Real world of technology' });
    await t.deps.bus.publish(t.deps.db, 'post.published', { postId: story.id, actorId: author.id, collectionId: null, isFirstPublication: true });
    await t.jobsSettled();

    const queued = await t.deps.db
      .selectFrom('notification_email_digest')
      .innerJoin('notifications', 'notifications.id', 'notification_email_digest.notification_id')
      .select('notification_email_digest.user_id')
      .where('notifications.post_id', '=', story.id)
      .execute();
    expect(queued.map((row) => row.user_id)).toEqual([daily!.id]);
    expect(await subjectOf(instant!.email)).toContain('Real world of technology');
    expect(await subjectOf(off!.email)).toBeUndefined();
    expect(await subjectOf(daily!.email)).toBeUndefined();
  });
});

describe('daily digest', () => {
  it('sends one digest at the digest hour with the queued notifications, and only once', async () => {
    const writer = await createUser(t.deps.db);
    const follower = await createUser(t.deps.db, { name: 'Grace Hopper' });
    const clapper = await createUser(t.deps.db, { name: 'Alan Turing' });
    const story = await createPost(t.deps.db, writer.id, { title: 'On compilers' });
    const deps = systemContext(t.deps);
    await notify(deps, { recipientId: writer.id, type: 'users_following_you', actorId: follower.id, dedupeKey: `f:${follower.id}`, occurredAt: clock.now() });
    await notify(deps, { recipientId: writer.id, type: 'post_recommended', actorId: clapper.id, dedupeKey: `c:${clapper.id}`, target: { postId: story.id }, occurredAt: clock.now() });
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(0);

    // Today's digest hour has passed already: rows queued since wait for tomorrow's.
    await enqueueDueDigest(systemContext(t.deps));
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(0);

    clock.advance(22 * HOUR - 1);
    await enqueueDueDigest(systemContext(t.deps));
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(0);

    clock.advance(1);
    const arriving = smtp.next(writer.email);
    await enqueueDueDigest(systemContext(t.deps));
    const digest = await arriving;
    expect(await subjectOf(writer.email)).toBe('Your Quire daily digest: 2 new notifications');
    expect(digest.text).toContain('• Grace Hopper started following you.');
    expect(digest.text).toContain('• Alan Turing clapped for On compilers.');
    expect(digest.text).toContain('New followers and Claps and highlights emails are set to a daily digest');
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await t.deps.db.selectFrom('notification_email_digest').select('user_id').where('user_id', '=', writer.id).execute()).toHaveLength(0);

    // Another process, or the next minute's check, asks again: nothing more goes out.
    await enqueueDueDigest(systemContext(t.deps));
    await t.jobsSettled();
    expect(mailsTo(writer.email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  async function instantMail() {
    const writer = await createUser(t.deps.db);
    const responder = await createUser(t.deps.db);
    const arriving = smtp.next(writer.email);
    await respond(writer, responder);
    return { writer, path: unsubscribePath(await arriving) };
  }
  const postForm = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

  it('asks on GET without changing anything, and turns the category off on POST without a session', async () => {
    const { writer, path } = await instantMail();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe from Responses emails?');
    // The token in the address must not travel on to another site.
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(await modeOf(writer.id, 'responses')).toBe('instant');

    const done = await postForm(path, 'List-Unsubscribe=One-Click');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You&#39;re unsubscribed from Responses emails.');
    expect(done.body).toContain('Manage email settings');
    expect(await modeOf(writer.id, 'responses')).toBe('off');
    expect(await modeOf(writer.id, 'mentions')).toBe('instant');

    const undo = await postForm(path, 'undo=1&previous=responses%3Ainstant%2Cmentions%3Aoff');
    expect(undo.statusCode).toBe(200);
    expect(undo.body).toContain('You&#39;re subscribed to Responses emails again.');
    expect(await modeOf(writer.id, 'responses')).toBe('instant');
    // Undo reaches only the link's own categories.
    expect(await modeOf(writer.id, 'mentions')).toBe('instant');
  });

  it('refuses a tampered token with a clear 400 page, and methods other than GET and POST', async () => {
    const { writer, path } = await instantMail();
    const other = await createUser(t.deps.db);
    const token = path.split('/').pop()!;
    const [version, , categories, signature] = token.split('.');
    const forged = [`${version}.${other.id}.${categories}.${signature}`, `${token.slice(0, -2)}xx`, 'nonsense'];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: `/_/unsubscribe/${bad}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('This unsubscribe link is not valid.');
      }
    }
    expect(await modeOf(other.id, 'responses')).toBe('instant');
    expect((await t.app.inject({ method: 'DELETE', url: path })).statusCode).toBe(405);
    expect(await modeOf(writer.id, 'responses')).toBe('instant');
  });
});

describe('email settings', () => {
  it('are read and changed by their owner only', async () => {
    const reader = await createUser(t.deps.db);
    expect(await modeOf(reader.id, 'following')).toBe('daily');
    expect(await modeOf(reader.id, 'responses')).toBe('instant');
    await setMode(reader.id, 'following', 'off');
    expect(await modeOf(reader.id, 'following')).toBe('off');

    const signedOut = await t.graphql(UPDATE, { category: 'following', mode: 'instant' });
    expect(signedOut.errors?.[0]?.message).toBe('You need to sign in first.');
    expect((await t.graphql<{ viewer: null }>(SETTINGS)).data?.viewer).toBeNull();
    const unknown = await t.graphql<{ updateNotificationEmailSetting: { __typename: string } }>(UPDATE, { category: 'everything', mode: 'off' }, await t.signIn(reader.id));
    expect(unknown.data?.updateNotificationEmailSetting.__typename).toBe('BadRequest');
    expect(await modeOf(reader.id, 'following')).toBe('off');
  });
});
