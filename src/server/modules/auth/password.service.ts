import type { Executor } from '../../db';
import type { ServiceContext } from '../../core';
import type { CrupdatePasswordResult, InvalidPassword, IpAuthLockout, LoginResult, PasswordPermanentLockout, PasswordSoftLockout } from '../../graphql/resolvers.generated';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, invalidPasswordMessage, ipAuthLockoutMessage, minutesUntil, normalizeEmail, passwordSoftLockoutMessage } from '../../../shared/validation/auth';
import { flagsFor } from '../flags';
import { usersByIds } from '../users';
import { clearLockouts, daysUntil, ipLockedOutUntil, recordFailure, recordIpFailure, recordSuccess, reserveAttempt, type AttemptGate, type FailureOutcome } from '../../security/lockouts';
import { safeRedirectPath } from '../../security/redirects';
import { checkNewPassword, hashPassword, verifyPassword } from '../../security/passwords';
import { passwordAccountByEmail, passwordHashOf, savePasswordHash } from './passwords.repo';
import { consumeSignInAttempt } from '../../security';
import { countOtherSessions, endOtherSessions } from './sessions.service';
import { passFirstFactor, secondFactorPagePath } from './sign-in.service';
import { hashToken, isWellFormedToken } from '../../security/tokens';

export const PASSWORD_MESSAGES = {
  passwordsOff: 'Signing in with a password is not available here.',
  emailAndPasswordRequired: 'Please enter your email address and your password.',
  signInRequired: 'Please sign in to set a password.',
  resetLinkMalformed: 'That password reset link is not valid. Please check the link in your email, or request a new one.',
  resetLinkUsed: 'That password reset link has already been used. Please request a new one.',
} as const;

type LockoutResult = InvalidPassword | PasswordSoftLockout | PasswordPermanentLockout | IpAuthLockout;


/** Checked against when there is no account or no password, so a miss takes as long as a real check. */
let dummyHash: Promise<string> | null = null;
function timingDecoy(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

function gateResult(gate: Exclude<AttemptGate, { state: 'open' }>, now: number): LockoutResult {
  if (gate.state === 'permanent') {
    return { __typename: 'PasswordPermanentLockout', message: MESSAGES.passwordPermanentLockout, lockoutInfo: { failCount: gate.failCount, lockedOutUntil: null } };
  }
  return {
    __typename: 'PasswordSoftLockout',
    message: passwordSoftLockoutMessage(minutesUntil(gate.lockedOutUntil, now)),
    lockoutInfo: { failCount: gate.failCount, lockedOutUntil: gate.lockedOutUntil },
  };
}

function failureResult(failure: FailureOutcome, now: number): LockoutResult {
  if (failure.state === 'invalid') {
    return { __typename: 'InvalidPassword', message: invalidPasswordMessage(failure.remaining), lockoutInfo: { failCount: failure.failCount, lockedOutUntil: null } };
  }
  return gateResult(failure, now);
}

async function ipLockout(ctx: ServiceContext): Promise<LockoutResult | null> {
  const now = ctx.deps.now();
  const until = await ipLockedOutUntil(ctx.deps, ctx.request.ip, now);
  if (until === null) return null;
  return { __typename: 'IpAuthLockout', message: ipAuthLockoutMessage(daysUntil(until, now)), lockoutInfo: { failCount: 0, lockedOutUntil: until } };
}

/**
 * Checks a password against the account's, counted toward its lockout before the check (so attempts
 * made side by side cannot slip past the limit) and toward the network's daily failures when wrong.
 */
async function checkCountedPassword(ctx: ServiceContext, userId: string, passwordHash: string, password: string): Promise<LockoutResult | null> {
  const now = ctx.deps.now();
  const gate = await reserveAttempt(ctx.db, userId, 'password', now);
  if (gate.state !== 'open') return gateResult(gate, now);
  if (!(await verifyPassword(passwordHash, password))) {
    await recordIpFailure(ctx.deps, ctx.request.ip, now);
    return failureResult(await recordFailure(ctx.db, userId, 'password', gate, now), now);
  }
  await recordSuccess(ctx.db, userId, 'password', now);
  return null;
}

export interface PasswordSignIn {
  email: string | null | undefined;
  password: string | null | undefined;
  referrer: string | null | undefined;
}

/** The first step of a password sign-in: signed in, or a token to pass back with the second factor. */
export async function signInWithPassword(ctx: ServiceContext, input: PasswordSignIn): Promise<LoginResult> {
  if (!ctx.flags.enable_passwords) return { __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff };
  const locked = await ipLockout(ctx);
  if (locked) return locked;
  const rate = await consumeSignInAttempt(ctx.deps.rateLimits, ctx.config.signInRate, ctx.request.ip);
  if (!rate.ok) return { __typename: 'TooManyRequests', message: MESSAGES.tooManySignInAttempts };

  const email = normalizeEmail(input.email ?? '');
  const password = input.password ?? '';
  if (!email || !password) return { __typename: 'BadRequest', message: PASSWORD_MESSAGES.emailAndPasswordRequired };

  const account = await passwordAccountByEmail(ctx.db, email);
  if (!account?.passwordHash) {
    await verifyPassword(await timingDecoy(), password);
    await recordIpFailure(ctx.deps, ctx.request.ip);
    return { __typename: 'NotFound', message: MESSAGES.passwordIncorrect };
  }

  const refused = await checkCountedPassword(ctx, account.user.id, account.passwordHash, password);
  if (refused) return refused;

  const outcome = await passFirstFactor(ctx, { user: { id: account.user.id, email: account.user.email ?? email }, redirect: input.referrer });
  if (outcome.kind === 'second-factor') return { __typename: 'AuthToken', token: outcome.token };
  return { __typename: 'AuthInfo', uid: outcome.userId, sessionToken: null, redirect: outcome.redirect };
}

export interface PasswordChange {
  password: string;
  oldPassword: string | null | undefined;
  token: string | null | undefined;
}

/** A password change whose checks passed, its new password already hashed: what `savePassword` writes. */
export type PreparedPassword =
  | { kind: 'reset'; token: string; userId: string; redirect: string; passwordHash: string }
  | { kind: 'own'; userId: string; passwordHash: string };

/**
 * The checks of setting or changing a password, made before its transaction: from a reset link (signed in or
 * not), or by the signed-in reader (their current password counted toward its lockout, committed whatever
 * follows). Either the answer, or the change `savePassword` then writes; the new password is hashed here,
 * outside the transaction.
 */
export function preparePassword(ctx: ServiceContext, input: PasswordChange): Promise<{ kind: 'answer'; answer: CrupdatePasswordResult } | { kind: 'save'; change: PreparedPassword }> {
  return input.token ? prepareReset(ctx, input.token, input.password) : prepareOwnPassword(ctx, input.password, input.oldPassword ?? null);
}

/** Writes a prepared password change in the caller's transaction (the resolver's). */
export function savePassword(ctx: ServiceContext, input: PreparedPassword): Promise<CrupdatePasswordResult> {
  return input.kind === 'reset' ? saveReset(ctx, input) : saveOwnPassword(ctx, input);
}

interface ResetToken {
  userId: string;
  redirect: string;
  expiresAt: number;
  usedAt: number | null;
}

async function resetTokenOf(db: Executor, token: string): Promise<ResetToken | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['user_id', 'redirect', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'password_reset')
    .executeTakeFirst();
  if (!row?.user_id) return null;
  return { userId: row.user_id, redirect: row.redirect, expiresAt: Number(row.expires_at), usedAt: row.used_at === null ? null : Number(row.used_at) };
}

/** Uses up the link, and every other reset link of the account; only one caller can win. */
async function claimResetToken(db: Executor, token: string, userId: string, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'password_reset')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await db.updateTable('auth_tokens').set({ used_at: now }).where('user_id', '=', userId).where('kind', '=', 'password_reset').where('used_at', 'is', null).execute();
  return true;
}

type Prepared = { kind: 'answer'; answer: CrupdatePasswordResult } | { kind: 'save'; change: PreparedPassword };
const answer = (result: CrupdatePasswordResult): Prepared => ({ kind: 'answer', answer: result });

/**
 * A reset link proves the reader holds the account's email: the new password replaces the old one, lifts
 * any password lockout (the way out of a permanent one), and ends every session of the account. The reader
 * is signed in, through the second factor when the account has one.
 */
async function prepareReset(ctx: ServiceContext, token: string, password: string): Promise<Prepared> {
  if (!isWellFormedToken(token)) return answer({ __typename: 'MalformedOAuthToken', message: PASSWORD_MESSAGES.resetLinkMalformed });
  const found = await resetTokenOf(ctx.db, token);
  if (!found || found.usedAt !== null) return answer({ __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed });
  if (Date.now() >= found.expiresAt) return answer({ __typename: 'ExpiredCredentials', message: MESSAGES.passwordResetExpired });
  const flags = await flagsFor(ctx, { userId: found.userId });
  if (!flags.enable_passwords) return answer({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff });
  const problem = checkNewPassword(password);
  if (problem) return answer({ __typename: 'BadRequest', message: problem });
  return { kind: 'save', change: { kind: 'reset', token, userId: found.userId, redirect: found.redirect, passwordHash: await hashPassword(password) } };
}

async function saveReset(ctx: ServiceContext, input: Extract<PreparedPassword, { kind: 'reset' }>): Promise<CrupdatePasswordResult> {
  const { db } = ctx;
  const now = Date.now();
  if (!(await claimResetToken(db, input.token, input.userId, now))) return { __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed };
  await savePasswordHash(db, input.userId, input.passwordHash, now);
  await clearLockouts(db, input.userId, 'password');
  await endOtherSessions(ctx, { userId: input.userId, currentId: null, now });
  const [user] = await usersByIds(db, [input.userId]);
  if (!user) throw new Error(`The account ${input.userId} of a password reset is missing`);
  const outcome = await passFirstFactor(ctx, { user: { id: user.id, email: user.email }, redirect: safeRedirectPath(input.redirect), now });
  const target = outcome.kind === 'second-factor' ? secondFactorPagePath(outcome.token) : outcome.redirect;
  return { __typename: 'PasswordUpdated', success: true, redirect: target, otherSessionCount: 0 };
}

/** The signed-in reader sets a first password, or changes theirs after proving the current one. */
async function prepareOwnPassword(ctx: ServiceContext, password: string, oldPassword: string | null): Promise<Prepared> {
  const viewer = ctx.viewer;
  if (!viewer) return answer({ __typename: 'Forbidden', message: PASSWORD_MESSAGES.signInRequired });
  if (!ctx.flags.enable_passwords) return answer({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff });

  const currentHash = await passwordHashOf(ctx.db, viewer.id);
  if (currentHash !== null && !oldPassword) return answer({ __typename: 'Forbidden', message: MESSAGES.currentPasswordRequired });
  const problem = checkNewPassword(password);
  if (problem) return answer({ __typename: 'BadRequest', message: problem });

  if (currentHash !== null && oldPassword) {
    const locked = await ipLockout(ctx);
    if (locked) return answer(locked);
    const refused = await checkCountedPassword(ctx, viewer.id, currentHash, oldPassword);
    if (refused) return answer(refused);
  }
  return { kind: 'save', change: { kind: 'own', userId: viewer.id, passwordHash: await hashPassword(password) } };
}

async function saveOwnPassword(ctx: ServiceContext, input: Extract<PreparedPassword, { kind: 'own' }>): Promise<CrupdatePasswordResult> {
  await savePasswordHash(ctx.db, input.userId, input.passwordHash);
  const otherSessionCount = await countOtherSessions(ctx, { userId: input.userId, currentId: ctx.session?.id ?? null });
  return { __typename: 'PasswordUpdated', success: true, redirect: `${buildPath('ShowSettings')}#security`, otherSessionCount };
}
