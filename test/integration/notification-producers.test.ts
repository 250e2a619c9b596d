import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRowFragment } from '../../src/client/gql/graphql';
import { notificationRowModel } from '../../src/client/components/Notifications/notification-row-model';
import { sentenceText } from '../../src/shared/format/notification-sentence';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

/**
 * Each notification type from what really causes it, read back as its recipient reads it in the bell: the
 * sentence as the page renders it. The one who acted is never told of their own act.
 */

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Answer = { data?: Record<string, { __typename?: string; [k: string]: unknown }>; errors?: unknown[] };
type Gql = (query: string, variables?: Record<string, unknown>) => Promise<Answer>;

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return async (query, variables = {}) => {
    const answer = await t.graphql<Record<string, { __typename?: string; [k: string]: unknown }>>(query, variables, session);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer;
  };
}

const FEED = `query {
  viewer { id username }
  notificationsConnectionByActivityTypes(paging: { limit: 50 }) {
    notifications {
      id notificationName notificationType actorCount occurredAt isUnread milestoneArg
      actor { id name username imageId mediumMemberAt }
      post { id title mediumUrl isResponse creator { id } }
      responsePost { id mediumUrl responseParagraphs { type text } }
      collection { id slug name domain mediumUrl }
      catalog { id name slugId creator { id username } }
      quote { id text }
      note { id content }
      noteReply { id content }
    }
  }
}`;

/** The reader's bell as they read it: each row's type and its sentence, newest first. */
async function bell(userId: string): Promise<[string, string][]> {
  await t.jobsSettled();
  const answer = await (await as(userId))(FEED);
  const viewer = answer.data!.viewer as { id: string; username: string | null };
  const rows = (answer.data!.notificationsConnectionByActivityTypes as unknown as { notifications: NotificationRowFragment[] }).notifications;
  return rows.map((row) => {
    const model = notificationRowModel(row, viewer, null);
    return [row.notificationType, model ? sentenceText(model.sentence) : '(renders nothing)'];
  });
}

const PUBLISH = `mutation($id: ID!, $collectionId: ID) {
  publishPost(postId: $id, input: { tags: ["Writing"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED", collectionId: $collectionId }) { __typename ... on Post { id } ... on BadRequest { message } ... on Forbidden { message } }
}`;

async function person(name: string) {
  return createUser(t.deps.db, { name });
}

/** A follow made earlier (its own notification is not what these tests are about). */
async function follows(readerId: string, writerId: string) {
  await t.deps.db.insertInto('user_follows').values({ follower_id: readerId, followed_id: writerId, created_at: clock.now() }).execute();
}

/** Someone with a username of their own in this database (the tests share one). */
async function withUsername(name: string, base: string) {
  return createUser(t.deps.db, { name, username: `${base}_${Math.random().toString(16).slice(2, 8)}` });
}

async function named(collectionId: string, name: string) {
  await t.deps.db.updateTable('collections').set({ name }).where('id', '=', collectionId).execute();
}

describe('publications', () => {
  it('tells the new editor and the one who invited them when an editor invitation is accepted', async () => {
    const grace = await person('Grace Hopper');
    const alan = await person('Alan Turing');
    const pub = await createCollection(t.deps.db, grace.id);
    await named(pub.id, 'The Long Read');
    const invited = await (await as(grace.id))(
      `mutation($c: ID!, $who: String!) { inviteToCollection(collectionId: $c, usernameOrEmail: $who, role: EDITOR) { __typename ... on CollectionInvitation { id } } }`,
      { c: pub.id, who: alan.username },
    );
    const invitationId = invited.data!.inviteToCollection!.id as string;
    clock.advance(60_000);
    await (await as(alan.id))(`mutation($id: ID!) { acceptCollectionInvite(invitationId: $id) { __typename } }`, { id: invitationId });
    expect(await bell(alan.id)).toEqual([['collection_editor_added', 'Grace Hopper added you as an editor of The Long Read.']]);
    expect(await bell(grace.id)).toEqual([['collection_editor_added', 'Alan Turing accepted your invitation to edit The Long Read.']]);
  });

  it("tells the author when an editor publishes their submitted draft, and the author's followers read where", async () => {
    const grace = await person('Grace Hopper');
    const margaret = await person('Margaret Hamilton');
    const reader = await person('Ada Reader');
    const pub = await createCollection(t.deps.db, grace.id, [{ userId: margaret.id, role: 'WRITER' }]);
    await named(pub.id, 'The Long Read');
    await follows(reader.id, margaret.id);
    const draft = await createPost(t.deps.db, margaret.id, { title: 'On Margins', published: false });
    await t.deps.db.insertInto('tags').values({ slug: 'writing', name: 'Writing', created_at: 1 }).onConflict((oc) => oc.column('slug').doNothing()).execute();
    await t.deps.db.insertInto('post_tags').values({ post_id: draft.id, tag_slug: 'writing', position: 0 }).execute();
    await (await as(margaret.id))(`mutation($p: ID!, $c: ID!) { submitPostToCollection(postId: $p, collectionId: $c) { __typename } }`, { p: draft.id, c: pub.id });
    clock.advance(60_000);
    const approved = await (await as(grace.id))(`mutation($c: ID!, $p: ID!) { approveCollectionSubmission(collectionId: $c, postId: $p) { __typename } }`, { c: pub.id, p: draft.id });
    expect(approved.data!.approveCollectionSubmission!.__typename).toBe('Post');
    expect(await bell(margaret.id)).toEqual([['collection_post_published', 'Grace Hopper published On Margins in The Long Read.']]);
    expect(await bell(reader.id)).toEqual([['post_published_by_someone_you_follow', 'Margaret Hamilton published On Margins in The Long Read.']]);
    expect(await bell(grace.id)).toEqual([['collection_draft_submitted', 'Margaret Hamilton submitted a draft, On Margins, to The Long Read.']]);
  });

  it("a story published while it waits for a publication's editors reaches followers with the publication once it is taken in", async () => {
    const grace = await person('Grace Hopper');
    const margaret = await person('Margaret Hamilton');
    const reader = await person('Ada Reader');
    const pubReader = await person('Tim Reader');
    const pub = await createCollection(t.deps.db, grace.id, [{ userId: margaret.id, role: 'WRITER' }]);
    await named(pub.id, 'The Long Read');
    await follows(reader.id, margaret.id);
    await t.deps.db.insertInto('collection_follows').values({ user_id: pubReader.id, collection_id: pub.id, created_at: clock.now() }).execute();
    const draft = await createPost(t.deps.db, margaret.id, { title: 'On Margins', published: false });
    await (await as(margaret.id))(PUBLISH, { id: draft.id, collectionId: pub.id });
    await t.jobsSettled();
    clock.advance(60_000);
    await (await as(grace.id))(`mutation($c: ID!, $p: ID!) { approveCollectionSubmission(collectionId: $c, postId: $p) { __typename } }`, { c: pub.id, p: draft.id });
    expect(await bell(margaret.id)).toEqual([['collection_post_published', 'Grace Hopper published On Margins in The Long Read.']]);
    expect(await bell(reader.id)).toEqual([['post_published_by_someone_you_follow', 'Margaret Hamilton published On Margins in The Long Read.']]);
    expect(await bell(pubReader.id)).toEqual([['post_published_by_someone_you_follow', 'Margaret Hamilton published On Margins in The Long Read.']]);

    // A story published on its own and submitted later is approved into the publication: its followers heard of
    // it long ago, where it was then.
    const older = await createPost(t.deps.db, margaret.id, { title: 'Older Words' });
    await (await as(margaret.id))(`mutation($p: ID!, $c: ID!) { submitPostToCollection(postId: $p, collectionId: $c) { __typename } }`, { p: older.id, c: pub.id });
    clock.advance(60_000);
    await (await as(grace.id))(`mutation($c: ID!, $p: ID!) { approveCollectionSubmission(collectionId: $c, postId: $p) { __typename } }`, { c: pub.id, p: older.id });
    expect((await bell(margaret.id))[0]).toEqual(['collection_post_approved', 'Grace Hopper approved Older Words for The Long Read.']);
    expect(await bell(pubReader.id)).toHaveLength(1);
  });
});

describe('series', () => {
  const SERIES = `__typename ... on Post { id seriesParts { id bodyModel { paragraphs { markups { anchorType userId } } } } } ... on BadRequest { message }`;

  it('tells the writer’s followers of a new series, and each person its parts mention once, if they can read the part', async () => {
    const octavia = await person('Octavia Butler');
    const reader = await person('Ada Reader');
    const named = await withUsername('Grace Hopper', 'grace');
    const later = await withUsername('Alan Turing', 'alan');
    const blocked = await withUsername('Blocked Reader', 'blocked');
    await follows(reader.id, octavia.id);
    await t.deps.db.insertInto('user_blocks').values({ blocker_id: octavia.id, blocked_id: blocked.id, created_at: clock.now() }).execute();
    const gql = await as(octavia.id);
    const created = await gql(`mutation { createSeries(title: "Seed Notes") { ${SERIES} } }`);
    const id = created.data!.createSeries!.id as string;
    const text = `Thanks to @${named.username} and @${blocked.username}, and to @nobody_here.`;
    const added = await gql(`mutation($id: ID!, $text: String!) { addSeriesPart(postId: $id, text: $text) { ${SERIES} } }`, { id, text });
    const parts = added.data!.addSeriesPart!.seriesParts as { id: string; bodyModel: { paragraphs: { markups: { anchorType: string; userId: string }[] }[] } }[];
    // '@username' of someone is a mention of them, as the story editor makes.
    expect(parts[0]!.bodyModel.paragraphs[0]!.markups.map((m) => m.userId)).toEqual([named.id, blocked.id]);
    await t.jobsSettled();
    expect(await bell(named.id)).toEqual([]);

    clock.advance(60_000);
    expect((await gql(`mutation($id: ID!) { publishSeries(postId: $id, tags: ["Writing"]) { ${SERIES} } }`, { id })).data!.publishSeries!.__typename).toBe('Post');
    expect(await bell(reader.id)).toEqual([['series_published_by_someone_you_follow', 'Octavia Butler published a new series, Seed Notes.']]);
    expect(await bell(named.id)).toEqual([['mention_in_series', 'Octavia Butler mentioned you in the series Seed Notes.']]);
    expect(await bell(blocked.id)).toEqual([]);

    // A new part naming someone else tells them; the one told already is not told again.
    clock.advance(60_000);
    const second = `Part two, with @${later.username} and @${named.username}.`;
    await gql(`mutation($id: ID!, $text: String!) { addSeriesPart(postId: $id, text: $text, publish: true) { ${SERIES} } }`, { id, text: second });
    expect(await bell(later.id)).toEqual([['mention_in_series', 'Octavia Butler mentioned you in the series Seed Notes.']]);
    expect(await bell(named.id)).toHaveLength(1);
    expect(await bell(octavia.id)).toEqual([]);
  });
});

describe('the home page of a publication', () => {
  it("tells a story's author when an editor features it at the top of the publication's home page, once", async () => {
    const grace = await person('Grace Hopper');
    const margaret = await person('Margaret Hamilton');
    const pub = await createCollection(t.deps.db, grace.id, [{ userId: margaret.id, role: 'WRITER' }]);
    await named(pub.id, 'The Long Read');
    const story = await createPost(t.deps.db, margaret.id, { title: 'On Margins', collectionId: pub.id });
    const own = await createPost(t.deps.db, grace.id, { title: 'Editor’s Letter', collectionId: pub.id });
    const FEATURE = `mutation($c: ID!, $ids: [ID!]!) { setCollectionFeaturedPosts(collectionId: $c, postIds: $ids) { __typename } }`;
    const gql = await as(grace.id);
    await gql(FEATURE, { c: pub.id, ids: [own.id, story.id] });
    expect(await bell(margaret.id)).toEqual([['post_added_to_homepage_catalog', 'Grace Hopper featured On Margins on the homepage.']]);
    expect(await bell(grace.id)).toEqual([]);
    // Reordered, taken off and put back: not news again.
    await gql(FEATURE, { c: pub.id, ids: [story.id, own.id] });
    await gql(FEATURE, { c: pub.id, ids: [own.id] });
    await gql(FEATURE, { c: pub.id, ids: [own.id, story.id] });
    expect(await bell(margaret.id)).toHaveLength(1);
  });
});

describe('stories written together', () => {
  const SAVE = `mutation($id: ID!, $base: Int!, $title: String!, $body: String!) { savePostDraft(postId: $id, baseVersion: $base, title: $title, subtitle: "", bodyJson: $body) { __typename ... on PostDraftSaved { version } } }`;
  const body = (title: string, text: string) => JSON.stringify({ paragraphs: paragraphs(title, text), sections: [] });
  const submitted = (postId: string, collectionId: string) =>
    t.deps.db.updateTable('posts').set({ pending_collection_id: collectionId, status_for_collection: 'PENDING' }).where('id', '=', postId).execute();

  it('tells the others who worked on a story (its author, editors who saved a draft) when it is first published, once', async () => {
    const grace = await person('Grace Hopper');
    const tim = await person('Tim Editor');
    const margaret = await person('Margaret Hamilton');
    const pub = await createCollection(t.deps.db, grace.id, [{ userId: tim.id, role: 'EDITOR' }, { userId: margaret.id, role: 'WRITER' }]);
    await named(pub.id, 'The Long Read');
    // A draft in the publication that an editor helped with, then its author published it.
    const draft = await createPost(t.deps.db, margaret.id, { title: 'On Margins', published: false });
    await submitted(draft.id, pub.id);
    const saved = await (await as(tim.id))(SAVE, { id: draft.id, base: 1, title: 'On Margins', body: body('On Margins', 'A tighter opening.') });
    expect(saved.data!.savePostDraft!.__typename).toBe('PostDraftSaved');
    clock.advance(60_000);
    await (await as(grace.id))(PUBLISH, { id: draft.id, collectionId: pub.id });
    // Grace published it: Margaret hears that the publication published her submission, Tim that a story he worked on is out.
    expect(await bell(tim.id)).toEqual([['post_collaborated_published', 'Grace Hopper published On Margins, a story you worked on together.']]);
    expect((await bell(margaret.id)).map(([type]) => type)).toEqual(['collection_post_published']);
    expect(await bell(grace.id)).toEqual([]);

    // A story of an editor's own, in the publication, edited by another editor and published by its author.
    const own = await createPost(t.deps.db, tim.id, { title: 'Second Thoughts', published: false });
    await submitted(own.id, pub.id);
    const edited = await (await as(grace.id))(SAVE, { id: own.id, base: 1, title: 'Second Thoughts', body: body('Second Thoughts', 'Edited by Grace.') });
    expect(edited.data!.savePostDraft!.__typename).toBe('PostDraftSaved');
    clock.advance(60_000);
    await (await as(tim.id))(PUBLISH, { id: own.id, collectionId: pub.id });
    expect((await bell(grace.id))[0]).toEqual(['post_collaborated_published', 'Tim Editor published Second Thoughts, a story you worked on together.']);
    // Published again later: not news.
    await (await as(tim.id))(PUBLISH, { id: own.id, collectionId: pub.id });
    expect((await bell(grace.id)).filter(([type]) => type === 'post_collaborated_published')).toHaveLength(1);
  });
});

describe('sharing a story with someone', () => {
  const SHARE = `mutation($p: ID!, $u: ID!) { sharePostWithUser(postId: $p, userId: $u) { __typename ... on BadRequest { message } ... on NotFound { message } ... on TooManyRequests { message } } }`;

  it('tells the person once, only if they can open it, and says plainly what is wrong', async () => {
    const ada = await person('Ada Lovelace');
    const grace = await person('Grace Hopper');
    const blocker = await person('Linus Pauling');
    const author = await person('Margaret Hamilton');
    const story = await createPost(t.deps.db, author.id, { title: 'On Margins' });
    const draft = await createPost(t.deps.db, author.id, { title: 'Unfinished', published: false });
    await t.deps.db.insertInto('user_blocks').values({ blocker_id: blocker.id, blocked_id: ada.id, created_at: clock.now() }).execute();
    const share = async (postId: string, userId: string) => ((await (await as(ada.id))(SHARE, { p: postId, u: userId })).data!.sharePostWithUser as { __typename: string; message?: string });

    expect(await share(story.id, grace.id)).toEqual({ __typename: 'Post' });
    expect(await share(story.id, grace.id)).toEqual({ __typename: 'Post' });
    expect(await bell(grace.id)).toEqual([['post_shared', 'Ada Lovelace shared On Margins with you.']]);
    expect(await bell(ada.id)).toEqual([]);
    expect(await bell(author.id)).toEqual([]);
    // Someone who blocked the sharer is not told, and the sharer cannot tell from the answer.
    expect(await share(story.id, blocker.id)).toEqual({ __typename: 'Post' });
    expect(await bell(blocker.id)).toEqual([]);

    expect(await share(story.id, ada.id)).toEqual({ __typename: 'BadRequest', message: 'You can’t share a story with yourself.' });
    expect(await share(story.id, 'a0a0a0a0a0a0')).toEqual({ __typename: 'BadRequest', message: 'We couldn’t find that person.' });
    expect(await share(draft.id, grace.id)).toEqual({ __typename: 'NotFound', message: 'Story not found' });
    expect((await t.graphql<Record<string, unknown>>(SHARE, { p: story.id, u: grace.id })).errors?.[0]?.message).toBeTruthy();

    // A reader who shares too much in an hour is stopped.
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await share(story.id, grace.id)).__typename);
    expect(answers).toContain('TooManyRequests');
  });
});

describe('mentions in private notes', () => {
  const NOTE = `mutation($post: ID!, $content: String!) {
    createNote(targetPostId: $post, targetPostVersion: 1, targetParagraphName: "p000", noteContent: $content, selectionStartOffset: 0, selectionEndOffset: 5) { __typename ... on Note { id } }
  }`;
  const REPLY = `mutation($post: ID!, $note: ID!, $content: String!) { createNoteReply(targetPostId: $post, targetNoteId: $note, replyContent: $content) { __typename ... on NoteReply { id } } }`;
  const DISMISS = `mutation($post: ID!, $note: ID!) { dismissNote(targetPostId: $post, targetNoteId: $note) { __typename } }`;

  it('a note or reply naming the one it is for reads as a mention of them; nobody else it names is told', async () => {
    const ada = await withUsername('Ada Lovelace', 'ada');
    const grace = await withUsername('Grace Hopper', 'grace');
    const bystander = await withUsername('Alan Turing', 'alan');
    const story = await createPost(t.deps.db, ada.id, { title: 'On Margins', body: { paragraphs: paragraphs('Curiosity is a habit.', 'More.'), sections: [] } });
    const noteId = (await (await as(grace.id))(NOTE, { post: story.id, content: `@${ada.username} sings. Ask @${bystander.username}` })).data!.createNote!.id as string;
    expect(await bell(ada.id)).toEqual([['mention_in_note', `Grace Hopper mentioned you in a private note on On Margins: “@${ada.username} sings. Ask @${bystander.username}”`]]);
    expect(await bell(bystander.id)).toEqual([]);
    expect(await bell(grace.id)).toEqual([]);

    clock.advance(60_000);
    await (await as(ada.id))(REPLY, { post: story.id, note: noteId, content: `Thank you, @${grace.username}.` });
    expect(await bell(grace.id)).toEqual([['mention_in_note_reply', `Ada Lovelace mentioned you in a reply to a private note on On Margins: “Thank you, @${grace.username}.”`]]);
    clock.advance(60_000);
    await (await as(grace.id))(REPLY, { post: story.id, note: noteId, content: 'You are welcome.' });
    expect((await bell(ada.id)).map(([type]) => type)).toEqual(['post_note_replied', 'mention_in_note']);

    // Dismissed: nothing about the note stays in the creator's feed; its writer keeps hers.
    await (await as(ada.id))(DISMISS, { post: story.id, note: noteId });
    expect(await bell(ada.id)).toEqual([]);
    expect(await bell(grace.id)).toHaveLength(1);
  });
});
