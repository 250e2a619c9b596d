/** The signed-in account a request acts for: what every service may read of its viewer. */
export interface UserModel {
  id: string;
  username: string | null;
  name: string;
  email: string | null;
  unverifiedEmail: string | null;
  bio: string;
  imageId: string | null;
  mediumMemberAt: number | null;
  isPartnerProgramEnrolled: boolean;
  hightowerTermsAcceptedAt: number | null;
  isSuspended: boolean;
  isStaff: boolean;
  allowNotes: boolean;
  hasSeenStyleReminder: boolean;
  createdAt: number;
  /** Set when the account was deleted: its pages answer 410 and it signs in no more. */
  deletedAt: number | null;
}

/** The viewer's role in a publication: what its editors and writers may do there (null: neither). */
export type CollectionRole = 'EDITOR' | 'WRITER' | null;
