import DataLoader from 'dataloader';
import type { Executor } from '../db';
import { collectionsByIds, rolesByKeys, type CollectionModel } from '../modules/collections';
import { imagesByIds, type ImageModel } from '../modules/media';
import type { CollectionRole } from '../modules/posts';
import type { PostBody } from '../../shared/content';
import { bodiesByVersion, postRowsByIds, publishedPostCounts, tagsByPostIds, toPost, type PostModel } from '../modules/posts';
import { styleSheetsByUserIds, usersByIds, type StyleSheetModel, type UserModel } from '../modules/users';
import { createRelationLoaders } from '../modules/relations';
import { createCollectionLoaders } from '../modules/collections';
import { createCatalogLoaders } from '../modules/catalogs';
import { createClapLoaders } from '../modules/claps';
import { createResponseLoaders } from '../modules/responses';
import { toFacts } from '../modules/responses';
import { createStatsLoaders } from '../modules/stats';

function byId<T extends { id: string }>(fetch: (ids: readonly string[]) => Promise<T[]>, seen?: (id: string) => void) {
  return async (ids: readonly string[]): Promise<(T | null)[]> => {
    const found = new Map((await fetch(ids)).map((row) => [row.id, row]));
    if (seen) for (const id of found.keys()) seen(id);
    return ids.map((id) => found.get(id) ?? null);
  };
}

/**
 * One set per request, so a page that shows fifty posts by five authors asks for five users once.
 * `seen` hears the tag of every post, person and publication loaded (`post:<id>`…): a cached page is
 * purged when one of them changes.
 */
export function createLoaders(db: Executor, seen: (tag: string) => void = () => {}) {
  const tagged = (kind: string) => (id: string) => seen(`${kind}:${id}`);
  const responses = createResponseLoaders(db);
  return {
    userById: new DataLoader<string, UserModel | null>(byId((ids) => usersByIds(db, ids), tagged('user'))),
    // A post's row also holds where it sits among responses: the story page asks for both, so one query answers them.
    postById: new DataLoader<string, PostModel | null>(
      byId(async (ids) => {
        const rows = await postRowsByIds(db, ids);
        for (const row of rows) responses.responseFacts.prime(row.id, toFacts(row));
        return rows.map(toPost);
      }, tagged('post')),
    ),
    collectionById: new DataLoader<string, CollectionModel | null>(byId((ids) => collectionsByIds(db, ids), tagged('collection'))),
    imageById: new DataLoader<string, ImageModel | null>(byId((ids) => imagesByIds(db, ids))),
    collectionRole: new DataLoader<string, CollectionRole>(async (keys) => {
      const roles = await rolesByKeys(db, keys);
      return keys.map((k) => roles.get(k) ?? null);
    }),
    /** A story version's body by `postId:version`: a page of fifty stories reads their bodies in one query. */
    bodyByVersion: new DataLoader<string, PostBody | null>(async (keys) => {
      const bodies = await bodiesByVersion(db, keys);
      return keys.map((key) => bodies.get(key) ?? null);
    }),
    tagsByPostId: new DataLoader<string, { slug: string; name: string }[]>(async (ids) => {
      const tags = await tagsByPostIds(db, ids);
      return ids.map((id) => tags.get(id) ?? []);
    }),
    publishedPostCount: new DataLoader<string, number>(async (ids) => {
      const counts = await publishedPostCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** A person's profile design (null when never designed): a page of stories by five authors asks once. */
    styleSheetByUserId: new DataLoader<string, StyleSheetModel | null>(async (ids) => {
      const sheets = await styleSheetsByUserIds(db, ids);
      return ids.map((id) => sheets.get(id) ?? null);
    }),
    ...createRelationLoaders(db),
    ...createCollectionLoaders(db),
    ...createCatalogLoaders(db),
    ...createClapLoaders(db, seen),
    ...responses,
    ...createStatsLoaders(db),
  };
}

export type LoaderSet = ReturnType<typeof createLoaders>;
export type { Loaders } from '../core';

declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoaderSet {}
}
