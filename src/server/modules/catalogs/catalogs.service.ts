import {
  isListVisibility,
  LIST_DESCRIPTION_MAX,
  LIST_MESSAGES,
  LIST_PAGE_SIZE,
  LIST_RATE_LIMITS,
  listDescriptionError,
  listNameError,
  MAX_ITEMS_PER_LIST,
  MAX_LIST_PAGE_SIZE,
  MAX_LISTS_PER_READER,
  type ListVisibility,
  type ReadingListState,
} from '../../../shared/validation/lists';
import { slugify } from '../../../shared/format/slug';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { findPost, type PostModel } from '../posts';
import { findUser, type UserModel } from '../users';
import { canReadCatalog, isCreator } from './catalogs.policy';
import {
  catalogPage,
  countCatalogsOf,
  deleteCatalogRow,
  deleteItem,
  ensureReadingList,
  insertCatalog,
  insertItem,
  itemById,
  itemOfPost,
  itemPage,
  moveItem,
  readingListOf,
  setItemNote,
  setItemState,
  updateCatalogRow,
  type CatalogItemModel,
  type CatalogModel,
} from './catalogs.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A new list (never the reading list). */
    'catalog.created': { actorId: string; catalogId: string; visibility: ListVisibility };
    /** A story went into a list; `visibility` tells whether anyone else can see that. */
    'catalog.itemAdded': { actorId: string; catalogId: string; postId: string; postAuthorId: string; visibility: ListVisibility; isReadingList: boolean };
    'catalog.deleted': { actorId: string; catalogId: string };
    /** A list's name, description or visibility changed. */
    'catalog.updated': { actorId: string; catalogId: string };
  }
}

export type { Refusal };
export type CatalogAnswer = ({ __typename: 'Catalog' } & CatalogModel) | Refusal;
export type ReadingListAnswer = ({ __typename: 'Post' } & PostModel) | Refusal;
export type DeleteAnswer = { __typename: 'CatalogDeleted'; catalogId: string } | Exclude<Refusal, { __typename: 'BadRequest' }>;

const badRequest = (message: string) => ({ __typename: 'BadRequest' as const, message });
const forbidden = (message: string) => ({ __typename: 'Forbidden' as const, message });
const listNotFound = () => ({ __typename: 'NotFound' as const, message: LIST_MESSAGES.listNotFound });
const storyNotFound = () => ({ __typename: 'NotFound' as const, message: LIST_MESSAGES.storyNotFound });
const catalogAnswer = (catalog: CatalogModel): CatalogAnswer => ({ __typename: 'Catalog', ...catalog });

async function overLimit(ctx: SignedInContext, kind: keyof typeof LIST_RATE_LIMITS) {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `lists:${kind}:${ctx.viewer.id}`, LIST_RATE_LIMITS[kind], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests' as const, message: LIST_MESSAGES.tooMany };
}

/** After a change: this request's later reads (the answer's counts and saved state) see it. */
function forget(ctx: SignedInContext, catalogId: string | null, postId?: string) {
  if (catalogId) ctx.loaders.catalogById.clear(catalogId);
  if (postId) ctx.loaders.savedState.clear(`${ctx.viewer.id}:${postId}`);
}

async function fresh(ctx: SignedInContext, catalogId: string): Promise<CatalogModel | null> {
  ctx.loaders.catalogById.clear(catalogId);
  return ctx.loaders.catalogById.load(catalogId);
}

/** A story the reader may save: published, not deleted nor suspended, by nobody who blocked them. */
async function readableStory(ctx: ServiceContext, postId: string): Promise<PostModel | null> {
  const found = await findPost(ctx, { id: postId });
  return found.kind === 'post' && found.post.isPublished ? found.post : null;
}

/** The reader's own list, or the refusal: another's list is "not found" unless they may read it. */
async function ownList(ctx: SignedInContext, catalogId: string): Promise<CatalogModel | Refusal> {
  const catalog = await fresh(ctx, catalogId);
  if (!catalog) return listNotFound();
  if (isCreator(ctx, catalog)) return catalog;
  return (await canReadCatalog(ctx, catalog)) ? forbidden(LIST_MESSAGES.notYourList) : listNotFound();
}

const isRefusal = (value: CatalogModel | Refusal): value is Refusal => '__typename' in value;

// Reads.

/** A list the reader may read, or null (private lists and reading lists of others are never found). */
export async function readableCatalog(ctx: ServiceContext, { catalogId }: { catalogId: string }): Promise<CatalogModel | null> {
  const catalog = await ctx.loaders.catalogById.load(catalogId);
  return catalog && (await canReadCatalog(ctx, catalog)) ? catalog : null;
}

/** A list by its address: /@{username}/list/{slugId}, or the reader's own /me/list/{slugId} without a username. */
export async function catalogBySlugId(ctx: ServiceContext, input: { username?: string | null; catalogSlugId: string }) {
  let owner = ctx.viewer;
  if (input.username) {
    const found = await findUser(ctx, { username: input.username });
    owner = found.kind === 'user' ? found.user : null;
  }
  if (!owner) return null;
  if (input.catalogSlugId === 'reading-list') {
    if (!ctx.viewer || ctx.viewer.id !== owner.id) return null;
    return ensureReadingList(ctx.db, owner.id, ctx.now());
  }
  const id = input.catalogSlugId.split('-').pop() ?? '';
  const catalog = await readableCatalog(ctx, { catalogId: id });
  return catalog && catalog.creatorId === owner.id ? catalog : null;
}

export function listPageSize(limit: number | null | undefined): number {
  if (limit == null) return LIST_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_LIST_PAGE_SIZE);
}

export interface Paging {
  limit?: number | null;
  to?: string | null;
}

function decodeItemCursor(to: string | null | undefined) {
  const match = /^(-?\d{1,18})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { position: Number(match[1]), id: match[2] ?? '' } : null;
}

/** A page of a list's readable items (the reader may read the list: checked by the caller). */
export async function itemsOf(ctx: ServiceContext, { catalog, paging, state = null }: { catalog: CatalogModel; paging: Paging; state?: 'QUEUE' | 'ARCHIVE' | null }) {
  const limit = listPageSize(paging.limit);
  const rows = await itemPage(ctx.db, {
    catalogId: catalog.id,
    state,
    viewerId: ctx.viewer?.id ?? null,
    limit: limit + 1,
    after: decodeItemCursor(paging.to),
  });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, pagingInfo: { next: rows.length > limit && last ? { limit, to: `${last.position}_${last.catalogItemId}` } : null, previous: null } };
}

/** The signed-in reader's reading list, made at first use. */
export function readingList(ctx: SignedInContext): Promise<CatalogModel> {
  return ensureReadingList(ctx.db, ctx.viewer.id, ctx.now());
}

export async function readingListItems(ctx: SignedInContext, { state, paging }: { state: ReadingListState; paging: Paging }) {
  const list = await readingListOf(ctx.db, ctx.viewer.id);
  if (!list || state === 'NONE') return { items: [], pagingInfo: { next: null, previous: null } };
  return itemsOf(ctx, { catalog: list, paging, state });
}

function decodeCatalogCursor(to: string | null | undefined) {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { updatedAt: Number(match[1]), id: match[2] ?? '' } : null;
}

/** A person's lists: public ones, or all of them for the person themself (the reading list apart). */
export async function catalogsOf(ctx: ServiceContext, { creator, paging }: { creator: UserModel; paging: Paging }) {
  const limit = listPageSize(paging.limit);
  const own = ctx.viewer?.id === creator.id;
  const blocked = !own && ctx.viewer ? (await ctx.loaders.userRelation.load(`${ctx.viewer.id}:${creator.id}`)).isBlockedBy : false;
  if (blocked) return { catalogs: [], pagingInfo: { next: null, previous: null } };
  const rows = await catalogPage(ctx.db, { creatorId: creator.id, all: own, limit: limit + 1, after: decodeCatalogCursor(paging.to) });
  const catalogs = rows.slice(0, limit);
  for (const catalog of catalogs) ctx.loaders.catalogById.prime(catalog.id, catalog);
  const last = catalogs[catalogs.length - 1];
  return { catalogs, pagingInfo: { next: rows.length > limit && last ? { limit, to: `${last.updatedAt}_${last.id}` } : null, previous: null } };
}

/** The reader's saved state of a story; nothing for signed-out readers. */
export async function savedStateOf(ctx: ServiceContext, { postId }: { postId: string }) {
  const viewerId = ctx.viewer?.id ?? 'lo';
  if (!ctx.viewer) return { id: `${postId}:${viewerId}`, readingList: 'NONE' as const, catalogIds: [] };
  const state = await ctx.loaders.savedState.load(`${ctx.viewer.id}:${postId}`);
  return { id: `${postId}:${viewerId}`, ...state };
}

// The reading list.

/** Saves, archives or removes the story in the reading list, through `ctx.db` (the caller's transaction). */
async function toggleReadingListItem(ctx: SignedInContext, input: { list: CatalogModel; post: PostModel; mutation: 'bookmark' | 'archive'; now: number }) {
  const { list, post, mutation, now } = input;
  const item = await itemOfPost(ctx.db, list.id, post.id);
  if (mutation === 'bookmark') {
    if (item) {
      await deleteItem(ctx.db, list.id, post.id, now);
      return;
    }
    if (await insertItem(ctx.db, { catalogId: list.id, postId: post.id, state: 'QUEUE', now })) await added(ctx, list, post);
    return;
  }
  if (!item) {
    if (await insertItem(ctx.db, { catalogId: list.id, postId: post.id, state: 'ARCHIVE', now })) await added(ctx, list, post);
    return;
  }
  await setItemState(ctx.db, item, item.state === 'ARCHIVE' ? 'QUEUE' : 'ARCHIVE', now);
}

async function changeReadingList(ctx: SignedInContext, postId: string, mutation: 'bookmark' | 'archive'): Promise<ReadingListAnswer> {
  const limited = await overLimit(ctx, 'save');
  if (limited) return limited;
  const post = await readableStory(ctx, postId);
  if (!post) return storyNotFound();
  const now = ctx.now();
  const list = await ensureReadingList(ctx.db, ctx.viewer.id, now);
  await toggleReadingListItem(ctx, { list, post, mutation, now });
  forget(ctx, list.id, post.id);
  return { __typename: 'Post', ...post };
}

function added(ctx: SignedInContext, list: CatalogModel, post: PostModel) {
  return ctx.bus.publish(ctx.db, 'catalog.itemAdded', {
    actorId: ctx.viewer.id,
    catalogId: list.id,
    postId: post.id,
    postAuthorId: post.creatorId,
    visibility: list.predefined ? 'PRIVATE' : list.visibility,
    isReadingList: list.predefined === 'READING_LIST',
  });
}

/** Saves the story (QUEUE) or, when it is saved or archived, removes it. */
export function bookmarkPost(ctx: SignedInContext, input: { targetPostId: string }): Promise<ReadingListAnswer> {
  return changeReadingList(ctx, input.targetPostId, 'bookmark');
}

/** Archives the story (saving it first if needed) or, when archived, moves it back to the saved stories. */
export function archivePost(ctx: SignedInContext, input: { targetPostId: string }): Promise<ReadingListAnswer> {
  return changeReadingList(ctx, input.targetPostId, 'archive');
}

// Lists.

interface ListFields {
  name?: string | null;
  description?: string | null;
  visibility?: string | null;
}

function checkFields(fields: ListFields): Refusal | null {
  if (fields.name != null) {
    const error = listNameError(fields.name);
    if (error) return badRequest(error);
  }
  if (fields.description != null) {
    const error = listDescriptionError(fields.description);
    if (error) return badRequest(error);
  }
  if (fields.visibility != null && !isListVisibility(fields.visibility)) return badRequest(LIST_MESSAGES.badVisibility);
  return null;
}

export async function createCatalog(
  ctx: SignedInContext,
  input: { name: string; description?: string | null; visibility?: string | null; postId?: string | null },
): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'create');
  if (limited) return limited;
  const invalid = checkFields({ ...input, name: input.name ?? '' });
  if (invalid) return invalid;
  if ((await countCatalogsOf(ctx.db, ctx.viewer.id)) >= MAX_LISTS_PER_READER) return badRequest(LIST_MESSAGES.tooManyLists);
  const post = input.postId ? await readableStory(ctx, input.postId) : null;
  if (input.postId && !post) return storyNotFound();
  const name = input.name.trim();
  const visibility: ListVisibility = input.visibility === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC';
  const now = ctx.now();
  const catalog = await insertCatalog(ctx.db, {
    creatorId: ctx.viewer.id,
    name,
    description: (input.description ?? '').trim().slice(0, LIST_DESCRIPTION_MAX * 2),
    visibility,
    slug: slugify(name, 50),
    now,
  });
  await ctx.bus.publish(ctx.db, 'catalog.created', { actorId: ctx.viewer.id, catalogId: catalog.id, visibility });
  if (post && (await insertItem(ctx.db, { catalogId: catalog.id, postId: post.id, state: 'QUEUE', now }))) await added(ctx, catalog, post);
  if (post) forget(ctx, null, post.id);
  return catalogAnswer((await fresh(ctx, catalog.id)) ?? catalog);
}

export async function updateCatalog(
  ctx: SignedInContext,
  input: { catalogId: string; name?: string | null; description?: string | null; visibility?: string | null },
): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'edit');
  if (limited) return limited;
  const catalog = await ownList(ctx, input.catalogId);
  if (isRefusal(catalog)) return catalog;
  if (catalog.predefined && (input.name != null || input.visibility != null)) return badRequest(LIST_MESSAGES.readingListFixed);
  const invalid = checkFields(input);
  if (invalid) return invalid;
  const changes: { name?: string; slug?: string; description?: string; visibility?: ListVisibility } = {};
  if (input.name != null) Object.assign(changes, { name: input.name.trim(), slug: slugify(input.name.trim(), 50) });
  if (input.description != null) changes.description = input.description.trim();
  if (input.visibility != null) changes.visibility = input.visibility as ListVisibility;
  await updateCatalogRow(ctx.db, catalog.id, changes, ctx.now());
  await ctx.bus.publish(ctx.db, 'catalog.updated', { actorId: ctx.viewer.id, catalogId: catalog.id });
  return catalogAnswer((await fresh(ctx, catalog.id)) ?? catalog);
}

export async function deleteCatalog(ctx: SignedInContext, input: { catalogId: string }): Promise<DeleteAnswer> {
  const limited = await overLimit(ctx, 'edit');
  if (limited) return limited;
  const catalog = await ownList(ctx, input.catalogId);
  if (isRefusal(catalog)) return catalog.__typename === 'BadRequest' ? listNotFound() : catalog;
  if (catalog.predefined) return forbidden(LIST_MESSAGES.readingListFixed);
  if (await deleteCatalogRow(ctx.db, catalog.id)) await ctx.bus.publish(ctx.db, 'catalog.deleted', { actorId: ctx.viewer.id, catalogId: catalog.id });
  ctx.loaders.savedState.clearAll();
  forget(ctx, catalog.id);
  return { __typename: 'CatalogDeleted', catalogId: catalog.id };
}

export async function addToCatalog(ctx: SignedInContext, input: { catalogId: string; postId: string }): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'save');
  if (limited) return limited;
  const catalog = await ownList(ctx, input.catalogId);
  if (isRefusal(catalog)) return catalog;
  const post = await readableStory(ctx, input.postId);
  if (!post) return storyNotFound();
  if (catalog.itemCount >= MAX_ITEMS_PER_LIST) return badRequest(LIST_MESSAGES.listFull);
  const now = ctx.now();
  if (await insertItem(ctx.db, { catalogId: catalog.id, postId: post.id, state: 'QUEUE', now })) await added(ctx, catalog, post);
  forget(ctx, catalog.id, post.id);
  return catalogAnswer((await fresh(ctx, catalog.id)) ?? catalog);
}

/** Removing a story not in the list changes nothing and succeeds (a deleted story can be removed too). */
export async function removeFromCatalog(ctx: SignedInContext, input: { catalogId: string; postId: string }): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'save');
  if (limited) return limited;
  const catalog = await ownList(ctx, input.catalogId);
  if (isRefusal(catalog)) return catalog;
  await deleteItem(ctx.db, catalog.id, input.postId, ctx.now());
  forget(ctx, catalog.id, input.postId);
  return catalogAnswer((await fresh(ctx, catalog.id)) ?? catalog);
}

async function ownItem(ctx: SignedInContext, catalogId: string, itemId: string): Promise<{ catalog: CatalogModel; item: CatalogItemModel } | Refusal> {
  const catalog = await ownList(ctx, catalogId);
  if (isRefusal(catalog)) return catalog;
  const item = await itemById(ctx.db, catalog.id, itemId);
  return item ? { catalog, item } : { __typename: 'NotFound', message: LIST_MESSAGES.itemNotFound };
}

export async function moveCatalogItem(
  ctx: SignedInContext,
  input: { catalogId: string; catalogItemId: string; afterCatalogItemId?: string | null },
): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'edit');
  if (limited) return limited;
  const found = await ownItem(ctx, input.catalogId, input.catalogItemId);
  if ('__typename' in found) return found;
  const after = input.afterCatalogItemId ?? null;
  if (after === found.item.catalogItemId) return catalogAnswer(found.catalog);
  if (after && !(await itemById(ctx.db, found.catalog.id, after))) return { __typename: 'NotFound', message: LIST_MESSAGES.itemNotFound };
  const now = ctx.now();
  await moveItem(ctx.db, found.catalog.id, found.item.catalogItemId, after);
  await updateCatalogRow(ctx.db, found.catalog.id, {}, now);
  return catalogAnswer((await fresh(ctx, found.catalog.id)) ?? found.catalog);
}

export async function updateCatalogItemNote(
  ctx: SignedInContext,
  input: { catalogId: string; catalogItemId: string; note: string },
): Promise<CatalogAnswer> {
  const limited = await overLimit(ctx, 'edit');
  if (limited) return limited;
  const found = await ownItem(ctx, input.catalogId, input.catalogItemId);
  if ('__typename' in found) return found;
  const note = input.note.trim();
  if ([...note].length > LIST_DESCRIPTION_MAX) return badRequest(LIST_MESSAGES.descriptionTooLong);
  await setItemNote(ctx.db, found.item.catalogItemId, note || null);
  return catalogAnswer(found.catalog);
}
