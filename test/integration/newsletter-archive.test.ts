import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A newsletter's archive (`/_api/newsletters/{id}/posts` and the landing page's recent issues) and a publication
 * newsletter's audience for its editors: the public sees the published, listed stories it sent; its editors also
 * its email-only issues; drafts, unlisted and deleted stories never; subscribers, export and import are the
 * editors' alone.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Session = { cookie: string; xsrf: string };
const get = (url: string, session?: Session, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...headers, ...(session ? { cookie: session.cookie } : {}) } });

async function gql<T>(session: Session, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.graphql<Record<string, T>>(query, variables, session);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

const body = (text: string) => JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text, markups: [] }], sections: [] });
const CREATE = `mutation($title: String, $body: String) { createPost(title: $title, subtitle: "", bodyJson: $body) { __typename ... on Post { id } } }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename ... on BadRequest { message } } }`;
const NEW_EMAIL = `mutation($id: ID!, $title: String, $body: String) { createNewsletterEmail(newsletterV3Id: $id, title: $title, bodyJson: $body) { __typename ... on Post { id } } }`;
const SEND = `mutation($id: ID!) { sendNewsletterEmail(postId: $id) { __typename } }`;
const AUDIENCE = `query($id: ID!) { newsletterV3Audience(newsletterV3Id: $id) { __typename ... on NewsletterV3Audience { newsletter { id } subscriberStats(days: 7) { subscriberCount } recentSubscribers(limit: 10) { email source } } } }`;

let sendSeq = 0;
/** A send row as the sending jobs write it, at a chosen time (so the order is the test's, not the clock's). */
async function markSent(newsletterId: string, postId: string, at: number) {
  sendSeq += 1;
  await t.deps.db.insertInto('newsletter_sends').values({ id: `ae${String(sendSeq).padStart(10, '0')}`, newsletter_id: newsletterId, post_id: postId, created_at: at }).execute();
}

describe("a newsletter's archive", () => {
  it('lists published stories to anyone, email-only issues to its editors alone, never drafts, unlisted or deleted stories, in pages', async () => {
    const editor = await createUser(t.deps.db, { name: 'Archie Editor' });
    const writer = await createUser(t.deps.db, { name: 'Wanda Archive Writer' });
    const stranger = await createUser(t.deps.db, { name: 'Sid Stranger' });
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: writer.id, role: 'WRITER' }]);
    const [edith, walt, sid] = [await t.signIn(editor.id), await t.signIn(writer.id), await t.signIn(stranger.id)];
    const form = `name=${encodeURIComponent('Archive Dispatch')}&description=&xsrf=${edith.xsrf}`;
    const created = await t.app.inject({ method: 'POST', url: `/${pub.slug}/new-newsletter`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: edith.cookie }, payload: form });
    expect(created.statusCode).toBe(303);
    const newsletterId = (await t.deps.db.selectFrom('newsletters').select('id').where('collection_id', '=', pub.id).executeTakeFirstOrThrow()).id;

    const story = async (title: string, visibility: 'PUBLIC' | 'LOCKED' | 'UNLISTED') => {
      const post = await gql<{ id: string }>(walt, CREATE, { title, body: body(`${title} text`) });
      const input = { tags: [], visibility, license: 'ALL_RIGHTS_RESERVED', collectionId: pub.id, sendNewsletter: false };
      expect(await gql<{ __typename: string }>(walt, PUBLISH, { id: post.id, input })).toEqual({ __typename: 'Post' });
      return post.id;
    };
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await story(`Archive public story ${i}`, i === 3 ? 'LOCKED' : 'PUBLIC'));
    const unlisted = await story('Archive unlisted story', 'UNLISTED');
    const deleted = await story('Archive deleted story', 'PUBLIC');
    const draft = (await gql<{ id: string }>(walt, CREATE, { title: 'Archive draft never sent', body: body('draft') })).id;
    const base = 1_700_000_000_000;
    for (const [i, id] of ids.entries()) await markSent(newsletterId, id, base + i * 1000);
    await markSent(newsletterId, unlisted, base + 10_000);
    await markSent(newsletterId, deleted, base + 11_000);
    await markSent(newsletterId, draft, base + 12_000);
    await t.deps.db.updateTable('posts').set({ deleted_at: base }).where('id', '=', deleted).execute();

    // An email-only issue, sent by the editor; and one only started (never listed).
    const issue = await gql<{ id: string }>(edith, NEW_EMAIL, { id: newsletterId, title: 'Archive email-only note', body: body('Only by email') });
    expect(await gql<{ __typename: string }>(edith, SEND, { id: issue.id })).toEqual({ __typename: 'NewsletterIssue' });
    await gql<{ id: string }>(edith, NEW_EMAIL, { id: newsletterId, title: 'Archive unsent note', body: body('Not yet') });
    await t.jobsSettled();

    type Answer = { newsletter: { id: string }; posts: { id: string; title: string; url: string | null; sentAt: number; isLocked: boolean; emailOnly: boolean; previewImage: unknown }[]; pagingInfo: { next: { limit: number; to: string } | null } };
    const list = async (session?: Session, query = '') => {
      const res = await get(`/_api/newsletters/${newsletterId}/posts${query}`, session);
      expect(res.statusCode).toBe(200);
      return { res, answer: res.json<Answer>() };
    };

    // Signed out and strangers (a writer of the publication included): the five published stories, newest first.
    const expected = [...ids].reverse();
    for (const who of [undefined, sid, walt]) {
      const { answer } = await list(who);
      expect(answer.posts.map((p) => p.id)).toEqual(expected);
    }
    const { res: publicRes, answer: publicAnswer } = await list();
    expect(publicRes.headers['cache-control']).toBe('public, max-age=60');
    expect(publicAnswer.newsletter.id).toBe(newsletterId);
    const first = publicAnswer.posts[0]!;
    expect(first).toMatchObject({ title: 'Archive public story 5', sentAt: base + 4000, isLocked: false, emailOnly: false, previewImage: null });
    expect(first.url).toMatch(new RegExp(`^https?://[^/]+/.+/archive-public-story-5-${ids[4]}$`));
    expect(publicAnswer.posts.find((p) => p.id === ids[2])?.isLocked).toBe(true);
    expect(JSON.stringify(publicAnswer)).not.toContain('email-only note');

    // ETag: the same answer again is 304.
    const again = await get(`/_api/newsletters/${newsletterId}/posts`, undefined, { 'if-none-match': String(publicRes.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The editor also sees the email-only issue that was sent (no address), never the unsent one; privately.
    const { res: editorRes, answer: editorAnswer } = await list(edith);
    expect(editorRes.headers['cache-control']).toBe('private, no-cache');
    expect(editorAnswer.posts.map((p) => p.id)).toEqual([issue.id, ...expected]);
    expect(editorAnswer.posts[0]).toMatchObject({ title: 'Archive email-only note', url: null, emailOnly: true });

    // Paging: two at a time, with the cursor, to the end.
    const seen: string[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 5; page++) {
      const { answer } = await list(undefined, query);
      seen.push(...answer.posts.map((p) => p.id));
      expect(answer.posts.length).toBeLessThanOrEqual(2);
      if (!answer.pagingInfo.next) break;
      query = `?limit=${answer.pagingInfo.next.limit}&to=${encodeURIComponent(answer.pagingInfo.next.to)}`;
    }
    expect(seen).toEqual(expected);

    // Unknown newsletter: 404 JSON.
    const missing = await get('/_api/newsletters/000000000000/posts');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('This newsletter was not found.');

    // The landing page shows recent issues, linked; not the email-only one to readers.
    const landing = await get(`/${pub.slug}/newsletters/archive-dispatch`);
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Recent issues');
    expect(landing.body).toContain('Archive public story 5');
    expect(landing.body).toContain(`href="${first.url}"`);
    expect(landing.body).not.toContain('Archive unlisted story');
    expect(landing.body).not.toContain('Archive email-only note');
  });
});

describe("a publication newsletter's audience", () => {
  it('is seen, exported and imported into by its editors alone', async () => {
    const editor = await createUser(t.deps.db, { name: 'Ada Audience Editor' });
    const writer = await createUser(t.deps.db, { name: 'Will Audience Writer' });
    const stranger = await createUser(t.deps.db, { name: 'Stan Audience Stranger' });
    const pub = await createCollection(t.deps.db, editor.id, [{ userId: writer.id, role: 'WRITER' }]);
    const [ada, will, stan] = [await t.signIn(editor.id), await t.signIn(writer.id), await t.signIn(stranger.id)];
    const form = `name=${encodeURIComponent('Audience Dispatch')}&description=&xsrf=${ada.xsrf}`;
    await t.app.inject({ method: 'POST', url: `/${pub.slug}/new-newsletter`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ada.cookie }, payload: form });
    const newsletterId = (await t.deps.db.selectFrom('newsletters').select('id').where('collection_id', '=', pub.id).executeTakeFirstOrThrow()).id;

    const importAs = (session: Session) => {
      const boundary = '----quirearchive';
      const payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\non\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\nemail\r\nfirst@example.com\r\nsecond@example.com\r\n` +
        `--${boundary}--\r\n`;
      return t.app.inject({
        method: 'POST',
        url: `/_/api/newsletters/${newsletterId}/import/process-unvalidated-files`,
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };

    // Nobody but the editors: a writer of the publication and a stranger are answered as if it did not exist.
    for (const who of [will, stan]) {
      expect((await importAs(who)).statusCode).toBe(404);
      expect((await get(`/_/api/newsletters/${newsletterId}/subscribers.csv`, who)).statusCode).toBe(404);
      expect(await gql<{ __typename: string }>(who, AUDIENCE, { id: newsletterId })).toEqual({ __typename: 'NotFound' });
    }
    const signedOut = await t.graphql<{ newsletterV3Audience: { __typename: string } }>(AUDIENCE, { id: newsletterId });
    expect(signedOut.data?.newsletterV3Audience.__typename).toBe('NotFound');
    expect(await t.deps.db.selectFrom('newsletter_subscribers').select('id').where('newsletter_id', '=', newsletterId).execute()).toEqual([]);

    // The editor imports, sees them and exports them.
    const imported = await importAs(ada);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<{ report: { added: number } }>().report.added).toBe(2);
    const audience = await gql<{ subscriberStats: { subscriberCount: number }; recentSubscribers: { email: string; source: string }[] }>(ada, AUDIENCE, { id: newsletterId });
    expect(audience.subscriberStats.subscriberCount).toBe(2);
    expect(audience.recentSubscribers.map((s) => s.email).sort()).toEqual(['first@example.com', 'second@example.com']);
    const csv = await get(`/_/api/newsletters/${newsletterId}/subscribers.csv`, ada);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('first@example.com');

    // The page is there for the editor (its management page links to it).
    expect((await get(`/${pub.slug}/new-newsletter`, ada)).body).toContain(`/newsletters/${newsletterId}/subscribers`);
  });
});
