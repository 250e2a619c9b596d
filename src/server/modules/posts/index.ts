/** What other modules may use of this one. */
import type { PostParent, PostContentParent } from './posts.parents';
export { type CollectionRole } from './posts.policy';
export { listedStory, toPost, type PostModel, type PublishedCursor } from './posts.repo';
export { decodeCursor, encodeCursor, pageSize } from './posts.service';
export { createStory, publishStory, saveDraft, unpublishStory } from './authoring.service';
export { updatePost } from './authoring.repo';
export { postUrl } from './post-url';
export { crawlersReadWholeOf, latestDraftOf } from './authoring.queries';
export { findPost, readsWholeStory, readableBody, storyAccess, type PostLookup } from './posts.service';
/** How many paragraphs of a members-only story everyone reads (search indexes no more). */
export { LOCKED_PREVIEW_PARAGRAPHS } from './posts.service';
export { postHref } from './post-url';
export { bodiesByVersion, postRowsByIds, publishedPostCounts, publishedPostsByCreator, tagBySlug, tagsByPostIds } from './posts.repo';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Post: PostParent;
    PostContent: PostContentParent;
  }
}
export type { PostContentParent, PostParent } from './posts.parents';
export { createPostLoaders } from './posts.loaders';
export { isPublishedStory, isResponsePost } from './posts.repo';
export { joinReadableVersion, postsQuery, taggedPostsQuery, tagSlugsAfter, tagSlugsOfPosts } from './posts.repo';
export {
  collectionStoriesSortColumn,
  countsInPeriodsInCollection,
  idsPublishedInCollection,
  publishedCountInCollection,
  publishedInCollection,
  publishedRangeInCollection,
  readableStoriesIn,
  storiesAwaitingResubmission,
  storiesOfCollection,
  storyCountsOfCollection,
  type CollectionStoriesFilter,
  type PeriodFilter,
} from './publication-stories.repo';
export { type StoryCursor } from './authoring.repo';
/** Pieces of other modules' story lists (home feeds, tags and topics, trending), each kept one query. */
export { carriesAnyTag, hasListedStory, inCollection, joinListedStories, joinSentStories, listedStories, listedStoriesByIds, listedStoryTags, tagNames, tagUsesAmong } from './story-queries';
/** Pieces of other modules' queries over stories, and the reads of stories they ask for. */
export { joinPosts, lastPublishedAtOf, listedSeries, openableStory, publishedStoryCountInIdRange, seriesOfWriter, statsStoriesOf, statsStoryCount, statsStoryOf } from './story-reads.repo';
export type { SeriesCursor, StatsStoryCursor } from './story-reads.repo';
/** The rows of responses (stories that answer a story or a list), for the responses module. */
export {
  insertResponsePost,
  markResponseDeleted,
  responseFactRows,
  responsesByCreator,
  responsesIn,
  setDiscussionClosed,
  setHiddenOnParent,
  shownDescendantCount,
  shownResponseIds,
  type NewResponsePost,
  type ResponseFactRow,
  type ResponseReader,
} from './response-rows.repo';
