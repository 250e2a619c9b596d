import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCrawlerResolver } from '../../src/server/modules/meter/crawler';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

// The meter of member-only stories: counted on the server per reader and UTC month, spent only by a read of
// one story that returns its whole text, never by lists, search or feeds; never a whole text to the signed out.

const JAN_LAST_MS = Date.UTC(2027, 0, 31, 23, 59, 59, 999);
const FEB_FIRST_MS = Date.UTC(2027, 1, 1);
const SECRET = 'The member-only ending nobody signed out may read.';

let t: TestApp;
let off: TestApp;
const clock = testClock(Date.UTC(2027, 0, 10));

beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ METER_FREE_STORIES: '3' }, { now: clock.now }), createTestApp({ METER_FREE_STORIES: '0' })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

const READ = `query($id: ID!, $shareKey: String) {
  post(id: $id, shareKey: $shareKey) { id meterState content { isLockedPreviewOnly bodyModel { paragraphs { text } } } }
}`;
// Asked after the read: within one operation, fields resolve side by side (Post.meterState is the read's own answer).
const INFO = `{ viewer { id meteringInfo { postIds freeStoriesPerMonth remaining resetsAt } } }`;

interface ReadAnswer {
  post: { id: string; meterState: string; content: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: { text: string }[] } } } | null;
  viewer: { id: string; meteringInfo: { postIds: string[]; freeStoriesPerMonth: number; remaining: number; resetsAt: number } | null } | null;
}

type Session = { cookie: string; xsrf: string } | undefined;

async function lockedStory(app: TestApp, authorId: string, title = `Locked ${Math.random().toString(16).slice(2, 8)}`) {
  const body = { paragraphs: [{ name: 'a000', type: 'H3' as const, text: title, markups: [] }, ...paragraphs('One.', 'Two.', 'Three.', 'Four.', 'Five.', SECRET)], sections: [] };
  return createPost(app.deps.db, authorId, { title, body, visibility: 'LOCKED' });
}

async function read(app: TestApp, id: string, session?: Session, shareKey?: string): Promise<ReadAnswer> {
  const answer = await app.graphql<ReadAnswer>(READ, { id, shareKey: shareKey ?? null }, session);
  expect(answer.errors).toBeUndefined();
  const info = await app.graphql<Pick<ReadAnswer, 'viewer'>>(INFO, {}, session);
  expect(info.errors).toBeUndefined();
  const meteringInfo = info.data?.viewer?.meteringInfo;
  return { ...answer.data!, viewer: info.data?.viewer ? { ...info.data.viewer, meteringInfo: meteringInfo ? { ...meteringInfo, postIds: [...meteringInfo.postIds].sort() } : null } : null };
}

const sorted = (ids: string[]) => [...ids].sort();

const wholeText = (answer: ReadAnswer) => answer.post?.content.bodyModel.paragraphs.some((p) => p.text === SECRET) ?? false;

async function used(app: TestApp, userId: string) {
  const rows = await app.deps.db.selectFrom('meter_reads').select(['post_id', 'month']).where('user_id', '=', userId).execute();
  return rows.length;
}

async function reader(app: TestApp, member = false) {
  const user = await createUser(app.deps.db, { member });
  return { user, session: await app.signIn(user.id) };
}

describe('meter states', () => {
  it('gives each kind of reader its state', async () => {
    clock.advance(0);
    const author = await createUser(t.deps.db);
    const locked = await lockedStory(t, author.id);
    const open = await createPost(t.deps.db, author.id, { body: { paragraphs: paragraphs('a', 'b', 'c', 'd', 'e', 'An open ending.'), sections: [] } });

    const signedOut = await read(t, locked.id);
    expect(signedOut.post?.meterState).toBe('paywalled');
    expect(signedOut.post?.content.isLockedPreviewOnly).toBe(true);
    expect(wholeText(signedOut)).toBe(false);

    const openRead = await read(t, open.id);
    expect(openRead.post?.meterState).toBe('not_metered');
    const sources = await t.graphql<{ a: { lockedSource: string }; b: { lockedSource: string } }>(
      'query($a: ID!, $b: ID!) { a: post(id: $a) { lockedSource } b: post(id: $b) { lockedSource } }',
      { a: open.id, b: locked.id },
    );
    expect(sources.data).toEqual({ a: { lockedSource: 'none' }, b: { lockedSource: 'user-generated unenrolled' } });
    expect(openRead.post?.content.bodyModel.paragraphs).toHaveLength(6);

    const asAuthor = await read(t, locked.id, await t.signIn(author.id));
    expect(asAuthor.post?.meterState).toBe('member');
    expect(wholeText(asAuthor)).toBe(true);

    const member = await reader(t, true);
    const asMember = await read(t, locked.id, member.session);
    expect(asMember.post?.meterState).toBe('member');
    expect(wholeText(asMember)).toBe(true);
    expect(asMember.viewer?.meteringInfo).toBeNull();
    expect(await used(t, member.user.id)).toBe(0);

    const editor = await createUser(t.deps.db);
    const collection = await createCollection(t.deps.db, author.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const inCollection = await createPost(t.deps.db, author.id, { visibility: 'LOCKED', collectionId: collection.id, body: { paragraphs: paragraphs('a', 'b', 'c', 'd', 'e', SECRET), sections: [] } });
    const asEditor = await read(t, inCollection.id, await t.signIn(editor.id));
    expect(asEditor.post?.meterState).toBe('member');
    expect(wholeText(asEditor)).toBe(true);
    expect(await used(t, editor.id)).toBe(0);

    const nonMember = await reader(t);
    const metered = await read(t, locked.id, nonMember.session);
    expect(metered.post?.meterState).toBe('metered');
    expect(wholeText(metered)).toBe(true);
  });

  it('reads a Friend Link in full without spending the meter, signed in or out', async () => {
    const author = await createUser(t.deps.db);
    const locked = await lockedStory(t, author.id);
    const signedOut = await read(t, locked.id, undefined, locked.shareKey);
    expect(wholeText(signedOut)).toBe(true);
    expect(signedOut.post?.meterState).toBe('not_metered');

    const { user, session } = await reader(t);
    const withLink = await read(t, locked.id, session, locked.shareKey);
    expect(wholeText(withLink)).toBe(true);
    expect(withLink.post?.meterState).toBe('not_metered');
    expect(withLink.viewer?.meteringInfo?.remaining).toBe(3);
    expect(await used(t, user.id)).toBe(0);

    const wrongKey = await read(t, locked.id, undefined, 'ffffffffffff');
    expect(wholeText(wrongKey)).toBe(false);
    // Nobody else's meter is readable: signed out there is no viewer at all.
    expect(wrongKey.viewer).toBeNull();
  });
});

describe('spending the meter', () => {
  it('counts each story once a month and paywalls after the allowance', async () => {
    const author = await createUser(t.deps.db);
    const stories = await Promise.all([0, 1, 2, 3].map(() => lockedStory(t, author.id)));
    const { user, session } = await reader(t);
    const [a, b, c, d] = stories as [(typeof stories)[0], (typeof stories)[0], (typeof stories)[0], (typeof stories)[0]];

    const first = await read(t, a.id, session);
    expect(first.post?.meterState).toBe('metered');
    const info = (await read(t, a.id, session)).viewer?.meteringInfo;
    expect(info).toMatchObject({ postIds: [a.id], freeStoriesPerMonth: 3, remaining: 2 });
    expect(info?.resetsAt).toBe(Date.UTC(2027, 1, 1));
    // The same story again this month is free.
    expect(wholeText(await read(t, a.id, session))).toBe(true);
    expect(await used(t, user.id)).toBe(1);

    expect(wholeText(await read(t, b.id, session))).toBe(true);
    expect(wholeText(await read(t, c.id, session))).toBe(true);
    const spent = await read(t, d.id, session);
    expect(spent.post?.meterState).toBe('paywalled');
    expect(spent.post?.content.isLockedPreviewOnly).toBe(true);
    expect(wholeText(spent)).toBe(false);
    expect(spent.viewer?.meteringInfo).toMatchObject({ remaining: 0, postIds: sorted([a.id, b.id, c.id]) });
    // Stories read on the meter stay whole for the rest of the month.
    expect(wholeText(await read(t, b.id, session))).toBe(true);
  });

  it('starts again at the first millisecond of the next UTC month', async () => {
    const author = await createUser(t.deps.db);
    const stories = await Promise.all([0, 1, 2, 3].map(() => lockedStory(t, author.id)));
    const { user, session } = await reader(t);
    clock.advance(JAN_LAST_MS - clock.now());
    for (const story of stories.slice(0, 3)) expect(wholeText(await read(t, story.id, session))).toBe(true);
    expect(wholeText(await read(t, stories[3]!.id, session))).toBe(false);

    clock.advance(FEB_FIRST_MS - clock.now());
    expect(clock.now() - JAN_LAST_MS).toBe(1);
    const feb = await read(t, stories[3]!.id, session);
    expect(feb.post?.meterState).toBe('metered');
    expect(wholeText(feb)).toBe(true);
    expect(feb.viewer?.meteringInfo).toMatchObject({ postIds: [stories[3]!.id], remaining: 2, resetsAt: Date.UTC(2027, 2, 1) });
    // A story read in January is counted again in February.
    expect(wholeText(await read(t, stories[0]!.id, session))).toBe(true);
    expect((await read(t, stories[0]!.id, session)).viewer?.meteringInfo?.remaining).toBe(1);
    expect(await used(t, user.id)).toBe(5);
  });

  it('cannot be overspent by concurrent reads', async () => {
    const author = await createUser(t.deps.db);
    const stories = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(() => lockedStory(t, author.id)));
    const { user, session } = await reader(t);
    const answers = await Promise.all(stories.map((s) => read(t, s.id, session)));
    expect(answers.filter(wholeText)).toHaveLength(3);
    expect(answers.filter((a) => a.post?.meterState === 'metered')).toHaveLength(3);
    expect(await used(t, user.id)).toBe(3);

    const other = await reader(t);
    const same = await Promise.all([0, 1, 2, 3, 4].map(() => read(t, stories[0]!.id, other.session)));
    expect(same.every(wholeText)).toBe(true);
    expect(await used(t, other.user.id)).toBe(1);
    const month = await t.deps.db.selectFrom('meter_months').select('used').where('user_id', '=', other.user.id).executeTakeFirst();
    expect(Number(month?.used)).toBe(1);
  });

  it('lets a story read on the meter be highlighted past the preview, without spending again', async () => {
    const author = await createUser(t.deps.db);
    const locked = await lockedStory(t, author.id);
    const { user, session } = await reader(t);
    const CREATE = `mutation($post: ID!, $names: [String!]!) {
      createQuote(targetPostId: $post, targetPostVersionId: "1", targetParagraphNames: $names, startOffset: 0, endOffset: 10) {
        __typename ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } } }`;
    // The last paragraph (p005) is past the preview: not highlightable before the story is read.
    const before = await t.graphql<{ createQuote: { __typename: string } }>(CREATE, { post: locked.id, names: ['p005'] }, session);
    expect(before.data?.createQuote.__typename).not.toBe('Quote');
    expect(await used(t, user.id)).toBe(0);
    expect(wholeText(await read(t, locked.id, session))).toBe(true);
    const after = await t.graphql<{ createQuote: { __typename: string } }>(CREATE, { post: locked.id, names: ['p005'] }, session);
    expect(after.data?.createQuote.__typename).toBe('Quote');
    expect(await used(t, user.id)).toBe(1);
  });

  it('is not spent by lists, cards or search', async () => {
    const author = await createUser(t.deps.db);
    const locked = await lockedStory(t, author.id, 'Quillwort meadows for members');
    const { user, session } = await reader(t);
    const list = await t.graphql<{ latestPostsConnection: { posts: { id: string; meterState: string; content: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: { text: string }[] } } }[] } }>(
      `{ latestPostsConnection(paging: { limit: 50 }) { posts { id meterState content { isLockedPreviewOnly bodyModel { paragraphs { text } } } } } }`,
      {},
      session,
    );
    expect(list.errors).toBeUndefined();
    const card = list.data!.latestPostsConnection.posts.find((p) => p.id === locked.id);
    if (card) {
      expect(card.content.isLockedPreviewOnly).toBe(true);
      expect(card.content.bodyModel.paragraphs.some((p) => p.text === SECRET)).toBe(false);
    }
    await t.jobsSettled();
    const search = await t.graphql('query { searchPosts(query: "quillwort") { posts { id content { bodyModel { paragraphs { text } } } } } }', {}, session);
    expect(JSON.stringify(search)).not.toContain(SECRET);
    expect(await used(t, user.id)).toBe(0);
  });
});

describe('metering off and signed out', () => {
  it('turns metering off with 0', async () => {
    const author = await createUser(off.deps.db);
    const locked = await lockedStory(off, author.id);
    const { user, session } = await reader(off);
    const answer = await read(off, locked.id, session);
    expect(answer.post?.meterState).toBe('paywalled');
    expect(wholeText(answer)).toBe(false);
    expect(answer.viewer?.meteringInfo).toMatchObject({ freeStoriesPerMonth: 0, remaining: 0, postIds: [] });
    expect(await used(off, user.id)).toBe(0);
  });

  it('never gives the signed out the whole text: story page, search, feeds, pages kept for everyone', async () => {
    const author = await createUser(t.deps.db, { username: `writer${Date.now().toString(16)}` });
    const locked = await lockedStory(t, author.id, 'Saxifrage ridge for members');
    await t.jobsSettled();
    const queries = [
      'query { searchPosts(query: "saxifrage") { posts { id } } }',
      `{ latestPostsConnection(paging: { limit: 50 }) { posts { id content { bodyModel { paragraphs { text } } } } } }`,
      `query($id: ID!) { postResult(id: $id) { ... on Post { content { bodyModel { paragraphs { text } } } } } }`,
    ];
    for (const query of queries) expect(JSON.stringify(await t.graphql(query, { id: locked.id }))).not.toContain(SECRET);

    for (const url of ['/feed/latest', `/feed/@${author.username ?? ''}`]) {
      const feed = await t.app.inject({ method: 'GET', url });
      expect(feed.body).not.toContain(SECRET);
    }

    const short = await t.app.inject({ method: 'GET', url: `/p/${locked.id}` });
    const url = short.statusCode === 301 ? String(short.headers.location) : `/p/${locked.id}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SECRET);
    expect(page.body).toContain('meteredContent');
    expect(page.body).toContain('"isAccessibleForFree":false');
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache-status']).toBe('hit');

    // A Friend Link's whole text is sent, but the page is not kept for anyone.
    const withLink = await t.app.inject({ method: 'GET', url: `${url}?sk=${locked.shareKey}` });
    expect(withLink.body).toContain(SECRET);
    expect(withLink.headers['x-cache-status']).toBe('dynamic');
    const again = await t.app.inject({ method: 'GET', url: `${url}?sk=${locked.shareKey}` });
    expect(again.headers['x-cache-status']).toBe('dynamic');
  });

  it('gives a crawler that only claims to be a search engine the preview, even when the writer allows search engines', async () => {
    const author = await createUser(t.deps.db);
    const locked = await lockedStory(t, author.id);
    const SETTINGS = `mutation($id: ID!, $on: Boolean) { updatePostSettings(postId: $id, input: { crawlersReadWhole: $on }) {
      __typename ... on Post { crawlersReadWhole } ... on Forbidden { message } } }`;
    const stranger = await reader(t);
    const refused = await t.graphql<{ updatePostSettings: { __typename: string } }>(SETTINGS, { id: locked.id, on: true }, stranger.session);
    expect(refused.data?.updatePostSettings.__typename).not.toBe('Post');
    const allowed = await t.graphql<{ updatePostSettings: { crawlersReadWhole: boolean } }>(SETTINGS, { id: locked.id, on: true }, await t.signIn(author.id));
    expect(allowed.data?.updatePostSettings).toEqual({ __typename: 'Post', crawlersReadWhole: true });
    // The setting is the writer's: others do not see it.
    const seen = await t.graphql<{ post: { crawlersReadWhole: boolean | null } }>('query($id: ID!) { post(id: $id) { crawlersReadWhole } }', { id: locked.id }, stranger.session);
    expect(seen.data?.post.crawlersReadWhole).toBeNull();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const answer = await t.graphql<ReadAnswer>(READ, { id: locked.id }, { headers: { 'user-agent': googlebot }, ip: '203.0.113.9' });
    expect(answer.data && wholeText(answer.data)).toBe(false);
    const short = await t.app.inject({ method: 'GET', url: `/p/${locked.id}`, headers: { 'user-agent': googlebot } });
    const url = short.statusCode === 301 ? String(short.headers.location) : `/p/${locked.id}`;
    const page = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': googlebot }, remoteAddress: '203.0.113.9' });
    expect(page.body).not.toContain(SECRET);
  });

  it('gives a verified search engine the whole text with the paywall markup when the writer allows it, and never caches it', async () => {
    const author = await createUser(t.deps.db);
    const allowed = await lockedStory(t, author.id);
    const refused = await lockedStory(t, author.id);
    await t.deps.db.updateTable('posts').set({ crawlers_read_whole: 1 }).where('id', '=', allowed.id).execute();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const ip = '66.249.66.1';
    setCrawlerResolver({
      reverse: async (address) => (address === ip ? ['crawl-66-249-66-1.googlebot.com'] : []),
      lookup: async (host) => (host === 'crawl-66-249-66-1.googlebot.com' ? [ip] : []),
    });
    try {
      const pathOf = async (id: string) => {
        const short = await t.app.inject({ method: 'GET', url: `/p/${id}` });
        return short.statusCode === 301 ? String(short.headers.location) : `/p/${id}`;
      };
      const url = await pathOf(allowed.id);
      // A reader first: the preview is kept for everyone.
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain(SECRET);
      const crawled = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': googlebot }, remoteAddress: ip });
      expect(crawled.body).toContain(SECRET);
      expect(crawled.body).toContain('"isAccessibleForFree":false');
      expect(crawled.body).toMatch(/class="story__body meteredContent"/);
      expect(crawled.headers['x-cache-status']).toBe('dynamic');
      // Readers after it still get the kept preview.
      const after = await t.app.inject({ method: 'GET', url });
      expect(after.body).not.toContain(SECRET);
      expect(after.headers['x-cache-status']).toBe('hit');
      // Not allowed by its writer: the same crawler gets the preview.
      const other = await t.app.inject({ method: 'GET', url: await pathOf(refused.id), headers: { 'user-agent': googlebot }, remoteAddress: ip });
      expect(other.body).not.toContain(SECRET);
      // Without a crawler's user agent, a signed-out reader gets the preview as ever.
      const plain = await read(t, allowed.id);
      expect(wholeText(plain)).toBe(false);
    } finally {
      setCrawlerResolver(null);
    }
  });
});
