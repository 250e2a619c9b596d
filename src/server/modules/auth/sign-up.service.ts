import type { ServiceContext } from '../../core';
import { isUniqueViolation, withSavepoint } from '../../db/dialect';
import type { CreateAccountResult } from '../../graphql/resolvers.generated';
import { MESSAGES, isValidEmail, normalizeEmail } from '../../../shared/validation/auth';
import { checkNewPassword, consumeAttempt, hashPassword, safeRedirectPath } from '../../security';
import { linkSocialAccount, socialAccount, verifyGoogleIdentityToken } from '../social';
import { ACCOUNT_MESSAGES, accountByEmail, checkName, checkUsername, insertAccount, usernameTaken, userByEmail } from '../users';
import { issueVerificationEmail } from './email-verification.service';
import { claimToken, clearAccountTokenCookie, peekToken } from './magic-link.service';
import { savePasswordHash } from './passwords.repo';
import { openSession } from './sign-in.service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Sign-up attempts one address may see a day (more → Forbidden), and accounts one network may make. */
export const SIGNUP_ATTEMPTS_PER_EMAIL_PER_DAY = 5;

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

/** A sign-up whose proof, form and limits checked out, its password already hashed: what `createAccount` writes. */
export interface PreparedSignUp {
  name: string;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  accountToken: string | null;
  google: { providerUserId: string; email: string | null } | null;
  redirect: string;
}

/**
 * The checks of a sign-up, made before its transaction: the proof offered (the registration form's account token,
 * a Google one-tap credential, or an email and password), the form, the rate limits, and the password's hash
 * (slow work stays out of the transaction). Either the answer, or what `createAccount` then writes.
 */
export async function prepareSignUp(ctx: ServiceContext, input: CreateAccountInput): Promise<{ kind: 'answer'; answer: CreateAccountResult } | { kind: 'create'; signUp: PreparedSignUp }> {
  const answer = (result: CreateAccountResult) => ({ kind: 'answer' as const, answer: result });
  const identity = await identityOf(ctx, input);
  if ('refused' in identity) return answer(identity.refused);
  const named = checkName(input.name?.trim() ? input.name : identity.fallbackName);
  if ('error' in named) return answer({ __typename: 'BadRequest', message: named.error });
  let username: string | null = null;
  if (input.username?.trim()) {
    const checked = checkUsername(input.username);
    if ('error' in checked) return answer({ __typename: 'BadRequest', message: checked.error });
    if (await usernameTaken(ctx, { username: checked.username })) return answer({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken });
    username = checked.username;
  }
  if (identity.password !== undefined) {
    const refused = checkNewPassword(identity.password, [input.name ?? '', identity.email ?? ''].filter(Boolean));
    if (refused) return answer({ __typename: 'BadRequest', message: refused });
  }
  const { email } = identity;
  if (email) {
    // Counted once the form is right, so typos cost nothing while probing an address (AlreadyExists) does.
    const attempts = await consumeAttempt(ctx.deps.rateLimits, `signup:email:${email}`, [{ limit: SIGNUP_ATTEMPTS_PER_EMAIL_PER_DAY, windowMs: DAY_MS }]);
    if (!attempts.ok) return answer({ __typename: 'Forbidden', message: MESSAGES.emailUsedTooManyTimes });
    // An address waiting for confirmation counts as used too, so one reader does not end up with two accounts.
    const taken = identity.emailVerified ? await userByEmail(ctx.db, email) : await accountByEmail(ctx, { email });
    if (taken) return answer({ __typename: 'AlreadyExists', message: MESSAGES.accountAlreadyExists });
  }

  // Counted only for sign-ups that would otherwise succeed: this limits accounts made, not typos.
  const byNetwork = await consumeAttempt(ctx.deps.rateLimits, `signup:ip:${ctx.request.ip}`, [
    { limit: ctx.config.signUpRate.perHour, windowMs: HOUR_MS },
    { limit: ctx.config.signUpRate.perDay, windowMs: DAY_MS },
  ]);
  if (!byNetwork.ok) return answer({ __typename: 'UserCreationRateLimited', message: MESSAGES.userCreationRateLimited });

  return {
    kind: 'create',
    signUp: {
      name: named.name,
      username,
      email,
      emailVerified: identity.emailVerified,
      passwordHash: identity.password ? await hashPassword(identity.password) : null,
      accountToken: identity.accountToken ?? null,
      google: identity.google ?? null,
      redirect: safeRedirectPath(input.redirect ?? identity.redirect),
    },
  };
}

/** The account token was used meanwhile: the transaction rolls back and the reader is told the link expired. */
class SignUpLinkUsed extends Error {}

/**
 * Creates the prepared account and signs it in, in the caller's transaction (run by `createAccount`'s resolver,
 * which answers a failure with `signUpFailed` after the rollback). An address still to confirm gets its link.
 */
export async function createAccount(ctx: ServiceContext, input: PreparedSignUp): Promise<CreateAccountResult> {
  const { db } = ctx;
  const { email } = input;
  if (input.accountToken && (await claimToken(ctx, { kind: 'account_token', token: input.accountToken })).kind !== 'ok') throw new SignUpLinkUsed();
  const user = await insertAccount(db, {
    name: input.name,
    username: input.username,
    email: input.emailVerified ? email : null,
    unverifiedEmail: input.emailVerified ? null : email,
  });
  if (input.passwordHash) await savePasswordHash(db, user.id, input.passwordHash);
  if (input.google) await linkSocialAccount(db, { provider: 'google', userId: user.id, ...input.google });
  await openSession(ctx, { userId: user.id });
  // The account stands without its confirmation link: a link that cannot be written is undone alone (the reader can ask again).
  if (user.unverifiedEmail) await withSavepoint(db, (step) => issueVerificationEmail({ ...ctx, db: step }, { user })).catch(() => undefined);
  if (input.accountToken) clearAccountTokenCookie(ctx);
  return { __typename: 'AuthInfo', uid: user.id, sessionToken: null, redirect: input.redirect };
}

/** The answer once `createAccount`'s transaction failed: the link used meanwhile, or the address or provider account taken in a race. */
export function signUpFailed(error: unknown): CreateAccountResult {
  if (error instanceof SignUpLinkUsed) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signUpLinkExpired };
  // Another sign-up with the same address or provider account won the race.
  if (isUniqueViolation(error)) return { __typename: 'AlreadyExists', message: MESSAGES.accountAlreadyExists };
  throw error;
}
