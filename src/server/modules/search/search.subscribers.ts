import * as v from 'valibot';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../graphql/context';
import { reindexCollections, reindexLists, reindexPostsAndTags, reindexUsers } from './search.indexer';
import { repairSearchIndex } from './search.repair';

export const SEARCH_REPAIR_JOB = 'search.repair';
const SUBSCRIBER = 'search-index';

/**
 * The index follows the events of what it holds. Every handler re-reads the row and writes or removes its
 * document, so a second delivery, or one arriving after a later change, leaves the index right.
 */
export function subscribeSearchIndexing(deps: AppDeps): void {
  const { bus, db } = deps;
  const story = (e: { postId: string }) => reindexPostsAndTags(db, [e.postId], deps.now());
  bus.subscribe('post.published', SUBSCRIBER, story);
  bus.subscribe('post.settingsChanged', SUBSCRIBER, story);
  bus.subscribe('post.unpublished', SUBSCRIBER, story);
  bus.subscribe('post.deleted', SUBSCRIBER, story);
  bus.subscribe('post.removedFromCollection', SUBSCRIBER, story);
  bus.subscribe('post.approvedInCollection', SUBSCRIBER, story);
  // A series is a story whose text is its parts.
  bus.subscribe('series.published', SUBSCRIBER, story);
  bus.subscribe('series.partAdded', SUBSCRIBER, story);
  bus.subscribe('series.partChanged', SUBSCRIBER, story);
  bus.subscribe('series.unpublished', SUBSCRIBER, story);

  bus.subscribe('user.profileChanged', SUBSCRIBER, (e) => reindexUsers(db, [e.userId], deps.now()));
  const collection = (e: { collectionId: string }) => reindexCollections(db, [e.collectionId], deps.now());
  bus.subscribe('collection.created', SUBSCRIBER, collection);
  bus.subscribe('collection.updated', SUBSCRIBER, collection);

  const list = (e: { catalogId: string }) => reindexLists(db, [e.catalogId], deps.now());
  bus.subscribe('catalog.created', SUBSCRIBER, list);
  bus.subscribe('catalog.updated', SUBSCRIBER, list);
  bus.subscribe('catalog.itemAdded', SUBSCRIBER, list);
  bus.subscribe('catalog.deleted', SUBSCRIBER, list);

  deps.jobs.register(SEARCH_REPAIR_JOB, v.null(), async () => {
    await repairSearchIndex(db, deps.now());
  });
}

/** Every start sweeps what changed since the last sweep (see `repairSearchIndex`), as a job beside the others. */
export async function scheduleSearchRepair(deps: AppDeps): Promise<void> {
  await deps.jobs.enqueue(deps.db, { name: SEARCH_REPAIR_JOB, payload: null, key: `${SEARCH_REPAIR_JOB}:${newId()}` });
}
