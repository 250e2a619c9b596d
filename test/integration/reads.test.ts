import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { setUserFlag } from '../../src/server/modules/flags/flags.service';
import { ENGAGED_SLACK_MS, MAX_STAT_EVENTS, READS_MESSAGES, STAT_RATE_LIMITS } from '../../src/shared/validation/reads';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const clock = testClock();
const reads: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  t.deps.bus.subscribe('post.read', 'reads-test', (payload) => {
    reads.push(payload as unknown as Record<string, unknown>);
  });
});
afterAll(() => t.close());

const HOST = 'localhost:80';
const pageViewId = () => randomBytes(16).toString('hex');

interface Session {
  cookie: string;
  xsrf: string;
}

async function stat(body: unknown, options: { session?: Session; xsrf?: string | null; headers?: Record<string, string>; text?: boolean; ip?: string } = {}) {
  const payload =
    body && typeof body === 'object' && options.session && options.xsrf !== null
      ? { ...(body as object), xsrf: options.xsrf ?? options.session.xsrf }
      : body;
  const response = await t.app.inject({
    method: 'POST',
    url: '/_/stat',
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      host: HOST,
      'content-type': options.text ? 'text/plain;charset=UTF-8' : 'application/json',
      ...(options.session ? { cookie: options.session.cookie } : {}),
      ...options.headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() as { recorded?: number; message?: string } };
}

function view(postId: string, id: string, totals: Partial<{ totalEngagedTime: number; scrollTop: number; progress: number }> = {}, type = 'ping') {
  return { type, postId, collectionId: null, pageViewId: id, scrollTop: 0, totalEngagedTime: 0, progress: 0, ...totals };
}

async function viewRow(id: string) {
  return t.deps.db.selectFrom('post_views').selectAll().where('id', '=', id).executeTakeFirst();
}
async function historyRow(userId: string, postId: string) {
  return t.deps.db.selectFrom('reading_history').selectAll().where('user_id', '=', userId).where('post_id', '=', postId).executeTakeFirst();
}
async function viewCount(postId: string) {
  const row = await t.deps.db.selectFrom('post_views').select((eb) => eb.fn.countAll().as('n')).where('post_id', '=', postId).executeTakeFirst();
  return Number(row?.n ?? 0);
}
async function setReadingTime(postId: string, minutes: number) {
  await t.deps.db.updateTable('posts').set({ reading_time: minutes }).where('id', '=', postId).execute();
}

const HISTORY = `query($paging: PagingOptions) { readingHistory(paging: $paging) {
  items { id firstViewedAt lastViewedAt readAt post { id title } }
  pagingInfo { next { limit to } }
} }`;
const REMOVE = `mutation($postId: ID!) { removeFromReadingHistory(postId: $postId) {
  __typename ... on ReadingHistoryRemoval { postId removed } ... on BadRequest { message } ... on TooManyRequests { message }
} }`;
const CLEAR = `mutation { clearReadingHistory { __typename ... on ReadingHistoryCleared { clearedCount } ... on TooManyRequests { message } } }`;

async function reader() {
  const user = await createUser(t.deps.db);
  const session = await t.signIn(user.id);
  return { user, session, gql: <T = any>(query: string, variables: Record<string, unknown> = {}) => t.graphql<T>(query, variables, session) }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('POST /_/stat', () => {
  it('records a signed-out page view and its pings, as JSON or as a beacon’s text', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const id = pageViewId();
    expect(await stat({ events: [view(post.id, id, {}, 'pageView')] })).toEqual({ status: 202, body: { recorded: 1 } });
    clock.advance(8_000);
    const beacon = await stat(JSON.stringify({ events: [view(post.id, id, { totalEngagedTime: 7_000, scrollTop: 640, progress: 0.4 })] }), { text: true });
    expect(beacon).toEqual({ status: 202, body: { recorded: 1 } });
    expect(await viewRow(id)).toMatchObject({ post_id: post.id, viewer_id: null, engaged_ms: 7_000, scroll_top: 640, read_at: null });
    // A ping without a page view before it (the first one was lost) starts the view.
    const other = pageViewId();
    expect((await stat({ events: [view(post.id, other, { totalEngagedTime: 1_000 })] })).status).toBe(202);
    expect(await viewCount(post.id)).toBe(2);
  });

  it('refuses bad input with a clear message and stores nothing of the batch', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const good = view(post.id, pageViewId(), {}, 'pageView');
    const cases: [unknown, string][] = [
      [{ nope: true }, READS_MESSAGES.badBody],
      [[good], READS_MESSAGES.badBody],
      [{ events: [good, { ...good, type: 'click' }] }, 'Event 2: type must be "pageView" or "ping".'],
      [{ events: [good, { ...good, postId: 'not-a-story' }] }, 'Event 2: postId must be a story id.'],
      [{ events: [good, { ...good, collectionId: 7 }] }, 'Event 2: collectionId must be a publication id or null.'],
      [{ events: [good, { ...good, pageViewId: 'abc' }] }, 'Event 2: pageViewId must be 32 lowercase hex characters.'],
      [{ events: [good, { ...good, totalEngagedTime: -5 }] }, 'Event 2: totalEngagedTime must be a whole number of at least 0.'],
      [{ events: [good, { ...good, scrollTop: 1.5 }] }, 'Event 2: scrollTop must be a whole number of at least 0.'],
      [{ events: [good, { ...good, progress: 1.2 }] }, 'Event 2: progress must be a number from 0 to 1.'],
      [{ events: Array.from({ length: MAX_STAT_EVENTS + 1 }, () => good) }, READS_MESSAGES.tooManyEvents],
    ];
    for (const [body, message] of cases) {
      expect(await stat(body), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, body: { message } });
    }
    expect(await stat('{not json', { text: true })).toEqual({ status: 400, body: { message: READS_MESSAGES.badBody } });
    expect(await viewCount(post.id)).toBe(0);
  });

  it('sums engaged time per page view idempotently: repeated, late and inflated pings change nothing they should not', async () => {
    const { user, session } = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    await setReadingTime(post.id, 20);
    const first = pageViewId();
    await stat({ events: [view(post.id, first, {}, 'pageView')] }, { session });
    clock.advance(30_000);
    const ping = view(post.id, first, { totalEngagedTime: 25_000, scrollTop: 900, progress: 0.3 });
    for (let i = 0; i < 3; i++) expect((await stat({ events: [ping, ping] }, { session })).status).toBe(202);
    // A late ping with smaller totals (sent before, arrived after) leaves the larger ones.
    await stat({ events: [view(post.id, first, { totalEngagedTime: 10_000, scrollTop: 100, progress: 0.1 })] }, { session });
    expect(await viewRow(first)).toMatchObject({ engaged_ms: 25_000, scroll_top: 900 });
    expect(await historyRow(user.id, post.id)).toMatchObject({ engaged_ms: 25_000, read_at: null });

    // A claim of more engaged time than the view has existed is cut to what is possible.
    clock.advance(10_000);
    await stat({ events: [view(post.id, first, { totalEngagedTime: 600_000 })] }, { session });
    expect((await viewRow(first))?.engaged_ms).toBe(40_000 + ENGAGED_SLACK_MS);

    // A second visit adds its own time to the reader's total for the story.
    const second = pageViewId();
    await stat({ events: [view(post.id, second, {}, 'pageView')] }, { session });
    clock.advance(20_000);
    await stat({ events: [view(post.id, second, { totalEngagedTime: 12_000 })] }, { session });
    expect(await historyRow(user.id, post.id)).toMatchObject({ engaged_ms: 45_000 + 12_000 });
  });

  it('marks a story read once: 30% of its reading time, or near the end without flicking past; post.read goes out once', async () => {
    const { user, session } = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    await setReadingTime(post.id, 5); // read after 90 s engaged, or near the end after 30 s
    const id = pageViewId();
    await stat({ events: [view(post.id, id, {}, 'pageView')] }, { session });
    clock.advance(100_000);
    await stat({ events: [view(post.id, id, { totalEngagedTime: 60_000, progress: 0.5 })] }, { session });
    expect((await historyRow(user.id, post.id))?.read_at).toBeNull();
    await stat({ events: [view(post.id, id, { totalEngagedTime: 89_999, progress: 0.5 })] }, { session });
    expect((await historyRow(user.id, post.id))?.read_at).toBeNull();
    await stat({ events: [view(post.id, id, { totalEngagedTime: 90_000, progress: 0.5 })] }, { session });
    expect((await historyRow(user.id, post.id))?.read_at).toBe(clock.now());
    expect((await viewRow(id))?.read_at).toBe(clock.now());

    // Scrolling to the end in a flick is not reading; with a tenth of the reading time it is.
    const skimmer = await reader();
    const skim = pageViewId();
    await stat({ events: [view(post.id, skim, {}, 'pageView')] }, { session: skimmer.session });
    clock.advance(60_000);
    await stat({ events: [view(post.id, skim, { totalEngagedTime: 4_000, progress: 1 })] }, { session: skimmer.session });
    expect((await historyRow(skimmer.user.id, post.id))?.read_at).toBeNull();
    await stat({ events: [view(post.id, skim, { totalEngagedTime: 30_000, progress: 1 })] }, { session: skimmer.session });
    expect((await historyRow(skimmer.user.id, post.id))?.read_at).not.toBeNull();

    // Reading it again is another read in the stats, not a second post.read.
    const again = pageViewId();
    await stat({ events: [view(post.id, again, {}, 'pageView')] }, { session });
    clock.advance(100_000);
    await stat({ events: [view(post.id, again, { totalEngagedTime: 95_000, progress: 1 })] }, { session });
    expect((await viewRow(again))?.read_at).not.toBeNull();
    await t.jobsSettled();
    expect(reads.filter((r) => r.postId === post.id)).toEqual([
      { readerId: user.id, postId: post.id, authorId: author.id, collectionId: null, engagedMs: 90_000 },
      { readerId: skimmer.user.id, postId: post.id, authorId: author.id, collectionId: null, engagedMs: 30_000 },
    ]);
  });

  it('counts a members-only preview as a view, never as a read', async () => {
    const { user, session } = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { visibility: 'LOCKED' });
    const id = pageViewId();
    await stat({ events: [view(post.id, id, {}, 'pageView')] }, { session });
    clock.advance(200_000);
    await stat({ events: [view(post.id, id, { totalEngagedTime: 180_000, progress: 1 })] }, { session });
    expect(await viewRow(id)).toMatchObject({ engaged_ms: 180_000, read_at: null });
    expect(await historyRow(user.id, post.id)).toMatchObject({ read_at: null });
  });

  it('does not count drafts, deleted stories, a writer’s own views, or someone else’s page view', async () => {
    const { user, session } = await reader();
    const author = await createUser(t.deps.db);
    const draft = await createPost(t.deps.db, author.id, { published: false });
    const deleted = await createPost(t.deps.db, author.id, { deleted: true });
    const own = await createPost(t.deps.db, user.id);
    const body = { events: [view(draft.id, pageViewId()), view(deleted.id, pageViewId()), view(own.id, pageViewId())] };
    expect(await stat(body, { session })).toEqual({ status: 202, body: { recorded: 0 } });
    expect((await viewCount(draft.id)) + (await viewCount(deleted.id)) + (await viewCount(own.id))).toBe(0);

    const post = await createPost(t.deps.db, author.id);
    const id = pageViewId();
    await stat({ events: [view(post.id, id, {}, 'pageView')] }, { session });
    clock.advance(20_000);
    const intruder = await reader();
    expect(await stat({ events: [view(post.id, id, { totalEngagedTime: 15_000 })] }, { session: intruder.session })).toEqual({ status: 202, body: { recorded: 0 } });
    expect(await stat({ events: [view(post.id, id, { totalEngagedTime: 15_000 })] })).toEqual({ status: 202, body: { recorded: 0 } });
    expect((await viewRow(id))?.engaged_ms).toBe(0);
  });

  it('is CSRF-safe: refuses other sites, and a signed-in session without its token in the body', async () => {
    const { user, session } = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const body = { events: [view(post.id, pageViewId(), {}, 'pageView')] };
    expect(await stat(body, { headers: { origin: 'https://evil.example' } })).toEqual({ status: 403, body: { message: READS_MESSAGES.crossSite } });
    expect((await stat(body, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await stat(body, { session, xsrf: null })).status).toBe(403);
    expect((await stat(body, { session, xsrf: 'wrong' })).status).toBe(403);
    expect(await viewCount(post.id)).toBe(0);
    expect(await stat(body, { session, headers: { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' } })).toEqual({ status: 202, body: { recorded: 1 } });
    expect(await historyRow(user.id, post.id)).toBeTruthy();
  });

  it('honours dont_track_user: the view counts for the writer, the reader keeps no history', async () => {
    const { user, session } = await reader();
    await setUserFlag(systemContext(t.deps), { userId: user.id, flag: 'dont_track_user', enabled: true });
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const id = pageViewId();
    await stat({ events: [view(post.id, id, {}, 'pageView')] }, { session });
    clock.advance(60_000);
    await stat({ events: [view(post.id, id, { totalEngagedTime: 50_000, progress: 1 })] }, { session });
    expect(await viewRow(id)).toMatchObject({ viewer_id: null, engaged_ms: 50_000 });
    expect((await viewRow(id))?.read_at).not.toBeNull();
    expect(await historyRow(user.id, post.id)).toBeUndefined();
  });

  it('limits requests per session and per address', async () => {
    const { session } = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    clock.advance(120_000);
    const limit = STAT_RATE_LIMITS.session[0]!.limit;
    for (let i = 0; i < limit; i++) expect((await stat({ events: [] }, { session, ip: '10.9.9.9' })).status).toBe(202);
    const refused = await stat({ events: [view(post.id, pageViewId(), {}, 'pageView')] }, { session, ip: '10.9.9.9' });
    expect(refused).toEqual({ status: 429, body: { message: READS_MESSAGES.tooMany } });
    expect(await viewCount(post.id)).toBe(0);
    // Signed out, from the same address, the address's own (larger) limit applies.
    expect((await stat({ events: [] }, { ip: '10.9.9.9' })).status).toBe(202);
  });
});

describe('writer’s stats', () => {
  it('reports each story’s views and reads to its writer only', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    for (const engaged of [0, 12_000, 3_000]) {
      const id = pageViewId();
      await stat({ events: [view(post.id, id, {}, 'pageView')] });
      clock.advance(15_000);
      if (engaged) await stat({ events: [view(post.id, id, { totalEngagedTime: engaged })] });
    }
    const STATS = `query($postId: ID!) { viewerPostStats(postId: $postId) { __typename ... on PostStats { views reads } } }`;
    const writer = await t.signIn(author.id);
    expect((await t.graphql(STATS, { postId: post.id }, writer)).data).toEqual({ viewerPostStats: { __typename: 'PostStats', views: 3, reads: 1 } });
    const someoneElse = await reader();
    expect((await someoneElse.gql(STATS, { postId: post.id })).data.viewerPostStats.__typename).toBe('NotFound');
  });
});

describe('reading history', () => {
  async function visit(session: Session, postId: string, engaged = 0) {
    const id = pageViewId();
    await stat({ events: [view(postId, id, {}, 'pageView')] }, { session });
    if (engaged) {
      clock.advance(engaged);
      await stat({ events: [view(postId, id, { totalEngagedTime: engaged, progress: 1 })] }, { session });
    }
    clock.advance(1_000);
  }

  it('lists the reader’s stories last opened first, a page at a time, without deleted or blocked writers’ stories', async () => {
    const { user, session, gql } = await reader();
    const author = await createUser(t.deps.db);
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost(t.deps.db, author.id, { title: `History ${i}` }));
    for (const post of posts) await visit(session, post.id);
    await visit(session, posts[1]!.id, 20_000); // opened again: back on top, and read

    const first = await gql(HISTORY, { paging: { limit: 3 } });
    expect(first.data.readingHistory.items.map((i: { post: { title: string } }) => i.post.title)).toEqual(['History 1', 'History 4', 'History 3']);
    expect(first.data.readingHistory.items[0]).toMatchObject({ id: posts[1]!.id, readAt: expect.any(Number) });
    expect(first.data.readingHistory.items[1].readAt).toBeNull();
    const second = await gql(HISTORY, { paging: first.data.readingHistory.pagingInfo.next });
    expect(second.data.readingHistory.items.map((i: { post: { title: string } }) => i.post.title)).toEqual(['History 2', 'History 0']);
    expect(second.data.readingHistory.pagingInfo.next).toBeNull();

    await t.deps.db.updateTable('posts').set({ deleted_at: clock.now() }).where('id', '=', posts[2]!.id).execute();
    const blocker = await createUser(t.deps.db);
    const blocked = await createPost(t.deps.db, blocker.id);
    await visit(session, blocked.id);
    await t.deps.db.insertInto('user_blocks').values({ blocker_id: blocker.id, blocked_id: user.id, created_at: clock.now() }).execute();
    const titles = (await gql(HISTORY, { paging: { limit: 50 } })).data.readingHistory.items.map((i: { post: { title: string } }) => i.post.title);
    expect(titles).toEqual(['History 1', 'History 4', 'History 3', 'History 0']);
  });

  it('removes one story and clears everything; a story read again is back, without a second read', async () => {
    const { user, session, gql } = await reader();
    const author = await createUser(t.deps.db);
    const a = await createPost(t.deps.db, author.id);
    const b = await createPost(t.deps.db, author.id);
    const c = await createPost(t.deps.db, author.id);
    await visit(session, a.id, 20_000);
    await visit(session, b.id);
    await visit(session, c.id);

    expect((await gql(REMOVE, { postId: b.id })).data.removeFromReadingHistory).toEqual({ __typename: 'ReadingHistoryRemoval', postId: b.id, removed: true });
    expect((await gql(REMOVE, { postId: b.id })).data.removeFromReadingHistory).toMatchObject({ removed: false });
    expect((await gql(REMOVE, { postId: 'nope' })).data.removeFromReadingHistory).toEqual({ __typename: 'BadRequest', message: READS_MESSAGES.notAStory });
    expect((await gql(HISTORY)).data.readingHistory.items.map((i: { id: string }) => i.id)).toEqual([c.id, a.id]);

    expect((await gql(CLEAR)).data.clearReadingHistory).toEqual({ __typename: 'ReadingHistoryCleared', clearedCount: 2 });
    expect((await gql(HISTORY)).data.readingHistory.items).toEqual([]);
    // Nothing left that says which stories this reader viewed, but the writer's counts stay.
    const views = await t.deps.db.selectFrom('post_views').select('id').where('viewer_id', '=', user.id).execute();
    expect(views).toEqual([]);
    expect(await viewCount(a.id)).toBe(1);

    await visit(session, a.id, 20_000);
    const items = (await gql(HISTORY)).data.readingHistory.items;
    expect(items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    await t.jobsSettled();
    expect(reads.filter((r) => r.postId === a.id)).toHaveLength(1);
  });

  it('is private: signed out it is refused, and nobody reads anyone else’s', async () => {
    const alice = await reader();
    const bob = await reader();
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    await visit(alice.session, post.id);
    expect((await bob.gql(HISTORY)).data.readingHistory.items).toEqual([]);
    const anonymous = await t.graphql(HISTORY);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'You need to sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
    // The only entry points act on the caller: there is no argument that names a reader.
    const named = await alice.gql(`query($id: ID!) { readingHistory(userId: $id) { items { id } } }`, { id: alice.user.id });
    expect(named.errors?.[0]?.message).toMatch(/Unknown argument "userId"/);
    // Bob cannot remove Alice's entry either: he only ever acts on his own history.
    expect((await bob.gql(REMOVE, { postId: post.id })).data.removeFromReadingHistory).toMatchObject({ removed: false });
    expect((await alice.gql(HISTORY)).data.readingHistory.items).toHaveLength(1);
  });

  it('guards the mutations: signed in, with the session’s xsrf token, and rate-limited', async () => {
    for (const query of [CLEAR, REMOVE]) {
      const answer = await t.graphql(query, { postId: 'aaaaaaaaaaaa' });
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const { session } = await reader();
    const withoutToken = await t.graphql(CLEAR, {}, { cookie: session.cookie });
    expect(withoutToken.status).toBe(403);
    const { gql } = await reader();
    let last;
    for (let i = 0; i < 61; i++) last = (await gql(CLEAR)).data.clearReadingHistory;
    expect(last).toEqual({ __typename: 'TooManyRequests', message: READS_MESSAGES.historyTooMany });
  });
});
