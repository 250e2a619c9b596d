import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { insertImage } from '../../src/server/modules/media/media.repo';
import { PUBLICATION_MESSAGES } from '../../src/shared/validation/publications';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { cookie: string; xsrf: string };
type Answer = { __typename: string; message?: string; [key: string]: unknown };

const COLLECTION = `id slug name tagline description domain mediumUrl isAuroraEligible isAuroraVisible
  avatar { id } logo { id } creator { id }
  viewerEdge { id isEditor isWriter role invitation { id role } }`;
const RESULT = `__typename ... on Collection { ${COLLECTION} } ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }`;
const POST_RESULT = `__typename ... on Post { id isPublished statusForCollection draftLabel collection { id } pendingCollection { id }
  submissionNote { note collection { id } } }
  ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }`;

const CREATE = `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCollectionInput!) { updateCollection(collectionId: $id, input: $input) { ${RESULT} } }`;
const INVITE = `mutation($id: ID!, $who: String!, $role: CollectionRole!) {
  inviteToCollection(collectionId: $id, usernameOrEmail: $who, role: $role) {
    __typename ... on CollectionInvitation { id role invitee { id } inviter { id } collection { id } }
    ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }
  }
}`;
const ACCEPT = `mutation($id: ID!) { acceptCollectionInvite(invitationId: $id) { ${RESULT} } }`;
const DECLINE_INVITE = `mutation($id: ID!) { declineCollectionInvite(invitationId: $id) { ${RESULT} } }`;
const CANCEL_INVITE = `mutation($id: ID!) { cancelCollectionInvite(invitationId: $id) { ${RESULT} } }`;
const CHANGE_ROLE = `mutation($id: ID!, $user: ID!, $role: CollectionRole!) { changeCollectionRole(collectionId: $id, userId: $user, role: $role) { ${RESULT} } }`;
const REMOVE = `mutation($id: ID!, $user: ID!) { removeFromCollection(collectionId: $id, userId: $user) { ${RESULT} } }`;
const APPROVE = `mutation($id: ID!, $post: ID!) { approveCollectionSubmission(collectionId: $id, postId: $post) { ${POST_RESULT} } }`;
const DECLINE = `mutation($id: ID!, $post: ID!, $note: String) { declineCollectionSubmission(collectionId: $id, postId: $post, note: $note) { ${POST_RESULT} } }`;
const REMOVE_POST = `mutation($id: ID!, $post: ID!) { removePostFromCollection(collectionId: $id, postId: $post) { ${POST_RESULT} } }`;
const NAV = `mutation($id: ID!, $items: [CollectionNavItemInput!]!) { setCollectionNavItems(collectionId: $id, items: $items) { ${RESULT} } }`;
const FEATURED = `mutation($id: ID!, $posts: [ID!]!) { setCollectionFeaturedPosts(collectionId: $id, postIds: $posts) { ${RESULT} } }`;
const PAGE_FIELDS = `__typename ... on FeaturePage { id slug title description mediumUrl posts { id } }
  ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }`;
const CREATE_PAGE = `mutation($id: ID!, $input: FeaturePageInput!) { createFeaturePage(collectionId: $id, input: $input) { ${PAGE_FIELDS} } }`;
const UPDATE_PAGE = `mutation($id: ID!, $input: FeaturePageInput!) { updateFeaturePage(featurePageId: $id, input: $input) { ${PAGE_FIELDS} } }`;
const DELETE_PAGE = `mutation($id: ID!) { deleteFeaturePage(featurePageId: $id) { ${RESULT} } }`;
const DESIGN = `mutation($id: ID!, $input: CollectionDesignInput!) { updateCollectionDesign(collectionId: $id, input: $input) { ${RESULT} } }`;
const SUBMIT = `mutation($id: ID!, $collectionId: ID!) { submitPostToCollection(postId: $id, collectionId: $collectionId) { ${POST_RESULT} } }`;
const CREATE_DRAFT = `mutation($slug: String, $title: String, $body: String) {
  createPost(collectionSlug: $slug, title: $title, bodyJson: $body) { __typename ... on Post { id } }
}`;
const SETTINGS = `mutation($id: ID!, $input: PostSettingsInput!) { updatePostSettings(postId: $id, input: $input) { __typename } }`;
const READ = `query($slug: String!, $tag: String!, $year: Int, $month: Int, $day: Int, $filter: CollectionStoriesFilter!) {
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    ${COLLECTION}
    postCount
    navItems { id title type tagSlug url href featurePage { id slug } }
    featurePages { id slug title posts { id } }
    featuredPosts { id }
    design { font1 font2 font3 accentColor backgroundColor headerImage { id } }
    customStyleSheet { id }
    latestPostsConnection(paging: { limit: 2 }) { posts { id } pagingInfo { next { limit to } } }
    taggedPostsConnection(tagSlug: $tag) { posts { id } }
    archive(year: $year, month: $month, day: $day) {
      years { year count } months { year month count } days { day count } postsConnection { posts { id } }
    }
    masthead { editors { user { id } role isCreator } writers { user { id } role } }
    pendingInvitations { id invitee { id } role }
    storiesConnection(filter: $filter) { posts { id draftLabel } }
    storyCounts { published submissions drafts }
  }
}`;
const INVITATIONS = `query { viewerCollectionInvitations { id role collection { id name } inviter { id } } }`;
const AVAILABILITY = `query($slug: String!, $id: ID) { collectionSlugAvailability(slug: $slug, collectionId: $id) { slug available message } }`;

async function sessionOf(userId: string): Promise<Session> {
  const { cookie, xsrf } = await t.signIn(userId);
  return { cookie, xsrf };
}

async function call(session: Session | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await t.graphql<Record<string, Answer>>(query, variables, session ?? {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as Answer;
}

async function read(session: Session | null, slug: string, more: Record<string, unknown> = {}) {
  return (await call(session, READ, { slug, tag: 'none', filter: 'SUBMISSIONS', ...more })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let slugCounter = 0;
function freshSlug(): string {
  return `pub-${Date.now().toString(36)}-${++slugCounter}`;
}

interface Cast {
  creator: { id: string; username: string | null; email: string };
  editor: { id: string; username: string | null; email: string };
  writer: { id: string; username: string | null; email: string };
  stranger: { id: string; username: string | null; email: string };
  s: { creator: Session; editor: Session; writer: Session; stranger: Session };
  collection: { id: string; slug: string; name: string };
}

/** A publication made through the API, with an editor and a writer who accepted their invitations. */
async function cast(): Promise<Cast> {
  const [creator, editor, writer, stranger] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db), createUser(t.deps.db), createUser(t.deps.db)]);
  const s = { creator: await sessionOf(creator.id), editor: await sessionOf(editor.id), writer: await sessionOf(writer.id), stranger: await sessionOf(stranger.id) };
  const slug = freshSlug();
  const created = await call(s.creator, CREATE, { input: { name: `The ${slug}`, slug, tagline: 'Good words' } });
  expect(created.__typename).toBe('Collection');
  const id = created.id as string;
  for (const [who, role, session] of [[editor, 'EDITOR', s.editor], [writer, 'WRITER', s.writer]] as const) {
    const invitation = await call(s.creator, INVITE, { id, who: who.username, role });
    expect(invitation.__typename).toBe('CollectionInvitation');
    expect((await call(session, ACCEPT, { id: invitation.id })).__typename).toBe('Collection');
  }
  return { creator, editor, writer, stranger, s, collection: { id, slug, name: `The ${slug}` } };
}

async function uploadedImage(creatorId: string | null): Promise<string> {
  const id = newId();
  await insertImage(t.deps.db, { id, mime: 'image/png', width: 400, height: 400, bytes: 100, storageKey: id, createdAt: Date.now(), creatorId });
  return id;
}

describe('signed out', () => {
  it('refuses every publication mutation with UNAUTHENTICATED', async () => {
    const id = newId();
    const calls: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: 'x', slug: 'xyz' } }],
      [UPDATE, { id, input: { name: 'x' } }],
      [INVITE, { id, who: 'ada', role: 'WRITER' }],
      [ACCEPT, { id }],
      [DECLINE_INVITE, { id }],
      [CANCEL_INVITE, { id }],
      [CHANGE_ROLE, { id, user: id, role: 'EDITOR' }],
      [REMOVE, { id, user: id }],
      [APPROVE, { id, post: id }],
      [DECLINE, { id, post: id, note: 'no' }],
      [REMOVE_POST, { id, post: id }],
      [NAV, { id, items: [] }],
      [FEATURED, { id, posts: [] }],
      [CREATE_PAGE, { id, input: { title: 'x', postIds: [] } }],
      [UPDATE_PAGE, { id, input: { title: 'x', postIds: [] } }],
      [DELETE_PAGE, { id }],
      [DESIGN, { id, input: { accentColor: '#000000' } }],
      [INVITATIONS, {}],
    ];
    for (const [query, variables] of calls) {
      const res = await t.graphql(query, variables);
      expect(res.errors?.[0]?.message, query).toBe('You need to sign in first.');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('reads a publication without the editors’ parts', async () => {
    const { collection } = await cast();
    const pub = await read(null, collection.slug);
    expect(pub).toMatchObject({ name: collection.name, tagline: 'Good words', isAuroraEligible: true, isAuroraVisible: false });
    expect(pub.viewerEdge).toMatchObject({ isEditor: false, isWriter: false, role: null, invitation: null });
    expect(pub.pendingInvitations).toEqual([]);
    expect(pub.storiesConnection.posts).toEqual([]);
    expect(pub.storyCounts).toEqual({ published: 0, submissions: 0, drafts: 0 });
    expect(pub.mediumUrl).toBe(`${t.config.publicUrl}/${collection.slug}`);
  });
});

describe('creating and editing a publication', () => {
  it('makes the creator its first editor, with the about fields, avatar and logo', async () => {
    const me = await createUser(t.deps.db);
    const session = await sessionOf(me.id);
    const avatar = await uploadedImage(me.id);
    const logo = await uploadedImage(me.id);
    const slug = freshSlug();
    const created = await call(session, CREATE, {
      input: { name: '  The   Quiet Hour ', slug: slug.toUpperCase(), tagline: 'Slow news', description: 'One.\n\n\nTwo  lines.', avatarImageId: avatar, logoImageId: logo },
    });
    expect(created).toMatchObject({
      __typename: 'Collection',
      name: 'The Quiet Hour',
      slug,
      tagline: 'Slow news',
      description: 'One.\n\nTwo lines.',
      avatar: { id: avatar },
      logo: { id: logo },
      creator: { id: me.id },
      viewerEdge: { isEditor: true, isWriter: true, role: 'EDITOR' },
    });
    const pub = await read(session, slug);
    expect(pub.masthead.editors).toEqual([{ user: { id: me.id }, role: 'EDITOR', isCreator: true }]);
    expect(pub.masthead.writers).toEqual([]);
  });

  it('checks the name, the address (format, reserved words, taken) and images', async () => {
    const me = await createUser(t.deps.db);
    const session = await sessionOf(me.id);
    const taken = freshSlug();
    expect((await call(session, CREATE, { input: { name: 'First', slug: taken } })).__typename).toBe('Collection');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', slug: freshSlug() }, PUBLICATION_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), slug: freshSlug() }, PUBLICATION_MESSAGES.nameTooLong],
      [{ name: 'Ok', slug: 'about' }, PUBLICATION_MESSAGES.slugReserved],
      [{ name: 'Ok', slug: 'new-publication' }, PUBLICATION_MESSAGES.slugReserved],
      [{ name: 'Ok', slug: 'me' }, PUBLICATION_MESSAGES.slugFormat],
      [{ name: 'Ok', slug: 'tag' }, PUBLICATION_MESSAGES.slugReserved],
      [{ name: 'Ok', slug: 'Bad Slug!' }, PUBLICATION_MESSAGES.slugFormat],
      [{ name: 'Ok', slug: '-leading' }, PUBLICATION_MESSAGES.slugFormat],
      [{ name: 'Ok', slug: taken }, PUBLICATION_MESSAGES.slugTaken],
      [{ name: 'Ok', slug: freshSlug(), tagline: 'x'.repeat(101) }, PUBLICATION_MESSAGES.taglineTooLong],
      [{ name: 'Ok', slug: freshSlug(), avatarImageId: await uploadedImage((await createUser(t.deps.db)).id) }, PUBLICATION_MESSAGES.imageMissing],
      [{ name: 'Ok', slug: freshSlug(), logoImageId: newId() }, PUBLICATION_MESSAGES.imageMissing],
    ];
    for (const [input, message] of cases) {
      expect(await call(session, CREATE, { input }), JSON.stringify(input)).toEqual({ __typename: 'BadRequest', message });
    }
    // An image nobody uploaded (the instance's own) may be anyone's.
    expect((await call(session, CREATE, { input: { name: 'Kept', slug: freshSlug(), avatarImageId: await uploadedImage(null) } })).__typename).toBe('Collection');
  });

  it('answers whether an address is available, as the form asks while typing', async () => {
    const { collection, s } = await cast();
    expect(await call(null, AVAILABILITY, { slug: collection.slug })).toEqual({ slug: collection.slug, available: false, message: PUBLICATION_MESSAGES.slugTaken });
    expect(await call(s.creator, AVAILABILITY, { slug: collection.slug, id: collection.id })).toMatchObject({ available: true, message: PUBLICATION_MESSAGES.slugYours });
    expect(await call(s.stranger, AVAILABILITY, { slug: collection.slug, id: collection.id })).toMatchObject({ available: false });
    expect(await call(null, AVAILABILITY, { slug: 'settings' })).toMatchObject({ available: false, message: PUBLICATION_MESSAGES.slugReserved });
    expect(await call(null, AVAILABILITY, { slug: ' Brand-New-Place ' })).toEqual({ slug: 'brand-new-place', available: true, message: PUBLICATION_MESSAGES.slugAvailable });
  });

  it('refuses suspended accounts', async () => {
    const suspended = await createUser(t.deps.db, { suspended: true });
    expect(await call(await sessionOf(suspended.id), CREATE, { input: { name: 'x', slug: freshSlug() } })).toEqual({
      __typename: 'Forbidden',
      message: PUBLICATION_MESSAGES.suspended,
    });
  });

  it('lets editors (not writers or strangers) change the about fields and the address', async () => {
    const { collection, s } = await cast();
    for (const session of [s.writer, s.stranger]) {
      expect(await call(session, UPDATE, { id: collection.id, input: { name: 'Taken over' } })).toEqual({
        __typename: 'Forbidden',
        message: PUBLICATION_MESSAGES.editorsOnly,
      });
    }
    const slug = freshSlug();
    const updated = await call(s.editor, UPDATE, { id: collection.id, input: { name: 'Renamed', slug, tagline: '', description: 'About us' } });
    expect(updated).toMatchObject({ name: 'Renamed', slug, tagline: '', description: 'About us' });
    expect(await call(null, AVAILABILITY, { slug: collection.slug })).toMatchObject({ available: true });
    expect(await call(s.editor, UPDATE, { id: collection.id, input: { slug: 'search' } })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.slugReserved });
    expect(await call(s.editor, UPDATE, { id: newId(), input: { name: 'x' } })).toEqual({ __typename: 'NotFound', message: PUBLICATION_MESSAGES.notFound });
  });
});

describe('editors and writers', () => {
  it('invites by username or email; the invitee sees it, accepts, and gets the role', async () => {
    const { collection, s, editor } = await cast();
    const invitee = await createUser(t.deps.db);
    const byEmail = await call(s.editor, INVITE, { id: collection.id, who: invitee.email.toUpperCase(), role: 'EDITOR' });
    expect(byEmail).toMatchObject({ __typename: 'CollectionInvitation', role: 'EDITOR', invitee: { id: invitee.id }, inviter: { id: editor.id } });
    const mine = await sessionOf(invitee.id);
    expect(await call(mine, INVITATIONS)).toEqual([
      { id: byEmail.id, role: 'EDITOR', collection: { id: collection.id, name: collection.name }, inviter: { id: editor.id } },
    ]);
    expect((await read(mine, collection.slug)).viewerEdge.invitation).toMatchObject({ id: byEmail.id, role: 'EDITOR' });
    expect((await read(s.creator, collection.slug)).pendingInvitations).toEqual([{ id: byEmail.id, invitee: { id: invitee.id }, role: 'EDITOR' }]);
    expect((await read(s.writer, collection.slug)).pendingInvitations).toEqual([]);
    // Only the invitee answers.
    expect(await call(s.stranger, ACCEPT, { id: byEmail.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.notYourInvitation });
    const accepted = await call(mine, ACCEPT, { id: byEmail.id });
    expect(accepted).toMatchObject({ viewerEdge: { isEditor: true, role: 'EDITOR', invitation: null } });
    expect(await call(mine, ACCEPT, { id: byEmail.id })).toEqual({ __typename: 'NotFound', message: PUBLICATION_MESSAGES.invitationNotFound });
    expect(await call(mine, INVITATIONS)).toEqual([]);
  });

  it('refuses invitations from writers and strangers, to nobody, to members and twice', async () => {
    const { collection, s, writer } = await cast();
    const invitee = await createUser(t.deps.db);
    for (const session of [s.writer, s.stranger]) {
      expect(await call(session, INVITE, { id: collection.id, who: invitee.username, role: 'WRITER' })).toEqual({
        __typename: 'Forbidden',
        message: PUBLICATION_MESSAGES.editorsOnly,
      });
    }
    expect(await call(s.creator, INVITE, { id: collection.id, who: 'nobody-at-all', role: 'WRITER' })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.inviteeNotFound });
    expect(await call(s.creator, INVITE, { id: collection.id, who: ' ', role: 'WRITER' })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.inviteeMissing });
    expect((await call(s.creator, INVITE, { id: collection.id, who: writer.username, role: 'EDITOR' })).message).toMatch(/already on the masthead/);
    expect((await call(s.creator, INVITE, { id: collection.id, who: `@${invitee.username}`, role: 'WRITER' })).__typename).toBe('CollectionInvitation');
    expect((await call(s.creator, INVITE, { id: collection.id, who: invitee.username, role: 'WRITER' })).message).toMatch(/already been invited/);
  });

  it('lets the invitee decline and an editor cancel', async () => {
    const { collection, s } = await cast();
    const [a, b] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    const toA = await call(s.creator, INVITE, { id: collection.id, who: a.username, role: 'WRITER' });
    const toB = await call(s.creator, INVITE, { id: collection.id, who: b.username, role: 'WRITER' });
    expect(await call(await sessionOf(b.id), CANCEL_INVITE, { id: toA.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.editorsOnly });
    const declined = await call(await sessionOf(a.id), DECLINE_INVITE, { id: toA.id });
    expect(declined).toMatchObject({ __typename: 'Collection', viewerEdge: { role: null } });
    expect((await call(s.editor, CANCEL_INVITE, { id: toB.id })).__typename).toBe('Collection');
    expect((await read(s.creator, collection.slug)).pendingInvitations).toEqual([]);
    expect(await call(await sessionOf(b.id), ACCEPT, { id: toB.id })).toMatchObject({ __typename: 'NotFound' });
  });

  it('changes roles and removes people, never the creator, and writers may leave', async () => {
    const { collection, s, creator, editor, writer } = await cast();
    expect(await call(s.writer, CHANGE_ROLE, { id: collection.id, user: writer.id, role: 'EDITOR' })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.editorsOnly });
    expect(await call(s.editor, CHANGE_ROLE, { id: collection.id, user: creator.id, role: 'WRITER' })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.creatorStays });
    expect(await call(s.editor, REMOVE, { id: collection.id, user: creator.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.creatorStays });
    expect(await call(s.creator, REMOVE, { id: collection.id, user: creator.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.creatorStays });
    expect(await call(s.editor, CHANGE_ROLE, { id: collection.id, user: s.stranger ? (await createUser(t.deps.db)).id : '', role: 'EDITOR' })).toEqual({
      __typename: 'NotFound',
      message: PUBLICATION_MESSAGES.notAMember,
    });
    // The writer becomes an editor and back.
    expect(await call(s.editor, CHANGE_ROLE, { id: collection.id, user: writer.id, role: 'EDITOR' })).toMatchObject({ __typename: 'Collection' });
    expect((await read(s.writer, collection.slug)).viewerEdge).toMatchObject({ isEditor: true, role: 'EDITOR' });
    expect(await call(s.creator, CHANGE_ROLE, { id: collection.id, user: writer.id, role: 'WRITER' })).toMatchObject({ __typename: 'Collection' });
    // A writer cannot remove anyone else, but may leave.
    expect(await call(s.writer, REMOVE, { id: collection.id, user: editor.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.editorsOnly });
    expect(await call(s.writer, REMOVE, { id: collection.id, user: writer.id })).toMatchObject({ __typename: 'Collection', viewerEdge: { role: null } });
    // An editor removes another editor; the creator stays the one editor.
    expect(await call(s.creator, REMOVE, { id: collection.id, user: editor.id })).toMatchObject({ __typename: 'Collection' });
    const pub = await read(s.creator, collection.slug);
    expect(pub.masthead).toEqual({ editors: [{ user: { id: creator.id }, role: 'EDITOR', isCreator: true }], writers: [] });
    expect((await read(s.editor, collection.slug)).viewerEdge.role).toBeNull();
  });
});

describe('submissions', () => {
  it('a writer submits a published story; an editor approves it and it is published in the publication', async () => {
    const { collection, s, writer } = await cast();
    const post = await createPost(t.deps.db, writer.id, { title: 'Into the pub' });
    const submitted = await call(s.writer, SUBMIT, { id: post.id, collectionId: collection.id });
    expect(submitted).toMatchObject({ statusForCollection: 'PENDING', draftLabel: `Submitted to ${collection.name}`, pendingCollection: { id: collection.id } });
    const queue = await read(s.editor, collection.slug);
    expect(queue.storiesConnection.posts).toEqual([{ id: post.id, draftLabel: `Submitted to ${collection.name}` }]);
    expect(queue.storyCounts).toEqual({ published: 0, submissions: 1, drafts: 0 });
    for (const session of [s.writer, s.stranger]) {
      expect(await call(session, APPROVE, { id: collection.id, post: post.id })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.editorsOnly });
    }
    const approved = await call(s.editor, APPROVE, { id: collection.id, post: post.id });
    expect(approved).toMatchObject({ __typename: 'Post', statusForCollection: 'APPROVED', collection: { id: collection.id }, pendingCollection: null, draftLabel: null });
    const pub = await read(null, collection.slug);
    expect(pub.latestPostsConnection.posts).toEqual([{ id: post.id }]);
    expect(pub.postCount).toBe(1);
    expect(await call(s.editor, APPROVE, { id: collection.id, post: post.id })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.notSubmitted });
    // Taken out again: it stays the writer's, published on their profile.
    expect(await call(s.writer, REMOVE_POST, { id: collection.id, post: post.id })).toMatchObject({ __typename: 'Forbidden' });
    expect(await call(s.creator, REMOVE_POST, { id: collection.id, post: post.id })).toMatchObject({
      __typename: 'Post',
      isPublished: true,
      collection: null,
      statusForCollection: null,
    });
    expect((await read(null, collection.slug)).latestPostsConnection.posts).toEqual([]);
    expect(await call(s.creator, REMOVE_POST, { id: collection.id, post: post.id })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.notInPublication });
  });

  it('a submitted draft is published in the publication on approval (with its topics); without topics it is refused', async () => {
    const { collection, s } = await cast();
    const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'Some words.', markups: [] }], sections: [] });
    const draft = await call(s.writer, CREATE_DRAFT, { slug: collection.slug, title: 'A draft for them', body });
    expect((await call(s.writer, SUBMIT, { id: draft.id, collectionId: collection.id })).draftLabel).toBe(`Draft submitted to ${collection.name}`);
    expect((await read(s.editor, collection.slug)).storiesConnection.posts).toEqual([{ id: draft.id, draftLabel: `Draft submitted to ${collection.name}` }]);
    expect(await call(s.editor, APPROVE, { id: collection.id, post: draft.id })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.needsTopics });
    expect((await call(s.writer, SETTINGS, { id: draft.id, input: { tags: ['Essays'] } })).__typename).toBe('Post');
    const approved = await call(s.editor, APPROVE, { id: collection.id, post: draft.id });
    expect(approved).toMatchObject({ __typename: 'Post', isPublished: true, statusForCollection: 'APPROVED', collection: { id: collection.id } });
    expect((await read(null, collection.slug, { tag: 'essays' })).taggedPostsConnection.posts).toEqual([{ id: draft.id }]);
  });

  it('an editor declines with a note: back to unsubmitted, the note for the author (and editors) only', async () => {
    const { collection, s, writer } = await cast();
    const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'Words.', markups: [] }], sections: [] });
    const draft = await call(s.writer, CREATE_DRAFT, { slug: collection.slug, title: 'Not quite', body });
    await call(s.writer, SUBMIT, { id: draft.id, collectionId: collection.id });
    expect(await call(s.writer, DECLINE, { id: collection.id, post: draft.id, note: 'no' })).toMatchObject({ __typename: 'Forbidden' });
    expect(await call(s.editor, DECLINE, { id: collection.id, post: draft.id, note: 'x'.repeat(501) })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.noteTooLong });
    const declined = await call(s.editor, DECLINE, { id: collection.id, post: draft.id, note: '  Needs a stronger ending.  ' });
    expect(declined).toMatchObject({ __typename: 'Post', statusForCollection: 'NOT_YET_SUBMITTED', submissionNote: { note: 'Needs a stronger ending.', collection: { id: collection.id } } });
    const asAuthor = await t.graphql<{ post: Answer }>(`query($id: ID!) { post(id: $id) { draftLabel submissionNote { note } } }`, { id: draft.id }, s.writer);
    expect(asAuthor.data?.post).toEqual({ draftLabel: 'Unsubmitted draft', submissionNote: { note: 'Needs a stronger ending.' } });
    const asStranger = await t.graphql<{ post: Answer }>(`query($id: ID!) { post(id: $id) { submissionNote { note } } }`, { id: draft.id }, s.stranger);
    expect(asStranger.data?.post ?? null).toBeNull();
    expect((await read(s.editor, collection.slug)).storyCounts.submissions).toBe(0);
    const DECLINED = `query { viewerDeclinedSubmissions { id } }`;
    expect((await t.graphql<{ viewerDeclinedSubmissions: Answer[] }>(DECLINED, {}, s.writer)).data?.viewerDeclinedSubmissions).toEqual([{ id: draft.id }]);
    expect((await t.graphql<{ viewerDeclinedSubmissions: Answer[] }>(DECLINED, {}, s.editor)).data?.viewerDeclinedSubmissions).toEqual([]);
    // Resubmitted: the note no longer applies.
    expect(await call(s.writer, SUBMIT, { id: draft.id, collectionId: collection.id })).toMatchObject({ statusForCollection: 'PENDING', submissionNote: null });
    expect((await t.graphql<{ viewerDeclinedSubmissions: Answer[] }>(DECLINED, {}, s.writer)).data?.viewerDeclinedSubmissions).toEqual([]);
    const published = await createPost(t.deps.db, writer.id);
    await call(s.writer, SUBMIT, { id: published.id, collectionId: collection.id });
    expect(await call(s.creator, DECLINE, { id: collection.id, post: published.id, note: 'Not for us' })).toMatchObject({
      isPublished: true,
      statusForCollection: 'NOT_YET_SUBMITTED',
      draftLabel: null,
      submissionNote: { note: 'Not for us' },
    });
    // Declined again, the draft is listed after the newer decision.
    await call(s.editor, DECLINE, { id: collection.id, post: draft.id, note: 'Still no' });
    expect((await t.graphql<{ viewerDeclinedSubmissions: Answer[] }>(DECLINED, {}, s.writer)).data?.viewerDeclinedSubmissions).toEqual([{ id: draft.id }, { id: published.id }]);
    const NOTE = `query($id: ID!) { post(id: $id) { id submissionNote { note } } }`;
    expect((await t.graphql<{ post: Answer }>(NOTE, { id: published.id }, s.stranger)).data?.post).toEqual({ id: published.id, submissionNote: null });
    expect((await t.graphql<{ post: Answer }>(NOTE, { id: published.id })).data?.post).toEqual({ id: published.id, submissionNote: null });
    expect((await t.graphql<{ post: Answer }>(NOTE, { id: published.id }, s.writer)).data?.post.submissionNote).toEqual({ note: 'Not for us' });
  });

  it('editors’ own drafts in the publication are shared drafts, not submissions', async () => {
    const { collection, s } = await cast();
    const draft = await call(s.editor, CREATE_DRAFT, { slug: collection.slug, title: 'Editor draft' });
    const pub = await read(s.creator, collection.slug, { filter: 'DRAFTS' });
    expect(pub.storiesConnection.posts).toEqual([{ id: draft.id, draftLabel: `Draft submitted to ${collection.name}` }]);
    expect(pub.storyCounts).toEqual({ published: 0, submissions: 0, drafts: 1 });
    expect((await read(s.editor, collection.slug, { filter: 'DRAFTS' })).storiesConnection.posts).toEqual([{ id: draft.id, draftLabel: `Draft in ${collection.name}` }]);
    expect((await read(s.writer, collection.slug, { filter: 'DRAFTS' })).storiesConnection.posts).toEqual([]);
  });
});

describe('the home page’s parts', () => {
  async function publishedIn(c: Cast, title: string, publishedAt: number) {
    const post = await createPost(t.deps.db, c.writer.id, { title, collectionId: c.collection.id, publishedAt });
    await t.deps.db.updateTable('posts').set({ status_for_collection: 'APPROVED' }).where('id', '=', post.id).execute();
    return post;
  }

  it('navigation items: tags, feature pages and links, in order, at most 12, editors only', async () => {
    const c = await cast();
    const post = await publishedIn(c, 'Featured one', Date.UTC(2024, 2, 15));
    const page = await call(c.s.editor, CREATE_PAGE, { id: c.collection.id, input: { title: 'Best of 2024', description: 'Our picks', postIds: [post.id] } });
    expect(page).toMatchObject({ __typename: 'FeaturePage', slug: 'best-of-2024', title: 'Best of 2024', posts: [{ id: post.id }] });
    expect(page.mediumUrl).toBe(`${t.config.publicUrl}/${c.collection.slug}/pages/best-of-2024`);
    const items = [
      { title: 'Science', type: 'TAG', tagSlug: 'Science' },
      { title: 'Best', type: 'FEATURE_PAGE', featurePageId: page.id },
      { title: 'Shop', type: 'URL', url: 'https://example.com/shop' },
    ];
    expect(await call(c.s.writer, NAV, { id: c.collection.id, items })).toMatchObject({ __typename: 'Forbidden' });
    expect((await call(c.s.editor, NAV, { id: c.collection.id, items })).__typename).toBe('Collection');
    const pub = await read(null, c.collection.slug);
    expect(pub.navItems.map((i: Answer) => [i.title, i.type, i.href])).toEqual([
      ['Science', 'TAG', `${t.config.publicUrl}/${c.collection.slug}/tagged/science`],
      ['Best', 'FEATURE_PAGE', `${t.config.publicUrl}/${c.collection.slug}/pages/best-of-2024`],
      ['Shop', 'URL', 'https://example.com/shop'],
    ]);
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ title: `T${i}`, type: 'TAG', tagSlug: `t${i}` }));
    expect(await call(c.s.editor, NAV, { id: c.collection.id, items: tooMany })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.tooManyNavItems });
    expect(await call(c.s.editor, NAV, { id: c.collection.id, items: [{ title: 'Bad', type: 'URL', url: 'javascript:alert(1)' }] })).toEqual({
      __typename: 'BadRequest',
      message: PUBLICATION_MESSAGES.navUrlInvalid,
    });
    expect(await call(c.s.editor, NAV, { id: c.collection.id, items: [{ title: 'Gone', type: 'FEATURE_PAGE', featurePageId: newId() }] })).toEqual({
      __typename: 'BadRequest',
      message: PUBLICATION_MESSAGES.navFeaturePageMissing,
    });
    // Deleting the feature page takes its navigation item with it.
    expect((await call(c.s.editor, DELETE_PAGE, { id: page.id })).__typename).toBe('Collection');
    expect((await read(null, c.collection.slug)).navItems.map((i: Answer) => i.title)).toEqual(['Science', 'Shop']);
  });

  it('feature pages and featured stories take only stories published in the publication', async () => {
    const c = await cast();
    const inside = await publishedIn(c, 'Inside', Date.UTC(2024, 0, 2));
    const outside = await createPost(t.deps.db, c.writer.id, { title: 'Outside' });
    expect(await call(c.s.editor, FEATURED, { id: c.collection.id, posts: [outside.id] })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.postsNotInPublication });
    expect(await call(c.s.writer, FEATURED, { id: c.collection.id, posts: [inside.id] })).toMatchObject({ __typename: 'Forbidden' });
    expect((await call(c.s.editor, FEATURED, { id: c.collection.id, posts: [inside.id] })).__typename).toBe('Collection');
    expect((await read(null, c.collection.slug)).featuredPosts).toEqual([{ id: inside.id }]);
    const page = await call(c.s.editor, CREATE_PAGE, { id: c.collection.id, input: { title: 'Picks', postIds: [inside.id] } });
    expect(await call(c.s.editor, UPDATE_PAGE, { id: page.id, input: { title: 'Picks', postIds: [outside.id] } })).toMatchObject({ __typename: 'BadRequest' });
    expect(await call(c.s.stranger, UPDATE_PAGE, { id: page.id, input: { title: 'Mine', postIds: [] } })).toMatchObject({ __typename: 'Forbidden' });
    expect(await call(c.s.editor, UPDATE_PAGE, { id: page.id, input: { title: 'Our Picks', description: 'Good', postIds: [] } })).toMatchObject({
      slug: 'our-picks',
      title: 'Our Picks',
      posts: [],
    });
    expect(await call(c.s.editor, CREATE_PAGE, { id: c.collection.id, input: { title: ' ', postIds: [] } })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.featurePageTitleRequired });
    // Two pages with one title get different addresses.
    expect((await call(c.s.editor, CREATE_PAGE, { id: c.collection.id, input: { title: 'Our Picks', postIds: [] } })).slug).toBe('our-picks-2');
  });

  it('featured stories and a feature page keep the order chosen; a story that leaves the publication drops out of both', async () => {
    const c = await cast();
    const first = await publishedIn(c, 'First', Date.UTC(2024, 0, 2));
    const second = await publishedIn(c, 'Second', Date.UTC(2024, 0, 3));
    const third = await publishedIn(c, 'Third', Date.UTC(2024, 0, 4));
    const chosen = [third.id, first.id, second.id];
    expect((await call(c.s.editor, FEATURED, { id: c.collection.id, posts: chosen })).__typename).toBe('Collection');
    const page = await call(c.s.editor, CREATE_PAGE, { id: c.collection.id, input: { title: 'In order', postIds: chosen } });
    const pagePosts = async () => (await read(null, c.collection.slug)).featurePages.find((p: Answer) => p.id === page.id).posts;
    expect((await read(null, c.collection.slug)).featuredPosts).toEqual(chosen.map((id) => ({ id })));
    expect(await pagePosts()).toEqual(chosen.map((id) => ({ id })));
    // One suspended, one taken out of the publication: gone from both lists.
    await t.deps.db.updateTable('posts').set({ suspended_at: Date.now() }).where('id', '=', first.id).execute();
    expect((await call(c.s.editor, REMOVE_POST, { id: c.collection.id, post: second.id })).__typename).toBe('Post');
    expect((await read(null, c.collection.slug)).featuredPosts).toEqual([{ id: third.id }]);
    expect(await pagePosts()).toEqual([{ id: third.id }]);
  });

  it('design: fonts, colours and a header image, checked; the defaults until designed', async () => {
    const c = await cast();
    const before = await read(null, c.collection.slug);
    expect(before.customStyleSheet).toBeNull();
    expect(before.design).toMatchObject({ font1: 'SANS_SERIF_1', font2: 'SERIF_1', accentColor: '#1a8917', headerImage: null });
    const header = await uploadedImage(c.editor.id);
    expect(await call(c.s.writer, DESIGN, { id: c.collection.id, input: { font1: 'SERIF_2' } })).toMatchObject({ __typename: 'Forbidden' });
    expect(await call(c.s.editor, DESIGN, { id: c.collection.id, input: { accentColor: 'blue-ish' } })).toEqual({
      __typename: 'BadRequest',
      message: PUBLICATION_MESSAGES.colorInvalid('The accent colour'),
    });
    expect((await call(c.s.editor, DESIGN, { id: c.collection.id, input: { font1: 'SERIF_2', accentColor: '#C0392B', headerImageId: header } })).__typename).toBe('Collection');
    const after = await read(null, c.collection.slug);
    expect(after.design).toMatchObject({ font1: 'SERIF_2', font2: 'SERIF_1', accentColor: '#c0392b', headerImage: { id: header } });
    expect(after.customStyleSheet).not.toBeNull();
    await call(c.s.editor, DESIGN, { id: c.collection.id, input: { removeHeaderImage: true } });
    expect((await read(null, c.collection.slug)).design.headerImage).toBeNull();
  });

  it('latest stories page with a cursor; the archive counts per year, month and day', async () => {
    const c = await cast();
    const a = await publishedIn(c, 'March one', Date.UTC(2024, 2, 15, 10));
    const b = await publishedIn(c, 'March two', Date.UTC(2024, 2, 15, 12));
    const d = await publishedIn(c, 'May', Date.UTC(2024, 4, 1));
    const e = await publishedIn(c, 'Last year', Date.UTC(2023, 11, 31, 23, 59));
    const first = await read(null, c.collection.slug);
    expect(first.latestPostsConnection.posts).toEqual([{ id: d.id }, { id: b.id }]);
    const next = first.latestPostsConnection.pagingInfo.next;
    const second = (await call(null, `query($slug: String!, $to: String) { collectionByDomainOrSlug(domainOrSlug: $slug) {
      latestPostsConnection(paging: { limit: 2, to: $to }) { posts { id } pagingInfo { next { to } } } } }`, { slug: c.collection.slug, to: next.to })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(second.latestPostsConnection.posts).toEqual([{ id: a.id }, { id: e.id }]);
    expect(second.latestPostsConnection.pagingInfo.next).toBeNull();

    const all = (await read(null, c.collection.slug)).archive;
    expect(all.years).toEqual([{ year: 2024, count: 3 }, { year: 2023, count: 1 }]);
    expect(all.months).toEqual([]);
    const year = (await read(null, c.collection.slug, { year: 2024 })).archive;
    expect(year.months).toEqual([{ year: 2024, month: 3, count: 2 }, { year: 2024, month: 5, count: 1 }]);
    expect(year.postsConnection.posts).toEqual([{ id: d.id }, { id: b.id }, { id: a.id }]);
    const day = (await read(null, c.collection.slug, { year: 2024, month: 3, day: 15 })).archive;
    expect(day.days).toEqual([{ day: 15, count: 2 }]);
    expect(day.postsConnection.posts).toEqual([{ id: b.id }, { id: a.id }]);
    expect((await read(null, c.collection.slug, { year: 2024, month: 2, day: 30 })).archive.postsConnection.posts).toEqual([]);
  });
});

describe('domain events', () => {
  it('publishes an event for each change, for notifications and page-cache purges to come', async () => {
    const seen: [string, Record<string, unknown>][] = [];
    const names = [
      'collection.created',
      'collection.updated',
      'collection.invitationSent',
      'collection.invitationDeclined',
      'collection.editorAdded',
      'collection.writerAdded',
      'collection.memberRemoved',
      'post.approvedInCollection',
      'post.declinedInCollection',
      'post.removedFromCollection',
    ] as const;
    for (const name of names) t.deps.bus.subscribe(name, `events-test-${name}`, (payload) => void seen.push([name, payload as Record<string, unknown>]));
    const c = await cast();
    const published = await createPost(t.deps.db, c.writer.id);
    await call(c.s.writer, SUBMIT, { id: published.id, collectionId: c.collection.id });
    await call(c.s.editor, APPROVE, { id: c.collection.id, post: published.id });
    const declined = await createPost(t.deps.db, c.writer.id);
    await call(c.s.writer, SUBMIT, { id: declined.id, collectionId: c.collection.id });
    await call(c.s.editor, DECLINE, { id: c.collection.id, post: declined.id, note: 'Later' });
    await call(c.s.editor, REMOVE_POST, { id: c.collection.id, post: published.id });
    await call(c.s.editor, UPDATE, { id: c.collection.id, input: { tagline: 'New line' } });
    const other = await createUser(t.deps.db);
    const invitation = await call(c.s.editor, INVITE, { id: c.collection.id, who: other.username, role: 'EDITOR' });
    await call(await sessionOf(other.id), DECLINE_INVITE, { id: invitation.id });
    await call(c.s.creator, REMOVE, { id: c.collection.id, user: c.writer.id });
    await t.jobsSettled();
    const of = (name: string) => seen.filter(([n, p]) => n === name && p.collectionId === c.collection.id).map(([, p]) => p);
    expect(of('collection.created')).toEqual([{ collectionId: c.collection.id, actorId: c.creator.id }]);
    expect(of('collection.invitationSent').map((p) => [p.inviteeId, p.role])).toEqual([
      [c.editor.id, 'EDITOR'],
      [c.writer.id, 'WRITER'],
      [other.id, 'EDITOR'],
    ]);
    expect(of('collection.editorAdded')).toEqual([{ collectionId: c.collection.id, userId: c.editor.id, actorId: c.editor.id, inviterId: c.creator.id }]);
    expect(of('collection.writerAdded')).toEqual([{ collectionId: c.collection.id, userId: c.writer.id, actorId: c.writer.id, inviterId: c.creator.id }]);
    expect(of('collection.invitationDeclined')).toEqual([{ collectionId: c.collection.id, invitationId: invitation.id, inviteeId: other.id }]);
    expect(of('collection.memberRemoved')).toEqual([{ collectionId: c.collection.id, userId: c.writer.id, actorId: c.creator.id }]);
    expect(of('collection.updated')).toEqual([{ collectionId: c.collection.id, actorId: c.editor.id, change: 'about' }]);
    expect(of('post.approvedInCollection')).toEqual([
      { postId: published.id, actorId: c.editor.id, authorId: c.writer.id, collectionId: c.collection.id, publishedByApproval: false },
    ]);
    expect(of('post.declinedInCollection')).toEqual([
      { postId: declined.id, actorId: c.editor.id, authorId: c.writer.id, collectionId: c.collection.id, note: 'Later' },
    ]);
    expect(of('post.removedFromCollection')).toEqual([{ postId: published.id, actorId: c.editor.id, collectionId: c.collection.id }]);
  });

  it('an editor publishing a submitted draft from the editor counts as an approval too', async () => {
    const seen: Record<string, unknown>[] = [];
    t.deps.bus.subscribe('post.approvedInCollection', 'events-test-publish', (payload) => void seen.push(payload as Record<string, unknown>));
    const c = await cast();
    const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'Draft words.', markups: [] }], sections: [] });
    const draft = await call(c.s.writer, CREATE_DRAFT, { slug: c.collection.slug, title: 'Via the dialog', body });
    await call(c.s.writer, SUBMIT, { id: draft.id, collectionId: c.collection.id });
    const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename ... on Post { statusForCollection } } }`;
    expect(await call(c.s.editor, PUBLISH, { id: draft.id, input: { tags: ['Essays'], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', collectionId: c.collection.id } })).toEqual({
      __typename: 'Post',
      statusForCollection: 'APPROVED',
    });
    await t.jobsSettled();
    expect(seen.filter((p) => p.postId === draft.id)).toEqual([
      { postId: draft.id, actorId: c.editor.id, authorId: c.writer.id, collectionId: c.collection.id, publishedByApproval: true },
    ]);
  });
});

describe('pages and addresses', () => {
  it('/{collectionSlug}/permissions answers the viewer’s role as JSON', async () => {
    const c = await cast();
    const ask = (session: Session | null) =>
      t.app.inject({ method: 'GET', url: `/${c.collection.slug}/permissions`, headers: session ? { cookie: session.cookie } : {} });
    expect((await ask(c.s.creator)).json()).toEqual({ collectionId: c.collection.id, isEditor: true, isWriter: true, role: 'EDITOR' });
    expect((await ask(c.s.editor)).json()).toMatchObject({ isEditor: true, role: 'EDITOR' });
    expect((await ask(c.s.writer)).json()).toMatchObject({ isEditor: false, isWriter: true, role: 'WRITER' });
    expect((await ask(c.s.stranger)).json()).toMatchObject({ isEditor: false, isWriter: false, role: null });
    const signedOut = await ask(null);
    expect(signedOut.json()).toMatchObject({ isEditor: false, isWriter: false, role: null });
    expect(signedOut.headers['cache-control']).toContain('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/no-such-pub-here/permissions' })).statusCode).toBe(404);
  });

  it('moves a publication’s former addresses to its current one for good, until another publication takes one', async () => {
    const { collection, s, writer } = await cast();
    const story = await createPost(t.deps.db, writer.id, { title: 'Under An Old Name', collectionId: collection.id });
    const [first, second, third] = [collection.slug, freshSlug(), freshSlug()];
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await call(s.creator, UPDATE, { id: collection.id, input: { slug: second } })).slug).toBe(second);
    const home = await page(`/${first}`);
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe(`/${second}`);
    expect((await page(`/${first}/about`)).headers.location).toBe(`/${second}/about`);
    expect((await page(`/${first}/latest?to=x`)).headers.location).toBe(`/${second}/latest?to=x`);
    const storyPage = await page(`/${first}/${story.slug}-${story.id}`);
    expect(storyPage.statusCode).toBe(301);
    expect(storyPage.headers.location).toBe(`/${second}/${story.slug}-${story.id}`);

    // Renamed again: every former address leads to the newest.
    await call(s.creator, UPDATE, { id: collection.id, input: { slug: third } });
    expect((await page(`/${first}`)).headers.location).toBe(`/${third}`);
    expect((await page(`/${second}/about`)).headers.location).toBe(`/${third}/about`);
    expect((await page(`/${third}`)).statusCode).toBe(200);

    // Another publication takes the first address: it is theirs now, and so is its redirect once they move on.
    const other = await call(s.stranger, CREATE, { input: { name: 'Newcomers', slug: first } });
    expect(other.__typename).toBe('Collection');
    const taken = await page(`/${first}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('<title>Newcomers</title>');
    const fourth = freshSlug();
    await call(s.stranger, UPDATE, { id: other.id, input: { slug: fourth } });
    await t.jobsSettled();
    expect((await page(`/${first}`)).headers.location).toBe(`/${fourth}`);
    expect((await page(`/${second}`)).headers.location).toBe(`/${third}`);
  });

  it('/c/{id} moves to the publication’s home for good', async () => {
    const c = await cast();
    const res = await t.app.inject({ method: 'GET', url: `/c/${c.collection.id}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/${c.collection.slug}`);
    expect((await t.app.inject({ method: 'GET', url: `/c/${newId()}` })).statusCode).toBe(404);
  });

  it('server-renders the home page with its head tags, and editors’ pages only for editors', async () => {
    const c = await cast();
    await call(c.s.editor, UPDATE, { id: c.collection.id, input: { description: 'Essays that take their time.' } });
    const home = await t.app.inject({ method: 'GET', url: `/${c.collection.slug}` });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<title>${c.collection.name}</title>`);
    expect(home.body).toContain('<meta name="description" content="Essays that take their time.">');
    expect(home.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/${c.collection.slug}">`);
    expect(home.body).toContain('Good words');
    const about = await t.app.inject({ method: 'GET', url: `/${c.collection.slug}/about` });
    expect(about.body).toContain('Essays that take their time.');
    expect((await t.app.inject({ method: 'GET', url: '/no-such-publication-here' })).statusCode).toBe(404);

    const settings = `/${c.collection.slug}/settings`;
    expect((await t.app.inject({ method: 'GET', url: settings })).statusCode).toBe(302);
    for (const session of [c.s.writer, c.s.stranger]) {
      const res = await t.app.inject({ method: 'GET', url: settings, headers: { cookie: session.cookie } });
      expect(res.statusCode).toBe(403);
    }
    const mine = await t.app.inject({ method: 'GET', url: settings, headers: { cookie: c.s.editor.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('value="Good words"');
  });
});
