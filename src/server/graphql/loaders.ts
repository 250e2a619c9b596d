import type { Executor } from '../db';
import { createCatalogLoaders } from '../modules/catalogs';
import { createClapLoaders } from '../modules/claps';
import { createCollectionLoaders, createCollectionModelLoaders } from '../modules/collections';
import { createMediaLoaders } from '../modules/media';
import { createNotificationRowLoaders } from '../modules/notifications';
import { createPostLoaders } from '../modules/posts';
import { createRelationLoaders } from '../modules/relations';
import { createResponseLoaders, toFacts } from '../modules/responses';
import { createStatsLoaders } from '../modules/stats';
import { createUserLoaders } from '../modules/users';

/**
 * One set per request, so a page that shows fifty posts by five authors asks for five users once.
 * `seen` hears the tag of every post, person and publication loaded (`post:<id>`…): a cached page is
 * purged when one of them changes. Each module makes its own loaders; this assembles them.
 */
export function createLoaders(db: Executor, seen: (tag: string) => void = () => {}) {
  const responses = createResponseLoaders(db);
  return {
    ...createUserLoaders(db, seen),
    // A post's row also holds where it sits among responses: the story page asks for both, so one query answers them.
    ...createPostLoaders(db, seen, (row) => responses.responseFacts.prime(row.id, toFacts(row))),
    ...createCollectionModelLoaders(db, seen),
    ...createMediaLoaders(db),
    ...createRelationLoaders(db),
    ...createCollectionLoaders(db),
    ...createCatalogLoaders(db),
    ...createClapLoaders(db, seen),
    ...responses,
    ...createStatsLoaders(db),
    ...createNotificationRowLoaders(db),
  };
}

export type LoaderSet = ReturnType<typeof createLoaders>;
export type { Loaders } from '../core';

declare module '../core/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoaderSet {}
}
