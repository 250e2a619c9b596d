import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/dialect';
import type { ServiceContext } from '../../core';
import type { ResolversParentTypes } from '../../graphql/resolvers.generated';
import { MESSAGES, USERNAME_MAX_LENGTH, checkDisplayName } from '../../../shared/validation/auth';
import { checkUsername as checkProfileUsername } from '../../../shared/validation/profile';
import { userByEmail } from './accounts.repo';
import { toUser, type UserModel } from './users.repo';

export const USERNAME_MIN_LENGTH = 3;

export const ACCOUNT_MESSAGES = {
  nameTooLong: MESSAGES.nameTooLong,
  usernameFormat: `Usernames must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long and use only letters, numbers and underscores.`,
  usernameTaken: 'That username is already taken. Please choose another.',
  signUpLinkExpired: 'Your sign-up link has expired. Please request a new one.',
  passwordsOff: 'Signing up with a password is turned off. Please sign up with an email link instead.',
  googleUnverified: 'We could not verify your Google account. Please try again.',
  noSignUpMethod: 'Please sign up with an email link, a password or a provider.',
  emailRequired: 'Please enter your email address.',
  signInToEdit: 'Please sign in to change your profile.',
  signInToVerify: 'Please sign in to verify your email address.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyVerificationEmails: 'We have already sent several verification emails. Please check your inbox, or try again later.',
  emailVerified: 'Your email address is verified.',
  confirmLinkInvalid: 'This confirmation link has expired or was already used. Please request a new one from your account.',
  emailTakenByAnother: 'This email address is already verified on another account.',
} as const;

/** The account an address belongs to: the one that verified it, else one waiting to verify it. */
export async function accountByEmail(ctx: ServiceContext, input: { email: string }): Promise<UserModel | null> {
  const { db } = ctx;
  const { email } = input;
  const verified = await userByEmail(db, email);
  if (verified) return verified;
  const row = await db.selectFrom('users').selectAll().where('unverified_email', '=', email.toLowerCase()).orderBy('created_at').executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Lowercased, or the reason it is refused (the shared profile rules: format and reserved words). Usernames compare without case. */
export function checkUsername(raw: string): { username: string } | { error: string } {
  const checked = checkProfileUsername(raw);
  return checked.ok ? { username: checked.username } : { error: checked.message };
}

/** Whether another account (any but `exceptUserId`) goes by this username, in any case. */
export async function usernameTaken(ctx: ServiceContext, input: { username: string; exceptUserId?: string | null }): Promise<boolean> {
  let query = ctx.db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', input.username.toLowerCase());
  if (input.exceptUserId) query = query.where('id', '!=', input.exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The display name, trimmed, or the reason it is refused. */
export function checkName(raw: string | null | undefined): { name: string } | { error: string } {
  const checked = checkDisplayName(raw);
  return checked.ok ? { name: checked.name } : { error: checked.message };
}

type UpdateViewerProfileResult = ResolversParentTypes['UpdateViewerProfileResult'];

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * A name, username, picture, bio or profile design that readers see on bylines and profiles changed;
     * `usernames`: the new and the old one when the username changed (their addresses answer differently now).
     */
    'user.profileChanged': { userId: string; usernames?: string[] };
  }
}

/** Run in one transaction by its caller, which answers a failure with `viewerProfileFailed`. */
export async function updateViewerProfile(ctx: ServiceContext, input: { name: string; username: string }): Promise<UpdateViewerProfileResult> {
  const viewer = ctx.viewer;
  if (!viewer) return { __typename: 'Forbidden', message: ACCOUNT_MESSAGES.signInToEdit };
  const named = checkName(input.name);
  if ('error' in named) return { __typename: 'BadRequest', message: named.error };
  const checked = checkUsername(input.username);
  if ('error' in checked) return { __typename: 'BadRequest', message: checked.error };
  if (await usernameTaken(ctx, { username: checked.username, exceptUserId: viewer.id })) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken };
  await ctx.db.updateTable('users').set({ name: named.name, username: checked.username, updated_at: Date.now() }).where('id', '=', viewer.id).execute();
  await ctx.bus.publish(ctx.db, 'user.profileChanged', { userId: viewer.id });
  ctx.loaders.userById.clear(viewer.id);
  const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', viewer.id).executeTakeFirstOrThrow();
  // The union's Viewer is the account itself; __typename tells GraphQL which member it is.
  const updated: UserModel = Object.assign(toUser(row), { __typename: 'Viewer' });
  return updated;
}

/** The answer when saving the name and username failed because someone took the username meanwhile; other failures go on. */
export function viewerProfileFailed(error: unknown): UpdateViewerProfileResult {
  if (isUniqueViolation(error)) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken };
  throw error;
}

/**
 * Moves an address the account was waiting to confirm into its verified one; false when the account no longer
 * waits for that address. A unique violation means another account verified it first.
 */
export async function confirmUnverifiedEmail(ctx: ServiceContext, input: { userId: string; email: string; now: number }): Promise<boolean> {
  const moved = await ctx.db
    .updateTable('users')
    .set({ email: input.email, unverified_email: null, updated_at: input.now })
    .where('id', '=', input.userId)
    .where('unverified_email', '=', input.email)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Touches the account row in the caller's transaction and answers its verified address: changes to one account's
 * ways in (a provider disconnected) made side by side take turns until the first transaction ends.
 */
export async function lockAccount(ctx: ServiceContext, input: { userId: string }): Promise<{ id: string; email: string | null }> {
  return ctx.db.updateTable('users').set({ updated_at: ctx.now() }).where('id', '=', input.userId).returning(['id', 'email']).executeTakeFirstOrThrow();
}
