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
const FOLLOW = `mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`;

async function person(name: string) {
  return createUser(t.deps.db, { name });
}

/** A follow made earlier (its own notification is not what these tests are about). */
async function follows(readerId: string, writerId: string) {
  await t.deps.db.insertInto('user_follows').values({ follower_id: readerId, followed_id: writerId, created_at: clock.now() }).execute();
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

void paragraphs;
