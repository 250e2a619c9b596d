import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import type { SubmissionNoteModel } from './collections.models';
import { submissionNotesByPostIds } from './collections.repo';
import { liveDomainsOf } from './custom-domains.repo';

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
