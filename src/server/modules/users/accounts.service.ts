import { SEND_EMAIL_JOB } from '../email';
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import type { ServiceContext } from '../../core';
import type { CreateAccountResult, SendVerificationEmailResult, ResolversParentTypes } from '../../graphql/resolvers.generated';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, USERNAME_MAX_LENGTH, checkDisplayName, isValidEmail, normalizeEmail } from '../../../shared/validation/auth';
import { checkUsername as checkProfileUsername } from '../../../shared/validation/profile';
import { auditBinding, clearAccountTokenCookie, claimToken, issueToken, peekToken } from '../auth';
import { checkNewPassword, hashPassword, safeRedirectPath } from '../../security';
import { consumeAttempt } from '../../security';
import { exchangeOf, openSession } from '../auth';
import { verifyEmailEmail } from '../email';
import { verifyGoogleIdentityToken } from '../social';
import { linkSocialAccount, socialAccount } from '../social';
import { insertAccount, userByEmail } from './accounts.repo';
import { toUser, type UserModel } from './users.repo';

export const USERNAME_MIN_LENGTH = 3;
export const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Sign-up attempts one address may see a day (more → Forbidden), and accounts one network may make. */
export const SIGNUP_ATTEMPTS_PER_EMAIL_PER_DAY = 5;
export const VERIFICATION_EMAILS_PER_USER = { perTenMinutes: 3, perDay: 10 };

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

async function usernameTaken(db: Executor, username: string, exceptUserId: string | null): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

function checkName(raw: string | null | undefined): { name: string } | { error: string } {
  const checked = checkDisplayName(raw);
  return checked.ok ? { name: checked.name } : { error: checked.message };
}

export interface CreateAccountInput {
  accessToken?: string | null;
  email?: string | null;
  identityToken?: string | null;
  nonce?: string | null;
  name?: string | null;
  password?: string | null;
  redirect?: string | null;
  username?: string | null;
}

/** Who the new account is, once the proof offered (email link, provider, or a password) checks out. */
interface SignUpIdentity {
  email: string | null;
  emailVerified: boolean;
  fallbackName: string | null;
  redirect: string | null;
  accountToken?: string;
  password?: string;
  google?: { providerUserId: string; email: string | null };
}

type Refusal = { refused: CreateAccountResult };

async function identityOf(ctx: ServiceContext, input: CreateAccountInput): Promise<SignUpIdentity | Refusal> {
  if (input.accessToken) {
    const token = await peekToken(ctx, { kind: 'account_token', token: input.accessToken });
    if (!token) return { refused: { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signUpLinkExpired } };
    return { email: token.email, emailVerified: true, fallbackName: token.fullName, redirect: token.redirect, accountToken: input.accessToken };
  }
  if (input.identityToken) {
    const profile = await verifyGoogleIdentityToken(ctx.deps, input.identityToken, input.nonce ?? null);
    if (!profile) return { refused: { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.googleUnverified } };
    if (await socialAccount(ctx.db, 'google', profile.providerUserId)) return { refused: { __typename: 'AlreadyExists', message: MESSAGES.accountAlreadyExists } };
    const email = profile.email ? normalizeEmail(profile.email) : null;
    return {
      email,
      emailVerified: email !== null && profile.emailVerified,
      fallbackName: profile.name,
      redirect: null,
      google: { providerUserId: profile.providerUserId, email },
    };
  }
  if (input.password !== undefined && input.password !== null) {
    if (!ctx.flags.enable_passwords) return { refused: { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.passwordsOff } };
    if (!input.email) return { refused: { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.emailRequired } };
    if (!isValidEmail(input.email)) return { refused: { __typename: 'BadRequest', message: MESSAGES.invalidEmail } };
    return { email: normalizeEmail(input.email), emailVerified: false, fallbackName: null, redirect: null, password: input.password };
  }
  return { refused: { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.noSignUpMethod } };
}

/**
 * Creates an account from a proven email (the registration form's account token), a Google one-tap
 * credential, or an email and password (the address then waits for confirmation), and signs it in.
 */
export async function createAccount(ctx: ServiceContext, input: CreateAccountInput): Promise<CreateAccountResult> {
  const identity = await identityOf(ctx, input);
  if ('refused' in identity) return identity.refused;
  const named = checkName(input.name?.trim() ? input.name : identity.fallbackName);
  if ('error' in named) return { __typename: 'BadRequest', message: named.error };
  let username: string | null = null;
  if (input.username?.trim()) {
    const checked = checkUsername(input.username);
    if ('error' in checked) return { __typename: 'BadRequest', message: checked.error };
    if (await usernameTaken(ctx.db, checked.username, null)) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken };
    username = checked.username;
  }
  if (identity.password !== undefined) {
    const refused = checkNewPassword(identity.password, [input.name ?? '', identity.email ?? ''].filter(Boolean));
    if (refused) return { __typename: 'BadRequest', message: refused };
  }
  const { email } = identity;
  if (email) {
    // Counted once the form is right, so typos cost nothing while probing an address (AlreadyExists) does.
    const attempts = await consumeAttempt(ctx.deps.rateLimits, `signup:email:${email}`, [{ limit: SIGNUP_ATTEMPTS_PER_EMAIL_PER_DAY, windowMs: DAY_MS }]);
    if (!attempts.ok) return { __typename: 'Forbidden', message: MESSAGES.emailUsedTooManyTimes };
    // An address waiting for confirmation counts as used too, so one reader does not end up with two accounts.
    const taken = identity.emailVerified ? await userByEmail(ctx.db, email) : await accountByEmail(ctx, { email });
    if (taken) return { __typename: 'AlreadyExists', message: MESSAGES.accountAlreadyExists };
  }

  // Counted only for sign-ups that would otherwise succeed: this limits accounts made, not typos.
  const byNetwork = await consumeAttempt(ctx.deps.rateLimits, `signup:ip:${ctx.request.ip}`, [
    { limit: ctx.config.signUpRate.perHour, windowMs: HOUR_MS },
    { limit: ctx.config.signUpRate.perDay, windowMs: DAY_MS },
  ]);
  if (!byNetwork.ok) return { __typename: 'UserCreationRateLimited', message: MESSAGES.userCreationRateLimited };

  const passwordHash = identity.password ? await hashPassword(identity.password) : null;
  const redirect = safeRedirectPath(input.redirect ?? identity.redirect);
  let created: UserModel | null;
  try {
    created = await ctx.deps.db.transaction().execute(async (trx) => {
      if (identity.accountToken && (await claimToken({ db: trx }, { kind: 'account_token', token: identity.accountToken })).kind !== 'ok') return null;
      const user = await insertAccount(trx, {
        name: named.name,
        username,
        email: identity.emailVerified ? email : null,
        unverifiedEmail: identity.emailVerified ? null : email,
      });
      if (passwordHash) await trx.insertInto('user_passwords').values({ user_id: user.id, hash: passwordHash, updated_at: Date.now() }).execute();
      if (identity.google) await linkSocialAccount(trx, { provider: 'google', userId: user.id, ...identity.google });
      await openSession({ ...exchangeOf(ctx), db: trx }, { userId: user.id });
      return user;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another sign-up with the same address or provider account won the race.
    return { __typename: 'AlreadyExists', message: MESSAGES.accountAlreadyExists };
  }
  if (!created) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signUpLinkExpired };
  if (identity.accountToken) clearAccountTokenCookie(ctx);
  if (created.unverifiedEmail) await issueVerificationEmail(ctx, { user: created }).catch(() => undefined);
  return { __typename: 'AuthInfo', uid: created.id, sessionToken: null, redirect };
}

/** Sends a link that moves the account's unverified address into its verified one (the token and the email job through `ctx.db`). */
export async function issueVerificationEmail(ctx: ServiceContext, input: { user: UserModel }): Promise<void> {
  const { user } = input;
  const client = ctx.request;
  if (!user.unverifiedEmail) return;
  const token = await issueToken(ctx, {
    kind: 'verify_email',
    email: user.unverifiedEmail,
    userId: user.id,
    operation: 'verify',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    binding: auditBinding(client),
  });
  const url = ctx.config.publicUrl + buildPath('ConfirmAccount', { key: token });
  const message = await verifyEmailEmail({ to: user.unverifiedEmail, productName: ctx.config.productName, publicUrl: ctx.config.publicUrl, url, validHours: VERIFY_EMAIL_TTL_MS / HOUR_MS });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, payload: message });
}

/** The link or its email could not be written: the caller's transaction rolls back and the reader is asked to retry. */
class VerificationEmailFailed extends Error {}

/** The answer once `sendVerificationEmail`'s transaction failed to issue the email; other failures go on. */
export function verificationEmailFailed(error: unknown): SendVerificationEmailResult {
  if (error instanceof VerificationEmailFailed) return { __typename: 'BadRequest', message: MESSAGES.retryableError };
  throw error;
}

/** Run in one transaction by its caller, which answers a failure with `verificationEmailFailed`: the link and its email go together. */
export async function sendVerificationEmail(ctx: ServiceContext): Promise<SendVerificationEmailResult> {
  const viewer = ctx.viewer;
  if (!viewer) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signInToVerify };
  if (!viewer.unverifiedEmail) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.alreadyVerified };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `verify-email:${viewer.id}`, [
    { limit: VERIFICATION_EMAILS_PER_USER.perTenMinutes, windowMs: 10 * 60_000 },
    { limit: VERIFICATION_EMAILS_PER_USER.perDay, windowMs: DAY_MS },
  ]);
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: ACCOUNT_MESSAGES.tooManyVerificationEmails };
  await issueVerificationEmail(ctx, { user: viewer }).catch((error: unknown) => {
    throw new VerificationEmailFailed('The verification email could not be issued', { cause: error });
  });
  return { __typename: 'SentVerificationEmail', email: viewer.unverifiedEmail };
}

type UpdateViewerProfileResult = ResolversParentTypes['UpdateViewerProfileResult'];

export type EmailConfirmation = 'verified' | 'invalid' | 'taken';

/**
 * Opens a confirmation link: the address becomes the account's verified one, unless another account verified
 * it first. The caller runs it in one transaction (the token is claimed with the change) and answers a failure
 * with `emailConfirmationFailed`.
 */
export async function confirmEmail(ctx: ServiceContext, input: { key: string; now?: number }): Promise<EmailConfirmation> {
  const { db } = ctx;
  const { key } = input;
  const now = input.now ?? Date.now();
  const claim = await claimToken({ db }, { kind: 'verify_email', token: key, now });
  if (claim.kind !== 'ok' || !claim.token.userId) return 'invalid';
  const { email, userId } = claim.token;
  const owner = await userByEmail(db, email);
  if (owner && owner.id !== userId) return 'taken';
  if (owner) return 'verified';
  const moved = await db
    .updateTable('users')
    .set({ email, unverified_email: null, updated_at: now })
    .where('id', '=', userId)
    .where('unverified_email', '=', email)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? 'verified' : 'invalid';
}

/** A confirmation whose transaction failed: another account verified the address at the same moment, or the failure goes on. */
export function emailConfirmationFailed(error: unknown): EmailConfirmation {
  if (isUniqueViolation(error)) return 'taken';
  throw error;
}

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
  if (await usernameTaken(ctx.db, checked.username, viewer.id)) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken };
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
