/** What this module's resolvers pass down for each GraphQL type (the codegen mappers name these). */
import type { StyleSheetFont } from '../../../shared/validation/profile';
import type { CollectionRoleName, NavItemKind } from '../../../shared/validation/publications';

export interface CollectionModel {
  id: string;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  /** The live (verified) custom domain. */
  domain: string | null;
  avatarImageId: string | null;
  logoImageId: string | null;
  creatorId: string;
  createdAt: number;
  updatedAt: number;
}

export interface NavItemModel {
  id: string;
  collectionId: string;
  position: number;
  title: string;
  kind: NavItemKind;
  tagSlug: string | null;
  featurePageId: string | null;
  url: string | null;
}

export interface FeaturePageModel {
  id: string;
  collectionId: string;
  slug: string;
  title: string;
  description: string;
  createdAt: number;
  updatedAt: number;
}

export interface DesignModel {
  id: string;
  collectionId: string;
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  accentColor: string;
  backgroundColor: string;
  headerImageId: string | null;
  updatedAt: number | null;
}

export interface InvitationModel {
  id: string;
  collectionId: string;
  inviteeId: string;
  inviterId: string;
  role: CollectionRoleName;
  createdAt: number;
}

export interface MemberModel {
  userId: string;
  role: CollectionRoleName;
  isCreator: boolean;
  joinedAt: number;
}

/** The reader's edge to a publication: each field is looked up only when asked (the bar asks isEditor on every page). */
export interface ViewerEdgeParent {
  id: string;
  collectionId: string;
}

export interface ArchiveParent {
  collectionId: string;
  year: number | null;
  month: number | null;
  day: number | null;
}

export interface SubmissionNoteModel {
  postId: string;
  collectionId: string;
  note: string;
  decidedAt: number;
}

export type DomainOwnerKind = 'collection' | 'user';
export type DomainStatus = 'PENDING' | 'VERIFIED';

export interface CustomDomainModel {
  domain: string;
  ownerKind: DomainOwnerKind;
  ownerId: string;
  status: DomainStatus;
  verificationToken: string;
  createdAt: number;
  updatedAt: number;
  verifiedAt: number | null;
}

/** A custom domain state as resolvers pass it down: the pending domain's record only for its owners. */
export interface DomainStateParent {
  domain: CustomDomainModel | null;
  showPending: boolean;
}
