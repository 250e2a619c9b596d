import type { Executor } from '../../db';
import type { ServiceContext } from '../../graphql/context';
import { postsQuery } from '../posts';
import { notHiddenFrom } from '../relations';
import { joinAccounts } from '../users';
import { findablePost } from './search.repo';

/**
 * Of these stories, the ids of those this reader may find now (whatever the index says): published and
 * listed, by a writer in good standing, by nobody they muted or blocked or who blocked them, and in the
 * publication searched, if one is. Only ids: the full stories are loaded for the page shown.
 */
export async function findableStoryIds(ctx: ServiceContext, postIds: readonly string[], collectionId: string | null): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  let query = joinAccounts(postsQuery(ctx.db), 'posts.creator_id')
    .select('posts.id')
    .where('posts.id', 'in', postIds)
    .where(findablePost);
  if (collectionId) query = query.where('posts.collection_id', '=', collectionId);
  if (ctx.viewer) query = query.where(notHiddenFrom(ctx.viewer.id));
  const rows = await query.execute();
  return new Set(rows.map((row) => row.id));
}

/** Tags as the index knows them, with the count of findable stories carrying each. */
export async function tagHits(db: Executor, slugs: readonly string[]): Promise<Map<string, { slug: string; name: string; postCount: number }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom('search_entities').select(['ref_id', 'name', 'popularity']).where('kind', '=', 'tag').where('ref_id', 'in', slugs).execute();
  return new Map(rows.map((r) => [r.ref_id, { slug: r.ref_id, name: r.name, postCount: Number(r.popularity) }]));
}
