import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paragraph } from '../../src/shared/content';
import { HIGHLIGHT_MESSAGES, HIGHLIGHT_RATE_LIMITS } from '../../src/shared/validation/highlights';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const events: { name: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['quote.created', 'quote.deleted', 'quote.piled_onto'] as const) {
    t.deps.bus.subscribe(name, 'highlights-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const QUOTE = `id userId user { id name } users { id name } startOffset endOffset text count paragraphs { id name text type }`;
const CREATE = `mutation($post: ID!, $version: ID!, $names: [String!]!, $start: Int!, $end: Int!, $type: QuoteType) {
  createQuote(targetPostId: $post, targetPostVersionId: $version, targetParagraphNames: $names, startOffset: $start, endOffset: $end, quoteType: $type) {
    __typename
    ... on Quote { ${QUOTE} }
    ... on QuoteRemoved { id postId }
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
}`;
const DELETE = `mutation($post: ID!, $id: ID!) {
  deleteQuote(targetPostId: $post, targetQuoteId: $id) {
    __typename
    ... on QuoteRemoved { id postId }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
}`;
const HIGHLIGHTS = `query($id: ID!) { post(id: $id) { id highlights { ${QUOTE} } } }`;
const PROFILE = `query($id: ID!, $paging: PagingOptions) {
  user(id: $id) {
    highlightsConnection(paging: $paging) {
      quotes { id contextBefore contextAfter contextCutBefore contextCutAfter quote { id text startOffset endOffset } post { id title } }
      pagingInfo { next { limit to } }
    }
  }
}`;

const P1 = 'The sea keeps time by the Moon, and the tide turns twice a day along the whole coast.';
const P2 = 'Sailors learned to read it long before anyone could explain why it happened at all.';

function story(...texts: string[]): { paragraphs: Paragraph[]; sections: [] } {
  return { paragraphs: texts.map((text, i) => ({ name: `n${i}`, type: 'P', text, markups: [] })), sections: [] };
}

async function highlight(gql: Gql, post: string, names: string[], start: number, end: number, version = '1') {
  return (await gql(CREATE, { post, version, names, start, end })).data?.createQuote;
}

/** Publishes a new version of a story's text, as the editor's publish does. */
async function republish(postId: string, version: number, ...texts: string[]) {
  const now = Date.now();
  await t.deps.db
    .insertInto('post_versions')
    .values({ post_id: postId, version, title: 'T', subtitle: '', body: JSON.stringify(story(...texts)), created_at: now })
    .execute();
  await t.deps.db.updateTable('posts').set({ latest_version: version, latest_published_version: version, updated_at: now }).where('id', '=', postId).execute();
}

describe('creating and deleting highlights', () => {
  it('highlights a passage, shows it to its reader, toggles it off and publishes events', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db, { name: 'Rae Reader' });
    const post = await createPost(t.deps.db, author.id, { body: story(P1, P2) });
    const gql = await as(reader.id);

    const created = await highlight(gql, post.id, ['n0'], 4, 18);
    expect(created).toMatchObject({ __typename: 'Quote', userId: reader.id, user: { name: 'Rae Reader' }, text: 'sea keeps time', startOffset: 4, endOffset: 18, count: 1 });
    expect(created.paragraphs).toEqual([{ id: `${post.id}_0`, name: 'n0', text: P1, type: 'P' }]);
    await t.jobsSettled();
    expect(events.filter((e) => e.name === 'quote.created' && e.payload.quoteId === created.id)).toEqual([
      { name: 'quote.created', payload: { actorId: reader.id, quoteId: created.id, postId: post.id, authorId: author.id, quoteType: 'HIGHLIGHT' } },
    ]);

    const shown = (await gql(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: created.id, userId: reader.id });
    // Others see no one's single highlight.
    expect((await anonymous(HIGHLIGHTS, { id: post.id })).data?.post.highlights).toEqual([]);

    const toggled = await highlight(gql, post.id, ['n0'], 4, 18);
    expect(toggled).toEqual({ __typename: 'QuoteRemoved', id: created.id, postId: post.id });
    expect((await gql(HIGHLIGHTS, { id: post.id })).data?.post.highlights).toEqual([]);
    await t.jobsSettled();
    expect(events.some((e) => e.name === 'quote.deleted' && e.payload.quoteId === created.id)).toBe(true);
  });

  it('spans paragraphs', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1, P2) });
    const created = await highlight(await as(reader.id), post.id, ['n0', 'n1'], P1.indexOf('the whole'), 15);
    expect(created).toMatchObject({ __typename: 'Quote', text: 'the whole coast.\nSailors learned' });
    expect(created.paragraphs.map((p: { name: string }) => p.name)).toEqual(['n0', 'n1']);
  });

  it('refuses selections that are empty, out of range, not in order or on another version', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1, P2) });
    const gql = await as(reader.id);
    const bad = { __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.badSelection };
    expect(await highlight(gql, post.id, ['n0'], 5, 5)).toEqual(bad);
    expect(await highlight(gql, post.id, ['n0'], 5, 500)).toEqual(bad);
    expect(await highlight(gql, post.id, ['n0'], -1, 4)).toEqual(bad);
    expect(await highlight(gql, post.id, ['n1', 'n0'], 0, 4)).toEqual(bad);
    expect(await highlight(gql, post.id, ['nope'], 0, 4)).toEqual(bad);
    expect(await highlight(gql, post.id, ['n0'], 3, 4)).toEqual(bad); // a lone space
    expect(await highlight(gql, post.id, ['n0'], 0, 4, '2')).toEqual({ __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.staleVersion });
  });

  it('refuses drafts, missing stories, signed-out readers and readers the author blocked', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const draft = await createPost(t.deps.db, author.id, { body: story(P1), published: false });
    const post = await createPost(t.deps.db, author.id, { body: story(P1) });
    const gql = await as(reader.id);
    expect(await highlight(gql, draft.id, ['n0'], 0, 4)).toMatchObject({ __typename: 'NotFound' });
    expect(await highlight(gql, 'ffffffffffff', ['n0'], 0, 4)).toMatchObject({ __typename: 'NotFound' });
    const signedOut = await anonymous(CREATE, { post: post.id, version: '1', names: ['n0'], start: 0, end: 4 });
    expect(signedOut.errors?.[0]?.message).toBe('You need to sign in first.');

    const blocking = await as(author.id);
    await blocking(`mutation($u: ID!, $t: ID!) { blockUser(userId: $u, targetUserId: $t) { __typename } }`, { u: author.id, t: reader.id });
    expect(await highlight(gql, post.id, ['n0'], 0, 4)).toMatchObject({ __typename: 'NotFound' });
    // A reader who blocked the author cannot highlight their stories either.
    const other = await createUser(t.deps.db);
    const otherGql = await as(other.id);
    await otherGql(`mutation($u: ID!, $t: ID!) { blockUser(userId: $u, targetUserId: $t) { __typename } }`, { u: other.id, t: author.id });
    expect(await highlight(otherGql, post.id, ['n0'], 0, 4)).toEqual({ __typename: 'Forbidden', message: HIGHLIGHT_MESSAGES.blocked });
  });

  it('deletes only the reader’s own highlights', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1) });
    const gql = await as(reader.id);
    const created = await highlight(gql, post.id, ['n0'], 0, 7);
    expect((await (await as(stranger.id))(DELETE, { post: post.id, id: created.id })).data?.deleteQuote).toEqual({
      __typename: 'Forbidden',
      message: HIGHLIGHT_MESSAGES.notYours,
    });
    expect((await gql(DELETE, { post: 'ffffffffffff', id: created.id })).data?.deleteQuote).toMatchObject({ __typename: 'NotFound' });
    expect((await gql(DELETE, { post: post.id, id: created.id })).data?.deleteQuote).toEqual({ __typename: 'QuoteRemoved', id: created.id, postId: post.id });
    expect((await gql(DELETE, { post: post.id, id: created.id })).data?.deleteQuote).toMatchObject({ __typename: 'NotFound' });
    expect((await anonymous(DELETE, { post: post.id, id: created.id })).errors?.[0]?.message).toBe('You need to sign in first.');
  });

  it('limits attempts per account', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1) });
    const gql = await as(reader.id);
    const limit = HIGHLIGHT_RATE_LIMITS.quote[0].limit;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push((await highlight(gql, post.id, ['n0'], 0, 7)).__typename);
    expect(answers.slice(0, limit).every((a) => a === 'Quote' || a === 'QuoteRemoved')).toBe(true);
    expect(answers[limit]).toBe('TooManyRequests');
    expect((await gql(DELETE, { post: post.id, id: 'ffffffffffff' })).data?.deleteQuote.__typename).toBe('TooManyRequests');
  });
});

describe('top highlights', () => {
  it('merges overlapping highlights of several readers into one anonymous top highlight, named for people the viewer follows', async () => {
    const author = await createUser(t.deps.db);
    const [a, b, c] = [await createUser(t.deps.db, { name: 'Ann' }), await createUser(t.deps.db, { name: 'Ben' }), await createUser(t.deps.db)];
    const viewer = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1, P2) });
    const first = await highlight(await as(a.id), post.id, ['n0'], 4, 18);
    // One character apart: merged with the first.
    await highlight(await as(b.id), post.id, ['n0'], 19, 30);
    const third = await highlight(await as(c.id), post.id, ['n0'], 10, 25);
    await highlight(await as(c.id), post.id, ['n1'], 0, 7);

    await t.jobsSettled();
    const piled = events.find((e) => e.name === 'quote.piled_onto' && e.payload.quoteId === third.id);
    expect(piled?.payload.earlierHighlighterIds).toEqual([a.id, b.id]);
    expect(first.__typename).toBe('Quote');

    const anon = (await anonymous(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    expect(anon).toHaveLength(1);
    expect(anon[0]).toMatchObject({ userId: 'anon', user: null, users: [], count: 3, startOffset: 4, endOffset: 30, text: P1.slice(4, 30) });

    const gql = await as(viewer.id);
    await gql(`mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`, { id: a.id });
    await gql(`mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`, { id: b.id });
    const named = (await gql(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    expect(named[0].users.map((u: { name: string }) => u.name).sort()).toEqual(['Ann', 'Ben']);

    // Readers' own highlights come with the top ones.
    const mine = (await (await as(c.id))(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    expect(mine.map((q: { userId: string }) => q.userId).sort()).toEqual([c.id, c.id, 'anon'].sort());
  });
});

describe('highlights across edits', () => {
  it('follow their words, are found again when moved, and are dropped when the words are gone', async () => {
    const author = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1, P2) });
    const gql = await as(reader.id);
    const kept = await highlight(gql, post.id, ['n0'], 4, 18); // "sea keeps time"
    const moved = await highlight(gql, post.id, ['n1'], 0, 15); // "Sailors learned"
    const lost = await highlight(gql, post.id, ['n1'], 30, 37); // "anyone "

    await republish(post.id, 2, P1, `Long ago, sailors learned it. Sailors learned to read it before people could explain it.`);
    const shown = (await gql(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    const byId = new Map(shown.map((q: { id: string }) => [q.id, q]));
    expect(byId.get(kept.id)).toMatchObject({ startOffset: 4, endOffset: 18, text: 'sea keeps time' });
    expect(byId.get(moved.id)).toMatchObject({ startOffset: 30, endOffset: 45, text: 'Sailors learned' });
    expect(byId.has(lost.id)).toBe(false);

    // Highlighting on the new version needs the new version id.
    expect(await highlight(gql, post.id, ['n1'], 0, 4)).toMatchObject({ __typename: 'BadRequest' });
    expect(await highlight(gql, post.id, ['n1'], 0, 4, '2')).toMatchObject({ __typename: 'Quote', text: 'Long' });
    // The toggle finds a highlight made on the older version at its new place.
    expect(await highlight(gql, post.id, ['n1'], 30, 45, '2')).toEqual({ __typename: 'QuoteRemoved', id: moved.id, postId: post.id });
  });
});

describe('members-only stories', () => {
  it('keep highlights within the preview for readers who get it, and everyone’s top highlights too', async () => {
    const author = await createUser(t.deps.db);
    const member = await createUser(t.deps.db, { member: true });
    const member2 = await createUser(t.deps.db, { member: true });
    const reader = await createUser(t.deps.db);
    const texts = ['One two three four.', 'Five six seven eight.', 'Nine ten eleven.', 'Twelve thirteen.', 'The hidden part of the story.'];
    const post = await createPost(t.deps.db, author.id, { body: story(...texts), visibility: 'LOCKED' });
    // Members read it all and may highlight the hidden part.
    expect(await highlight(await as(member.id), post.id, ['n4'], 4, 10)).toMatchObject({ __typename: 'Quote', text: 'hidden' });
    expect(await highlight(await as(member2.id), post.id, ['n4'], 4, 15)).toMatchObject({ __typename: 'Quote' });
    expect((await (await as(member.id))(HIGHLIGHTS, { id: post.id })).data?.post.highlights).toHaveLength(2);

    const gql = await as(reader.id);
    expect(await highlight(gql, post.id, ['n4'], 4, 10)).toEqual({ __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.badSelection });
    expect(await highlight(gql, post.id, ['n3', 'n4'], 0, 3)).toMatchObject({ __typename: 'BadRequest' });
    expect(await highlight(gql, post.id, ['n0'], 0, 3)).toMatchObject({ __typename: 'Quote', text: 'One' });
    const shown = (await gql(HIGHLIGHTS, { id: post.id })).data?.post.highlights;
    expect(shown.map((q: { text: string }) => q.text)).toEqual(['One']);
    expect(JSON.stringify(shown)).not.toContain('hidden');
    expect(JSON.stringify((await anonymous(HIGHLIGHTS, { id: post.id })).data)).not.toContain('hidden');

    // A member's profile lists the hidden-part highlight only to those who may read it.
    const listed = (viewer: Gql) => viewer(PROFILE, { id: member.id }).then((r) => r.data?.user.highlightsConnection.quotes);
    expect(await listed(gql)).toEqual([]);
    expect(await listed(anonymous)).toEqual([]);
    expect((await listed(await as(member2.id)))[0].quote.text).toBe('hidden');
  });
});

describe('a reader’s highlights on their profile', () => {
  it('lists them newest first with 100 characters of context, pages by keyset and leaves out what the viewer cannot see', async () => {
    const author = await createUser(t.deps.db);
    const blocker = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const viewer = await createUser(t.deps.db);
    const long = `${'a'.repeat(150)} middle passage here ${'b'.repeat(150)}`;
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await createPost(t.deps.db, author.id, { title: `Story ${i}`, body: story(long) }));
    const blockersPost = await createPost(t.deps.db, blocker.id, { body: story(long) });
    const gql = await as(reader.id);
    for (const post of posts) await highlight(gql, post.id, ['n0'], 151, 165);
    await highlight(gql, blockersPost.id, ['n0'], 151, 165);
    const viewerGql = await as(viewer.id);
    const blockerGql = await as(blocker.id);
    await blockerGql(`mutation($u: ID!, $t: ID!) { blockUser(userId: $u, targetUserId: $t) { __typename } }`, { u: blocker.id, t: viewer.id });

    const first = (await viewerGql(PROFILE, { id: reader.id, paging: { limit: 2 } })).data?.user.highlightsConnection;
    expect(first.quotes).toHaveLength(2);
    expect(first.quotes[0].quote.text).toBe('middle passage');
    expect(first.quotes[0].contextBefore.length).toBeLessThanOrEqual(100);
    expect(first.quotes[0].contextBefore).toMatch(/^a+ $/);
    expect(first.quotes[0].contextAfter).toMatch(/^ here b+$/);
    expect(first.quotes[0]).toMatchObject({ contextCutBefore: true, contextCutAfter: true });
    expect(first.pagingInfo.next).toMatchObject({ limit: 2 });
    const second = (await viewerGql(PROFILE, { id: reader.id, paging: first.pagingInfo.next })).data?.user.highlightsConnection;
    // The blocker's story is left out for this viewer; three of the author's remain.
    expect([...first.quotes, ...second.quotes].map((q: { post: { title: string } }) => q.post.title)).toEqual(['Story 2', 'Story 1', 'Story 0']);
    expect(second.pagingInfo.next).toBeNull();
    // Others see all four.
    expect((await anonymous(PROFILE, { id: reader.id })).data?.user.highlightsConnection.quotes).toHaveLength(4);
  });
});

describe('share redirects', () => {
  it('send the share window to the network with the story address and the passage cut at 185 characters', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { body: story(P1) });
    const text = 'x'.repeat(200);
    const twitter = await t.app.inject({ url: `/p/${post.id}/share/twitter?type=highlight&text=${encodeURIComponent(text)}` });
    expect(twitter.statusCode).toBe(302);
    const target = new URL(String(twitter.headers.location));
    expect(target.origin + target.pathname).toBe('https://twitter.com/intent/tweet');
    expect(target.searchParams.get('text')).toBe(`“${'x'.repeat(185)}…”`);
    expect(target.searchParams.get('url')).toContain(post.id);

    const facebook = await t.app.inject({ url: `/p/${post.id}/share/facebook?text=hello` });
    expect(String(facebook.headers.location)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.*&quote=hello$/);
    const linkedIn = await t.app.inject({ url: `/p/${post.id}/share/linkedIn` });
    expect(new URL(String(linkedIn.headers.location)).searchParams.get('url')).toContain(post.id);

    const draft = await createPost(t.deps.db, author.id, { published: false });
    expect((await t.app.inject({ url: `/p/${draft.id}/share/twitter` })).statusCode).toBe(404);
    const unlisted = await createPost(t.deps.db, author.id, { visibility: 'UNLISTED' });
    expect((await t.app.inject({ url: `/p/${unlisted.id}/share/twitter` })).statusCode).toBe(404);
    const locked = await createPost(t.deps.db, author.id, { visibility: 'LOCKED' });
    expect((await t.app.inject({ url: `/p/${locked.id}/share/twitter` })).statusCode).toBe(302);
  });
});
