import DataLoader from 'dataloader';
import { byId, type UserModel } from '../../core';
import type { Executor } from '../../db';
import { styleSheetsByUserIds, usersByIds, type StyleSheetModel } from './users.repo';

/** People's loaders, one set per request beside the others (assembled in graphql/loaders.ts). */
export function createUserLoaders(db: Executor, seen: (tag: string) => void) {
  return {
    userById: new DataLoader<string, UserModel | null>(byId((ids) => usersByIds(db, ids), (id) => seen(`user:${id}`))),
    /** A person's profile design (null when never designed): a page of stories by five authors asks once. */
    styleSheetByUserId: new DataLoader<string, StyleSheetModel | null>(async (ids) => {
      const sheets = await styleSheetsByUserIds(db, ids);
      return ids.map((id) => sheets.get(id) ?? null);
    }),
  };
}
