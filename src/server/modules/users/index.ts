/** What other modules may use of this one. */
export { insertAccount, userByEmail } from './accounts.repo';
export { accountByEmail } from './accounts.service';
export { type UserModel, type StyleSheetModel, markUserDeleted, toUser, usersByIds, usersByUsernames } from './users.repo';
export { canonicalProfileRedirect, findUser, styleSheetView } from './users.service';
export { publishedPostCounts, styleSheetsByUserIds, saveStyleSheet } from './users.repo';
export { accountsResolvers } from './accounts.resolvers';
export { usersResolvers } from './users.resolvers';
export { ACCOUNT_MESSAGES, confirmEmail } from './accounts.service';
