import DataLoader from 'dataloader';
import { byId } from '../../core';
import type { Executor } from '../../db';
import { imagesByIds, type ImageModel } from './media.repo';

/** Images' loaders, one set per request beside the others (assembled in graphql/loaders.ts). */
export function createMediaLoaders(db: Executor) {
  return {
    imageById: new DataLoader<string, ImageModel | null>(byId((ids) => imagesByIds(db, ids))),
  };
}
