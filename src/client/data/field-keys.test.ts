import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SequenceBarQuery } from '../pages/Sequence/sequence-operations';
import { GraphQLClient } from './client';
import { describeFieldKeys } from './describe-field-keys';
import type { Document } from './document';
import { storageKey } from './field-keys';
import type { GraphQLRequest, GraphQLResult } from './transport';

type AnyDocument = Document<unknown, never>;

/** A document as GraphQL Code Generator makes it: its text, with the description of its field keys beside it. */
function generated<T = Record<string, unknown>>(text: string): Document<T, Record<string, unknown>> {
  const keys = describeFieldKeys(parse(text));
  return Object.assign(new String(text), { __meta__: keys ? { keys } : {} }) as unknown as Document<T, Record<string, unknown>>;
}

function server(answer: (request: GraphQLRequest) => GraphQLResult) {
  const requests: GraphQLRequest[] = [];
  const transport = vi.fn(async (request: GraphQLRequest) => {
    requests.push(request);
    return answer(request);
  });
  return { transport, requests };
}

type Bar = {
  sequence: {
    id: string;
    slug: string;
    title: string;
    position: { id: string; number: number; count: number; previous: { id: string; title: string } | null; next: { id: string; title: string } | null } | null;
  } | null;
};

const post = (id: string) => ({ __typename: 'Post', id, title: `Story ${id}` });

/** The sequence bar's answer for story `p<n>` of five. */
function barAnswer(postId: string, title = 'Five stories'): { data: Bar } {
  const n = Number(postId.slice(1));
  return {
    data: {
      __typename: 'Query',
      sequence: {
        __typename: 'Sequence',
        id: 's1',
        slug: 'five',
        title,
        position: {
          __typename: 'SequencePosition',
          id: `s1:${postId}`,
          number: n,
          count: 5,
          previous: n > 1 ? post(`p${n - 1}`) : null,
          next: n < 5 ? post(`p${n + 1}`) : null,
        },
      },
    } as unknown as Bar,
  };
}

const bar = SequenceBarQuery as unknown as Document<Bar, { slug: string; postId: string }>;
const read = <T>(client: GraphQLClient, document: Document<T, never> | Document<T, Record<string, unknown>>, variables: Record<string, unknown>) =>
  client.cache.readQuery<T>(client.key(document as AnyDocument, variables));

describe('describeFieldKeys (at codegen)', () => {
  it('describes the fields below the top that have arguments or an alias, and the way to them', () => {
    expect(
      describeFieldKeys(
        parse(`query Q($slug: String!, $postId: ID!, $limit: Int = 10) {
          sequence(slug: $slug) { id title position(postId: $postId) { id number } first: position(postId: "p1") { number } }
          topic(slug: $slug) { id name: displayTitle posts(paging: { limit: $limit, to: null }, sort: HOT) { id } }
        }`),
      ),
    ).toEqual({
      sequence: { position: ['position', { postId: { $: 'postId' } }], first: ['position', { postId: 'p1' }] },
      topic: { name: 'displayTitle', posts: ['posts', { paging: { limit: { $: 'limit', d: 10 }, to: null }, sort: 'HOT' }] },
    });
  });

  it('follows fragments, and describes nothing for an operation whose fields keep their answer keys', () => {
    const keys = describeFieldKeys(
      parse(`query Q { user(id: "u1") { ...Card ... on User { id } } } fragment Card on User { id stories(limit: 3) { id } }`),
    );
    expect(keys).toEqual({ user: { stories: ['stories', { limit: 3 }] } });
    expect(describeFieldKeys(parse('query Q($id: ID!) { post(id: $id) { id title creator { id name } } }'))).toBeUndefined();
  });

  it('refuses an answer key that stands for two different arguments, which the cache could not tell apart', () => {
    expect(() =>
      describeFieldKeys(parse('query Q { node { ... on A { id items(limit: 1) { id } } ... on B { id items(limit: 2) { id } } } }')),
    ).toThrow(/"items" stands for two different fields or arguments/);
  });

  it('is written beside each generated operation (what a page ships with its persisted id)', () => {
    expect((SequenceBarQuery as unknown as { __meta__: { keys: unknown } }).__meta__.keys).toEqual({
      sequence: { position: ['position', { postId: { $: 'postId' } }] },
    });
  });
});

describe('storageKey', () => {
  it('keys a field by its name and arguments, in a fixed order, leaving out variables not given', () => {
    const key = ['posts', { sort: 'HOT', paging: { to: { $: 'to' }, limit: { $: 'limit', d: 10 } } }] as const;
    expect(storageKey([...key], 'posts', { to: 'c1' })[0]).toBe('posts({"paging":{"limit":10,"to":"c1"},"sort":"HOT"})');
    expect(storageKey([...key], 'posts', { limit: 5 })[0]).toBe('posts({"paging":{"limit":5},"sort":"HOT"})');
    expect(storageKey(['archivePeriods', { year: { $: 'year' } }], 'months', {})[0]).toBe('archivePeriods');
    expect(storageKey('message', 'giftMessage', {})[0]).toBe('message');
    expect(storageKey(undefined, 'title', {})[0]).toBe('title');
  });
});

describe('the cache keys fields by their arguments', () => {
  it('keeps two stories’ position(postId) on one sequence apart', async () => {
    const { transport } = server((r) => barAnswer(String(r.variables.postId)));
    const client = new GraphQLClient({ transport });
    await client.query({ query: bar, variables: { slug: 'five', postId: 'p1' } });
    await client.query({ query: bar, variables: { slug: 'five', postId: 'p2' } });
    expect(read(client, bar, { slug: 'five', postId: 'p1' })?.sequence?.position?.number).toBe(1);
    expect(read(client, bar, { slug: 'five', postId: 'p2' })?.sequence?.position?.number).toBe(2);
    // Back to the first story: answered from the cache, with its own place.
    await client.query({ query: bar, variables: { slug: 'five', postId: 'p1' } });
    expect(transport).toHaveBeenCalledTimes(2);
    expect(read(client, bar, { slug: 'five', postId: 'p1' })?.sequence?.position).toMatchObject({ number: 1, next: { id: 'p2' } });

    // Still one sequence: a new title shows in both.
    await client.query({ query: bar, variables: { slug: 'five', postId: 'p3' }, fetchPolicy: 'network-only' }).then(() => {
      client.cache.writeEntities({ __typename: 'Sequence', id: 's1', title: 'Renamed' });
    });
    expect(read(client, bar, { slug: 'five', postId: 'p1' })?.sequence?.title).toBe('Renamed');
    expect(read(client, bar, { slug: 'five', postId: 'p2' })?.sequence?.title).toBe('Renamed');
  });

  it('does the same for a built page’s document, which has only its id, name and description', async () => {
    const keys = (SequenceBarQuery as unknown as { __meta__: { keys: unknown } }).__meta__.keys;
    const built = { id: 'a'.repeat(64), name: 'SequenceBar', keys } as unknown as typeof bar;
    const { transport, requests } = server((r) => barAnswer(String(r.variables.postId)));
    const client = new GraphQLClient({ transport });
    await client.query({ query: built, variables: { slug: 'five', postId: 'p4' } });
    await client.query({ query: built, variables: { slug: 'five', postId: 'p5' } });
    expect(read(client, built, { slug: 'five', postId: 'p4' })?.sequence?.position?.number).toBe(4);
    expect(requests[0]).not.toHaveProperty('query');
  });

  it('shares one key between the same arguments given by a variable, a literal or a variable’s default', async () => {
    type Answer = { sequence: { position: { number: number } } };
    const byVariable = generated<Answer>('query ByVariable($p: ID!) { sequence { __typename id position(postId: $p) { __typename number } } }');
    const byLiteral = generated<Answer>('query ByLiteral { sequence { __typename id position(postId: "p1") { __typename number } } }');
    const byDefault = generated<Answer>('query ByDefault($p: ID = "p1") { sequence { __typename id position(postId: $p) { __typename number } } }');
    const answers: Record<string, number> = { ByVariable: 1, ByLiteral: 7, ByDefault: 9 };
    const { transport } = server((r) => ({
      data: { sequence: { __typename: 'Sequence', id: 's1', position: { __typename: 'SequencePosition', number: answers[r.operationName] } } },
    }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: byVariable, variables: { p: 'p1' } });
    await client.query({ query: byVariable, variables: { p: 'p2' } });
    await client.query({ query: byLiteral });
    expect(read(client, byVariable, { p: 'p1' })?.sequence.position.number).toBe(7);
    await client.query({ query: byDefault, variables: {} });
    expect(read(client, byVariable, { p: 'p1' })?.sequence.position.number).toBe(9);
    expect(read(client, byLiteral, {})?.sequence.position.number).toBe(9);
    // Another story's place was never touched.
    expect(read(client, byVariable, { p: 'p2' })?.sequence.position.number).toBe(1);
  });

  it('keys nested arguments (input objects, in any order) and fields with arguments below fields with arguments', async () => {
    type Archive = { publication: { archive: { postsConnection: { posts: { id: string }[] } } } };
    const first = generated<Archive>(
      'query First($year: Int, $limit: Int) { publication { __typename id archive(year: $year) { postsConnection(paging: { limit: $limit, to: "a" }) { posts { __typename id } } } } }',
    );
    const second = generated<Archive>(
      'query Second($year: Int, $limit: Int) { publication { __typename id archive(year: $year) { postsConnection(paging: { to: "a", limit: $limit }) { posts { __typename id } } } } }',
    );
    const answer = (ids: string[]) => ({
      data: { publication: { __typename: 'Collection', id: 'c1', archive: { postsConnection: { posts: ids.map((id) => ({ __typename: 'Post', id })) } } } },
    });
    let next = ['p1'];
    const { transport } = server(() => answer(next));
    const client = new GraphQLClient({ transport });
    await client.query({ query: first, variables: { year: 2025, limit: 1 } });
    next = ['p9'];
    await client.query({ query: first, variables: { year: 2026, limit: 1 } });
    next = ['p2', 'p3'];
    await client.query({ query: second, variables: { year: 2025, limit: 2 } });
    const ids = (data: Archive | undefined) => data?.publication.archive.postsConnection.posts.map((p) => p.id);
    // Another year, another archive; another page size, another page: each query keeps what it asked for.
    expect(ids(read(client, first, { year: 2025, limit: 1 }))).toEqual(['p1']);
    expect(ids(read(client, first, { year: 2026, limit: 1 }))).toEqual(['p9']);
    expect(ids(read(client, second, { year: 2025, limit: 2 }))).toEqual(['p2', 'p3']);
    // The same input object written in another order is the same argument.
    next = ['p4'];
    await client.query({ query: second, variables: { year: 2025, limit: 1 } });
    expect(ids(read(client, first, { year: 2025, limit: 1 }))).toEqual(['p4']);
  });

  it('keys the fields of each entity in a list, and list arguments', async () => {
    type Stats = { posts: { id: string; viewerStats: { views: number } }[] };
    const stats = generated<Stats>('query Stats($days: Int, $ids: [ID!]) { posts(ids: $ids) { __typename id viewerStats(days: $days, only: [$ids, "x"]) { views } } }');
    const { transport } = server((r) => ({
      data: {
        posts: ['p1', 'p2'].map((id, i) => ({ __typename: 'Post', id, viewerStats: { views: Number(r.variables.days) * 10 + i } })),
      },
    }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: stats, variables: { days: 7, ids: ['p1', 'p2'] } });
    await client.query({ query: stats, variables: { days: 30, ids: ['p1', 'p2'] } });
    const views = (days: number) => read(client, stats, { days, ids: ['p1', 'p2'] })?.posts.map((p) => p.viewerStats.views);
    expect(views(7)).toEqual([70, 71]);
    expect(views(30)).toEqual([300, 301]);
  });

  it('stores an aliased field under its own name, so an alias and the plain field share it', async () => {
    const aliased = generated<{ gift: { __typename: string; id: string; giftMessage: string } }>('query Aliased { gift { __typename id giftMessage: message } }');
    const plain = generated<{ gift: { __typename: string; id: string; message: string } }>('query Plain { gift { __typename id message } }');
    const { transport } = server((r) => ({
      data: { gift: r.operationName === 'Aliased' ? { __typename: 'Gift', id: 'g1', giftMessage: 'Old' } : { __typename: 'Gift', id: 'g1', message: 'New' } },
    }));
    const client = new GraphQLClient({ transport });
    await client.query({ query: aliased });
    await client.query({ query: plain });
    expect(read(client, aliased, {})?.gift.giftMessage).toBe('New');
  });

  it('evicts a field with all its arguments, and reloads the queries that showed it', async () => {
    const { transport } = server((r) => barAnswer(String(r.variables.postId)));
    const client = new GraphQLClient({ transport });
    for (const postId of ['p1', 'p2']) await client.query({ query: bar, variables: { slug: 'five', postId } });
    const stale = client.cache.evict({ id: 'Sequence:s1', fieldName: 'position' });
    expect(stale).toHaveLength(2);
    expect(client.cache.evict({ id: 'Sequence:s1', fieldName: 'description' })).toEqual([]);
  });
});

describe('the page’s cache state', () => {
  async function renderedOnServer(postIds: string[]) {
    const { transport } = server((r) => barAnswer(String(r.variables.postId)));
    const onServer = new GraphQLClient({ transport, normalize: false });
    for (const postId of postIds) {
      const variables = { slug: 'five', postId };
      await onServer.load(onServer.key(bar as AnyDocument, variables), { document: bar as AnyDocument, variables, context: undefined, sendToBrowser: true });
    }
    return JSON.stringify(onServer.extract());
  }

  it('goes from the server to the browser as the answers only, and the browser keys their fields by arguments', async () => {
    const state = await renderedOnServer(['p1', 'p2']);
    // Nothing but the answers: no description and no stored keys in the page.
    expect(state).toBe(
      JSON.stringify({
        'SequenceBar({"postId":"p1","slug":"five"})': { op: 'SequenceBar', data: barAnswer('p1').data },
        'SequenceBar({"postId":"p2","slug":"five"})': { op: 'SequenceBar', data: barAnswer('p2').data },
      }),
    );

    const { transport } = server((r) => barAnswer(String(r.variables.postId), 'From the network'));
    const browser = new GraphQLClient({ transport, state: JSON.parse(state) as Record<string, { op: string; data: unknown }> });
    expect(read(browser, bar, { slug: 'five', postId: 'p1' })?.sequence?.position?.number).toBe(1);
    expect(read(browser, bar, { slug: 'five', postId: 'p2' })?.sequence?.position?.number).toBe(2);
    // A third story from the network: the two from the page keep their places, and share the sequence's new title.
    await browser.query({ query: bar, variables: { slug: 'five', postId: 'p3' } });
    expect(read(browser, bar, { slug: 'five', postId: 'p1' })?.sequence).toMatchObject({ title: 'From the network', position: { number: 1 } });
    expect(read(browser, bar, { slug: 'five', postId: 'p2' })?.sequence).toMatchObject({ title: 'From the network', position: { number: 2 } });
    expect(transport).toHaveBeenCalledTimes(1);
    // And the browser would hand on the same state.
    expect(JSON.stringify(browser.extract())).toContain(JSON.stringify(barAnswer('p1').data).slice(0, 40));
  });

  it('reads an answer from the page as it came until the page uses its operation, and never over newer data', async () => {
    const state = JSON.parse(await renderedOnServer(['p1'])) as Record<string, { op: string; data: unknown }>;
    const browser = new GraphQLClient({ transport: vi.fn(), state });
    const key = 'SequenceBar({"postId":"p1","slug":"five"})';
    expect(browser.cache.readQuery(key)).toEqual(barAnswer('p1').data);
    // Newer than the page: a mutation's answer renames the sequence before the bar's operation is used.
    browser.cache.writeEntities({ __typename: 'Sequence', id: 's1', title: 'Newer' });
    expect(read(browser, bar, { slug: 'five', postId: 'p1' })?.sequence).toMatchObject({ title: 'Newer', position: { number: 1 } });
  });
});
