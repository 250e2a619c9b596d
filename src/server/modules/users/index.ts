/** What other modules may use of this one. */
export { insertAccount, userByEmail } from './accounts.repo';
export { accountByEmail } from './accounts.service';
export { type UserModel, toUser, usersByIds } from './users.repo';
