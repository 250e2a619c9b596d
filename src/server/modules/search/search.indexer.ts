import type { Executor } from '../../db';
import { tagSlugsOfPosts } from '../posts';
import {
  collectionDocuments,
  deleteEntityDocuments,
  deletePostDocuments,
  findablePostDocuments,
  listDocuments,
  tagDocuments,
  upsertEntityDocuments,
  upsertPostDocuments,
  userDocuments,
} from './search.repo';
import type { EntityDocument, EntityKind } from './search.documents';

/*
 * Each call re-reads the source rows and makes the index agree with them: a document is written when its
 * row may be found and removed when it may not. Running one twice, late, or after a crash changes nothing
 * more, which is what lets jobs be delivered at least once and the repair run at any time.
 */

export async function reindexPosts(db: Executor, postIds: readonly string[], now: number): Promise<void> {
  if (postIds.length === 0) return;
  const docs = await findablePostDocuments(db, postIds);
  const found = new Set(docs.map((d) => d.post_id));
  await upsertPostDocuments(db, docs, now);
  await deletePostDocuments(db, postIds.filter((id) => !found.has(id)));
}

/** A story's change also moves the story counts of its tags (and may make a tag findable or not). */
export async function reindexPostsAndTags(db: Executor, postIds: readonly string[], now: number): Promise<void> {
  await reindexPosts(db, postIds, now);
  await reindexTags(db, await tagSlugsOfPosts(db, postIds), now);
}

async function sync(db: Executor, kind: EntityKind, ids: readonly string[], docs: EntityDocument[], now: number) {
  const found = new Set(docs.map((d) => d.ref_id));
  await upsertEntityDocuments(db, docs, now);
  await deleteEntityDocuments(db, kind, ids.filter((id) => !found.has(id)));
}

export async function reindexUsers(db: Executor, userIds: readonly string[], now: number): Promise<void> {
  if (userIds.length) await sync(db, 'user', userIds, await userDocuments(db, userIds), now);
}

export async function reindexCollections(db: Executor, collectionIds: readonly string[], now: number): Promise<void> {
  if (collectionIds.length) await sync(db, 'collection', collectionIds, await collectionDocuments(db, collectionIds), now);
}

export async function reindexLists(db: Executor, catalogIds: readonly string[], now: number): Promise<void> {
  if (catalogIds.length) await sync(db, 'list', catalogIds, await listDocuments(db, catalogIds), now);
}

export async function reindexTags(db: Executor, slugs: readonly string[], now: number): Promise<void> {
  if (slugs.length === 0) return;
  const { found, gone } = await tagDocuments(db, slugs);
  await upsertEntityDocuments(db, found, now);
  await deleteEntityDocuments(db, 'tag', gone);
}
