import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paragraph, PostBody } from '../../src/shared/content';
import { newId } from '../../src/server/db/ids';
import { eventJobName, type DomainEvents, type EventName } from '../../src/server/jobs/events';
import { FAN_OUT_BATCH, FAN_OUT_JOB, fanOutJobKey, type FanOutJob } from '../../src/server/modules/notifications/subscribers/fan-out';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

/** Every activity type the product produces, from the event that causes it, read straight from the tables. */

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
type Gql = (query: string, variables?: Record<string, unknown>) => Promise<{ data?: Record<string, { __typename?: string; [k: string]: unknown }>; errors?: unknown[] }>;

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return async (query, variables = {}) => {
    const answer = await t.graphql<Record<string, { __typename?: string; [k: string]: unknown }>>(query, variables, session);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer;
  };
}

/**
 * Delivers an event to the notification subscribers as the event log does (the meta rides in the payload):
 * the same `eventId` twice is a redelivery.
 */
async function deliver<K extends EventName>(name: K, payload: DomainEvents[K], eventId = newId()): Promise<string> {
  await t.deps.jobs.enqueue(t.deps.db, { name: eventJobName(name, 'notifications'), payload: { ...payload, __event: { eventId, occurredAt: clock.now() } } });
  await t.jobsSettled();
  return eventId;
}

/** Thousands of rows mean thousands of email deliveries on top (one per row): wait for them a while longer. */
async function manyJobsSettled() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await t.jobsSettled();
    } catch (error) {
      if (attempt === 6) throw error;
    }
  }
}

async function feed(userId: string) {
  const rows = await t.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('occurred_at', 'desc').orderBy('id').execute();
  const actors = await t.deps.db
    .selectFrom('notification_actors')
    .select(['notification_id', 'actor_id'])
    .where('notification_id', 'in', rows.length ? rows.map((r) => r.id) : [''])
    .execute();
  return rows.map((r) => ({
    ...r,
    occurred_at: Number(r.occurred_at),
    actor_count: Number(r.actor_count),
    milestone_arg: r.milestone_arg === null ? null : Number(r.milestone_arg),
    actors: actors.filter((a) => a.notification_id === r.id).map((a) => a.actor_id).sort(),
  }));
}

async function unread(userId: string): Promise<number> {
  const row = await t.deps.db.selectFrom('notification_status').select('unread_count').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.unread_count ?? 0);
}

async function markViewed(userId: string) {
  await t.deps.db
    .insertInto('notification_status')
    .values({ user_id: userId, unread_count: 0, last_viewed_at: clock.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_count: 0, last_viewed_at: clock.now() }))
    .execute();
}

const sorted = (...ids: string[]) => [...ids].sort();
const FOLLOW = `mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`;
const FOLLOW_COLLECTION = `mutation($id: ID!) { followCollection(targetCollectionId: $id) { __typename } }`;
const CLAP = `mutation($id: ID!, $n: Int!) { clap(targetPostId: $id, numClaps: $n) { id } }`;
const RESPOND = `mutation($to: ID!, $text: String!) { publishPostResponse(inResponseToPostId: $to, text: $text) { __typename ... on Post { id } } }`;
const DELETE_RESPONSE = `mutation($id: ID!) { deletePostResponse(postResponseId: $id) { __typename } }`;
const MUTE = `mutation($id: ID!) { muteUser(targetUserId: $id) { __typename } }`;
const BLOCK = `mutation($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { __typename } }`;
const CREATE_NOTE = `mutation($post: ID!, $content: String!) {
  createNote(targetPostId: $post, targetPostVersion: 1, targetParagraphName: "p000", noteContent: $content, selectionStartOffset: 0, selectionEndOffset: 5) { __typename ... on Note { id } }
}`;
const REPLY_NOTE = `mutation($post: ID!, $note: ID!, $content: String!) { createNoteReply(targetPostId: $post, targetNoteId: $note, replyContent: $content) { __typename ... on NoteReply { id } } }`;
const DELETE_NOTE = `mutation($post: ID!, $note: ID!) { deleteNote(targetPostId: $post, targetNoteId: $note) { __typename } }`;
const DELETE_REPLY = `mutation($post: ID!, $note: ID!, $reply: ID!) { deleteNoteReply(targetPostId: $post, targetNoteId: $note, targetReplyId: $reply) { __typename } }`;
const DISMISS_NOTE = `mutation($post: ID!, $note: ID!) { dismissNote(targetPostId: $post, targetNoteId: $note) { __typename } }`;
const PUBLISH = `mutation($id: ID!, $collectionId: ID) {
  publishPost(postId: $id, input: { tags: ["Writing"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED", collectionId: $collectionId }) { __typename ... on Post { id } ... on BadRequest { message } ... on Forbidden { message } }
}`;
const SAVE = `mutation($id: ID!, $base: Int!, $body: String!) { savePostDraft(postId: $id, baseVersion: $base, title: "Mentions", subtitle: "", bodyJson: $body) { __typename } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishPost(postId: $id) { __typename } }`;
const DELETE_POST = `mutation($id: ID!) { deletePost(postId: $id) { __typename } }`;

describe('follows', () => {
  it('rolls new followers of a person into one row for a day, and a redelivery adds nothing', async () => {
    const writer = await createUser(t.deps.db);
    const [a, b, c] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
    await (await as(a.id))(FOLLOW, { id: writer.id });
    clock.advance(HOUR);
    await (await as(b.id))(FOLLOW, { id: writer.id });
    await t.jobsSettled();
    let rows = await feed(writer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ activity_type: 'users_following_you', actor_count: 2, actor_id: b.id });
    expect(rows[0]!.actors).toEqual(sorted(a.id, b.id));
    expect(await unread(writer.id)).toBe(1);

    const eventId = await deliver('user.followed', { actorId: c.id, targetUserId: writer.id });
    await deliver('user.followed', { actorId: c.id, targetUserId: writer.id }, eventId);
    rows = await feed(writer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_count).toBe(3);

    // A day later the window is closed: a new row.
    clock.advance(25 * HOUR);
    await deliver('user.followed', { actorId: a.id, targetUserId: writer.id });
    expect((await feed(writer.id)).map((r) => r.actor_count)).toEqual([1, 3]);
  });

  it("tells a publication's creator and editors of follower milestones, once each", async () => {
    const creator = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, creator.id, [{ userId: editor.id, role: 'EDITOR' }, { userId: writer.id, role: 'WRITER' }]);
    const first = await createUser(t.deps.db);
    await (await as(first.id))(FOLLOW_COLLECTION, { id: pub.id });
    await t.jobsSettled();
    for (const id of [creator.id, editor.id]) {
      const rows = await feed(id);
      expect(rows.map((r) => [r.activity_type, r.milestone_arg, r.collection_id, r.actor_id])).toEqual([['collection_followed_milestone', 1, pub.id, null]]);
    }
    expect(await feed(writer.id)).toEqual([]);

    // The count jumps to 12 (a bulk import, say): 10 is told once, however often it is delivered.
    clock.advance(60_000);
    await t.deps.db.updateTable('collection_follower_counts').set({ follower_count: 12 }).where('collection_id', '=', pub.id).execute();
    const eventId = await deliver('collection.followed', { actorId: first.id, collectionId: pub.id });
    await deliver('collection.followed', { actorId: first.id, collectionId: pub.id }, eventId);
    await deliver('collection.followed', { actorId: first.id, collectionId: pub.id });
    expect((await feed(creator.id)).map((r) => r.milestone_arg)).toEqual([10, 1]);
  });
});

describe('claps', () => {
  it("rolls readers' first claps on a story into one row; more claps from the same reader are not news", async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const a = await as((await createUser(t.deps.db)).id);
    const bUser = await createUser(t.deps.db);
    await a(CLAP, { id: post.id, n: 3 });
    await t.jobsSettled();
    await a(CLAP, { id: post.id, n: 2 });
    await (await as(bUser.id))(CLAP, { id: post.id, n: 1 });
    await t.jobsSettled();
    const rows = await feed(author.id);
    expect(rows.map((r) => [r.activity_type, r.actor_count, r.post_id])).toEqual([['post_recommended', 2, post.id]]);
    expect(rows[0]!.actor_id).toBe(bUser.id);
    expect(await unread(author.id)).toBe(1);
  });

  it('tells clap milestones and fan milestones once each', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    for (let i = 0; i < 10; i++) await (await as((await createUser(t.deps.db)).id))(CLAP, { id: post.id, n: 5 });
    await t.jobsSettled();
    const rows = await feed(author.id);
    const byType = (type: string) => rows.filter((r) => r.activity_type === type);
    expect(byType('post_recommended')).toHaveLength(1);
    expect(byType('post_recommended')[0]!.actor_count).toBe(10);
    // 50 claps in all: the 10 and 50 milestones (the claps module decides), and the tenth fan.
    expect(byType('post_clapped_milestone').map((r) => r.milestone_arg).sort((x, y) => x! - y!)).toEqual([10, 50]);
    // The fifth fan and the tenth.
    expect(byType('post_recommended_milestone').map((r) => [r.milestone_arg, r.actor_id, r.post_id]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [5, null, post.id],
      [10, null, post.id],
    ]);

    await deliver('post.clapMilestone', { postId: post.id, authorId: author.id, actorId: author.id, milestone: 50, clapCount: 50 });
    expect((await feed(author.id)).filter((r) => r.activity_type === 'post_clapped_milestone')).toHaveLength(2);
  });

  it("rolls up first claps on a list for its creator, and tells the list's milestones", async () => {
    const creator = await createUser(t.deps.db);
    const catalogId = newId();
    const [a, b] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    const clapped = (actorId: string, viewerClapCount: number, clapsAdded: number) =>
      deliver('catalog.clapped', { actorId, catalogId, creatorId: creator.id, clapsAdded, viewerClapCount, clapCount: 0 });
    const eventId = await clapped(a.id, 4, 4);
    await deliver('catalog.clapped', { actorId: a.id, catalogId, creatorId: creator.id, clapsAdded: 4, viewerClapCount: 4, clapCount: 4 }, eventId);
    await clapped(a.id, 6, 2);
    await clapped(b.id, 1, 1);
    clock.advance(60_000);
    await deliver('catalog.clapMilestone', { catalogId, creatorId: creator.id, actorId: b.id, milestone: 10, clapCount: 10 });
    const rows = await feed(creator.id);
    expect(rows.map((r) => [r.activity_type, r.actor_count, r.catalog_id, r.milestone_arg])).toEqual([
      ['catalog_recommended_milestone', 0, catalogId, 10],
      ['catalog_recommended', 2, catalogId, null],
    ]);
  });
});

describe('responses', () => {
  it('tells the writer of what was answered, links the response and the story, and takes it back when deleted', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const responder = await createUser(t.deps.db);
    const replier = await createUser(t.deps.db);
    const responderGql = await as(responder.id);
    const response = await responderGql(RESPOND, { to: post.id, text: 'A thoughtful answer.' });
    const responseId = response.data!.publishPostResponse!.id as string;
    await t.jobsSettled();
    expect((await feed(author.id)).map((r) => [r.activity_type, r.actor_id, r.post_id, r.response_post_id, r.group_key])).toEqual([
      ['response_created', responder.id, post.id, responseId, null],
    ]);
    expect(await unread(author.id)).toBe(1);

    // A reply tells the response's writer, not the story's author.
    const reply = await (await as(replier.id))(RESPOND, { to: responseId, text: 'I agree with this.' });
    const replyId = reply.data!.publishPostResponse!.id as string;
    await t.jobsSettled();
    expect((await feed(responder.id)).map((r) => [r.activity_type, r.actor_id, r.post_id, r.response_post_id])).toEqual([['response_created', replier.id, post.id, replyId]]);
    expect(await feed(author.id)).toHaveLength(1);

    await responderGql(DELETE_RESPONSE, { id: responseId });
    await t.jobsSettled();
    expect(await feed(author.id)).toEqual([]);
    expect(await unread(author.id)).toBe(0);
  });

  it("tells a list's creator of a response to the list", async () => {
    const creator = await createUser(t.deps.db);
    const responder = await createUser(t.deps.db);
    const catalogId = newId();
    const responseId = newId();
    const common = { actorId: responder.id, responseId, parentPostId: null, parentCatalogId: catalogId, parentAuthorId: creator.id, rootPostId: null };
    const eventId = await deliver('response.created', { ...common, rootCatalogId: catalogId, rootAuthorId: creator.id, threadAuthorId: responder.id });
    await deliver('response.created', { ...common, rootCatalogId: catalogId, rootAuthorId: creator.id, threadAuthorId: responder.id }, eventId);
    expect((await feed(creator.id)).map((r) => [r.activity_type, r.catalog_id, r.response_post_id])).toEqual([['catalog_response_created', catalogId, responseId]]);
  });
});

describe('highlights', () => {
  async function highlight(postId: string, userId: string, authorId: string, eventId?: string) {
    const quoteId = newId();
    await t.deps.db
      .insertInto('quotes')
      .values({ id: quoteId, post_id: postId, user_id: userId, version: 1, quote_type: 'HIGHLIGHT', paragraph_names: '["p000"]', start_offset: 0, end_offset: 5, text: 'First', paragraph_texts: '["First"]', created_at: clock.now() })
      .execute();
    await deliver('quote.created', { actorId: userId, quoteId, postId, authorId, quoteType: 'HIGHLIGHT' }, eventId);
    return quoteId;
  }

  it("counts one reader's highlights in a story in one row, unread again when it grows, and takes them back", async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const reader = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const first = await highlight(post.id, reader.id, author.id);
    let rows = await feed(author.id);
    expect(rows.map((r) => [r.activity_type, r.milestone_arg, r.quote_id, r.actor_id])).toEqual([['quote', 1, first, reader.id]]);

    await markViewed(author.id);
    clock.advance(HOUR);
    const second = await highlight(post.id, reader.id, author.id);
    rows = await feed(author.id);
    expect(rows.map((r) => [r.activity_type, r.milestone_arg, r.quote_id])).toEqual([['quote', 2, second]]);
    expect(rows[0]!.occurred_at).toBe(clock.now());
    expect(await unread(author.id)).toBe(1);

    // Another reader's highlights are their own row; a response's quote is no highlight notification.
    clock.advance(60_000);
    await highlight(post.id, other.id, author.id);
    await deliver('quote.created', { actorId: other.id, quoteId: newId(), postId: post.id, authorId: author.id, quoteType: 'RESPONSE' });
    expect((await feed(author.id)).map((r) => r.milestone_arg)).toEqual([1, 2]);

    await t.deps.db.deleteFrom('quotes').where('id', '=', second).execute();
    await deliver('quote.deleted', { actorId: reader.id, quoteId: second, postId: post.id, authorId: author.id });
    expect((await feed(author.id)).map((r) => [r.actor_id, r.milestone_arg, r.quote_id])).toEqual([
      [other.id, 1, expect.any(String)],
      [reader.id, 1, first],
    ]);
    await t.deps.db.deleteFrom('quotes').where('id', '=', first).execute();
    await deliver('quote.deleted', { actorId: reader.id, quoteId: first, postId: post.id, authorId: author.id });
    expect((await feed(author.id)).map((r) => r.actor_id)).toEqual([other.id]);
    expect(await unread(author.id)).toBe(1);
  });

  it('tells earlier highlighters when someone highlights the same passage, rolled up per story', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const [early1, early2, late1, late2] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
    const event = (actorId: string) => ({ actorId, quoteId: newId(), postId: post.id, authorId: author.id, earlierHighlighterIds: [early1.id, early2.id] });
    const eventId = await deliver('quote.piled_onto', event(late1.id));
    await deliver('quote.piled_onto', event(late1.id), eventId);
    await deliver('quote.piled_onto', event(late2.id));
    for (const id of [early1.id, early2.id]) {
      expect((await feed(id)).map((r) => [r.activity_type, r.actor_count, r.post_id])).toEqual([['highlight_was_piled_onto', 2, post.id]]);
    }
  });
});

describe('private notes', () => {
  it('tells only the two people of a note, with the type that fits each, and a dismissed note leaves the creator feed', async () => {
    const creator = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, creator.id, { body: { paragraphs: paragraphs('Curiosity is a habit.', 'More.'), sections: [] } });
    const writer = await createUser(t.deps.db);
    const bystander = await createUser(t.deps.db);
    const writerGql = await as(writer.id);
    const creatorGql = await as(creator.id);
    const note = await writerGql(CREATE_NOTE, { post: post.id, content: 'This stayed with me.' });
    const noteId = note.data!.createNote!.id as string;
    await t.jobsSettled();
    clock.advance(60_000);
    const reply1 = await creatorGql(REPLY_NOTE, { post: post.id, note: noteId, content: 'Thank you.' });
    await t.jobsSettled();
    clock.advance(60_000);
    const reply2 = await writerGql(REPLY_NOTE, { post: post.id, note: noteId, content: 'You are welcome.' });
    await t.jobsSettled();

    expect((await feed(creator.id)).map((r) => [r.activity_type, r.actor_id, r.note_id, r.note_reply_id])).toEqual([
      ['post_note_replied', writer.id, noteId, reply2.data!.createNoteReply!.id],
      ['post_noted', writer.id, noteId, null],
    ]);
    expect((await feed(writer.id)).map((r) => [r.activity_type, r.actor_id, r.note_id, r.note_reply_id])).toEqual([
      ['note_replied', creator.id, noteId, reply1.data!.createNoteReply!.id],
    ]);
    // Nobody else has ever been told of it.
    const told = await t.deps.db.selectFrom('notifications').select('user_id').distinct().where('note_id', '=', noteId).execute();
    expect(told.map((r) => r.user_id).sort()).toEqual(sorted(creator.id, writer.id));
    expect(await feed(bystander.id)).toEqual([]);

    await creatorGql(DISMISS_NOTE, { post: post.id, note: noteId });
    await t.jobsSettled();
    expect(await feed(creator.id)).toEqual([]);
    expect(await unread(creator.id)).toBe(0);
    expect(await feed(writer.id)).toHaveLength(1);
  });
});

describe('deleted notes', () => {
  it('a deleted reply leaves the other one’s feed, a deleted note takes every row about it', async () => {
    const creator = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, creator.id, { body: { paragraphs: paragraphs('Curiosity is a habit.', 'More.'), sections: [] } });
    const writer = await createUser(t.deps.db);
    const writerGql = await as(writer.id);
    const creatorGql = await as(creator.id);
    const noteId = (await writerGql(CREATE_NOTE, { post: post.id, content: 'This stayed with me.' })).data!.createNote!.id as string;
    await t.jobsSettled();
    clock.advance(60_000);
    const replyId = (await creatorGql(REPLY_NOTE, { post: post.id, note: noteId, content: 'Thank you.' })).data!.createNoteReply!.id as string;
    await t.jobsSettled();
    clock.advance(60_000);
    await writerGql(REPLY_NOTE, { post: post.id, note: noteId, content: 'You are welcome.' });
    await t.jobsSettled();
    expect(await feed(writer.id)).toHaveLength(1);
    expect(await unread(creator.id)).toBe(2);

    await creatorGql(DELETE_REPLY, { post: post.id, note: noteId, reply: replyId });
    await t.jobsSettled();
    expect(await feed(writer.id)).toEqual([]);
    expect(await unread(writer.id)).toBe(0);
    expect(await feed(creator.id)).toHaveLength(2);

    await writerGql(DELETE_NOTE, { post: post.id, note: noteId });
    await t.jobsSettled();
    expect(await feed(creator.id)).toEqual([]);
    expect(await unread(creator.id)).toBe(0);
  });
});

describe('mentions', () => {
  const mention = (text: string, userId: string): Paragraph => ({ name: `m${userId.slice(0, 4)}`, type: 'P', text, markups: [{ type: 'A', start: 0, end: 3, anchorType: 'USER', userId }] });
  const body = (...extra: Paragraph[]): PostBody => ({ paragraphs: [...paragraphs('Opening line.', 'Second.', 'Third.', 'Fourth.', 'Fifth.'), ...extra], sections: [] });

  it('tells people a published story mentions, once per story, later edits too, never drafts nor people who cannot read it', async () => {
    const author = await createUser(t.deps.db);
    const [named, blocked, later] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
    await t.deps.db.insertInto('user_blocks').values({ blocker_id: author.id, blocked_id: blocked.id, created_at: clock.now() }).execute();
    const post = await createPost(t.deps.db, author.id, { published: false, body: body(mention('Ada said so.', named.id), mention('Bob too.', blocked.id)) });
    const authorGql = await as(author.id);
    await authorGql(SAVE, { id: post.id, base: 1, body: JSON.stringify(body(mention('Ada said so.', named.id), mention('Bob too.', blocked.id))) });
    await t.jobsSettled();
    expect(await feed(named.id)).toEqual([]);

    expect((await authorGql(PUBLISH, { id: post.id })).data!.publishPost!.__typename).toBe('Post');
    await t.jobsSettled();
    expect((await feed(named.id)).map((r) => [r.activity_type, r.actor_id, r.post_id])).toEqual([['mention_in_post', author.id, post.id]]);
    expect(await feed(blocked.id)).toEqual([]);

    await authorGql(SAVE, { id: post.id, base: 2, body: JSON.stringify(body(mention('Ada said so.', named.id), mention('Cy joined.', later.id))) });
    await authorGql(PUBLISH, { id: post.id });
    await t.jobsSettled();
    expect(await feed(named.id)).toHaveLength(1);
    expect((await feed(later.id)).map((r) => r.activity_type)).toEqual(['mention_in_post']);
  });

  it("tells a non-member mentioned in a members-only story only when the mention is in the preview they can read", async () => {
    const author = await createUser(t.deps.db);
    const [early, deep, member] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db, { member: true })];
    const locked: PostBody = { paragraphs: [mention('Eve opens.', early.id), ...paragraphs('Two.', 'Three.', 'Four.', 'Five.'), mention('Dan later.', deep.id), mention('Meg later.', member.id)], sections: [] };
    const post = await createPost(t.deps.db, author.id, { published: false, visibility: 'LOCKED', body: locked });
    await (await as(author.id))(`mutation($id: ID!) { publishPost(postId: $id, input: { tags: ["Writing"], visibility: LOCKED, license: "ALL_RIGHTS_RESERVED" }) { __typename } }`, { id: post.id });
    await t.jobsSettled();
    expect(await feed(early.id)).toHaveLength(1);
    expect(await feed(deep.id)).toEqual([]);
    expect(await feed(member.id)).toHaveLength(1);
  });
});

describe('publications', () => {
  it('tells editors of submissions and authors of decisions, and new editors who added them', async () => {
    const creator = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, creator.id, [{ userId: editor.id, role: 'EDITOR' }, { userId: author.id, role: 'WRITER' }]);
    const draft = await createPost(t.deps.db, author.id, { published: false });
    await (await as(author.id))(PUBLISH, { id: draft.id, collectionId: pub.id });
    await t.jobsSettled();
    for (const id of [creator.id, editor.id]) {
      expect((await feed(id)).map((r) => [r.activity_type, r.actor_id, r.post_id, r.collection_id])).toEqual([['collection_post_submitted', author.id, draft.id, pub.id]]);
    }
    const submitted = { postId: newId(), actorId: author.id, collectionId: pub.id, isDraft: true };
    clock.advance(60_000);
    const eventId = await deliver('post.submitted', submitted);
    await deliver('post.submitted', submitted, eventId);
    expect((await feed(editor.id)).map((r) => r.activity_type)).toEqual(['collection_draft_submitted', 'collection_post_submitted']);

    await (await as(editor.id))(`mutation($c: ID!, $p: ID!) { approveCollectionSubmission(collectionId: $c, postId: $p) { __typename } }`, { c: pub.id, p: draft.id });
    await t.jobsSettled();
    // Submitted as it was published: the approval is what published it in the publication.
    expect((await feed(author.id)).map((r) => [r.activity_type, r.actor_id, r.collection_id])).toEqual([['collection_post_published', editor.id, pub.id]]);
    clock.advance(60_000);
    await deliver('post.approvedInCollection', { postId: newId(), actorId: editor.id, authorId: author.id, collectionId: pub.id, publishedByApproval: false });
    expect((await feed(author.id)).map((r) => r.activity_type)).toEqual(['collection_post_approved', 'collection_post_published']);

    clock.advance(60_000);
    await (await as(creator.id))(`mutation($c: ID!, $u: ID!) { changeCollectionRole(collectionId: $c, userId: $u, role: EDITOR) { __typename } }`, { c: pub.id, u: author.id });
    await t.jobsSettled();
    expect((await feed(author.id))[0]).toMatchObject({ activity_type: 'collection_editor_added', actor_id: creator.id, collection_id: pub.id });
  });
});

describe('mutes and blocks', () => {
  it("take a person's activity out of the reader's feed, keep other actors, and never push the count below zero", async () => {
    const reader = await createUser(t.deps.db);
    const [pest, friend, blocker] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
    const post = await createPost(t.deps.db, reader.id);
    for (const u of [pest, friend]) await deliver('user.followed', { actorId: u.id, targetUserId: reader.id });
    await deliver('post.clapped', { actorId: pest.id, postId: post.id, authorId: reader.id, clapsAdded: 1, viewerClapCount: 1, clapCount: 1 });
    await deliver('user.followed', { actorId: blocker.id, targetUserId: reader.id });
    expect(await unread(reader.id)).toBe(2);
    await markViewed(reader.id);
    clock.advance(HOUR);
    await deliver('response.created', { actorId: pest.id, responseId: newId(), parentPostId: post.id, parentCatalogId: null, parentAuthorId: reader.id, rootPostId: post.id, rootCatalogId: null, rootAuthorId: reader.id, threadAuthorId: pest.id });
    expect(await unread(reader.id)).toBe(1);

    await (await as(reader.id))(MUTE, { id: pest.id });
    await t.jobsSettled();
    const rows = await feed(reader.id);
    expect(rows.map((r) => [r.activity_type, r.actors])).toEqual([['users_following_you', sorted(friend.id, blocker.id)]]);
    expect(rows[0]!.actor_count).toBe(2);
    expect(await unread(reader.id)).toBe(0);

    // Later activity of a muted person is not told at all.
    await deliver('user.followed', { actorId: pest.id, targetUserId: reader.id });
    expect((await feed(reader.id))[0]!.actor_count).toBe(2);

    // A block works both ways: the blocked reader's activity leaves the blocker's feed, and the blocker's theirs.
    await deliver('user.followed', { actorId: reader.id, targetUserId: blocker.id });
    await (await as(blocker.id))(BLOCK, { me: blocker.id, id: reader.id });
    await t.jobsSettled();
    expect((await feed(reader.id))[0]!.actors).toEqual([friend.id]);
    expect(await feed(blocker.id)).toEqual([]);
    expect(await unread(blocker.id)).toBe(0);
  });
});

describe('stories published to followers', () => {
  async function bulkUsers(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => newId());
    for (let i = 0; i < ids.length; i += 500) {
      await t.deps.db
        .insertInto('users')
        .values(ids.slice(i, i + 500).map((id) => ({ id, username: null, name: `Reader ${id}`, email: `${id}@example.com`, created_at: 1, updated_at: 1 })))
        .execute();
    }
    return ids;
  }

  it('fans out in batches to followers of the author and of the publication, once each, leaving out mutes and blocks', async () => {
    const author = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, author.id);
    const followers = await bulkUsers(2_300);
    const pubOnly = await bulkUsers(300);
    for (let i = 0; i < followers.length; i += 500) {
      await t.deps.db.insertInto('user_follows').values(followers.slice(i, i + 500).map((id, k) => ({ follower_id: id, followed_id: author.id, created_at: 1000 + ((i + k) % 7) }))).execute();
    }
    const pubFollowers = [...followers.slice(0, 200), ...pubOnly];
    await t.deps.db.insertInto('collection_follows').values(pubFollowers.map((id) => ({ user_id: id, collection_id: pub.id, created_at: 5 }))).execute();
    const [muter, blocker, blockedByAuthor, pubMuter] = [followers[10]!, followers[20]!, followers[30]!, pubOnly[5]!];
    await t.deps.db.insertInto('user_mutes').values({ user_id: muter, muted_user_id: author.id, created_at: 1 }).execute();
    await t.deps.db.insertInto('user_blocks').values([{ blocker_id: blocker, blocked_id: author.id, created_at: 1 }, { blocker_id: author.id, blocked_id: blockedByAuthor, created_at: 1 }]).execute();
    await t.deps.db.insertInto('collection_mutes').values({ user_id: pubMuter, collection_id: pub.id, created_at: 1 }).execute();
    // One reader read the bell long ago.
    await t.deps.db.insertInto('notification_status').values({ user_id: followers[0]!, unread_count: 3, last_viewed_at: 1 }).execute();

    const post = await createPost(t.deps.db, author.id, { published: false });
    const published = await (await as(author.id))(PUBLISH, { id: post.id, collectionId: pub.id });
    expect(published.data!.publishPost!.__typename).toBe('Post');
    await manyJobsSettled();

    const expected = new Set([...followers, ...pubOnly]);
    for (const id of [muter, blocker, blockedByAuthor, pubMuter]) expected.delete(id);
    const rows = await t.deps.db.selectFrom('notifications').select(['user_id', 'actor_id', 'collection_id', 'id']).where('post_id', '=', post.id).where('activity_type', '=', 'post_published_by_someone_you_follow').execute();
    expect(rows).toHaveLength(expected.size);
    expect(new Set(rows.map((r) => r.user_id))).toEqual(expected);
    expect(rows.every((r) => r.actor_id === author.id && r.collection_id === pub.id)).toBe(true);
    const actorRows = await t.deps.db.selectFrom('notification_actors').select((eb) => eb.fn.countAll<number>().as('n')).where('notification_id', 'in', rows.map((r) => r.id).slice(0, 1000)).executeTakeFirst();
    expect(Number(actorRows?.n)).toBe(1000);
    expect(await unread(followers[0]!)).toBe(4);
    expect(await unread(followers[1]!)).toBe(1);
    // Several batches ran.
    const batches = await t.deps.db.selectFrom('jobs').select('key').where('name', '=', FAN_OUT_JOB).execute();
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(followers.length / FAN_OUT_BATCH));

    // A batch run again adds nothing.
    const again: FanOutJob = { postId: post.id, authorId: author.id, collectionId: pub.id, occurredAt: clock.now(), phase: 'author', after: null };
    await t.deps.jobs.enqueue(t.deps.db, { name: FAN_OUT_JOB, key: `${fanOutJobKey(again)}:again`, payload: again });
    await manyJobsSettled();
    const count = await t.deps.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', post.id).executeTakeFirst();
    expect(Number(count?.n)).toBe(expected.size);
    expect(await unread(followers[1]!)).toBe(1);

    // Publishing again (after an edit) is not a first publication: nobody is told twice.
    await (await as(author.id))(UNPUBLISH, { id: post.id });
    await manyJobsSettled();
    // Unpublishing took the rows out of every feed, with the counts.
    expect(await feed(followers[1]!)).toEqual([]);
    expect(await unread(followers[1]!)).toBe(0);
    expect(await unread(followers[0]!)).toBe(3);
    await (await as(author.id))(PUBLISH, { id: post.id, collectionId: pub.id });
    await t.jobsSettled();
    expect(await feed(followers[1]!)).toEqual([]);
  });

  it('takes every row about a deleted story out of the feeds', async () => {
    const author = await createUser(t.deps.db);
    const fan = await createUser(t.deps.db);
    await (await as(fan.id))(FOLLOW, { id: author.id });
    const post = await createPost(t.deps.db, author.id, { published: false });
    await (await as(author.id))(PUBLISH, { id: post.id });
    await t.jobsSettled();
    await (await as(fan.id))(CLAP, { id: post.id, n: 1 });
    await t.jobsSettled();
    expect((await feed(fan.id)).map((r) => r.activity_type)).toEqual(['post_published_by_someone_you_follow']);
    expect((await feed(author.id)).map((r) => r.activity_type).sort()).toEqual(['post_recommended', 'users_following_you']);
    await (await as(author.id))(DELETE_POST, { id: post.id });
    await t.jobsSettled();
    expect(await feed(fan.id)).toEqual([]);
    expect(await unread(fan.id)).toBe(0);
    expect((await feed(author.id)).map((r) => r.activity_type)).toEqual(['users_following_you']);
    expect(await unread(author.id)).toBe(1);
  });
});
