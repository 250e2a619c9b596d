import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationAccess } from '../../src/server/graphql/schema';
import { insertCatalog } from '../../src/server/modules/catalogs';
import { CLAP_MESSAGES, CLAP_RATE_LIMITS, MAX_CLAPS_PER_READER } from '../../src/shared/validation/claps';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const clock = testClock();
let t: TestApp;
const events: { name: string; payload: Record<string, unknown> }[] = [];
const EVENT_NAMES = ['post.clapped', 'post.unclapped', 'post.clapMilestone', 'catalog.clapped', 'catalog.unclapped', 'catalog.clapMilestone'] as const;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  for (const name of EVENT_NAMES) {
    t.deps.bus.subscribe(name, 'claps-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Answer = { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Gql = (query: string, variables?: Record<string, unknown>) => Promise<Answer>;

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const CLAP = `mutation($id: ID!, $n: Int!, $userId: ID) { clap(targetPostId: $id, numClaps: $n, userId: $userId) { id clapCount clapperCount viewerClapCount } }`;
const CLAP_LIST = `mutation($id: ID!, $n: Int!) { clapCatalog(catalogId: $id, numClaps: $n) { id clapCount clapperCount viewerClapCount } }`;
const POST = `query($id: ID!) { post(id: $id) { id clapCount clapperCount viewerClapCount } }`;
const CLAPPERS = `query($id: ID!, $paging: PagingOptions) {
  post(id: $id) { clappers(paging: $paging) { clappers { id clapCount clappedAt user { id name } } pagingInfo { next { limit to } } } }
}`;

function eventsFor(name: string, match: Record<string, unknown>) {
  return events.filter((e) => e.name === name && Object.entries(match).every(([k, v]) => e.payload[k] === v));
}

/** A reader, a writer and a published story by the writer. */
async function story(options: Parameters<typeof createPost>[2] = {}) {
  const writer = await createUser(t.deps.db);
  const post = await createPost(t.deps.db, writer.id, options);
  return { writer, post };
}

describe('clapping for a story', () => {
  it('adds a burst of claps, counts them, and stops at 50 without an error', async () => {
    const { writer, post } = await story();
    const reader = await createUser(t.deps.db);
    const gql = await as(reader.id);

    expect((await gql(CLAP, { id: post.id, n: 12 })).data?.clap).toEqual({ id: post.id, clapCount: 12, clapperCount: 1, viewerClapCount: 12 });
    expect((await gql(CLAP, { id: post.id, n: 30, userId: reader.id })).data?.clap).toMatchObject({ clapCount: 42, viewerClapCount: 42 });
    // Taps past 50 answer the real state.
    const capped = await gql(CLAP, { id: post.id, n: 20 });
    expect(capped.errors).toBeUndefined();
    expect(capped.data?.clap).toEqual({ id: post.id, clapCount: 50, clapperCount: 1, viewerClapCount: MAX_CLAPS_PER_READER });
    expect((await gql(CLAP, { id: post.id, n: 1 })).data?.clap).toMatchObject({ clapCount: 50, viewerClapCount: 50 });

    // Everyone sees the total; only the reader sees their own.
    expect((await anonymous(POST, { id: post.id })).data?.post).toEqual({ id: post.id, clapCount: 50, clapperCount: 1, viewerClapCount: 0 });
    await t.jobsSettled();
    const clapped = eventsFor('post.clapped', { actorId: reader.id, postId: post.id });
    // The two calls past the cap changed nothing and told nobody.
    expect(clapped.map((e) => e.payload.clapsAdded)).toEqual([12, 30, 8]);
    expect(clapped[2]?.payload).toMatchObject({ authorId: writer.id, viewerClapCount: 50, clapCount: 50 });
  });

  it('takes claps back (Undo claps): the reader leaves the count and the clappers', async () => {
    const { post } = await story();
    const [a, b] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    await (await as(a.id))(CLAP, { id: post.id, n: 5 });
    const gql = await as(b.id);
    await gql(CLAP, { id: post.id, n: 9 });
    expect((await gql(CLAP, { id: post.id, n: -4 })).data?.clap).toMatchObject({ clapCount: 10, clapperCount: 2, viewerClapCount: 5 });
    expect((await gql(CLAP, { id: post.id, n: -50 })).data?.clap).toMatchObject({ clapCount: 5, clapperCount: 1, viewerClapCount: 0 });
    // Nothing left to take back: nothing changes.
    expect((await gql(CLAP, { id: post.id, n: -3 })).data?.clap).toMatchObject({ clapCount: 5, clapperCount: 1, viewerClapCount: 0 });
    const list = (await anonymous(CLAPPERS, { id: post.id })).data?.post.clappers.clappers;
    expect(list.map((c: { user: { id: string } }) => c.user.id)).toEqual([a.id]);
    await t.jobsSettled();
    expect(eventsFor('post.unclapped', { actorId: b.id, postId: post.id }).map((e) => e.payload.clapsRemoved)).toEqual([4, 5]);
  });

  it('refuses bad counts, another account, and signed-out readers', async () => {
    const { post } = await story();
    const reader = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const gql = await as(reader.id);
    for (const n of [0, 51, -51]) {
      const answer = await gql(CLAP, { id: post.id, n });
      expect(answer.errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.badCount, extensions: { code: 'BAD_REQUEST' } });
    }
    expect((await gql(CLAP, { id: post.id, n: 1, userId: other.id })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.notYou, extensions: { code: 'FORBIDDEN' } });
    expect((await anonymous(CLAP, { id: post.id, n: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(CLAP, { id: 'ffffffffffff', n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.storyNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(0);
  });

  it('refuses the author, drafts, and members-only stories to readers who cannot read them whole', async () => {
    const { writer, post } = await story();
    const authorGql = await as(writer.id);
    expect((await authorGql(CLAP, { id: post.id, n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.ownStory, extensions: { code: 'FORBIDDEN' } });

    const draft = await createPost(t.deps.db, writer.id, { published: false });
    expect((await authorGql(CLAP, { id: draft.id, n: 1 })).errors?.[0]?.message).toBe(CLAP_MESSAGES.notPublished);

    const locked = await createPost(t.deps.db, writer.id, { visibility: 'LOCKED' });
    const reader = await createUser(t.deps.db);
    const member = await createUser(t.deps.db, { member: true });
    expect((await (await as(reader.id))(CLAP, { id: locked.id, n: 3 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.membersOnly });
    expect((await (await as(member.id))(CLAP, { id: locked.id, n: 3 })).data?.clap).toMatchObject({ clapCount: 3 });
  });

  it('refuses readers blocked by the author, and authors the reader blocked; claps given before may still be taken back', async () => {
    const { writer, post } = await story({ title: 'Blocked corner' });
    const reader = await createUser(t.deps.db);
    const blocker = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const BLOCK = `mutation($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { __typename } }`;

    await gql(CLAP, { id: post.id, n: 6 });
    await gql(BLOCK, { me: reader.id, id: writer.id });
    expect((await gql(CLAP, { id: post.id, n: 1 })).errors?.[0]).toMatchObject({
      message: CLAP_MESSAGES.youBlocked(writer.name),
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(CLAP, { id: post.id, n: -6 })).data?.clap).toMatchObject({ clapCount: 0, viewerClapCount: 0 });

    const blockersStory = await createPost(t.deps.db, blocker.id);
    await (await as(blocker.id))(BLOCK, { me: blocker.id, id: reader.id });
    expect((await gql(CLAP, { id: blockersStory.id, n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.blockedYou, extensions: { code: 'FORBIDDEN' } });
    expect((await anonymous(POST, { id: blockersStory.id })).data?.post.clapCount).toBe(0);
  });
});

describe('counts under concurrency', () => {
  it('20 readers clapping at once end exact, and one reader’s two bursts at once never pass 50', async () => {
    const { post } = await story();
    const readers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps.db)));
    const clients = await Promise.all(readers.map((r) => as(r.id)));
    const answers = await Promise.all(clients.map((gql, i) => gql(CLAP, { id: post.id, n: (i % 5) + 1 })));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    const expected = readers.reduce((sum, _, i) => sum + (i % 5) + 1, 0);
    expect((await anonymous(POST, { id: post.id })).data?.post).toMatchObject({ clapCount: expected, clapperCount: 20 });

    const [first] = clients;
    const bursts = await Promise.all([first!(CLAP, { id: post.id, n: 30 }), first!(CLAP, { id: post.id, n: 30 }), first!(CLAP, { id: post.id, n: 30 })]);
    expect(bursts.every((a) => a.errors === undefined)).toBe(true);
    const after = (await first!(POST, { id: post.id })).data?.post;
    expect(after).toMatchObject({ viewerClapCount: 50, clapCount: expected - 1 + 50, clapperCount: 20 });
  });

  it('announces each milestone once, also when claps are taken back and given again', async () => {
    const { writer, post } = await story();
    const readers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps.db)));
    const clients = await Promise.all(readers.map((r) => as(r.id)));
    // Bursts of 5 cross 10, 50 and 100 one at a time, whatever order they commit in.
    await Promise.all(clients.map((gql) => gql(CLAP, { id: post.id, n: 5 })));
    await clients[0]!(CLAP, { id: post.id, n: -5 });
    await clients[0]!(CLAP, { id: post.id, n: 5 });
    await t.jobsSettled();
    const milestones = eventsFor('post.clapMilestone', { postId: post.id });
    expect(milestones.map((e) => e.payload.milestone).sort((a, b) => Number(a) - Number(b))).toEqual([10, 50, 100]);
    expect(milestones.every((e) => e.payload.authorId === writer.id)).toBe(true);
  });
});

describe('the clappers list', () => {
  it('lists who clapped and how many times, newest first, a page at a time', async () => {
    const { post } = await story();
    const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(t.deps.db, { name: `Fan ${i}` })));
    for (const [i, fan] of fans.entries()) {
      clock.advance(1000);
      await (await as(fan.id))(CLAP, { id: post.id, n: i + 1 });
    }
    // Clapping again does not move a reader up the list (it is ordered by the first clap).
    clock.advance(1000);
    await (await as(fans[0]!.id))(CLAP, { id: post.id, n: 10 });

    const seen: { user: { id: string }; clapCount: number }[] = [];
    let paging: Record<string, unknown> = { limit: 2 };
    for (;;) {
      const page = (await anonymous(CLAPPERS, { id: post.id, paging })).data?.post.clappers;
      seen.push(...page.clappers);
      if (!page.pagingInfo.next) break;
      paging = { limit: 2, to: page.pagingInfo.next.to };
    }
    expect(seen.map((c) => c.user.id)).toEqual([...fans].reverse().map((f) => f.id));
    expect(seen.map((c) => c.clapCount)).toEqual([5, 4, 3, 2, 11]);
  });
});

describe('clapping for a list', () => {
  it('claps for a public list, not your own, not a private one', async () => {
    const owner = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const now = clock.now();
    const list = await insertCatalog(t.deps.db, { creatorId: owner.id, name: 'Slow reads', description: '', visibility: 'PUBLIC', slug: 'slow-reads', now });
    const secret = await insertCatalog(t.deps.db, { creatorId: owner.id, name: 'Mine', description: '', visibility: 'PRIVATE', slug: 'mine', now });
    const gql = await as(reader.id);

    expect((await gql(CLAP_LIST, { id: list.id, n: 7 })).data?.clapCatalog).toEqual({ id: list.id, clapCount: 7, clapperCount: 1, viewerClapCount: 7 });
    expect((await (await as(owner.id))(CLAP_LIST, { id: list.id, n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.ownList });
    expect((await gql(CLAP_LIST, { id: secret.id, n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.listNotFound, extensions: { code: 'NOT_FOUND' } });
    expect((await gql(CLAP_LIST, { id: list.id, n: -7 })).data?.clapCatalog).toMatchObject({ clapCount: 0, viewerClapCount: 0 });
    await t.jobsSettled();
    expect(eventsFor('catalog.clapped', { catalogId: list.id, actorId: reader.id, creatorId: owner.id })).toHaveLength(1);
    expect(eventsFor('catalog.unclapped', { catalogId: list.id, actorId: reader.id })).toHaveLength(1);
  });
});

describe('limits and guards', () => {
  it('both mutations are declared for signed-in readers', () => {
    const access = mutationAccess();
    expect(access.get('clap')).toEqual({ kind: 'signedIn', writes: true });
    expect(access.get('clapCatalog')).toEqual({ kind: 'signedIn', writes: true });
  });

  it('counts every attempt and refuses past the limit, until the window has passed', async () => {
    const { post } = await story();
    const reader = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const limit = CLAP_RATE_LIMITS[0]!.limit;
    for (let i = 0; i < limit; i++) expect((await gql(CLAP, { id: post.id, n: 1 })).errors).toBeUndefined();
    expect((await gql(CLAP, { id: post.id, n: 1 })).errors?.[0]).toMatchObject({ message: CLAP_MESSAGES.tooMany, extensions: { code: 'TOO_MANY_REQUESTS' } });
    clock.advance(2 * CLAP_RATE_LIMITS[0]!.windowMs);
    expect((await gql(CLAP, { id: post.id, n: -1 })).data?.clap).toMatchObject({ viewerClapCount: 49 });
  });
});

describe('the no-JavaScript clap form (/_/vote/p/{postId})', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('asks on GET and changes nothing; claps on POST with the xsrf token and goes back', async () => {
    const { post } = await story({ title: 'Form story' });
    const reader = await createUser(t.deps.db);
    const session = await t.signIn(reader.id);

    const asked = await t.app.inject({ method: 'GET', url: `/_/vote/p/${post.id}?redirect=/p/${post.id}`, headers: { cookie: session.cookie } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Clap for “Form story”?');
    expect(asked.body).toContain(`name="xsrf" value="${session.xsrf}"`);
    expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(0);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/_/vote/p/${post.id}`,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ redirect: `/p/${post.id}` }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(0);

    for (const expected of [1, 2]) {
      const clapped = await t.app.inject({
        method: 'POST',
        url: `/_/vote/p/${post.id}`,
        headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ xsrf: session.xsrf, redirect: `/p/${post.id}` }),
      });
      expect(clapped.statusCode).toBe(303);
      expect(clapped.headers.location).toBe(`/p/${post.id}`);
      expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(expected);
    }
    const undone = await t.app.inject({
      method: 'POST',
      url: `/_/vote/p/${post.id}`,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ xsrf: session.xsrf, redirect: `/p/${post.id}`, undo: '1' }),
    });
    expect(undone.statusCode).toBe(303);
    expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(0);
  });

  it('sends signed-out readers to sign in first, and refuses the author with a toast', async () => {
    const { writer, post } = await story();
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/_/vote/p/${post.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ redirect: `/p/${post.id}` }),
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toContain('/m/signin?redirect=');

    const session = await t.signIn(writer.id);
    const own = await t.app.inject({
      method: 'POST',
      url: `/_/vote/p/${post.id}`,
      headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ xsrf: session.xsrf, redirect: `/p/${post.id}` }),
    });
    expect(own.statusCode).toBe(303);
    const toast = /quire_toast=([^;]+)/.exec(String(own.headers['set-cookie']))?.[1] ?? '';
    expect(JSON.parse(Buffer.from(toast, 'base64url').toString('utf8'))).toEqual({ message: CLAP_MESSAGES.ownStory, toastStyle: 'ERROR' });
    expect((await anonymous(POST, { id: post.id })).data?.post.clapCount).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/_/vote/nope/${post.id}` })).statusCode).toBe(404);
  });
});
