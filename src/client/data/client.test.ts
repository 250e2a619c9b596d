import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLClient } from './client';
import type { Document } from './document';
import { CombinedGraphQLErrors } from './errors';
import { batchingTransport, type GraphQLRequest, type GraphQLResult } from './transport';

const doc = <T = Record<string, unknown>>(text: string) => new String(text) as unknown as Document<T, Record<string, unknown>>;

const StoryQuery = doc<{ post: { __typename: 'Post'; id: string; title: string; clapCount: number } }>(
  'query Story($id: ID!) { post(id: $id) { __typename id title clapCount } }',
);
const FeedQuery = doc<{ feed: { __typename: 'Post'; id: string; title: string }[] }>('query Feed { feed { __typename id title } }');
const ClapMutation = doc<{ clap: { __typename: 'Post'; id: string; clapCount: number } }>(
  'mutation Clap($id: ID!) { clap(id: $id) { __typename id clapCount } }',
);

function fakeServer(answer: (request: GraphQLRequest) => GraphQLResult) {
  const requests: GraphQLRequest[] = [];
  const transport = vi.fn(async (request: GraphQLRequest, _batchKey?: string) => {
    requests.push(request);
    return answer(request);
  });
  return { transport, requests };
}

const story = (title: string, clapCount = 0) => ({ __typename: 'Post' as const, id: 'p1', title, clapCount });

describe('GraphQLClient', () => {
  it('sends an operation by its persisted id and name, never its text, and keys its answer by name', async () => {
    // As a built page has it (vite.config.ts), and as GraphQL Code Generator makes it (text with the id beside it).
    const built = { id: 'a'.repeat(64), name: 'Story' } as unknown as typeof StoryQuery;
    const generated = Object.assign(new String('query Feed { feed { __typename id title } }'), { __meta__: { hash: 'b'.repeat(64) } }) as unknown as typeof FeedQuery;
    const { transport, requests } = fakeServer((r) => (r.operationName === 'Story' ? { data: { post: story('T', 1) } } : { data: { feed: [] } }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: built, variables: { id: 'p1' } });
    await client.query({ query: generated });
    expect(requests).toEqual([
      { operationName: 'Story', variables: { id: 'p1' }, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } },
      { operationName: 'Feed', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } },
    ]);
    expect(client.extract()).toMatchObject({ 'Story({"id":"p1"})': { op: 'Story' } });
  });

  it('keeps one copy of each entity: a change from any answer shows in every query', async () => {
    const { transport } = fakeServer((r) =>
      r.operationName === 'Feed'
        ? { data: { feed: [{ __typename: 'Post', id: 'p1', title: 'Renamed' }] } }
        : { data: { post: story('First title', 3) } },
    );
    const client = new GraphQLClient({ transport });
    await client.query({ query: StoryQuery, variables: { id: 'p1' } });
    await client.query({ query: FeedQuery });
    const key = client.key(StoryQuery as Document<unknown, never>, { id: 'p1' });
    expect(client.cache.readQuery(key)).toEqual({ post: story('Renamed', 3) });
  });

  it('answers cache-first queries from the cache, and asks again for network-only ones', async () => {
    const { transport } = fakeServer(() => ({ data: { post: story('T') } }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: StoryQuery, variables: { id: 'p1' } });
    await client.query({ query: StoryQuery, variables: { id: 'p1' } });
    expect(transport).toHaveBeenCalledTimes(1);
    await client.query({ query: StoryQuery, variables: { id: 'p1' }, fetchPolicy: 'network-only' });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('shows an optimistic answer at once, then the server’s; a failure puts back what was there', async () => {
    let fail = false;
    let release: () => void = () => {};
    const { transport } = fakeServer((r) => {
      if (r.operationName === 'Story') return { data: { post: story('T', 1) } };
      return fail ? { errors: [{ message: 'No.' }] } : { data: { clap: { __typename: 'Post', id: 'p1', clapCount: 5 } } };
    });
    const slow = vi.fn(async (request: GraphQLRequest, batchKey: string) => {
      if (request.operationName === 'Clap') await new Promise<void>((resolve) => (release = resolve));
      return transport(request, batchKey);
    });
    const client = new GraphQLClient({ transport: slow });
    const key = client.key(StoryQuery as Document<unknown, never>, { id: 'p1' });
    await client.query({ query: StoryQuery, variables: { id: 'p1' } });

    const clapped = client.mutate({ mutation: ClapMutation, variables: { id: 'p1' }, optimisticResponse: { clap: { __typename: 'Post', id: 'p1', clapCount: 2 } } });
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(2));
    expect(client.cache.readQuery<{ post: { clapCount: number } }>(key)?.post.clapCount).toBe(2);
    release();
    await clapped;
    expect(client.cache.readQuery<{ post: { clapCount: number } }>(key)?.post.clapCount).toBe(5);

    fail = true;
    const refused = client.mutate({ mutation: ClapMutation, variables: { id: 'p1' }, optimisticResponse: { clap: { __typename: 'Post', id: 'p1', clapCount: 6 } } });
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(3));
    expect(client.cache.readQuery<{ post: { clapCount: number } }>(key)?.post.clapCount).toBe(6);
    release();
    await expect(refused).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(client.cache.readQuery<{ post: { clapCount: number } }>(key)?.post.clapCount).toBe(5);
  });

  it('hands the browser each query’s answer once, and never one kept for the page’s HTML only', async () => {
    const { transport } = fakeServer((r) => ({ data: { post: story(r.operationName === 'Story' ? 'Shown' : 'Body') } }));
    const server = new GraphQLClient({ transport });
    await server.load(server.key(StoryQuery as Document<unknown, never>, { id: 'p1' }), {
      document: StoryQuery as Document<unknown, never>,
      variables: { id: 'p1' },
      context: undefined,
      sendToBrowser: true,
    });
    const BodyQuery = doc('query Body($id: ID!) { post(id: $id) { __typename id title } }');
    await server.load(server.key(BodyQuery as Document<unknown, never>, { id: 'p1' }), {
      document: BodyQuery as Document<unknown, never>,
      variables: { id: 'p1' },
      context: undefined,
      sendToBrowser: false,
    });
    const state = server.extract();
    expect(Object.keys(state)).toEqual(['Story({"id":"p1"})']);

    const browser = new GraphQLClient({ transport: vi.fn(), state: JSON.parse(JSON.stringify(state)) });
    expect(browser.cache.readQuery('Story({"id":"p1"})')).toEqual({ post: story('Body') });
  });

  it('reloads the shown queries that lost data to an eviction', async () => {
    let title = 'Before';
    const { transport } = fakeServer(() => ({ data: { post: story(title) } }));
    const client = new GraphQLClient({ transport });
    const key = client.key(StoryQuery as Document<unknown, never>, { id: 'p1' });
    const tracked = { document: StoryQuery as Document<unknown, never>, variables: { id: 'p1' }, context: undefined, sendToBrowser: true };
    await client.load(key, tracked);
    const stop = client.watch(key, tracked);
    title = 'After';
    client.evict({ id: client.cache.identify({ __typename: 'Post', id: 'p1' }), fieldName: 'title' });
    await vi.waitFor(() => expect(client.cache.readQuery<{ post: { title: string } }>(key)?.post.title).toBe('After'));
    stop();
  });

  it('adds the next page of a connection that lives on an entity to the page shown, not to itself', async () => {
    type Page = { topic: { __typename: 'Topic'; id: string; posts: { title: string }[] } };
    const TopicQuery = doc<Page>('query TopicPosts($to: String) { topic { __typename id posts(to: $to) { title } } }');
    const page = (titles: string[]): Page => ({ topic: { __typename: 'Topic', id: 't1', posts: titles.map((title) => ({ title })) } });
    const { transport } = fakeServer((r) => ({ data: r.variables?.to ? page(['C', 'D']) : page(['A', 'B']) }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: TopicQuery, variables: {} });
    await client.fetchMore({
      query: TopicQuery,
      variables: {},
      more: { to: 'cursor' },
      updateQuery: (previous, { fetchMoreResult }) => ({
        topic: { ...fetchMoreResult.topic, posts: [...previous.topic.posts, ...fetchMoreResult.topic.posts] },
      }),
    });
    const shown = client.cache.readQuery<Page>(client.key(TopicQuery as Document<unknown, never>, {}));
    expect(shown?.topic.posts.map((p) => p.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps partial data beside the errors that came with it', async () => {
    const { transport } = fakeServer(() => ({ data: { post: story('Half') }, errors: [{ message: 'clapCount failed' }] }));
    const client = new GraphQLClient({ transport });
    const key = client.key(StoryQuery as Document<unknown, never>, { id: 'p1' });
    await client.load(key, { document: StoryQuery as Document<unknown, never>, variables: { id: 'p1' }, context: undefined, sendToBrowser: true });
    const state = client.state<{ post: { title: string } }>(key, false);
    expect(state.data?.post.title).toBe('Half');
    expect(CombinedGraphQLErrors.is(state.error) && state.error.errors[0]?.message).toBe('clapCount failed');
  });
});

describe('batchingTransport', () => {
  afterEach(() => vi.useRealTimers());

  function recordingFetch() {
    const bodies: unknown[] = [];
    const headers: Record<string, string>[] = [];
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as unknown;
      bodies.push(body);
      headers.push(init?.headers as Record<string, string>);
      const list = Array.isArray(body) ? body : [body];
      const results = list.map((op: { operationName: string }) => ({ data: { name: op.operationName } }));
      return new Response(JSON.stringify(Array.isArray(body) ? results : results[0]));
    });
    return { fetch: fetch as unknown as typeof globalThis.fetch, bodies, headers };
  }

  const op = (name: string): GraphQLRequest => ({ query: `query ${name} { a }`, variables: {}, operationName: name });

  it('sends what is asked within 20 ms as one request of at most 20, in order, per batch key', async () => {
    vi.useFakeTimers();
    const { fetch, bodies, headers } = recordingFetch();
    const send = batchingTransport({ endpoint: '/_/graphql', headers: (names) => ({ 'graphql-operation': names.join(',') }), fetch });
    const answers = Array.from({ length: 25 }, (_, i) => send(op(`Q${i}`), 'default'));
    const edge = send(op('Edge'), 'viewer-edge');
    // Twenty fill a batch, which leaves at once; the rest wait for the 20 ms window.
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(bodies).toHaveLength(3);
    expect((bodies[0] as unknown[]).length).toBe(20);
    expect((bodies[1] as unknown[]).length).toBe(5);
    expect(bodies[2]).toMatchObject({ operationName: 'Edge' });
    expect(headers[1]?.['graphql-operation']).toBe('Q20,Q21,Q22,Q23,Q24');
    expect((await answers[21])?.data).toEqual({ name: 'Q21' });
    expect((await edge).data).toEqual({ name: 'Edge' });
  });

  it('fails every operation of a batch the server did not answer with GraphQL', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })) as unknown as typeof globalThis.fetch;
    const send = batchingTransport({ endpoint: '/_/graphql', headers: () => ({}), fetch });
    const a = send(op('A'), 'default');
    const b = send(op('B'), 'default');
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(20);
    const [ra, rb] = await settled;
    expect(ra.status).toBe('rejected');
    expect(rb.status === 'rejected' && String(rb.reason)).toContain('502');
  });
});
