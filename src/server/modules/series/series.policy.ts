import { SERIES_MESSAGES } from '../../../shared/validation/series';
import type { PostModel } from '../posts';
import type { UserModel } from '../../core';
import type { SequenceModel } from './sequences.repo';
import type { SeriesPartModel } from './series.repo';

export type Visibility = PostModel['visibility'];

export function isWriter(post: PostModel, viewer: UserModel | null): boolean {
  return viewer !== null && viewer.id === post.creatorId;
}

/**
 * The parts a reader is shown of those they may read: all of them, or, for a members-only series read by
 * someone who is not a member, the first one (its preview), as a members-only story shows its first paragraphs.
 */
export function partsShown(parts: SeriesPartModel[], whole: boolean): SeriesPartModel[] {
  return whole ? parts : parts.slice(0, 1);
}

/** Why the reader may not follow the series, or null when they may. */
export function mayFollow(post: PostModel, viewer: UserModel): string | null {
  return isWriter(post, viewer) ? SERIES_MESSAGES.ownSeries : null;
}

export function isCurator(sequence: SequenceModel, viewer: UserModel | null): boolean {
  return viewer !== null && viewer.id === sequence.creatorId;
}

/** What a story needs to go into a sequence: published and listed (not unlisted). */
export function fitsSequence(post: PostModel): boolean {
  return post.isPublished && post.visibility !== 'UNLISTED' && post.deletedAt === null && post.suspendedAt === null;
}
