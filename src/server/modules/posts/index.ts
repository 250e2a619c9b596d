/** What other modules may use of this one. */
export { type CollectionRole } from './posts.policy';
export { toPost, type PostModel, type PublishedCursor } from './posts.repo';
export { decodeCursor, encodeCursor, pageSize } from './posts.service';
export { publishStory } from './authoring.service';
export { updatePost } from './authoring.repo';
export { postUrl } from './post-url';
export { findPost, readsWholeStory, readableBody, type PostLookup } from './posts.service';
export { postHref } from './post-url';
