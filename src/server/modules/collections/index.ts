/** What other modules may use of this one. */
import type { CollectionModel } from './collections.repo';
import type { NavItemModel, FeaturePageModel, DesignModel, InvitationModel, MemberModel, ArchiveParent, ViewerEdgeParent, DomainStateParent, SubmissionNoteModel } from './collections.models';
export { type CollectionModel, collectionByDomainOrSlug, publicationEditorIds, toCollection } from './collections.repo';
export { collectionHref, userHref } from './collection-links';
export { canonicalCollectionRedirect } from './slug-redirect';
export { domainOrigin, liveDomainTarget, ownHost, type DomainTarget } from './custom-domains.service';
export { collectionsByIds, rolesByKeys } from './collections.repo';
export { createCollectionLoaders } from './collections.loaders';
export { type NavItemModel, type FeaturePageModel, type DesignModel, type InvitationModel, type MemberModel, type ArchiveParent, type ViewerEdgeParent, type DomainStateParent, type SubmissionNoteModel } from './collections.models';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    Collection: CollectionModel;
    CollectionNavItem: NavItemModel;
    FeaturePage: FeaturePageModel;
    CollectionDesign: DesignModel;
    CollectionInvitation: InvitationModel;
    CollectionMember: MemberModel;
    CollectionArchive: ArchiveParent;
    CollectionViewerEdge: ViewerEdgeParent;
    CustomDomainState: DomainStateParent;
    SubmissionNote: SubmissionNoteModel;
  }
}
export { createCollectionModelLoaders } from './collections.loaders';
export { collectionsQuery } from './collections.repo';
export { collectionEditorIds, publicationsOfMember } from './collections.repo';
export { publicationPages } from './publication-pages.repo';
