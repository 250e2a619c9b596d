import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';
import { cleanIndexedText } from '../../../shared/search/highlight';
import { catalogsQuery } from '../catalogs';
import { collectionsQuery } from '../collections';
import { joinReadableVersion, listedStory, LOCKED_PREVIEW_PARAGRAPHS, postsQuery, taggedPostsQuery } from '../posts';
import { withCollectionFollowerCount, withFollowerCount } from '../relations';
import { seriesSearchText } from '../series';
import { accountsQuery, inGoodStanding, joinAccounts } from '../users';
import { entityDocument, postDocument, type EntityDocument, type EntityKind, type PostDocument } from './search.documents';

/*
 * The index's own rows, and the source rows it is made from (read only). Whether a story may be found is
 * decided here once, for the indexer and for every search (which checks again at query time, so a
 * document whose update has not run yet still never shows what it should not).
 */

/** Published, PUBLIC or LOCKED, not a response, not deleted or suspended, by a writer in good standing. */
export function findablePost(eb: ExpressionBuilder<DB, 'posts' | 'users'>) {
  return eb.and([
    listedStory(eb as unknown as ExpressionBuilder<DB, 'posts'>),
    eb('posts.published_at', 'is not', null),
    ...inGoodStanding(eb as unknown as ExpressionBuilder<DB, 'users'>),
  ]);
}

const POST_SOURCE = [
  'posts.id',
  'posts.creator_id',
  'posts.collection_id',
  'posts.title',
  'posts.subtitle',
  'posts.visibility',
  'posts.published_at',
  'posts.is_series',
  'post_versions.body',
] as const;

/** The documents of those of these stories that may be found, made from their readable version (a series: from its parts). */
export async function findablePostDocuments(db: Executor, postIds: readonly string[]): Promise<PostDocument[]> {
  if (postIds.length === 0) return [];
  const rows = await joinReadableVersion(joinAccounts(postsQuery(db), 'posts.creator_id'))
    .select(POST_SOURCE)
    .where('posts.id', 'in', postIds)
    .where(findablePost)
    .execute();
  return Promise.all(rows.map(async (row) => (row.is_series === 1 ? seriesDocument(db, row) : postDocument(row, row.body))));
}

async function seriesDocument(db: Executor, row: Parameters<typeof postDocument>[0]): Promise<PostDocument> {
  const series = await seriesSearchText(db, row.id);
  const doc = postDocument(row, '');
  if (!series) return doc;
  // The same rule as a story's: a members-only series gives its preview's paragraphs only.
  const paragraphs = series.text.split(/\n{2,}/);
  const readable = row.visibility === 'LOCKED' ? paragraphs.slice(0, LOCKED_PREVIEW_PARAGRAPHS) : paragraphs;
  return { ...doc, body: cleanIndexedText(readable.join('\n')) };
}

/** Findable stories after a (published_at, id) position, oldest first: the rebuild reads them a batch at a time. */
export async function findablePostIdsAfter(db: Executor, after: { publishedAt: number; id: string } | null, limit: number): Promise<{ id: string; publishedAt: number }[]> {
  let query = joinAccounts(postsQuery(db), 'posts.creator_id').select(['posts.id', 'posts.published_at']).where(findablePost);
  if (after) query = query.where((eb) => eb(eb.refTuple('posts.published_at', 'posts.id'), '>', eb.tuple(after.publishedAt, after.id)));
  const rows = await query.orderBy('posts.published_at').orderBy('posts.id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, publishedAt: r.published_at ?? 0 }));
}

export async function upsertPostDocuments(db: Executor, docs: readonly PostDocument[], now: number): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto('search_posts')
    .values(docs.map((doc) => ({ ...doc, indexed_at: now })))
    .onConflict((oc) =>
      oc.column('post_id').doUpdateSet((eb) => ({
        creator_id: eb.ref('excluded.creator_id'),
        collection_id: eb.ref('excluded.collection_id'),
        title: eb.ref('excluded.title'),
        subtitle: eb.ref('excluded.subtitle'),
        body: eb.ref('excluded.body'),
        published_at: eb.ref('excluded.published_at'),
        indexed_at: eb.ref('excluded.indexed_at'),
      })),
    )
    .execute();
}

export async function deletePostDocuments(db: Executor, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.deleteFrom('search_posts').where('post_id', 'in', postIds).execute();
}

export async function upsertEntityDocuments(db: Executor, docs: readonly EntityDocument[], now: number): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto('search_entities')
    .values(docs.map((doc) => ({ ...doc, indexed_at: now })))
    .onConflict((oc) =>
      oc.columns(['kind', 'ref_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        detail: eb.ref('excluded.detail'),
        body: eb.ref('excluded.body'),
        popularity: eb.ref('excluded.popularity'),
        indexed_at: eb.ref('excluded.indexed_at'),
      })),
    )
    .execute();
}

export async function deleteEntityDocuments(db: Executor, kind: EntityKind, refIds: readonly string[]): Promise<void> {
  if (refIds.length === 0) return;
  await db.deleteFrom('search_entities').where('kind', '=', kind).where('ref_id', 'in', refIds).execute();
}

/** People anyone may find (not deleted, not suspended), with their follower counts. */
export async function userDocuments(db: Executor, userIds: readonly string[]): Promise<EntityDocument[]> {
  if (userIds.length === 0) return [];
  const rows = await withFollowerCount(accountsQuery(db).select(['users.id', 'users.name', 'users.username', 'users.bio']), 'users.id')
    .where('users.id', 'in', userIds)
    .where((eb) => eb.and(inGoodStanding(eb)))
    .execute();
  return rows.map((r) => entityDocument('user', r.id, { name: r.name, detail: r.username, body: r.bio, popularity: r.follower_count }));
}

export async function collectionDocuments(db: Executor, collectionIds: readonly string[]): Promise<EntityDocument[]> {
  if (collectionIds.length === 0) return [];
  const rows = await withCollectionFollowerCount(
    collectionsQuery(db).select(['collections.id', 'collections.name', 'collections.slug', 'collections.tagline', 'collections.description']),
    'collections.id',
  )
    .where('collections.id', 'in', collectionIds)
    .execute();
  return rows.map((r) =>
    entityDocument('collection', r.id, { name: r.name, detail: r.slug, body: [r.tagline, r.description].filter(Boolean).join('\n'), popularity: r.follower_count }),
  );
}

/** Tags with the number of findable stories that carry them; a tag no findable story carries is not found. */
export async function tagDocuments(db: Executor, slugs: readonly string[]): Promise<{ found: EntityDocument[]; gone: string[] }> {
  if (slugs.length === 0) return { found: [], gone: [] };
  const rows = await joinAccounts(taggedPostsQuery(db), 'posts.creator_id')
    .select(['tags.slug', 'tags.name', (eb) => eb.fn.countAll<number | string>().as('stories')])
    .where('tags.slug', 'in', slugs)
    .where(findablePost)
    .groupBy(['tags.slug', 'tags.name'])
    .execute();
  const found = rows.map((r) => entityDocument('tag', r.slug, { name: r.name, detail: r.slug.replace(/-/g, ' '), popularity: Number(r.stories) }));
  const kept = new Set(found.map((d) => d.ref_id));
  return { found, gone: slugs.filter((s) => !kept.has(s)) };
}

/** Public lists (never the reading list) that hold at least one story, by people in good standing. */
export async function listDocuments(db: Executor, catalogIds: readonly string[]): Promise<EntityDocument[]> {
  if (catalogIds.length === 0) return [];
  const rows = await joinAccounts(catalogsQuery(db), 'catalogs.creator_id')
    .select(['catalogs.id', 'catalogs.name', 'catalogs.description', 'catalogs.item_count'])
    .where('catalogs.id', 'in', catalogIds)
    .where('catalogs.visibility', '=', 'PUBLIC')
    .where('catalogs.predefined', 'is', null)
    .where('catalogs.item_count', '>', 0)
    .where((eb) => eb.and(inGoodStanding(eb)))
    .execute();
  return rows.map((r) => entityDocument('list', r.id, { name: r.name, body: r.description, popularity: r.item_count }));
}

/** The rows the index is made from, each kind through the query its own module gives. */
const SOURCES = { posts: postsQuery, users: accountsQuery, collections: collectionsQuery, catalogs: catalogsQuery };
type SourceTable = keyof typeof SOURCES;

/** A query over one kind of source row, for the columns every kind has (`id`, `updated_at`). */
function sourceQuery(db: Executor, table: SourceTable): SelectQueryBuilder<DB, SourceTable, object> {
  return SOURCES[table](db) as SelectQueryBuilder<DB, SourceTable, object>;
}

/** Ids of rows of a table changed after a time (the repair's sweep), oldest change first, a batch at a time. */
export async function changedSince(
  db: Executor,
  table: SourceTable,
  since: number,
  after: { updatedAt: number; id: string } | null,
  limit: number,
): Promise<{ id: string; updatedAt: number }[]> {
  let query = sourceQuery(db, table).select(['id', 'updated_at']).where('updated_at', '>', since);
  if (after) query = query.where((eb) => eb(eb.refTuple('updated_at', 'id'), '>', eb.tuple(after.updatedAt, after.id)));
  const rows = await query.orderBy('updated_at').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, updatedAt: Number(r.updated_at) }));
}

export async function readWatermark(db: Executor): Promise<number | null> {
  const row = await db.selectFrom('search_state').select('value').where('name', '=', 'repaired_until').executeTakeFirst();
  return row ? Number(row.value) : null;
}

export async function writeWatermark(db: Executor, value: number): Promise<void> {
  await db
    .insertInto('search_state')
    .values({ name: 'repaired_until', value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

/** Every id of a kind of source row, a batch at a time (the rebuild). */
export async function sourceIdsAfter(db: Executor, table: Exclude<SourceTable, 'posts'>, after: string | null, limit: number): Promise<string[]> {
  let query = sourceQuery(db, table).select('id');
  if (after) query = query.where('id', '>', after);
  return (await query.orderBy('id').limit(limit).execute()).map((r) => r.id);
}
