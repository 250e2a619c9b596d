/** What other modules may use of this one. */
export { type CollectionModel, collectionByDomainOrSlug, publicationEditorIds, toCollection } from './collections.repo';
export { collectionHref, userHref } from './collection-links';
export { canonicalCollectionRedirect } from './slug-redirect';
export { domainOrigin, liveDomainTarget, ownHost, type DomainTarget } from './custom-domains.service';
