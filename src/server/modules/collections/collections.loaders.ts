import DataLoader from 'dataloader';
import { byId, type CollectionRole } from '../../core';
import type { Executor } from '../../db';
import type { SubmissionNoteModel } from './collections.models';
import { collectionsByIds, rolesByKeys, submissionNotesByPostIds, type CollectionModel } from './collections.repo';
import { liveDomainsOf } from './custom-domains.repo';

/** Publications and the viewer's role in them, one set per request (assembled in graphql/loaders.ts). */
export function createCollectionModelLoaders(db: Executor, seen: (tag: string) => void) {
  return {
    collectionById: new DataLoader<string, CollectionModel | null>(byId((ids) => collectionsByIds(db, ids), (id) => seen(`collection:${id}`))),
    collectionRole: new DataLoader<string, CollectionRole>(async (keys) => {
      const roles = await rolesByKeys(db, keys);
      return keys.map((k) => roles.get(k) ?? null);
    }),
  };
}

/** This module's per-request loaders (spread into the request's set). */
export function createCollectionLoaders(db: Executor) {
  return {
    /** A person's live (verified) custom domain, or null: every story card by them links to it. */
    userLiveDomain: new DataLoader<string, string | null>(async (ids) => {
      const domains = await liveDomainsOf(db, 'user', ids);
      return ids.map((id) => domains.get(id) ?? null);
    }),
    /** The editors' note on a story's declined submission. */
    submissionNoteByPostId: new DataLoader<string, SubmissionNoteModel | null>(async (ids) => {
      const notes = await submissionNotesByPostIds(db, ids);
      return ids.map((id) => notes.get(id) ?? null);
    }),
  };
}
