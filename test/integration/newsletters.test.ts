import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/format/html';
import { NEWSLETTER_MESSAGES } from '../../src/shared/validation/newsletters';
import { createUser } from '../support/factories';
import { linkIn, startLocalSmtp, type LocalSmtp, type ReceivedEmail } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A writer's newsletter end to end through a real SMTP server: subscribe signed out (double opt-in) and
 * signed in (one click), publish, one email per confirmed subscriber with RFC 8058 headers, a member-only
 * story's preview for non-members, one-click unsubscribe, and a hard bounce that stops sends.
 */
let t: TestApp;
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Session = { cookie: string; xsrf: string };
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));

function header(mail: ReceivedEmail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

async function post(path: string, form: Record<string, string>, session?: Session) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(session ? { cookie: session.cookie } : {}) },
    payload: new URLSearchParams({ ...form, ...(session ? { xsrf: session.xsrf } : {}) }).toString(),
  });
}

async function call<T>(session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.graphql<Record<string, T>>(query, variables, session);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

const SUBSCRIBE = `mutation($id: ID!) { subscribeToWriterNewsletter(userId: $id) { __typename ... on NewsletterV3 { id type subscriberCount viewerEdge { isSubscribed } } ... on Forbidden { message } } }`;
const CREATE = `mutation($title: String, $body: String) { createPost(title: $title, subtitle: "", bodyJson: $body) { __typename ... on Post { id } } }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename } }`;

async function publishStory(writer: Session, title: string, texts: string[], visibility = 'PUBLIC'): Promise<void> {
  const body = JSON.stringify({ paragraphs: texts.map((text, i) => ({ name: `p${i}`, type: 'P', text, markups: [] })), sections: [] });
  const created = await call<{ id: string }>(writer, CREATE, { title, body });
  const published = await call<{ __typename: string }>(writer, PUBLISH, { id: created.id, input: { tags: [], visibility, license: 'ALL_RIGHTS_RESERVED' } });
  expect(published.__typename).toBe('Post');
  await t.jobsSettled();
}

async function subscribeByEmail(writerId: string, email: string) {
  const res = await post(`/_/api/users/${writerId}/lazily-enable-writer-subscription`, { email });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('Check your inbox');
  await t.jobsSettled();
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  return new URL(linkIn(mails[0]!, '/_/newsletters/confirm/')).pathname;
}

describe('a writer newsletter', () => {
  it('subscribes, confirms, sends each story once per confirmed subscriber, unsubscribes in one click, and stops at a hard bounce', async () => {
    const ada = await createUser(t.deps.db, { name: 'Ada Writer' });
    const member = await createUser(t.deps.db, { member: true });
    const adaSession = await t.signIn(ada.id);
    const memberSession = await t.signIn(member.id);

    // Signed out: one confirmation email and nothing else until confirmed; the link works once.
    const confirm = await subscribeByEmail(ada.id, 'reader@example.com');
    expect((await t.app.inject({ method: 'GET', url: confirm })).body).toContain('Confirm your subscription to Ada Writer');
    expect((await post(confirm, {})).body).toContain(escapeHtml(NEWSLETTER_MESSAGES.confirmed('Ada Writer')));
    expect((await post(confirm, {})).statusCode).toBe(400);
    const pending = await subscribeByEmail(ada.id, 'pending@example.com');
    expect(pending).toBeTruthy();
    const bounceConfirm = await subscribeByEmail(ada.id, 'gone@example.com');
    await post(bounceConfirm, {});
    expect((await post(`/_/api/users/${ada.id}/lazily-enable-writer-subscription`, { email: 'not an address' })).statusCode).toBe(400);

    // Signed in: one click with the verified address; not to oneself.
    const subscribed = await call<{ __typename: string; type: string; subscriberCount: number; viewerEdge: { isSubscribed: boolean } }>(memberSession, SUBSCRIBE, { id: ada.id });
    expect(subscribed).toMatchObject({ __typename: 'NewsletterV3', type: 'AUTHOR', subscriberCount: 3, viewerEdge: { isSubscribed: true } });
    expect(await call(adaSession, SUBSCRIBE, { id: ada.id })).toEqual({ __typename: 'Forbidden', message: NEWSLETTER_MESSAGES.self });

    // The address's server refuses it for good from now on.
    smtp.rejected.add('gone@example.com');
    const before = smtp.received.length;
    await publishStory(adaSession, 'Notes on the engine', ['The engine weaves algebraic patterns.', 'As the loom weaves flowers.']);
    const story = smtp.received.slice(before);
    expect(story.map((m) => m.to[0]).sort()).toEqual([member.email.toLowerCase(), 'reader@example.com'].sort());
    for (const mail of story) {
      expect(mail.text).toContain('The engine weaves algebraic patterns.');
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/_\/newsletters\/unsubscribe\/[^>]+>$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('Unsubscribe: ');
    }
    const deliveries = await t.deps.db
      .selectFrom('newsletter_deliveries as d')
      .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
      .select(['s.email', 'd.status'])
      .execute();
    expect(Object.fromEntries(deliveries.map((d) => [d.email, d.status]))).toEqual({
      'reader@example.com': 'sent',
      [member.email.toLowerCase()]: 'sent',
      'gone@example.com': 'bounced',
    });
    expect(await t.deps.db.selectFrom('email_bounces').select('email').execute()).toEqual([{ email: 'gone@example.com' }]);

    // A member-only story: its preview and a link for the non-member, the whole text for the member.
    const texts = ['One.', 'Two.', 'Three.', 'Four.', 'Five is for members.'];
    const mark = smtp.received.length;
    await publishStory(adaSession, 'For members', texts, 'LOCKED');
    const locked = smtp.received.slice(mark);
    expect(locked).toHaveLength(2);
    const reader = locked.find((m) => m.to.includes('reader@example.com'))!;
    expect(reader.text).not.toContain('Five is for members.');
    expect(reader.text).toContain('Continue reading');
    expect(locked.find((m) => m.to.includes(member.email.toLowerCase()))!.text).toContain('Five is for members.');

    // One click (RFC 8058): the next story goes to the member alone.
    const unsubscribe = new URL(/<([^>]+)>/.exec(header(reader, 'List-Unsubscribe')!)![1]!).pathname;
    expect((await t.app.inject({ method: 'GET', url: unsubscribe })).body).toContain('Unsubscribe from Ada Writer?');
    const oneClick = await post(unsubscribe, { 'List-Unsubscribe': 'One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(escapeHtml(NEWSLETTER_MESSAGES.unsubscribed('Ada Writer')));
    const last = smtp.received.length;
    await publishStory(adaSession, 'After the unsubscribe', ['Only the member reads this by email.']);
    expect(smtp.received.slice(last).map((m) => m.to[0])).toEqual([member.email.toLowerCase()]);

    // The signed-in reader's list, and its Unsubscribe.
    const list = await t.app.inject({ method: 'GET', url: '/me/newsletters', headers: { cookie: memberSession.cookie } });
    expect(list.body).toContain('Ada Writer');
    const newsletterId = (await t.deps.db.selectFrom('newsletters').select('id').where('user_id', '=', ada.id).executeTakeFirstOrThrow()).id;
    expect((await post(`/_/api/subscriptions/newsletters/${newsletterId}`, { redirect: '/me/newsletters' }, memberSession)).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: '/me/newsletters', headers: { cookie: memberSession.cookie } })).body).toContain("You're not subscribed");
  });
});
