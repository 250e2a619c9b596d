/** What other modules may use of this one. */

// Who may see and act on whose stories: call these instead of reading the relation tables.
export { canInteractWith, collectionRelationTo, hiddenAuthorsFor, isBlockedBy, isHiddenStory, isShownTo, relationTo, shownPeople, userEdgeId } from './relations.policy';
/**
 * Conditions for queries over `posts`: `notHiddenFrom` for home, tag, topic and search (mutes and blocks),
 * `notByBlockersOf` for a publication's lists (blocks only).
 */
export { notByBlockersOf, notHiddenFrom, type HiddenSets, type UserRelation, type CollectionRelation } from './relations.repo';
/** When a person's current followers followed them (a writer's stats). */
export { followedAtSince, userRelations } from './relations.repo';

// The rows themselves, for demo content (counters and all): services go through the mutations.
export {
  insertBlock,
  insertCollectionFollow,
  insertCollectionMute,
  insertUserFollow,
  insertUserMute,
  upsertReport,
} from './relations.repo';
export {
  blockUser,
  followCollection,
  followUser,
  unfollowCollection,
  unfollowUser,
  type UserAnswer,
  type CollectionAnswer,
} from './relations.service';
export { createRelationLoaders } from './relations.loaders';
export { muteCollection, muteUser, unblockUser, unmuteCollection, unmuteUser } from './relations.service';
export { collectionFollowerCounts, storyAudiencePage, type AudienceCursor, type ReaderFilter } from './relations.repo';
export { withCollectionFollowerCount, withFollowerCount } from './relations.repo';
/** Who follows whom, as the home feeds and their suggestions read it. */
export { followedIdsOf, mostFollowedByFollowsOf, mostFollowedUserIds } from './follow-graph';
