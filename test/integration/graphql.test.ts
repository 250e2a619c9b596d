import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { TOO_COSTLY_MESSAGE } from '../../src/server/graphql/cost';
import { createTestApp, type TestApp } from '../support/test-app';
import { HomeLatestDocument, TrendingTopicsDocument } from '../../src/client/gql/graphql';
import { OPERATION_TEXT_REFUSED_MESSAGE, PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_ONLY, UNKNOWN_OPERATION_MESSAGE } from '../../src/server/graphql/persisted';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

describe('the GraphQL endpoint', () => {
  it('answers a single operation', async () => {
    const res = await t.graphql<{ about: { productName: string } }>('query About { about { productName version } }');
    expect(res.status).toBe(200);
    expect(res.data?.about.productName).toBe('Quire');
  });

  it('answers a batch of 20 operations in order', async () => {
    const batch = Array.from({ length: 20 }, (_, i) => ({ query: `query Q${i} { about { productName } }`, operationName: `Q${i}` }));
    const res = await post(batch);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: unknown }[];
    expect(body).toHaveLength(20);
    for (const item of body) expect(item.data).toEqual({ about: { productName: 'Quire' } });
  });

  it('refuses a batch over 20 with 413 and a clear message', async () => {
    const batch = Array.from({ length: 21 }, () => ({ query: '{ about { productName } }' }));
    const res = await post(batch);
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('Batching is limited to 20 operations per request.');
  });

  it('returns partial data together with errors', async () => {
    const author = await createUser(t.deps.db);
    const broken = await createPost(t.deps.db, author.id, { rawBody: '{not json' });
    // The stored text cannot be read: the story's other fields still come back, beside the error.
    const res = await t.graphql<{ post: { id: string; title: string; content: null } }>(
      'query($id: ID!) { post(id: $id) { id title content { isLockedPreviewOnly bodyModel { paragraphs { text } } } } }',
      { id: broken.id },
    );
    expect(res.data?.post.id).toBe(broken.id);
    expect(res.data?.post.title).toBe(broken.title);
    expect(res.data?.post.content).toBeNull();
    expect(res.errors?.length).toBe(1);
    await t.deps.db.deleteFrom('posts').where('id', '=', broken.id).execute();
  });

  it('in a batch, one invalid operation does not spoil the others', async () => {
    const res = await post([{ query: '{ about { productName } }' }, { query: '{ nope }' }]);
    const [ok, bad] = res.json() as { data?: unknown; errors?: unknown[] }[];
    expect(ok?.data).toEqual({ about: { productName: 'Quire' } });
    expect(bad?.errors?.length).toBeGreaterThan(0);
  });

  it('refuses anything but a JSON POST (no cross-site form can reach it)', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/_/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=%7Babout%7BproductName%7D%7D',
    });
    expect(form.statusCode).toBe(415);
    const get = await t.app.inject({ method: 'GET', url: '/_/graphql?query=%7Babout%7BproductName%7D%7D' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toContain('text/html');
  });

  it('rejects queries that are too deep, and accepts the deepest real one', async () => {
    const real = await t.graphql(
      '{ latestPostsConnection { posts { content { bodyModel { paragraphs { markups { linkMetadata { httpStatus } } } } } } } }',
    );
    expect(real.errors).toBeUndefined();
    // Introspection types nest without end; the limit applies to them too.
    let selection = 'name';
    for (let i = 0; i < 10; i++) selection = `ofType { ${selection} }`;
    const deep = `{ __schema { types { fields { type { ${selection} } } } } }`;
    const res = await t.graphql(deep);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('limits aliases per operation', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: about { productName }`).join(' ');
    const res = await t.graphql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('returns the viewer as null when signed out, and the viewer fields when signed in', async () => {
    expect((await t.graphql('{ viewer { id } }')).data).toEqual({ viewer: null });
    const user = await createUser(t.deps.db, { name: 'Vera Viewer' });
    const { cookie } = await t.signIn(user.id);
    const res = await t.graphql<{ viewer: { id: string; name: string; email: string; isSuspended: boolean; dismissableFlags: string[] } }>(
      '{ viewer { id name email isSuspended dismissableFlags mediumMemberAt } }',
      {},
      { cookie },
    );
    expect(res.data?.viewer).toMatchObject({ id: user.id, name: 'Vera Viewer', email: user.email, isSuspended: false, dismissableFlags: [] });
    await t.deps.db.insertInto('user_dismissed_flags').values({ user_id: user.id, flag: 'PP_TERMS_ACKNOWLEDGEMENT', created_at: Date.now() }).execute();
    const after = await t.graphql<{ viewer: { dismissableFlags: string[] } }>('{ viewer { dismissableFlags } }', {}, { cookie });
    expect(after.data?.viewer.dismissableFlags).toEqual(['PP_TERMS_ACKNOWLEDGEMENT']);
  });
});

describe('writing mutations', () => {
  it('answer each field with what its own write left, not what an earlier field loaded', async () => {
    // Two writes in one operation run one after the other; the second's answer reads the user again
    // after the first's answer has loaded it: the write in between must not leave it stale.
    const [reader, writer] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    const session = await t.signIn(reader.id);
    const stats = '... on User { socialStats { followerCount } }';
    const res = await t.graphql<{ a: { socialStats: { followerCount: number } }; b: { socialStats: { followerCount: number } } }>(
      `mutation($id: ID!) { a: followUser(targetUserId: $id) { ${stats} } b: unfollowUser(targetUserId: $id) { ${stats} } }`,
      { id: writer.id },
      session,
    );
    expect(res.errors).toBeUndefined();
    expect([res.data?.a.socialStats.followerCount, res.data?.b.socialStats.followerCount]).toEqual([1, 0]);
  });
});

describe('cross-origin requests', () => {
  it('get no CORS grant, with or without credentials', async () => {
    const response = await post({ query: '{ viewer { id } }' }, { origin: 'https://evil.example', cookie: 'quire_sid=x' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/_/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('hostile queries', () => {
  const pageOfBodies = (alias: string) =>
    `${alias}: latestPostsConnection(paging: { limit: 50 }) { posts { id content { bodyModel { paragraphs { text markups { type start end } } } } } }`;

  it('a batch of 20 operations with 15 aliases of paged bodies each is refused before anything runs', async () => {
    const query = `{ ${Array.from({ length: 15 }, (_, i) => pageOfBodies(`a${i}`)).join(' ')} }`;
    const response = await post(Array.from({ length: 20 }, () => ({ query })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: TOO_COSTLY_MESSAGE, extensions: { code: 'COST_LIMIT' } }] });
    expect(response.body.length).toBeLessThan(1000);
  });

  it('one operation asking for 15 pages of fifty bodies is refused too', async () => {
    const response = await post({ query: `{ ${Array.from({ length: 15 }, (_, i) => pageOfBodies(`a${i}`)).join(' ')} }` });
    expect(response.statusCode).toBe(400);
  });

  it('an ordinary page of stories with their bodies still answers', async () => {
    const response = await post({ query: `{ ${pageOfBodies('page')} }` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.page.posts).toBeInstanceOf(Array);
  });

  it.each([100, 1_450, 5_000, 50_000])('a list literal nested %i deep is a 400 with a clear message, not a crash', async (depth) => {
    const response = await post({ query: `{ viewer(x: ${'['.repeat(depth)}1${']'.repeat(depth)}) { id } }` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('The query is nested too deeply (more than 64 levels).');
    expect((await t.app.inject({ method: 'GET', url: '/_/health' })).statusCode).toBe(200);
  });

  it('deeply nested variables are only data', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/_/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"{ viewer { id } }","variables":{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { viewer: null } });
  });
});

describe('in production, with operation text allowed (GRAPHQL_ARBITRARY_OPERATIONS=1)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', GRAPHQL_ARBITRARY_OPERATIONS: '1' });
  });
  afterAll(() => prod.close());

  it('turns introspection off', async () => {
    const res = await prod.graphql('{ __schema { types { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not suggest field names', async () => {
    const res = await prod.graphql('{ abou { productName } }');
    expect(res.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('does not reveal limits when rejecting', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: about { productName }`).join(' ');
    const res = await prod.graphql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).not.toMatch(/15/);
  });
});

describe('in production, persisted operations only', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  const idOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;
  const persisted = (document: unknown, operationName: string, variables: Record<string, unknown> = {}) => ({
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: idOf(document) } },
  });
  const send = (payload: unknown) =>
    prod.app.inject({ method: 'POST', url: '/_/graphql', headers: { 'content-type': 'application/json', 'graphql-operation': 'x' }, payload: JSON.stringify(payload) });

  it('serves an operation of the client by its id', async () => {
    const author = await createUser(prod.deps.db);
    const { title } = await createPost(prod.deps.db, author.id, { title: 'Persisted on the wire' });
    const res = await send(persisted(HomeLatestDocument, 'HomeLatest', { paging: { limit: 5 } }));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data?: { latestPostsConnection: { posts: { title: string }[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.latestPostsConnection.posts.map((p) => p.title)).toContain(title);
  });

  it('refuses an unknown operation id with a clear error', async () => {
    const res = await send({ operationName: 'Guess', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: UNKNOWN_OPERATION_MESSAGE, extensions: { code: PERSISTED_QUERY_NOT_FOUND } }] });
  });

  it('refuses operation text, even the text of an operation the client has', async () => {
    for (const query of ['query About { about { productName version } }', String(TrendingTopicsDocument), '{ __schema { types { name } } }']) {
      const res = await send({ query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ message: OPERATION_TEXT_REFUSED_MESSAGE, extensions: { code: PERSISTED_QUERY_ONLY } }] });
    }
  });

  it('answers each operation of a batch on its own: ids served, text refused, in order', async () => {
    const res = await send([persisted(TrendingTopicsDocument, 'TrendingTopics'), { query: '{ about { version } }' }, persisted(HomeLatestDocument, 'HomeLatest')]);
    const [topics, text, latest] = res.json() as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] }[];
    expect(topics?.errors).toBeUndefined();
    expect(topics?.data).toHaveProperty('recommendedTopics');
    expect(text?.errors?.[0]?.extensions?.code).toBe(PERSISTED_QUERY_ONLY);
    expect(latest?.data).toHaveProperty('latestPostsConnection');
  });

  it('renders pages with the same ids, their answers in the page keyed by operation name', async () => {
    const author = await createUser(prod.deps.db);
    const { title } = await createPost(prod.deps.db, author.id, { title: 'Rendered by id' });
    const res = await prod.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
    const state = JSON.parse(/window\.__CACHE_STATE__=(.*?);<\/script>/.exec(res.body)?.[1] ?? '{}') as Record<string, { op: string; data: unknown }>;
    expect(Object.values(state).map((entry) => entry.op)).toContain('HomeTrending');
    for (const [key, entry] of Object.entries(state)) {
      expect(key.startsWith(`${entry.op}(`)).toBe(true);
      expect(entry.data).toBeTruthy();
    }
  });
});
