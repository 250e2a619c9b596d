import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '../../src/server/core';
import { catalogSummary } from '../../src/server/modules/catalogs';
import { countedItems, POSITION_GAP } from '../../src/server/modules/catalogs/catalogs.repo';
import { LIST_MESSAGES, LIST_NAME_MAX, LIST_RATE_LIMITS } from '../../src/shared/validation/lists';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const events: { name: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['catalog.created', 'catalog.itemAdded', 'catalog.deleted'] as const) {
    t.deps.bus.subscribe(name, 'lists-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const REFUSALS = `__typename
  ... on BadRequest { message }
  ... on Forbidden { message }
  ... on NotFound { message }
  ... on TooManyRequests { message }`;
const CATALOG_FIELDS = `id name description predefined type visibility slugId postItemsCount creator { id } viewerEdge { id isCreator }`;
const CATALOG_RESULT = `${REFUSALS} ... on Catalog { ${CATALOG_FIELDS} }`;
const EDGE = `catalogEdge { id readingList catalogIds }`;
const READING_RESULT = `${REFUSALS} ... on Post { id ${EDGE} }`;

const BOOKMARK = `mutation($id: ID!) { bookmarkPost(targetPostId: $id) { ${READING_RESULT} } }`;
const ARCHIVE = `mutation($id: ID!) { archivePost(targetPostId: $id) { ${READING_RESULT} } }`;
const CREATE = `mutation($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {
  createCatalog(name: $name, description: $description, visibility: $visibility, postId: $postId) { ${CATALOG_RESULT} } }`;
const UPDATE = `mutation($id: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {
  updateCatalog(catalogId: $id, name: $name, description: $description, visibility: $visibility) { ${CATALOG_RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteCatalog(catalogId: $id) { __typename ... on CatalogDeleted { catalogId } ... on Forbidden { message } ... on NotFound { message } ... on TooManyRequests { message } } }`;
const ADD = `mutation($id: ID!, $postId: ID!) { addToCatalog(catalogId: $id, postId: $postId) { ${CATALOG_RESULT} } }`;
const REMOVE = `mutation($id: ID!, $postId: ID!) { removeFromCatalog(catalogId: $id, postId: $postId) { ${CATALOG_RESULT} } }`;
const MOVE = `mutation($id: ID!, $item: ID!, $after: ID) { moveCatalogItem(catalogId: $id, catalogItemId: $item, afterCatalogItemId: $after) { ${CATALOG_RESULT} } }`;
const NOTE = `mutation($id: ID!, $item: ID!, $note: String!) { updateCatalogItemNote(catalogId: $id, catalogItemId: $item, note: $note) { ${CATALOG_RESULT} } }`;
const BY_ID = `query($id: ID!) { catalogById(catalogId: $id) { ${CATALOG_FIELDS} itemsConnection { items { catalogItemId note post { id } } } } }`;
const BY_SLUG = `query($username: String, $slug: String!) { catalogBySlugId(username: $username, catalogSlugId: $slug) { id name predefined } }`;
const ITEMS = `query($id: ID!, $paging: PagingOptions) { catalogById(catalogId: $id) { itemsConnection(paging: $paging) { items { catalogItemId post { id } } pagingInfo { next { limit to } } } } }`;
const USER_LISTS = `query($id: ID!) { user(id: $id) { catalogsConnection { catalogs { id visibility predefined } } } }`;
const READING_LIST = `query { readingList { ${CATALOG_FIELDS} } }`;
const READING_ITEMS = `query($state: ReadingListState!) { readingListItems(state: $state) { items { post { id } } } }`;
const EDGE_OF = `query($id: ID!) { post(id: $id) { id ${EDGE} } }`;

function eventsFor(name: string, match: Record<string, unknown>) {
  return events.filter((e) => e.name === name && Object.entries(match).every(([k, v]) => e.payload[k] === v));
}

async function newList(gql: Gql, name: string, visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC', postId?: string) {
  const res = await gql(CREATE, { name, visibility, postId });
  expect(res.data?.createCatalog.__typename).toBe('Catalog');
  return res.data!.createCatalog as { id: string; slugId: string; name: string };
}

async function itemIds(gql: Gql, catalogId: string): Promise<string[]> {
  const res = await gql(ITEMS, { id: catalogId, paging: { limit: 50 } });
  return res.data!.catalogById.itemsConnection.items.map((i: { post: { id: string } }) => i.post.id);
}

describe('the reading list', () => {
  it('always answers for a signed-in reader, made once, and never for anyone else', async () => {
    const reader = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const [a, b] = await Promise.all([gql(READING_LIST), gql(READING_LIST)]);
    expect(a.data?.readingList).toMatchObject({ predefined: 'READING_LIST', visibility: 'PRIVATE', slugId: 'reading-list', name: 'Reading list', postItemsCount: 0 });
    expect(b.data?.readingList.id).toBe(a.data?.readingList.id);
    expect((await anonymous(READING_LIST)).data?.readingList).toBeNull();
  });

  it('bookmarkPost toggles QUEUE and NONE; archivePost toggles ARCHIVE; undo repeats the toggle', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id);
    const gql = await as(reader.id);

    const saved = await gql(BOOKMARK, { id: story.id });
    expect(saved.data?.bookmarkPost).toMatchObject({ __typename: 'Post', id: story.id, catalogEdge: { readingList: 'QUEUE', catalogIds: [], id: `${story.id}:${reader.id}` } });
    expect(eventsFor('catalog.itemAdded', { actorId: reader.id, postId: story.id })).toHaveLength(0);
    await t.jobsSettled();
    expect(eventsFor('catalog.itemAdded', { actorId: reader.id, postId: story.id, postAuthorId: author.id, isReadingList: true })).toHaveLength(1);

    // Undo of a save: the same toggle again.
    expect((await gql(BOOKMARK, { id: story.id })).data?.bookmarkPost.catalogEdge.readingList).toBe('NONE');
    expect((await gql(BOOKMARK, { id: story.id })).data?.bookmarkPost.catalogEdge.readingList).toBe('QUEUE');

    expect((await gql(ARCHIVE, { id: story.id })).data?.archivePost.catalogEdge.readingList).toBe('ARCHIVE');
    expect((await gql(READING_ITEMS, { state: 'ARCHIVE' })).data?.readingListItems.items).toEqual([{ post: { id: story.id } }]);
    expect((await gql(READING_ITEMS, { state: 'QUEUE' })).data?.readingListItems.items).toEqual([]);
    // Undo of an archive re-archives... back: the same toggle.
    expect((await gql(ARCHIVE, { id: story.id })).data?.archivePost.catalogEdge.readingList).toBe('QUEUE');
    expect((await gql(ARCHIVE, { id: story.id })).data?.archivePost.catalogEdge.readingList).toBe('ARCHIVE');
    // Bookmarking an archived story removes it from the reading list.
    expect((await gql(BOOKMARK, { id: story.id })).data?.bookmarkPost.catalogEdge.readingList).toBe('NONE');
    // Archiving a story never saved saves it archived.
    expect((await gql(ARCHIVE, { id: story.id })).data?.archivePost.catalogEdge.readingList).toBe('ARCHIVE');

    const list = (await gql(READING_LIST)).data!.readingList;
    expect(list.postItemsCount).toBe(1);
    expect(await countedItems(t.deps.db, list.id)).toBe(1);
    expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.readingList).toBe('ARCHIVE');
    expect((await anonymous(EDGE_OF, { id: story.id })).data?.post.catalogEdge).toEqual({ id: `${story.id}:lo`, readingList: 'NONE', catalogIds: [] });
  });

  it('keeps the newest saved first, and saves only stories the reader may read', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const first = await createPost(t.deps.db, author.id);
    const second = await createPost(t.deps.db, author.id);
    await gql(BOOKMARK, { id: first.id });
    await gql(BOOKMARK, { id: second.id });
    expect((await gql(READING_ITEMS, { state: 'QUEUE' })).data?.readingListItems.items.map((i: { post: { id: string } }) => i.post.id)).toEqual([second.id, first.id]);

    const draft = await createPost(t.deps.db, author.id, { published: false });
    const deleted = await createPost(t.deps.db, author.id, { deleted: true });
    for (const id of [draft.id, deleted.id, 'ffffffffffff']) {
      expect((await gql(BOOKMARK, { id })).data?.bookmarkPost).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.storyNotFound });
      expect((await gql(ARCHIVE, { id })).data?.archivePost.__typename).toBe('NotFound');
    }
  });

  it('is refused to signed-out callers', async () => {
    const author = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id);
    for (const mutation of [BOOKMARK, ARCHIVE]) {
      const res = await anonymous(mutation, { id: story.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('lists', () => {
  it('creates, renames, describes, changes visibility and deletes, with the events', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id);
    const gql = await as(reader.id);

    const created = await gql(CREATE, { name: '  Essays on craft  ', description: 'Worth rereading', postId: story.id });
    const list = created.data?.createCatalog;
    expect(list).toMatchObject({ __typename: 'Catalog', name: 'Essays on craft', description: 'Worth rereading', visibility: 'PUBLIC', predefined: null, type: 'LISTS', postItemsCount: 1 });
    expect(list.slugId).toBe(`essays-on-craft-${list.id}`);
    expect(list.viewerEdge.isCreator).toBe(true);
    await t.jobsSettled();
    expect(eventsFor('catalog.created', { actorId: reader.id, catalogId: list.id, visibility: 'PUBLIC' })).toHaveLength(1);
    expect(eventsFor('catalog.itemAdded', { catalogId: list.id, postId: story.id, postAuthorId: author.id, isReadingList: false })).toHaveLength(1);
    expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.catalogIds).toEqual([list.id]);

    const renamed = await gql(UPDATE, { id: list.id, name: 'On craft', description: '', visibility: 'PRIVATE' });
    expect(renamed.data?.updateCatalog).toMatchObject({ name: 'On craft', description: '', visibility: 'PRIVATE', slugId: `on-craft-${list.id}` });

    expect((await gql(DELETE, { id: list.id })).data?.deleteCatalog).toEqual({ __typename: 'CatalogDeleted', catalogId: list.id });
    expect((await gql(BY_ID, { id: list.id })).data?.catalogById).toBeNull();
    expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.catalogIds).toEqual([]);
    expect((await gql(DELETE, { id: list.id })).data?.deleteCatalog.__typename).toBe('NotFound');
    await t.jobsSettled();
    expect(eventsFor('catalog.deleted', { catalogId: list.id })).toHaveLength(1);
  });

  it('checks names, descriptions and visibility with the messages of the rules', async () => {
    const gql = await as((await createUser(t.deps.db)).id);
    expect((await gql(CREATE, { name: '   ' })).data?.createCatalog).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.nameRequired });
    expect((await gql(CREATE, { name: 'x'.repeat(LIST_NAME_MAX + 1) })).data?.createCatalog).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.nameTooLong });
    expect((await gql(CREATE, { name: 'x'.repeat(LIST_NAME_MAX) })).data?.createCatalog.__typename).toBe('Catalog');
    expect((await gql(CREATE, { name: 'Long', description: 'd'.repeat(281) })).data?.createCatalog.message).toBe(LIST_MESSAGES.descriptionTooLong);
    expect((await gql(CREATE, { name: 'Bad', postId: 'ffffffffffff' })).data?.createCatalog.__typename).toBe('NotFound');
    const bad = await gql(CREATE, { name: 'Locked', visibility: 'LOCKED' });
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it('keeps the reading list as it is: no rename, no publishing, no delete', async () => {
    const gql = await as((await createUser(t.deps.db)).id);
    const list = (await gql(READING_LIST)).data!.readingList;
    expect((await gql(UPDATE, { id: list.id, name: 'Mine' })).data?.updateCatalog).toEqual({ __typename: 'BadRequest', message: LIST_MESSAGES.readingListFixed });
    expect((await gql(UPDATE, { id: list.id, visibility: 'PUBLIC' })).data?.updateCatalog.__typename).toBe('BadRequest');
    expect((await gql(DELETE, { id: list.id })).data?.deleteCatalog).toEqual({ __typename: 'Forbidden', message: LIST_MESSAGES.readingListFixed });
  });

  it('lets only the creator change a list: others get Forbidden (public) or NotFound (private)', async () => {
    const owner = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, owner.id);
    const mine = await as(owner.id);
    const theirs = await as(other.id);
    const open = await newList(mine, 'Open', 'PUBLIC');
    const closed = await newList(mine, 'Closed', 'PRIVATE');
    await mine(ADD, { id: open.id, postId: story.id });
    const openItem = (await mine(BY_ID, { id: open.id })).data!.catalogById.itemsConnection.items[0].catalogItemId;

    const attempts = (id: string) => [
      theirs(UPDATE, { id, name: 'Taken' }).then((r) => r.data?.updateCatalog),
      theirs(ADD, { id, postId: story.id }).then((r) => r.data?.addToCatalog),
      theirs(REMOVE, { id, postId: story.id }).then((r) => r.data?.removeFromCatalog),
      theirs(MOVE, { id, item: openItem, after: null }).then((r) => r.data?.moveCatalogItem),
      theirs(NOTE, { id, item: openItem, note: 'x' }).then((r) => r.data?.updateCatalogItemNote),
      theirs(DELETE, { id }).then((r) => r.data?.deleteCatalog),
    ];
    for (const answer of await Promise.all(attempts(open.id))) expect(answer).toEqual({ __typename: 'Forbidden', message: LIST_MESSAGES.notYourList });
    for (const answer of await Promise.all(attempts(closed.id))) expect(answer).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.listNotFound });
    expect(await itemIds(mine, open.id)).toEqual([story.id]);
    for (const mutation of [UPDATE, DELETE]) expect((await anonymous(mutation, { id: open.id, name: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds at the top, once, counts exactly, and removes idempotently', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const list = await newList(gql, 'Counted');
    const stories = [await createPost(t.deps.db, author.id), await createPost(t.deps.db, author.id)];
    for (const s of stories) await gql(ADD, { id: list.id, postId: s.id });
    const again = await Promise.all([gql(ADD, { id: list.id, postId: stories[0]!.id }), gql(ADD, { id: list.id, postId: stories[0]!.id })]);
    expect(again.map((r) => r.data?.addToCatalog.postItemsCount)).toEqual([2, 2]);
    expect(await itemIds(gql, list.id)).toEqual([stories[1]!.id, stories[0]!.id]);
    expect((await gql(REMOVE, { id: list.id, postId: stories[1]!.id })).data?.removeFromCatalog.postItemsCount).toBe(1);
    expect((await gql(REMOVE, { id: list.id, postId: stories[1]!.id })).data?.removeFromCatalog.postItemsCount).toBe(1);
    expect(await countedItems(t.deps.db, list.id)).toBe(1);
    const draft = await createPost(t.deps.db, author.id, { published: false });
    expect((await gql(ADD, { id: list.id, postId: draft.id })).data?.addToCatalog).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.storyNotFound });
  });

  it('reorders by moves after an item or to the top, renumbering when there is no room, and pages by keyset', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const gql = await as(reader.id);
    const list = await newList(gql, 'Ordered');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await createPost(t.deps.db, author.id);
      await gql(ADD, { id: list.id, postId: s.id });
      ids.unshift(s.id);
    }
    const itemsRes = await gql(`query($id: ID!) { catalogById(catalogId: $id) { itemsConnection(paging: { limit: 50 }) { items { catalogItemId post { id } } } } }`, { id: list.id });
    const itemOf = new Map<string, string>(itemsRes.data!.catalogById.itemsConnection.items.map((i: { catalogItemId: string; post: { id: string } }) => [i.post.id, i.catalogItemId]));
    let expected = [...ids];
    const move = async (postId: string, afterPostId: string | null) => {
      const res = await gql(MOVE, { id: list.id, item: itemOf.get(postId), after: afterPostId ? itemOf.get(afterPostId) : null });
      expect(res.data?.moveCatalogItem.__typename).toBe('Catalog');
      expected = expected.filter((id) => id !== postId);
      expected.splice(afterPostId ? expected.indexOf(afterPostId) + 1 : 0, 0, postId);
      expect(await itemIds(gql, list.id)).toEqual(expected);
    };
    await move(ids[5]!, null);
    await move(ids[0]!, ids[3]!);
    // Squeezing again and again between the same two neighbours uses up the gap and renumbers.
    for (let i = 0; i < Math.log2(POSITION_GAP) + 3; i++) await move(expected[i % 2 === 0 ? 2 : 1]!, expected[0]!);
    await move(expected[0]!, expected[expected.length - 1]!);

    // Pages of two follow the order exactly.
    const seen: string[] = [];
    let to: string | undefined;
    do {
      const page = await gql(ITEMS, { id: list.id, paging: { limit: 2, to } });
      const conn = page.data!.catalogById.itemsConnection;
      seen.push(...conn.items.map((i: { post: { id: string } }) => i.post.id));
      to = conn.pagingInfo.next?.to;
    } while (to);
    expect(seen).toEqual(expected);

    const bad = await gql(MOVE, { id: list.id, item: itemOf.get(ids[0]!), after: 'ffffffffffff' });
    expect(bad.data?.moveCatalogItem).toEqual({ __typename: 'NotFound', message: LIST_MESSAGES.itemNotFound });
    const noted = await gql(NOTE, { id: list.id, item: itemOf.get(ids[0]!), note: ' A favourite ' });
    expect(noted.data?.updateCatalogItemNote.__typename).toBe('Catalog');
    const notes = (await gql(BY_ID, { id: list.id })).data!.catalogById.itemsConnection.items.map((i: { note: string | null }) => i.note);
    expect(notes).toContain('A favourite');
  });
});

describe('privacy', () => {
  it('never lets anyone else read a private list or a reading list, by any query', async () => {
    const owner = await createUser(t.deps.db, { username: `priv${Date.now().toString(36)}` });
    const other = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, other.id);
    const mine = await as(owner.id);
    const theirs = await as(other.id);
    const open = await newList(mine, 'Shown', 'PUBLIC', story.id);
    const secret = await newList(mine, 'Secret', 'PRIVATE', story.id);
    await mine(BOOKMARK, { id: story.id });
    const readingList = (await mine(READING_LIST)).data!.readingList;

    for (const gql of [theirs, anonymous]) {
      expect((await gql(BY_ID, { id: secret.id })).data?.catalogById).toBeNull();
      expect((await gql(BY_ID, { id: readingList.id })).data?.catalogById).toBeNull();
      expect((await gql(BY_SLUG, { username: owner.username, slug: secret.slugId })).data?.catalogBySlugId).toBeNull();
      expect((await gql(BY_SLUG, { username: owner.username, slug: 'reading-list' })).data?.catalogBySlugId).toBeNull();
      expect((await gql(BY_SLUG, { username: owner.username, slug: open.slugId })).data?.catalogBySlugId).toMatchObject({ id: open.id });
      expect((await gql(USER_LISTS, { id: owner.id })).data?.user.catalogsConnection.catalogs).toEqual([{ id: open.id, visibility: 'PUBLIC', predefined: null }]);
      // A story's saved state is the reader's own: nothing of the owner's lists shows.
      expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.catalogIds).toEqual([]);
    }
    // Another's slug with a different owner's name does not find it either.
    expect((await theirs(BY_SLUG, { username: other.username, slug: open.slugId })).data?.catalogBySlugId).toBeNull();
    // The owner reads all of them, by id, by slug and in their own lists.
    expect((await mine(BY_ID, { id: secret.id })).data?.catalogById.visibility).toBe('PRIVATE');
    expect((await mine(BY_SLUG, { slug: 'reading-list' })).data?.catalogBySlugId).toMatchObject({ id: readingList.id, predefined: 'READING_LIST' });
    expect((await mine(BY_SLUG, { username: owner.username, slug: secret.slugId })).data?.catalogBySlugId.id).toBe(secret.id);
    expect((await mine(USER_LISTS, { id: owner.id })).data?.user.catalogsConnection.catalogs.map((c: { id: string }) => c.id).sort()).toEqual([open.id, secret.id].sort());
    expect((await mine(EDGE_OF, { id: story.id })).data?.post.catalogEdge.catalogIds.sort()).toEqual([open.id, secret.id].sort());

    // Making the public list private hides it at once.
    await mine(UPDATE, { id: open.id, visibility: 'PRIVATE' });
    expect((await theirs(BY_ID, { id: open.id })).data?.catalogById).toBeNull();
    expect((await anonymous(USER_LISTS, { id: owner.id })).data?.user.catalogsConnection.catalogs).toEqual([]);

    expect(await catalogSummary(systemContext(t.deps), { catalogId: readingList.id })).toMatchObject({ visibility: 'PRIVATE', creatorId: owner.id });
    expect(await catalogSummary(systemContext(t.deps), { catalogId: secret.id })).toEqual({ id: secret.id, creatorId: owner.id, visibility: 'PRIVATE', name: 'Secret' });
    expect(await catalogSummary(systemContext(t.deps), { catalogId: 'ffffffffffff' })).toBeNull();
  });

  it('hides a list from a reader its creator blocked, and stories whose author blocked the reader', async () => {
    const owner = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const blocker = await createUser(t.deps.db);
    const shown = await createPost(t.deps.db, owner.id);
    const hidden = await createPost(t.deps.db, blocker.id);
    const gone = await createPost(t.deps.db, owner.id);
    const mine = await as(owner.id);
    const list = await newList(mine, 'Mixed', 'PUBLIC', shown.id);
    await mine(ADD, { id: list.id, postId: hidden.id });
    await mine(ADD, { id: list.id, postId: gone.id });
    await t.deps.db.updateTable('posts').set({ deleted_at: Date.now() }).where('id', '=', gone.id).execute();

    const readerGql = await as(reader.id);
    expect(await itemIds(readerGql, list.id)).toEqual([hidden.id, shown.id]);
    const BLOCK = `mutation($userId: ID!, $id: ID!) { blockUser(userId: $userId, targetUserId: $id) { __typename } }`;
    await (await as(blocker.id))(BLOCK, { userId: blocker.id, id: reader.id });
    expect(await itemIds(readerGql, list.id)).toEqual([shown.id]);
    expect(await itemIds(anonymous, list.id)).toEqual([hidden.id, shown.id]);
    expect((await readerGql(BOOKMARK, { id: hidden.id })).data?.bookmarkPost.__typename).toBe('NotFound');

    await mine(BLOCK, { userId: owner.id, id: reader.id });
    expect((await readerGql(BY_ID, { id: list.id })).data?.catalogById).toBeNull();
    expect((await readerGql(USER_LISTS, { id: owner.id })).data?.user?.catalogsConnection.catalogs ?? []).toEqual([]);
  });
});

describe('saving without JavaScript', () => {
  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  it('toggles the reading list with the xsrf token, goes back with a toast, and asks first on a GET', async () => {
    const reader = await createUser(t.deps.db);
    const author = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id, { title: 'Saved Without Scripts' });
    const session = await t.signIn(reader.id);
    const gql = (q: string, v: Record<string, unknown>) => t.graphql<Record<string, any>>(q, v, session); // eslint-disable-line @typescript-eslint/no-explicit-any

    expect((await post(`/_/bookmark/p/${story.id}`, { xsrf: 'forged' }, session.cookie)).statusCode).toBe(403);
    expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.readingList).toBe('NONE');

    const saved = await post(`/_/bookmark/p/${story.id}`, { xsrf: session.xsrf, redirect: '/me/lists' }, session.cookie);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/me/lists');
    expect(String(saved.headers['set-cookie'])).toContain('quire_toast=');
    expect((await gql(EDGE_OF, { id: story.id })).data?.post.catalogEdge.readingList).toBe('QUEUE');

    const confirm = await t.app.inject({ method: 'GET', url: `/_/bookmark/p/${story.id}?redirect=/x`, headers: { cookie: session.cookie } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Remove “Saved Without Scripts” from your reading list?');
    expect(confirm.body).toContain(`value="${session.xsrf}"`);

    const signedOut = await post(`/_/bookmark/p/${story.id}`, { redirect: '/p/x' });
    expect(signedOut.statusCode).toBe(302);
    expect(new URL(signedOut.headers.location as string, 'http://x').pathname).toBe('/m/signin');
  });
});

describe('rate limits', () => {
  it('counts every attempt per reader and refuses past the limit', async () => {
    const clock = testClock(Date.UTC(2026, 0, 5, 10, 0, 30));
    const app = await createTestApp({}, { now: clock.now });
    try {
      const reader = await createUser(app.deps.db);
      const session = await app.signIn(reader.id);
      const perMinute = LIST_RATE_LIMITS.create[0]!.limit;
      for (let i = 0; i < perMinute; i++) {
        const res = await app.graphql<{ createCatalog: { __typename: string } }>(CREATE, { name: `List ${i}` }, session);
        expect(res.data?.createCatalog.__typename).toBe('Catalog');
      }
      const over = await app.graphql<{ createCatalog: unknown }>(CREATE, { name: 'One more' }, session);
      expect(over.data?.createCatalog).toEqual({ __typename: 'TooManyRequests', message: LIST_MESSAGES.tooMany });
      clock.advance(120_000);
      expect((await app.graphql<{ createCatalog: { __typename: string } }>(CREATE, { name: 'Later' }, session)).data?.createCatalog.__typename).toBe('Catalog');
    } finally {
      await app.close();
    }
  });
});

describe('a writing mutation is all or nothing', () => {
  it('bookmarkPost leaves nothing behind when a later write of it fails: not even the reading list made for it', async () => {
    const writer = await createUser(t.deps.db);
    const reader = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, writer.id);
    const gql = await as(reader.id);
    const readingLists = () =>
      t.deps.db.selectFrom('catalogs').select('id').where('creator_id', '=', reader.id).where('predefined', '=', 'READING_LIST').execute();
    expect(await readingLists()).toEqual([]);
    const publish = t.deps.bus.publish.bind(t.deps.bus);
    // The event is the mutation's last write: it fails after the reading list and its item were written.
    const failing = vi.spyOn(t.deps.bus, 'publish').mockImplementation(async (executor, name, payload) => {
      if (name === 'catalog.itemAdded') throw new Error('The outbox is unavailable');
      return publish(executor, name, payload);
    });
    try {
      const answer = await gql(BOOKMARK, { id: story.id });
      expect(answer.errors?.length).toBeGreaterThan(0);
    } finally {
      failing.mockRestore();
    }
    expect(await readingLists()).toEqual([]);
    expect(await t.deps.db.selectFrom('catalog_items').select('catalog_id').where('post_id', '=', story.id).execute()).toEqual([]);
    // The same call succeeds once the outbox is back, and writes everything.
    expect((await gql(BOOKMARK, { id: story.id })).data?.bookmarkPost.catalogEdge.readingList).toBe('QUEUE');
    expect(await readingLists()).toHaveLength(1);
  });
});
