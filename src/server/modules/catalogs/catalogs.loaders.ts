import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import type { ReadingListState } from '../../../shared/validation/lists';
import { catalogsByIds, savedStates, type CatalogModel } from './catalogs.repo';

export interface SavedState {
  readingList: ReadingListState;
  catalogIds: string[];
}

const NOT_SAVED: SavedState = Object.freeze({ readingList: 'NONE', catalogIds: [] }) as SavedState;

/** Lists' loaders, one set per request beside the others (see graphql/loaders.ts). */
export function createCatalogLoaders(db: Executor) {
  return {
    catalogById: new DataLoader<string, CatalogModel | null>(async (ids) => {
      const found = new Map((await catalogsByIds(db, ids)).map((c) => [c.id, c]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    /** The reader's saved state of a story, by "viewerId:postId": a page of twenty cards asks once. */
    savedState: new DataLoader<string, SavedState>(async (keys) => {
      const byViewer = new Map<string, string[]>();
      for (const key of keys) {
        const [viewerId = '', postId = ''] = key.split(':');
        byViewer.set(viewerId, [...(byViewer.get(viewerId) ?? []), postId]);
      }
      const found = new Map<string, SavedState>();
      await Promise.all(
        [...byViewer].map(async ([viewerId, postIds]) => {
          for (const [postId, state] of await savedStates(db, viewerId, postIds)) found.set(`${viewerId}:${postId}`, state);
        }),
      );
      return keys.map((key) => found.get(key) ?? NOT_SAVED);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
