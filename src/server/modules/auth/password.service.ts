import type { Executor } from '../../db';
import type { ServiceContext } from '../../graphql/context';
import type { CrupdatePasswordResult, InvalidPassword, IpAuthLockout, LoginResult, PasswordPermanentLockout, PasswordSoftLockout } from '../../graphql/resolvers.generated';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, invalidPasswordMessage, ipAuthLockoutMessage, minutesUntil, normalizeEmail, passwordSoftLockoutMessage } from '../../../shared/validation/auth';
import { flagsFor } from '../flags';
import { clearLockouts, daysUntil, ipLockedOutUntil, recordFailure, recordIpFailure, recordSuccess, reserveAttempt, type AttemptGate, type FailureOutcome } from '../../security/lockouts';
import { safeRedirectPath } from '../../security/redirects';
import { checkNewPassword, hashPassword, verifyPassword } from '../../security/passwords';
import { passwordAccountByEmail, passwordHashOf, savePasswordHash } from './passwords.repo';
import { consumeSignInAttempt } from '../../security';
import { countOtherSessions, endOtherSessions } from './sessions.service';
import { exchangeOf, passFirstFactor, secondFactorPagePath } from './sign-in.service';
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

  const outcome = await passFirstFactor(exchangeOf(ctx), { user: { id: account.user.id, email: account.user.email ?? email }, redirect: input.referrer });
  if (outcome.kind === 'second-factor') return { __typename: 'AuthToken', token: outcome.token };
  return { __typename: 'AuthInfo', uid: outcome.userId, sessionToken: null, redirect: outcome.redirect };
}

export interface PasswordChange {
  password: string;
  oldPassword: string | null | undefined;
  token: string | null | undefined;
}

/** Sets or changes a password: from a reset link (signed in or not), or by the signed-in reader. */
export function crupdatePassword(ctx: ServiceContext, input: PasswordChange): Promise<CrupdatePasswordResult> {
  return input.token ? resetPassword(ctx, input.token, input.password) : changeOwnPassword(ctx, input.password, input.oldPassword ?? null);
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

/**
 * A reset link proves the reader holds the account's email: the new password replaces the old one, lifts
 * any password lockout (the way out of a permanent one), and ends every session of the account. The reader
 * is signed in, through the second factor when the account has one.
 */
async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<CrupdatePasswordResult> {
  if (!isWellFormedToken(token)) return { __typename: 'MalformedOAuthToken', message: PASSWORD_MESSAGES.resetLinkMalformed };
  const found = await resetTokenOf(ctx.db, token);
  if (!found || found.usedAt !== null) return { __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed };
  if (Date.now() >= found.expiresAt) return { __typename: 'ExpiredCredentials', message: MESSAGES.passwordResetExpired };
  const flags = await flagsFor(ctx, { userId: found.userId });
  if (!flags.enable_passwords) return { __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff };
  const problem = checkNewPassword(password);
  if (problem) return { __typename: 'BadRequest', message: problem };

  const passwordHash = await hashPassword(password);
  const exchange = exchangeOf(ctx);
  const target = await ctx.deps.db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (!(await claimResetToken(trx, token, found.userId, now))) return null;
    await savePasswordHash(trx, found.userId, passwordHash, now);
    await clearLockouts(trx, found.userId, 'password');
    await endOtherSessions({ db: trx }, { userId: found.userId, currentId: null, now });
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', found.userId).executeTakeFirstOrThrow();
    const outcome = await passFirstFactor({ ...exchange, db: trx }, { user, redirect: safeRedirectPath(found.redirect), now });
    return outcome.kind === 'second-factor' ? secondFactorPagePath(outcome.token) : outcome.redirect;
  });
  if (target === null) return { __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed };
  return { __typename: 'PasswordUpdated', success: true, redirect: target, otherSessionCount: 0 };
}

/** The signed-in reader sets a first password, or changes theirs after proving the current one. */
async function changeOwnPassword(ctx: ServiceContext, password: string, oldPassword: string | null): Promise<CrupdatePasswordResult> {
  const viewer = ctx.viewer;
  if (!viewer) return { __typename: 'Forbidden', message: PASSWORD_MESSAGES.signInRequired };
  if (!ctx.flags.enable_passwords) return { __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff };

  const currentHash = await passwordHashOf(ctx.db, viewer.id);
  if (currentHash !== null && !oldPassword) return { __typename: 'Forbidden', message: MESSAGES.currentPasswordRequired };
  const problem = checkNewPassword(password);
  if (problem) return { __typename: 'BadRequest', message: problem };

  if (currentHash !== null && oldPassword) {
    const locked = await ipLockout(ctx);
    if (locked) return locked;
    const refused = await checkCountedPassword(ctx, viewer.id, currentHash, oldPassword);
    if (refused) return refused;
  }

  await savePasswordHash(ctx.db, viewer.id, await hashPassword(password));
  const otherSessionCount = await countOtherSessions(ctx, { userId: viewer.id, currentId: ctx.session?.id ?? null });
  return { __typename: 'PasswordUpdated', success: true, redirect: `${buildPath('ShowSettings')}#security`, otherSessionCount };
}
