/** What other modules may use of this one. */
export { type CollectionModel, collectionByDomainOrSlug, toCollection } from './collections.repo';
