/** What other modules may use of this one. */
export { type CollectionModel, collectionByDomainOrSlug, publicationEditorIds, toCollection } from './collections.repo';
export { collectionHref, userHref } from './collection-links';
export { canonicalCollectionRedirect } from './slug-redirect';
export { domainOrigin, liveDomainTarget, ownHost, type DomainTarget } from './custom-domains.service';
export { collectionsByIds, rolesByKeys } from './collections.repo';
export { createCollectionLoaders } from './collections.loaders';
export { collectionsResolvers } from './collections.resolvers';
export { type NavItemModel, type FeaturePageModel, type DesignModel, type InvitationModel, type MemberModel, type ArchiveParent, type ViewerEdgeParent, type DomainStateParent, type SubmissionNoteModel } from './collections.models';
