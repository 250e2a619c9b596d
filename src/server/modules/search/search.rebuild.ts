import type { Executor } from '../../db';
import { reindexCollections, reindexLists, reindexPosts, reindexTags, reindexUsers } from './search.indexer';
import { tagSlugsAfter } from '../posts';
import { findablePostIdsAfter, sourceIdsAfter, writeWatermark } from './search.repo';

/** Rows read and written per statement: large enough to be quick, small enough for SQLite's variable limit. */
export const REBUILD_BATCH = 400;

/**
 * Builds the whole index again from the source rows, a batch at a time (the migration that made the index,
 * an operator, the scale benchmark's fill). Every step is a reindex, so a rebuild interrupted half way
 * can simply be run again. Documents of rows that are no longer findable are removed first.
 */
export async function rebuildSearchIndex(db: Executor, now: number): Promise<{ posts: number; entities: number }> {
  await db.deleteFrom('search_posts').execute();
  await db.deleteFrom('search_entities').execute();
  let posts = 0;
  // Oldest first: on SQLite the document ids then follow publication order, which the candidate scan reads newest first.
  for (let after: { publishedAt: number; id: string } | null = null; ; ) {
    const batch = await findablePostIdsAfter(db, after, REBUILD_BATCH);
    if (batch.length === 0) break;
    await reindexPosts(db, batch.map((p) => p.id), now);
    posts += batch.length;
    after = batch[batch.length - 1]!;
  }
  let entities = 0;
  const kinds = [
    ['users', reindexUsers],
    ['collections', reindexCollections],
    ['catalogs', reindexLists],
  ] as const;
  for (const [table, reindex] of kinds) {
    for (let after: string | null = null; ; ) {
      const ids = await sourceIdsAfter(db, table, after, REBUILD_BATCH);
      if (ids.length === 0) break;
      await reindex(db, ids, now);
      entities += ids.length;
      after = ids[ids.length - 1]!;
    }
  }
  for (let after: string | null = null; ; ) {
    const slugs = await tagSlugsAfter(db, after, REBUILD_BATCH);
    if (slugs.length === 0) break;
    await reindexTags(db, slugs, now);
    entities += slugs.length;
    after = slugs[slugs.length - 1]!;
  }
  await writeWatermark(db, now);
  return { posts, entities };
}
