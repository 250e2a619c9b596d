import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORT_ROW_REASONS, type ImportReport } from '../../src/shared/validation/audience';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A writer's audience: importing subscribers from CSV (consent first, invalid rows reported and skipped,
 * duplicates and people who left never added back, limits), exporting them, the stats pages' queries, and
 * the users_email_subscribed notification with its milestones. A writer's subscribers are theirs alone:
 * every route and query answers another account as if there were nothing.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Session = { cookie: string; xsrf: string };

function form(parts: { consent?: string; file?: string | Buffer; filename?: string }) {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (parts.consent !== undefined) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\n${parts.consent}\r\n`));
  if (parts.file !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.filename ?? 'subscribers.csv'}"\r\nContent-Type: text/csv\r\n\r\n`));
    chunks.push(Buffer.isBuffer(parts.file) ? parts.file : Buffer.from(parts.file));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(newsletterId: string, session: Session | null, parts: Parameters<typeof form>[0], xsrf = session?.xsrf) {
  const { body, contentType } = form(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/_/api/newsletters/${newsletterId}/import/process-unvalidated-files`,
    headers: { 'content-type': contentType, ...(session ? { cookie: session.cookie } : {}), ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
    payload: body,
  });
  return { status: res.statusCode, json: res.json() as { report?: ImportReport; message?: string } };
}

async function call<T>(session: Session | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.graphql<Record<string, T>>(query, variables, session ?? {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

const ENABLE = `mutation { enableViewerNewsletterV3 { id type subscriberCount } }`;
const AUDIENCE = `query($username: String!) { userAudience(username: $username) { __typename ... on UserAudience { subscriberStats(days: 7) { subscriberCount newSubscribersInPeriod newSubscribersPerDay { day count } } recentSubscribers(limit: 50) { email source user { id } } } } }`;
const STATS = `query($id: ID!) { newsletterV3Stats(newsletterV3Id: $id) { __typename ... on NewsletterV3Stats { trackEngagement sends { recipients delivered failed bounced skipped opens clicks post { title } } } } }`;
const TRACK = `mutation($id: ID!, $on: Boolean!) { setNewsletterV3Tracking(newsletterV3Id: $id, enabled: $on) { __typename ... on NewsletterV3Stats { trackEngagement sends { opens clicks } } } }`;
const SUBSCRIPTIONS = `query { viewerSubscriberStats(days: 30) { subscriberCount newSubscribersInPeriod unsubscribesInPeriod newsletter { id } } }`;

describe('importing and exporting subscribers', () => {
  let ada: Awaited<ReturnType<typeof createUser>>;
  let adaSession: Session;
  let graceSession: Session;
  let newsletterId: string;

  beforeAll(async () => {
    ada = await createUser(t.deps.db, { name: 'Ada Writer' });
    const grace = await createUser(t.deps.db, { name: 'Grace Reader' });
    adaSession = await t.signIn(ada.id);
    graceSession = await t.signIn(grace.id);
    newsletterId = (await call<{ id: string }>(adaSession, ENABLE)).id;
    // Someone who left, and an address whose server refuses mail: an import never adds them back.
    await t.deps.db
      .insertInto('newsletter_subscribers')
      .values({ id: 'aaaaaaaaaaa1', newsletter_id: newsletterId, email: 'left@example.com', status: 'unsubscribed', created_at: 1, confirmed_at: 1, unsubscribed_at: 2 })
      .execute();
    await t.deps.db.insertInto('email_bounces').values({ email: 'gone@example.com', reason: '550', bounced_at: 1 }).execute();
  });

  it('refuses anything until the writer confirms consent, and anyone but the writer', async () => {
    const csv = 'email\nnew@example.com\n';
    expect(await upload(newsletterId, adaSession, { file: csv })).toEqual({ status: 400, json: { message: IMPORT_MESSAGES.consent } });
    expect(await upload(newsletterId, adaSession, { file: csv, consent: '' })).toEqual({ status: 400, json: { message: IMPORT_MESSAGES.consent } });
    expect((await upload(newsletterId, null, { file: csv, consent: 'on' })).status).toBe(401);
    expect((await upload(newsletterId, adaSession, { file: csv, consent: 'on' }, 'not-the-token')).status).toBe(403);
    // Another account: not found, as a newsletter that does not exist.
    expect(await upload(newsletterId, graceSession, { file: csv, consent: 'on' })).toEqual({ status: 404, json: { message: IMPORT_MESSAGES.notFound } });
    expect((await upload('000000000000', adaSession, { file: csv, consent: 'on' })).status).toBe(404);
    expect((await upload(newsletterId, adaSession, { consent: 'on' })).json.message).toBe(IMPORT_MESSAGES.noFile);
    const rows = await t.deps.db.selectFrom('newsletter_subscribers').select('email').where('newsletter_id', '=', newsletterId).execute();
    expect(rows.map((r) => r.email)).toEqual(['left@example.com']);
  });

  it('adds valid rows, reports invalid ones by row number and reason, and never adds back who left', async () => {
    const csv = [
      'Name,Email address',
      'One,one@example.com',
      'Two,"TWO@Example.com"',
      'Broken,not-an-address',
      'Empty,',
      'Again,one@example.com',
      `Me,${ada.email}`,
      'Left,left@example.com',
      'Gone,gone@example.com',
      '"Lovelace, Ada",three@example.com',
      '',
    ].join('\r\n');
    const { status, json } = await upload(newsletterId, adaSession, { file: csv, consent: 'on' });
    expect(status).toBe(200);
    expect(json.report).toEqual({
      rows: 9,
      added: 3,
      alreadySubscribed: 0,
      skippedCount: 6,
      skipped: [
        { row: 4, reason: IMPORT_ROW_REASONS.invalid, email: 'not-an-address' },
        { row: 5, reason: IMPORT_ROW_REASONS.empty, email: '' },
        { row: 6, reason: IMPORT_ROW_REASONS.duplicate, email: 'one@example.com' },
        { row: 7, reason: IMPORT_ROW_REASONS.self, email: ada.email.toLowerCase() },
        { row: 8, reason: IMPORT_ROW_REASONS.unsubscribed, email: 'left@example.com' },
        { row: 9, reason: IMPORT_ROW_REASONS.bounced, email: 'gone@example.com' },
      ],
    });
    const rows = await t.deps.db.selectFrom('newsletter_subscribers').select(['email', 'status', 'source']).where('newsletter_id', '=', newsletterId).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'left@example.com', status: 'unsubscribed', source: null },
      { email: 'one@example.com', status: 'confirmed', source: 'import' },
      { email: 'three@example.com', status: 'confirmed', source: 'import' },
      { email: 'two@example.com', status: 'confirmed', source: 'import' },
    ]);
    // The same file again adds nothing: they are subscribed already.
    const again = await upload(newsletterId, adaSession, { file: 'one@example.com\ntwo@example.com\n', consent: 'on' });
    expect(again.json.report).toMatchObject({ rows: 2, added: 0, alreadySubscribed: 2, skippedCount: 0 });
  });

  it('keeps the limits: file size, row count, a readable file with an email column', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a');
    expect(await upload(newsletterId, adaSession, { file: big, consent: 'on' })).toEqual({ status: 413, json: { message: IMPORT_MESSAGES.tooLarge } });
    const many = ['email', ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => `r${i}@example.com`)].join('\n');
    expect(await upload(newsletterId, adaSession, { file: many, consent: 'on' })).toEqual({ status: 400, json: { message: IMPORT_MESSAGES.tooManyRows } });
    expect(await upload(newsletterId, adaSession, { file: 'name,city\nAda,London\n', consent: 'on' })).toEqual({ status: 400, json: { message: IMPORT_MESSAGES.noEmailColumn } });
    expect((await upload(newsletterId, adaSession, { file: 'email\n"open@example.com\n', consent: 'on' })).json.message).toContain(IMPORT_MESSAGES.notCsv);
    expect((await upload(newsletterId, adaSession, { file: Buffer.from([0x65, 0x6d, 0xff, 0xfe]), consent: 'on' })).json.message).toBe(IMPORT_MESSAGES.notCsv);
  });

  it('exports the confirmed subscribers as CSV, to the writer alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/_/api/newsletters/${newsletterId}/subscribers.csv`, headers: { cookie: adaSession.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,source');
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    expect(res.body).not.toContain('left@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/_/api/newsletters/${newsletterId}/subscribers.csv`, headers: { cookie: graceSession.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/_/api/newsletters/${newsletterId}/subscribers.csv` })).statusCode).toBe(401);
  });

  it('shows the audience and the subscription stats to the writer alone', async () => {
    const mine = await call<{ __typename: string; subscriberStats: { subscriberCount: number; newSubscribersInPeriod: number; newSubscribersPerDay: unknown[] }; recentSubscribers: { email: string; source: string }[] }>(
      adaSession,
      AUDIENCE,
      { username: ada.username },
    );
    expect(mine.__typename).toBe('UserAudience');
    expect(mine.subscriberStats).toMatchObject({ subscriberCount: 3, newSubscribersInPeriod: 3 });
    expect(mine.subscriberStats.newSubscribersPerDay).toHaveLength(7);
    expect(mine.recentSubscribers.map((s) => s.source)).toEqual(['IMPORT', 'IMPORT', 'IMPORT']);
    expect(await call(graceSession, AUDIENCE, { username: ada.username })).toEqual({ __typename: 'NotFound' });
    expect(await call(null, AUDIENCE, { username: ada.username })).toEqual({ __typename: 'NotFound' });
    expect(await call(adaSession, SUBSCRIPTIONS)).toEqual({ subscriberCount: 3, newSubscribersInPeriod: 3, unsubscribesInPeriod: 0, newsletter: { id: newsletterId } });
    const graces = await call<{ subscriberCount: number; newsletter: null }>(graceSession, SUBSCRIPTIONS);
    expect(graces).toMatchObject({ subscriberCount: 0, newsletter: null });
    expect(await call(graceSession, STATS, { id: newsletterId })).toEqual({ __typename: 'NotFound' });
    expect(await call(graceSession, TRACK, { id: newsletterId, on: true })).toEqual({ __typename: 'NotFound' });
    const signedOut = await t.graphql(STATS, { id: newsletterId });
    expect(signedOut.errors?.[0]?.message).toBeTruthy();
  });

  it('counts each send by status; opens and clicks only once the writer turns tracking on', async () => {
    const created = await call<{ id: string }>(adaSession, `mutation { createPost(title: "Engines", subtitle: "", bodyJson: "{\\"paragraphs\\":[{\\"name\\":\\"a\\",\\"type\\":\\"P\\",\\"text\\":\\"Looms.\\",\\"markups\\":[]}],\\"sections\\":[]}") { ... on Post { id } } }`);
    await call(adaSession, `mutation($id: ID!) { publishPost(postId: $id, input: { tags: [], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }`, { id: created.id });
    await t.jobsSettled();
    const stats = await call<{ trackEngagement: boolean; sends: unknown[] }>(adaSession, STATS, { id: newsletterId });
    expect(stats).toEqual({
      __typename: 'NewsletterV3Stats',
      trackEngagement: false,
      sends: [{ recipients: 3, delivered: 3, failed: 0, bounced: 0, skipped: 0, opens: null, clicks: null, post: { title: 'Engines' } }],
    });
    // Untracked emails carry no tracking image and link straight to the story.
    const plain = await t.deps.db.selectFrom('outbox').select('html_body').where('subject', '=', 'Engines').execute();
    expect(plain).toHaveLength(3);
    expect(plain.every((m) => !m.html_body.includes('/_/newsletters/open/') && !m.html_body.includes('/_/newsletters/click/'))).toBe(true);
    expect(await call(adaSession, TRACK, { id: newsletterId, on: true })).toEqual({ __typename: 'NewsletterV3Stats', trackEngagement: true, sends: [{ opens: 0, clicks: 0 }] });

    // Tracked: the image counts an open, the button a click (and an open), once per recipient.
    const second = await call<{ id: string }>(adaSession, `mutation { createPost(title: "Looms", subtitle: "", bodyJson: "{\\"paragraphs\\":[{\\"name\\":\\"a\\",\\"type\\":\\"P\\",\\"text\\":\\"Cards.\\",\\"markups\\":[]}],\\"sections\\":[]}") { ... on Post { id } } }`);
    await call(adaSession, `mutation($id: ID!) { publishPost(postId: $id, input: { tags: [], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }`, { id: second.id });
    await t.jobsSettled();
    const tracked = await t.deps.db.selectFrom('outbox').select(['to_address', 'html_body']).where('subject', '=', 'Looms').orderBy('to_address').execute();
    expect(tracked).toHaveLength(3);
    const path = (html: string, kind: string) => new URL(new RegExp(`(https?://[^"]+/_/newsletters/${kind}/[^"]+)"`).exec(html)![1]!.replace(/&amp;/g, '&')).pathname;
    const [first, other] = tracked;
    expect((await t.app.inject({ method: 'GET', url: path(first!.html_body, 'open') })).headers['content-type']).toBe('image/gif');
    await t.app.inject({ method: 'GET', url: path(first!.html_body, 'open') });
    const click = await t.app.inject({ method: 'GET', url: path(other!.html_body, 'click') });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toMatch(/\/looms-[0-9a-f]{12}$/);
    const forged = path(other!.html_body, 'click').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const counted = await call<{ sends: { opens: number; clicks: number; post: { title: string } }[] }>(adaSession, STATS, { id: newsletterId });
    expect(counted.sends.map((s) => [s.post.title, s.opens, s.clicks])).toEqual([
      ['Looms', 2, 1],
      ['Engines', 0, 0],
    ]);
    expect(await call(adaSession, TRACK, { id: newsletterId, on: false })).toMatchObject({ trackEngagement: false, sends: [{ opens: null, clicks: null }, { opens: null, clicks: null }] });
  });
});

describe('users_email_subscribed', () => {
  it('tells the writer who subscribed, and each subscriber milestone once', async () => {
    const writer = await createUser(t.deps.db, { name: 'Margaret Writer' });
    const reader = await createUser(t.deps.db, { name: 'Linus Reader' });
    const writerSession = await t.signIn(writer.id);
    const readerSession = await t.signIn(reader.id);
    const subscribed = await call<{ __typename: string }>(readerSession, `mutation($id: ID!) { subscribeToWriterNewsletter(userId: $id) { __typename } }`, { id: writer.id });
    expect(subscribed.__typename).toBe('NewsletterV3');
    // Again: already subscribed, nothing new to tell.
    await call(readerSession, `mutation($id: ID!) { subscribeToWriterNewsletter(userId: $id) { __typename } }`, { id: writer.id });
    await t.jobsSettled();
    const rows = () =>
      t.deps.db.selectFrom('notifications').select(['activity_type', 'actor_id', 'milestone_arg']).where('user_id', '=', writer.id).orderBy('occurred_at').orderBy('milestone_arg').execute();
    expect(await rows()).toEqual([{ activity_type: 'users_email_subscribed', actor_id: reader.id, milestone_arg: null }]);

    // An import past 10 subscribers: the milestone, once, and no row per imported address.
    const { id } = await call<{ id: string }>(writerSession, ENABLE);
    const csv = ['email', ...Array.from({ length: 12 }, (_, i) => `imported${i}@example.com`)].join('\n');
    expect((await upload(id, writerSession, { file: csv, consent: 'on' })).json.report?.added).toBe(12);
    await t.jobsSettled();
    expect(await rows()).toEqual([
      { activity_type: 'users_email_subscribed', actor_id: reader.id, milestone_arg: null },
      { activity_type: 'users_email_subscribed', actor_id: null, milestone_arg: 10 },
    ]);
  });
});
