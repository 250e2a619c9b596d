import { sql } from 'kysely';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { newId } from '../../db/ids';
import { READING_LIST_NAME, READING_LIST_SLUG, type ListVisibility, type ReadingListState } from '../../../shared/validation/lists';
import { joinPosts, openableStory } from '../posts';
import { notByBlockersOf } from '../relations';

export interface CatalogModel {
  id: string;
  creatorId: string;
  name: string;
  description: string;
  visibility: ListVisibility;
  predefined: 'READING_LIST' | null;
  slug: string;
  itemCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface CatalogItemModel {
  catalogItemId: string;
  catalogId: string;
  postId: string;
  position: number;
  state: 'QUEUE' | 'ARCHIVE';
  note: string | null;
  addedAt: number;
}

/** Room left between two neighbours' positions, so that most moves change one row. */
export const POSITION_GAP = 1024;

interface CatalogRow {
  id: string;
  creator_id: string;
  name: string;
  description: string;
  visibility: string;
  predefined: string | null;
  slug: string;
  item_count: number | string;
  created_at: number | string;
  updated_at: number | string;
}

export function toCatalog(row: CatalogRow): CatalogModel {
  return {
    id: row.id,
    creatorId: row.creator_id,
    name: row.name,
    description: row.description,
    visibility: row.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    predefined: row.predefined === 'READING_LIST' ? 'READING_LIST' : null,
    slug: row.slug,
    itemCount: Number(row.item_count),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

interface ItemRow {
  id: string;
  catalog_id: string;
  post_id: string;
  position: number | string;
  state: string;
  note: string | null;
  added_at: number | string;
}

function toItem(row: ItemRow): CatalogItemModel {
  return {
    catalogItemId: row.id,
    catalogId: row.catalog_id,
    postId: row.post_id,
    position: Number(row.position),
    state: row.state === 'ARCHIVE' ? 'ARCHIVE' : 'QUEUE',
    note: row.note,
    addedAt: Number(row.added_at),
  };
}

export async function catalogsByIds(db: Executor, ids: readonly string[]): Promise<CatalogModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('catalogs').selectAll().where('id', 'in', [...ids]).execute();
  return rows.map(toCatalog);
}

export async function readingListOf(db: Executor, userId: string): Promise<CatalogModel | null> {
  const row = await db.selectFrom('catalogs').selectAll().where('creator_id', '=', userId).where('predefined', '=', 'READING_LIST').executeTakeFirst();
  return row ? toCatalog(row) : null;
}

/** The reader's reading list, made at first use; two concurrent first uses make one (the unique index decides). */
export async function ensureReadingList(db: Executor, userId: string, now: number): Promise<CatalogModel> {
  const found = await readingListOf(db, userId);
  if (found) return found;
  await db
    .insertInto('catalogs')
    .values({
      id: newId(),
      creator_id: userId,
      name: READING_LIST_NAME,
      description: '',
      visibility: 'PRIVATE',
      predefined: 'READING_LIST',
      slug: READING_LIST_SLUG,
      item_count: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['creator_id', 'predefined']).doNothing())
    .execute();
  const made = await readingListOf(db, userId);
  if (!made) throw new Error(`Reading list of ${userId} could not be made`);
  return made;
}

export async function insertCatalog(
  db: Executor,
  input: { creatorId: string; name: string; description: string; visibility: ListVisibility; slug: string; now: number },
): Promise<CatalogModel> {
  const id = newId();
  await db
    .insertInto('catalogs')
    .values({
      id,
      creator_id: input.creatorId,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
      predefined: null,
      slug: input.slug,
      item_count: 0,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return {
    id,
    creatorId: input.creatorId,
    name: input.name,
    description: input.description,
    visibility: input.visibility,
    predefined: null,
    slug: input.slug,
    itemCount: 0,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

export async function updateCatalogRow(
  db: Executor,
  id: string,
  changes: Partial<{ name: string; description: string; visibility: ListVisibility; slug: string }>,
  now: number,
): Promise<void> {
  await db
    .updateTable('catalogs')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteCatalogRow(db: Executor, id: string): Promise<boolean> {
  await db.deleteFrom('catalog_items').where('catalog_id', '=', id).execute();
  const result = await db.deleteFrom('catalogs').where('id', '=', id).executeTakeFirst();
  return (result.numDeletedRows ?? 0n) > 0n;
}

export async function countCatalogsOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('catalogs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('creator_id', '=', userId)
    .where('predefined', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function itemOfPost(db: Executor, catalogId: string, postId: string): Promise<CatalogItemModel | null> {
  const row = await db.selectFrom('catalog_items').selectAll().where('catalog_id', '=', catalogId).where('post_id', '=', postId).executeTakeFirst();
  return row ? toItem(row) : null;
}

export async function itemById(db: Executor, catalogId: string, itemId: string): Promise<CatalogItemModel | null> {
  const row = await db.selectFrom('catalog_items').selectAll().where('catalog_id', '=', catalogId).where('id', '=', itemId).executeTakeFirst();
  return row ? toItem(row) : null;
}

async function topPosition(db: Executor, catalogId: string, state: 'QUEUE' | 'ARCHIVE'): Promise<number> {
  const row = await db
    .selectFrom('catalog_items')
    .select((eb) => eb.fn.min('position').as('top'))
    .where('catalog_id', '=', catalogId)
    .where('state', '=', state)
    .executeTakeFirst();
  return row?.top == null ? 0 : Number(row.top) - POSITION_GAP;
}

async function bumpCount(db: Executor, catalogId: string, delta: 1 | -1, now: number) {
  await db
    .updateTable('catalogs')
    .set((eb) => ({ item_count: eb(eb.ref('item_count'), '+', delta), updated_at: now }))
    .where('id', '=', catalogId)
    .execute();
}

/** Adds the story at the top (of its state, in the reading list); null when it was already there. */
export async function insertItem(
  db: Executor,
  input: { catalogId: string; postId: string; state: 'QUEUE' | 'ARCHIVE'; now: number },
): Promise<CatalogItemModel | null> {
  const position = await topPosition(db, input.catalogId, input.state);
  const id = newId();
  try {
    const result = await db
      .insertInto('catalog_items')
      .values({ id, catalog_id: input.catalogId, post_id: input.postId, position, state: input.state, note: null, added_at: input.now })
      .onConflict((oc) => oc.columns(['catalog_id', 'post_id']).doNothing())
      .executeTakeFirst();
    if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  await bumpCount(db, input.catalogId, 1, input.now);
  return { catalogItemId: id, catalogId: input.catalogId, postId: input.postId, position, state: input.state, note: null, addedAt: input.now };
}

export async function deleteItem(db: Executor, catalogId: string, postId: string, now: number): Promise<boolean> {
  const result = await db.deleteFrom('catalog_items').where('catalog_id', '=', catalogId).where('post_id', '=', postId).executeTakeFirst();
  if ((result.numDeletedRows ?? 0n) === 0n) return false;
  await bumpCount(db, catalogId, -1, now);
  return true;
}

/** Moves a reading-list item to the top of the other state. */
export async function setItemState(db: Executor, item: CatalogItemModel, state: 'QUEUE' | 'ARCHIVE', now: number): Promise<void> {
  const position = await topPosition(db, item.catalogId, state);
  await db.updateTable('catalog_items').set({ state, position }).where('id', '=', item.catalogItemId).execute();
  await db.updateTable('catalogs').set({ updated_at: now }).where('id', '=', item.catalogId).execute();
}

export async function setItemNote(db: Executor, itemId: string, note: string | null): Promise<void> {
  await db.updateTable('catalog_items').set({ note }).where('id', '=', itemId).execute();
}

/** Every item of a list in order (for a move that must renumber). */
async function orderedItemIds(db: Executor, catalogId: string): Promise<{ id: string; position: number }[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'position'])
    .where('catalog_id', '=', catalogId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, position: Number(r.position) }));
}

/**
 * Puts the item right after `afterId` (or first when null). Takes the middle of the gap between its new
 * neighbours; when there is no room, renumbers the list with fresh gaps (in the caller's transaction).
 */
export async function moveItem(db: Executor, catalogId: string, itemId: string, afterId: string | null): Promise<void> {
  const order = (await orderedItemIds(db, catalogId)).filter((row) => row.id !== itemId);
  const index = afterId === null ? 0 : order.findIndex((row) => row.id === afterId) + 1;
  const before = order[index - 1];
  const after = order[index];
  let position: number | null;
  if (!before && !after) position = 0;
  else if (!before) position = after!.position - POSITION_GAP;
  else if (!after) position = before.position + POSITION_GAP;
  else position = after.position - before.position >= 2 ? Math.floor((before.position + after.position) / 2) : null;
  if (position !== null) {
    await db.updateTable('catalog_items').set({ position }).where('id', '=', itemId).execute();
    return;
  }
  const renumbered = [...order.slice(0, index).map((r) => r.id), itemId, ...order.slice(index).map((r) => r.id)];
  for (const [i, id] of renumbered.entries()) {
    await db.updateTable('catalog_items').set({ position: i * POSITION_GAP }).where('id', '=', id).execute();
  }
}

export interface ItemCursor {
  position: number;
  id: string;
}

/**
 * One page of a list's items in order, after the cursor, leaving out stories the reader cannot read:
 * unpublished, deleted or suspended ones, and those of people who blocked the reader.
 */
export async function itemPage(
  db: Executor,
  input: { catalogId: string; state: 'QUEUE' | 'ARCHIVE' | null; viewerId: string | null; limit: number; after: ItemCursor | null },
): Promise<CatalogItemModel[]> {
  let query = joinPosts(db.selectFrom('catalog_items'), 'catalog_items.post_id')
    .selectAll('catalog_items')
    .where('catalog_items.catalog_id', '=', input.catalogId)
    .where(openableStory);
  if (input.state) query = query.where('catalog_items.state', '=', input.state);
  if (input.viewerId) query = query.where(notByBlockersOf(input.viewerId));
  if (input.after) {
    const { position, id } = input.after;
    query = query.where(sql<boolean>`(catalog_items.position, catalog_items.id) > (${position}, ${id})`);
  }
  const rows = await query.orderBy('catalog_items.position').orderBy('catalog_items.id').limit(input.limit).execute();
  return rows.map(toItem);
}

/** For each story, the reader's reading-list state and the ids of their other lists holding it. */
export async function savedStates(
  db: Executor,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, { readingList: ReadingListState; catalogIds: string[] }>> {
  const found = new Map<string, { readingList: ReadingListState; catalogIds: string[] }>();
  if (postIds.length === 0) return found;
  const rows = await db
    .selectFrom('catalog_items')
    .innerJoin('catalogs', 'catalogs.id', 'catalog_items.catalog_id')
    .select(['catalog_items.post_id', 'catalog_items.state', 'catalogs.id as catalog_id', 'catalogs.predefined', 'catalogs.updated_at'])
    .where('catalogs.creator_id', '=', viewerId)
    .where('catalog_items.post_id', 'in', [...new Set(postIds)])
    .orderBy('catalogs.updated_at', 'desc')
    .execute();
  for (const id of postIds) found.set(id, { readingList: 'NONE', catalogIds: [] });
  for (const row of rows) {
    const entry = found.get(row.post_id)!;
    if (row.predefined === 'READING_LIST') entry.readingList = row.state === 'ARCHIVE' ? 'ARCHIVE' : 'QUEUE';
    else entry.catalogIds.push(row.catalog_id);
  }
  return found;
}

export interface CatalogCursor {
  updatedAt: number;
  id: string;
}

/** A person's lists, newest changed first (the reading list not among them): public only unless `all`. */
export async function catalogPage(
  db: Executor,
  input: { creatorId: string; all: boolean; limit: number; after: CatalogCursor | null },
): Promise<CatalogModel[]> {
  let query = db.selectFrom('catalogs').selectAll().where('creator_id', '=', input.creatorId).where('predefined', 'is', null);
  if (!input.all) query = query.where('visibility', '=', 'PUBLIC');
  if (input.after) {
    const { updatedAt, id } = input.after;
    query = query.where(sql<boolean>`(updated_at, id) < (${updatedAt}, ${id})`);
  }
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
  return rows.map(toCatalog);
}

/** The item count straight from the rows: what the counter must always equal. */
export async function countedItems(db: Executor, catalogId: string): Promise<number> {
  const row = await db.selectFrom('catalog_items').select((eb) => eb.fn.countAll().as('n')).where('catalog_id', '=', catalogId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Lists, for another module's query to compose with (its own joins, columns and conditions): one statement. */
export function catalogsQuery(db: Executor) {
  return db.selectFrom('catalogs');
}
