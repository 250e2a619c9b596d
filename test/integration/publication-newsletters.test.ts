import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/format/html';
import { NEWSLETTER_MESSAGES, PUBLICATION_NEWSLETTER_MESSAGES } from '../../src/shared/validation/newsletters';
import { STORY_MESSAGES } from '../../src/shared/validation/stories';
import { createCollection, createUser } from '../support/factories';
import { linkIn, startLocalSmtp, type LocalSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A publication's newsletter: only its editors create and edit it; readers subscribe on its landing page
 * (signed out by double opt-in, signed in with one click); a story published in the publication goes to its
 * subscribers unless the publish dialog says not to; an email-only issue goes by email alone and is never
 * published; everyone but the newsletter's managers is refused.
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

async function post(path: string, form: Record<string, string>, session?: Session) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(session ? { cookie: session.cookie } : {}) },
    payload: new URLSearchParams({ ...form, ...(session ? { xsrf: session.xsrf } : {}) }).toString(),
  });
}

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.graphql<Record<string, T>>(query, variables, session);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

const body = (...texts: string[]) => JSON.stringify({ paragraphs: texts.map((text, i) => ({ name: `p${i}`, type: 'P', text, markups: [] })), sections: [] });
const CREATE = `mutation($title: String, $body: String) { createPost(title: $title, subtitle: "", bodyJson: $body) { __typename ... on Post { id } } }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename ... on BadRequest { message } } }`;
const NEW_EMAIL = `mutation($id: ID!, $title: String, $body: String) { createNewsletterEmail(newsletterV3Id: $id, title: $title, bodyJson: $body) { __typename ... on Post { id newsletterIssue { id sentAt newsletter { id } } } ... on NotFound { message } } }`;
const SEND = `mutation($id: ID!) { sendNewsletterEmail(postId: $id) { __typename ... on NewsletterIssue { id sentAt } ... on NotFound { message } ... on BadRequest { message } } }`;
const FOR_EMAIL = `query($id: ID!) { newsletterV3ForEmail(newsletterV3Id: $id) { __typename ... on NewsletterV3 { id name viewerEdge { canManage } } } }`;

async function publishIn(session: Session, collectionId: string, title: string, text: string, sendNewsletter?: boolean): Promise<string> {
  const created = await gql<{ id: string }>(session, CREATE, { title, body: body(text) });
  const input = { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', collectionId, ...(sendNewsletter === undefined ? {} : { sendNewsletter }) };
  expect(await gql<{ __typename: string }>(session, PUBLISH, { id: created.id, input })).toEqual({ __typename: 'Post' });
  await t.jobsSettled();
  return created.id;
}

describe('a publication newsletter', () => {
  it('is created and edited by editors alone, subscribed to on its landing page, and sent each story published in the publication', async () => {
    const editor = await createUser(t.deps.db, { name: 'Edith Editor' });
    const writer = await createUser(t.deps.db, { name: 'Walt Writer' });
    const outsider = await createUser(t.deps.db, { name: 'Otto Outsider' });
    const reader = await createUser(t.deps.db, { name: 'Rita Reader' });
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: writer.id, role: 'WRITER' }]);
    const [edith, walt, otto, rita] = [await t.signIn(editor.id), await t.signIn(writer.id), await t.signIn(outsider.id), await t.signIn(reader.id)];

    // Deny by default: signed out goes to sign in; a writer or an outsider get the 404; so does their POST.
    expect((await get(`/${pub.slug}/new-newsletter`)).statusCode).toBe(302);
    expect((await get(`/${pub.slug}/new-newsletter`, walt)).statusCode).toBe(404);
    expect((await get(`/${pub.slug}/new-newsletter`, otto)).statusCode).toBe(404);
    expect((await post(`/${pub.slug}/new-newsletter`, { name: 'Hijack' }, otto)).statusCode).toBe(404);
    expect((await post(`/${pub.slug}/new-newsletter`, { name: 'Hijack' }, walt)).statusCode).toBe(404);
    expect(await t.deps.db.selectFrom('newsletters').select('id').where('collection_id', '=', pub.id).execute()).toEqual([]);

    // The editor creates it (a name is needed), then edits it; the address stays.
    expect((await get(`/${pub.slug}/new-newsletter`, edith)).body).toContain('Start a newsletter for');
    const empty = await post(`/${pub.slug}/new-newsletter`, { name: '  ', description: '' }, edith);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(escapeHtml(PUBLICATION_NEWSLETTER_MESSAGES.nameRequired));
    const created = await post(`/${pub.slug}/new-newsletter`, { name: 'The Weekly Dispatch', description: 'Our best stories, every week.' }, edith);
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe(`/${pub.slug}/newsletters/the-weekly-dispatch`);
    const renamed = await post(`/${pub.slug}/new-newsletter`, { name: 'The Dispatch', description: 'Our best stories.' }, edith);
    expect(renamed.headers.location).toBe(`/${pub.slug}/newsletters/the-weekly-dispatch`);
    const rows = await t.deps.db.selectFrom('newsletters').select(['id', 'type', 'name', 'description']).where('collection_id', '=', pub.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'COLLECTION', name: 'The Dispatch', description: 'Our best stories.' });
    const newsletterId = rows[0]!.id;

    // The publication exposes it (Collection.newsletterV3.slug).
    const exposed = await gql<{ newsletterV3: { id: string; slug: string; type: string; description: string } }>(rita, `query($id: ID!) { collection(id: $id) { newsletterV3 { id slug type description } } }`, { id: pub.id });
    expect(exposed.newsletterV3).toEqual({ id: newsletterId, slug: 'the-weekly-dispatch', type: 'COLLECTION', description: 'Our best stories.' });

    // Landing page: signed out, an address; editors see their tools, others do not.
    const landing = `/${pub.slug}/newsletters/the-weekly-dispatch`;
    const signedOut = await get(landing);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toContain('The Dispatch');
    expect(signedOut.body).toContain('Your email');
    expect(signedOut.body).not.toContain('Write an email');
    expect((await get(landing, edith)).body).toContain('Write an email');
    expect((await get(landing, otto)).body).not.toContain('Write an email');
    expect((await get(`/${pub.slug}/newsletters/another`)).statusCode).toBe(404);

    // Signed out: double opt-in through the emailed link.
    const subscribe = `/_/api/newsletters/${newsletterId}/subscribe`;
    const asked = await post(subscribe, { email: 'Fan@Example.com', redirect: landing });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Check your inbox');
    await t.jobsSettled();
    const [confirmation] = mailsTo('fan@example.com');
    expect(confirmation?.subject).toBe('Confirm your subscription to The Dispatch');
    expect(confirmation?.text).toContain('new stories from Publication');
    const confirm = new URL(linkIn(confirmation!, '/_/newsletters/confirm/')).pathname;
    expect((await post(confirm, {})).body).toContain(escapeHtml(NEWSLETTER_MESSAGES.confirmed('The Dispatch')));
    expect((await post(subscribe, { email: 'nope', redirect: landing })).statusCode).toBe(400);

    // Signed in: one click, back to the landing page, which then says so.
    const clicked = await post(subscribe, { redirect: landing }, rita);
    expect(clicked.statusCode).toBe(303);
    expect(String(clicked.headers['set-cookie'] ?? '')).not.toContain('quire_toast=');
    expect((await get(landing, rita)).body).toContain(escapeHtml(NEWSLETTER_MESSAGES.already('The Dispatch')));
    expect(await gql(rita, `mutation($id: ID!) { subscribeNewsletterV3(newsletterV3Id: $id) { __typename ... on NewsletterV3 { subscriberCount viewerEdge { isSubscribed canManage } } } }`, { id: newsletterId })).toEqual({
      __typename: 'NewsletterV3',
      subscriberCount: 2,
      viewerEdge: { isSubscribed: true, canManage: false },
    });

    // A story published in the publication goes to its subscribers; one published with "don't send" does not.
    const mark = smtp.received.length;
    await publishIn(edith, pub.id, 'Dispatch one', 'Sent to the subscribers.');
    const sent = smtp.received.slice(mark);
    expect(sent.map((m) => m.to[0]).sort()).toEqual(['fan@example.com', reader.email.toLowerCase()].sort());
    expect(sent.every((m) => m.subject === 'Dispatch one' && m.text.includes('Sent to the subscribers.') && m.text.includes('subscribed to The Dispatch'))).toBe(true);
    const quiet = smtp.received.length;
    await publishIn(edith, pub.id, 'Dispatch two', 'Not sent.', false);
    expect(smtp.received.length).toBe(quiet);
    // A story on a profile is not the publication's.
    await publishIn(edith, null as unknown as string, 'On the profile', 'Not the publication’s.');
    expect(smtp.received.length).toBe(quiet);
  });

  it('sends an email-only issue by email alone, once, from its managers only, and never publishes it', async () => {
    const editor = await createUser(t.deps.db, { name: 'Iris Issue' });
    const writer = await createUser(t.deps.db, { name: 'Wes Writer' });
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: writer.id, role: 'WRITER' }]);
    const [iris, wes] = [await t.signIn(editor.id), await t.signIn(writer.id)];
    await post(`/${pub.slug}/new-newsletter`, { name: 'Field Letters', description: '' }, iris);
    const newsletterId = (await t.deps.db.selectFrom('newsletters').select('id').where('collection_id', '=', pub.id).executeTakeFirstOrThrow()).id;
    // The envelope on a publication's page, without JavaScript: back to the page, whose toast says so.
    const fromEnvelope = await post(`/_/api/newsletters/${newsletterId}/subscribe`, { redirect: `/${pub.slug}` }, wes);
    expect(fromEnvelope.headers.location).toBe(`/${pub.slug}`);
    const toast = /quire_toast=([^;]+)/.exec(String(fromEnvelope.headers['set-cookie'] ?? ''))?.[1] ?? '';
    expect(JSON.parse(Buffer.from(toast, 'base64url').toString('utf8'))).toEqual({ message: NEWSLETTER_MESSAGES.subscribed('Field Letters') });

    // Only its managers open the page's data or start an issue.
    expect(await gql(wes, FOR_EMAIL, { id: newsletterId })).toEqual({ __typename: 'NotFound' });
    expect(await gql(iris, FOR_EMAIL, { id: newsletterId })).toEqual({ __typename: 'NewsletterV3', id: newsletterId, name: 'Field Letters', viewerEdge: { canManage: true } });
    expect(await gql(wes, NEW_EMAIL, { id: newsletterId, title: 'Sneaky', body: body('x') })).toMatchObject({ __typename: 'NotFound' });
    const issue = await gql<{ __typename: string; id: string; newsletterIssue: { id: string; sentAt: number | null; newsletter: { id: string } } }>(iris, NEW_EMAIL, {
      id: newsletterId,
      title: 'A letter for subscribers',
      body: body('Only in your inbox.'),
    });
    expect(issue).toMatchObject({ __typename: 'Post', newsletterIssue: { sentAt: null, newsletter: { id: newsletterId } } });

    // It cannot be published or submitted; others cannot send it.
    const publish = await gql<{ __typename: string; message?: string }>(iris, PUBLISH, { id: issue.id, input: { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED' } });
    expect(publish).toEqual({ __typename: 'BadRequest', message: STORY_MESSAGES.emailOnly });
    expect(await gql(wes, SEND, { id: issue.id })).toMatchObject({ __typename: 'NotFound' });

    // Sent once; edits afterwards change nothing that went out.
    const mark = smtp.received.length;
    const sent = await gql<{ __typename: string; sentAt: number }>(iris, SEND, { id: issue.id });
    expect(sent.__typename).toBe('NewsletterIssue');
    await t.jobsSettled();
    const mails = smtp.received.slice(mark);
    expect(mails.map((m) => m.to[0])).toEqual([writer.email.toLowerCase()]);
    expect(mails[0]!.subject).toBe('A letter for subscribers');
    expect(mails[0]!.text).toContain('Only in your inbox.');
    expect(mails[0]!.text).toContain('Unsubscribe: ');
    expect(await gql(iris, SEND, { id: issue.id })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_NEWSLETTER_MESSAGES.issueAlreadySent });
    await t.jobsSettled();
    expect(smtp.received.length).toBe(mark + 1);

    // Never a public story.
    const row = await t.deps.db.selectFrom('posts').select(['is_published', 'email_only']).where('id', '=', issue.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_published: 0, email_only: 1 });
    expect((await get(`/p/${issue.id}`)).statusCode).toBe(404);
  });
});
