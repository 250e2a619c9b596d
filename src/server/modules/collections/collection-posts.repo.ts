import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { PostsTable } from '../../db/schema.generated';
import { readableStoriesIn, storiesAwaitingResubmission } from '../posts';

/**
 * The publication's own lists of stories (featured, a feature page's, declined submissions), joined onto the
 * posts module's queries of its stories: one query each.
 */

/** Post ids of a feature page in order; stories that left the publication since drop out. */
export async function featurePagePostIds(db: Executor, featurePageId: string, collectionId: string): Promise<string[]> {
  const rows = await readableStoriesIn(db, collectionId)
    .innerJoin('collection_feature_page_posts', 'collection_feature_page_posts.post_id', 'posts.id')
    .select('posts.id')
    .where('collection_feature_page_posts.feature_page_id', '=', featurePageId)
    .orderBy('collection_feature_page_posts.position')
    .execute();
  return rows.map((r) => r.id);
}

export async function featuredPostIds(db: Executor, collectionId: string): Promise<string[]> {
  const rows = await readableStoriesIn(db, collectionId)
    .innerJoin('collection_featured_posts', 'collection_featured_posts.post_id', 'posts.id')
    .select('posts.id')
    .where('collection_featured_posts.collection_id', '=', collectionId)
    .orderBy('collection_featured_posts.position')
    .execute();
  return rows.map((r) => r.id);
}

/** A writer's stories sent back by a publication with a note, still not resubmitted there, newest decision first. */
export async function declinedStoriesOf(db: Executor, userId: string, limit: number): Promise<Selectable<PostsTable>[]> {
  return storiesAwaitingResubmission(db, userId)
    .innerJoin('collection_submission_notes', (join) =>
      join.onRef('collection_submission_notes.post_id', '=', 'posts.id').onRef('collection_submission_notes.collection_id', '=', 'posts.pending_collection_id'),
    )
    .selectAll('posts')
    .orderBy('collection_submission_notes.decided_at', 'desc')
    .limit(limit)
    .execute();
}
