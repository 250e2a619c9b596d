/** What other modules may use of this one. */
import type { UserModel } from './users.repo';
export { insertAccount, userByEmail } from './accounts.repo';
export { accountByEmail } from './accounts.service';
export { type UserModel, type StyleSheetModel, markUserDeleted, toUser, usersByIds, usersByUsernames } from './users.repo';
export { canonicalProfileRedirect, findUser, styleSheetView } from './users.service';
export { styleSheetsByUserIds, saveStyleSheet } from './users.repo';
export { ACCOUNT_MESSAGES, confirmEmail, emailConfirmationFailed } from './accounts.service';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    User: UserModel;
    Viewer: UserModel;
  }
}
export { createUserLoaders } from './users.loaders';
export { clearMemberSince, setMemberSince, setPartnerEnrolled, setPartnerTermsAccepted } from './account-standing.repo';
