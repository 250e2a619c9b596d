import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import {
  collectionFollowerCounts,
  collectionRelations,
  NO_COLLECTION_RELATION,
  NO_COUNTS,
  NO_USER_RELATION,
  reportedBy,
  socialCounts,
  userRelations,
  type CollectionRelation,
  type SocialCounts,
  type UserRelation,
} from './relations.repo';

/** Groups "viewerId:targetId" keys by viewer (a request has one, but the loader need not know it). */
function byViewer<T>(fetch: (viewerId: string, ids: string[]) => Promise<Map<string, T>>, none: T) {
  return async (keys: readonly string[]): Promise<T[]> => {
    const wanted = new Map<string, string[]>();
    for (const key of keys) {
      const [viewerId = '', id = ''] = key.split(':');
      wanted.set(viewerId, [...(wanted.get(viewerId) ?? []), id]);
    }
    const found = new Map<string, T>();
    await Promise.all(
      [...wanted].map(async ([viewerId, ids]) => {
        for (const [id, value] of await fetch(viewerId, ids)) found.set(`${viewerId}:${id}`, value);
      }),
    );
    return keys.map((key) => found.get(key) ?? none);
  };
}

/** The social graph's loaders, one set per request beside the others (see graphql/loaders.ts). */
export function createRelationLoaders(db: Executor) {
  return {
    /** The reader's relation to a person, by "viewerId:userId". */
    userRelation: new DataLoader<string, UserRelation>(byViewer((viewerId, ids) => userRelations(db, viewerId, ids), NO_USER_RELATION)),
    /** The reader's relation to a publication, by "viewerId:collectionId". */
    collectionRelation: new DataLoader<string, CollectionRelation>(
      byViewer((viewerId, ids) => collectionRelations(db, viewerId, ids), NO_COLLECTION_RELATION),
    ),
    /** Whether the reader has reported a person, by "viewerId:userId". */
    hasReported: new DataLoader<string, boolean>(byViewer((viewerId, ids) => reportedBy(db, viewerId, ids), false)),
    socialCounts: new DataLoader<string, SocialCounts>(async (ids) => {
      const counts = await socialCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? NO_COUNTS);
    }),
    collectionFollowerCount: new DataLoader<string, number>(async (ids) => {
      const counts = await collectionFollowerCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type RelationLoaders = ReturnType<typeof createRelationLoaders>;
