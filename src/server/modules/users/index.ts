/** What other modules may use of this one. */
import type { UserModel } from './users.repo';
export { insertAccount, userByEmail, usersByUnverifiedEmail } from './accounts.repo';
export { accountByEmail, checkName, checkUsername, confirmUnverifiedEmail, lockAccount, usernameTaken } from './accounts.service';
export { type UserModel, type StyleSheetModel, markUserDeleted, toUser, usersByIds, usersByUsernames } from './users.repo';
export { canonicalProfileRedirect, findUser, styleSheetView } from './users.service';
export { styleSheetsByUserIds, saveStyleSheet } from './users.repo';
export { ACCOUNT_MESSAGES } from './accounts.service';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    User: UserModel;
    Viewer: UserModel;
  }
}
export { createUserLoaders } from './users.loaders';
export { mentionSuggestions } from './users.service';
export { userByUsername } from './users.repo';
/** Pieces of other modules' lists of people (a tag's top writers, suggestions of whom to follow). */
export { accountsQuery, activeAccounts, inGoodStanding, joinAccount, joinAccounts, joinLiveAccounts, joinUnsuspendedUsers } from './account-queries';
export { clearMemberSince, setMemberSince, setPartnerEnrolled, setPartnerTermsAccepted } from './account-standing.repo';
/** Accounts by ranges of their ids (the sitemaps of profiles). */
export { profileCountInIdRange, writersInIdRange, type UserIdRange } from './profile-ranges.repo';
