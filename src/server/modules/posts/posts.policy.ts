import type { UserModel } from '../../core';
import type { PostModel } from './posts.repo';
import { safeEqual } from '../../security/tokens';

import type { CollectionRole } from '../../core';
export type { CollectionRole } from '../../core';

export interface PostAccessFacts {
  viewer: UserModel | null;
  /** The viewer's role in the post's publication or pending publication. */
  collectionRole: CollectionRole;
  shareKey?: string | null;
}

function isAuthor(post: PostModel, viewer: UserModel | null): boolean {
  return viewer !== null && viewer.id === post.creatorId;
}

/** Drafts are seen by the author and by editors of the publication they were submitted to; nobody sees deleted posts. */
export function canSeePost(post: PostModel, facts: PostAccessFacts): boolean {
  if (post.deletedAt !== null) return false;
  if (post.isPublished) return true;
  return isAuthor(post, facts.viewer) || facts.collectionRole === 'EDITOR';
}

/** Suspended stories stay visible to their author (with a banner), hidden from everyone else. */
export function isHiddenBySuspension(post: PostModel, facts: PostAccessFacts): boolean {
  return post.suspendedAt !== null && !isAuthor(post, facts.viewer);
}

/** Why this reader gets the whole text without the meter: an open story, a member (or its author or editor), a Friend Link. */
export type FullReadReason = 'open' | 'member' | 'friendLink';

export function fullReadReason(post: PostModel, facts: PostAccessFacts): FullReadReason | null {
  if (post.visibility !== 'LOCKED') return 'open';
  if (isAuthor(post, facts.viewer) || facts.collectionRole === 'EDITOR') return 'member';
  if (facts.viewer?.mediumMemberAt != null) return 'member';
  return !!facts.shareKey && safeEqual(facts.shareKey, post.shareKey) ? 'friendLink' : null;
}

/** Members-only stories: members, the author, the publication's editors, and holders of the friend link read in full. */
export function canReadFullPost(post: PostModel, facts: PostAccessFacts): boolean {
  return fullReadReason(post, facts) !== null;
}

/** Drafts show the newest version to those who may edit; readers always get the published one. */
export function canReadLatestDraft(post: PostModel, facts: PostAccessFacts): boolean {
  return isAuthor(post, facts.viewer) || facts.collectionRole === 'EDITOR';
}
