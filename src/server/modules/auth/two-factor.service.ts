import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import type { CrupdateTwoFactorAuthResult, CrupdateTwoFactorBackupCodesResult, InvalidTwoFactorAuthCode, RegisterAuthyUserResult, RemoveTwoFactorAuthResult, SendTwoFactorCodeResult, TwoFactorAuthPermanentLockout, TwoFactorAuthSoftLockout, TwoFactorChallenge, TwoFactorMethod, TwoFactorStatus } from '../../graphql/resolvers.generated';
import { MESSAGES, PHONE_DIGITS, TWO_FACTOR_CODE_LENGTH, digitsOnly, invalidTwoFactorCodeMessage, isValidRecoveryCode, isValidTwoFactorCode, minutesUntil, twoFactorSoftLockoutMessage } from '../../../shared/validation/auth';
import { backupCodesRemaining, consumeBackupCode, deleteBackupCodes, replaceBackupCodes } from '../../security/backup-codes';
import { recordFailure, recordSuccess, reserveAttempt, type AttemptGate, type FailureOutcome } from '../../security/lockouts';
import { consumeAttempt, consumeCooldown } from '../../security';
import { decrypt, encrypt, keyedHashes, keyringOf } from '../../security';
import { countOtherSessions } from './sessions.service';
import { pendingSecondFactor } from './sign-in.service';
import { smsProviderFor, type SmsChannel } from './sms-provider';
import { safeEqual } from '../../security/tokens';
import { acceptedTotpStep, newTotpSecret, totpUri } from '../../security/totp';

/** A method being set up must be confirmed within this long. */
export const ENROLLMENT_TTL_MS = 15 * 60_000;
/** A code sent by text or call stays good this long. */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
/** Texts and calls cost money and can be used to pester someone: one every 30 seconds, five an hour, per account. */
/** A code is sent at most every 30 seconds, and five times an hour. */
const SEND_PAUSE_MS = 30_000;
const SEND_WINDOWS = [{ limit: 5, windowMs: 3_600_000 }];

export const TWO_FACTOR_MESSAGES = {
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  setupExpired: 'This setup has expired. Please start again.',
  notEnabled: 'Two-factor authentication is not turned on for this account.',
  noPhone: 'This account does not use a phone for verification codes.',
  tooManyCodes: 'Too many codes requested. Please wait a little before asking for another.',
  smsFailed: 'We could not send the code. Please try again later.',
} as const;

const SIGN_IN_CODE = 'verify';
const enrollmentPurpose = (authyId: string) => `enroll:${authyId}`;

export type SecondFactorProof = { kind: 'code'; code: string } | { kind: 'backup'; code: string };

type LockoutAnswer = InvalidTwoFactorAuthCode | TwoFactorAuthSoftLockout | TwoFactorAuthPermanentLockout;

/** The answer for a refused gate or a wrong code (sign-in, setup and removal answer alike). */
export function lockoutResult(outcome: Exclude<AttemptGate, { state: 'open' }> | FailureOutcome, now: number): LockoutAnswer {
  switch (outcome.state) {
    case 'invalid':
      return {
        __typename: 'InvalidTwoFactorAuthCode',
        message: invalidTwoFactorCodeMessage(outcome.remaining),
        lockoutInfo: { failCount: outcome.failCount, lockedOutUntil: null },
      };
    case 'soft':
      return {
        __typename: 'TwoFactorAuthSoftLockout',
        message: twoFactorSoftLockoutMessage(minutesUntil(outcome.lockedOutUntil, now)),
        lockoutInfo: { failCount: outcome.failCount, lockedOutUntil: outcome.lockedOutUntil },
      };
    case 'permanent':
      return {
        __typename: 'TwoFactorAuthPermanentLockout',
        message: MESSAGES.twoFactorPermanentLockout,
        lockoutInfo: { failCount: outcome.failCount, lockedOutUntil: null },
      };
  }
}

const isPhoneMethod = (method: string): method is 'SMS_TEXT' | 'VOICE_CALL' => method === 'SMS_TEXT' || method === 'VOICE_CALL';
const channelOf = (method: 'SMS_TEXT' | 'VOICE_CALL'): SmsChannel => (method === 'VOICE_CALL' ? 'voice' : 'sms');
const last4 = (phoneNumber: string | null) => (phoneNumber ? phoneNumber.slice(-4) : null);

/** Two-factor seeds are sealed with this purpose's key; `openSeed` also opens seeds sealed before a rotation. */
const SEED_KEY = 'two-factor';

/** The keyring belongs to the app's root handle, never to a transaction. */
function sealSeed(ctx: ServiceContext, secret: string): string {
  return encrypt(keyringOf(ctx.deps.db).current(SEED_KEY), secret);
}

function openSeed(ctx: ServiceContext, sealed: string): string {
  return decrypt(keyringOf(ctx.deps.db).candidates(SEED_KEY), sealed).plain;
}

// ---- Codes sent by text message or voice call -------------------------------------------------

/** The first hash is the current key's; the others match a code sent just before a rotation. */
function phoneCodeHashes(ctx: ServiceContext, userId: string, purpose: string, code: string): string[] {
  return keyedHashes(keyringOf(ctx.deps.db).candidates('two-factor-codes'), `${userId}:${purpose}:${code}`);
}

function newPhoneCode(): string {
  return String(randomInt(10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, '0');
}

function codeText(productName: string, code: string, channel: SmsChannel): string {
  if (channel === 'voice') {
    const spoken = code.split('').join(', ');
    return `Your ${productName} verification code is: ${spoken}. Again, your code is: ${spoken}.`;
  }
  return `Your ${productName} verification code is ${code}. It expires in ${PHONE_CODE_TTL_MS / 60_000} minutes. Never share it with anyone.`;
}

/** Sends a new code (earlier unused ones for the same purpose stop working). Null when the per-account limit says wait. */
async function sendPhoneCode(
  ctx: ServiceContext,
  userId: string,
  purpose: string,
  phone: { countryCode: string; phoneNumber: string },
  channel: SmsChannel,
  now = Date.now(),
): Promise<'sent' | 'rate-limited'> {
  const { deps } = ctx;
  // The pause lets one send through at a time per account, so the earlier codes end and the new one is stored
  // without a transaction; the text or call (the network) goes after.
  const pause = await consumeCooldown(deps.rateLimits, `two-factor-send:${userId}`, SEND_PAUSE_MS);
  if (!pause.ok) return 'rate-limited';
  const verdict = await consumeAttempt(deps.rateLimits, `two-factor-send:${userId}`, SEND_WINDOWS);
  if (!verdict.ok) return 'rate-limited';
  const code = newPhoneCode();
  const codeHash = phoneCodeHashes(ctx, userId, purpose, code)[0]!;
  await ctx.db.updateTable('two_factor_codes').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await ctx.db
    .insertInto('two_factor_codes')
    .values({ id: newId(), user_id: userId, purpose, code_hash: codeHash, created_at: now, expires_at: now + PHONE_CODE_TTL_MS })
    .execute();
  await smsProviderFor(ctx).send({ to: `+${phone.countryCode}${phone.phoneNumber}`, channel, text: codeText(ctx.config.productName, code, channel) });
  return 'sent';
}

/** Uses up the latest live code for the purpose when it matches; single use even under concurrent requests. */
async function claimPhoneCode(ctx: ServiceContext, userId: string, purpose: string, code: string, now = Date.now()): Promise<boolean> {
  const { db } = ctx;
  const latest = await db
    .selectFrom('two_factor_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || !phoneCodeHashes(ctx, userId, purpose, code).some((hash) => safeEqual(latest.code_hash, hash))) return false;
  const claimed = await db.updateTable('two_factor_codes').set({ used_at: now }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

// ---- The account's second factor ----------------------------------------------------------------

async function twoFactorRow(db: Executor, userId: string) {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Accepts an authenticator code once: the step it belongs to must be newer than the last one used. */
async function claimTotp(ctx: ServiceContext, userId: string, sealedSecret: string, lastStep: number | null, code: string): Promise<boolean> {
  const { db } = ctx;
  const secret = openSeed(ctx, sealedSecret);
  const step = await acceptedTotpStep(secret, code, lastStep);
  if (step === null) return false;
  const claimed = await db
    .updateTable('two_factor')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** True when the proof is right for the account; a right proof is used up (codes and backup codes work once). */
export async function checkSecondFactor(ctx: ServiceContext, input: { userId: string; proof: SecondFactorProof }): Promise<boolean> {
  const { db } = ctx;
  const { userId, proof } = input;
  const row = await twoFactorRow(db, userId);
  if (!row) return false;
  if (proof.kind === 'backup') return consumeBackupCode({ db, keys: ctx.deps.db }, userId, proof.code, Date.now());
  if (row.method === 'AUTH_APP') return row.secret !== null && claimTotp(ctx, userId, row.secret, row.totp_last_step === null ? null : Number(row.totp_last_step), proof.code);
  return claimPhoneCode(ctx, userId, SIGN_IN_CODE, proof.code);
}

export async function twoFactorStatus(ctx: ServiceContext, input: { userId: string }): Promise<TwoFactorStatus> {
  const { db } = ctx;
  const { userId } = input;
  const row = await twoFactorRow(db, userId);
  if (!row) return { enabled: false, method: null, phoneLast4: null, backupCodesRemaining: 0 };
  return {
    enabled: true,
    method: row.method as TwoFactorMethod,
    phoneLast4: last4(row.phone_number),
    backupCodesRemaining: await backupCodesRemaining(db, userId),
  };
}

// ---- Setting it up ------------------------------------------------------------------------------------

/** Starts setting up a method: an authenticator secret to scan, or a phone that gets a first code. */
export async function registerAuthyUser(
  ctx: SignedInContext,
  args: { countryCode: string | null; phoneNumber: string | null; preferredMethod: TwoFactorMethod },
): Promise<RegisterAuthyUserResult> {
  const { viewer, db } = ctx;
  const now = ctx.now();
  const authyId = newId();
  const expiresAt = now + ENROLLMENT_TTL_MS;
  // One setup at a time: starting again drops the one before. Not a transaction: a code may be sent (the network).
  await db.deleteFrom('two_factor_enrollments').where('user_id', '=', viewer.id).execute();

  if (args.preferredMethod === 'AUTH_APP') {
    const secret = newTotpSecret();
    await db
      .insertInto('two_factor_enrollments')
      .values({ authy_id: authyId, user_id: viewer.id, method: 'AUTH_APP', secret: sealSeed(ctx, secret), created_at: now, expires_at: expiresAt })
      .execute();
    const otpauthUri = totpUri(secret, ctx.config.productName, viewer.email ?? viewer.username ?? viewer.id);
    const qrCodeSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { __typename: 'AuthyUser', authyId, preferredMethod: 'AUTH_APP', otpauthUri, qrCodeSvg, phoneLast4: null };
  }

  const countryCode = digitsOnly(args.countryCode ?? '');
  const phoneNumber = digitsOnly(args.phoneNumber ?? '');
  if (phoneNumber.length !== PHONE_DIGITS || !/^[1-9]\d{0,2}$/.test(countryCode)) {
    return { __typename: 'BadRequest', message: MESSAGES.invalidPhoneNumber };
  }
  await db
    .insertInto('two_factor_enrollments')
    .values({ authy_id: authyId, user_id: viewer.id, method: args.preferredMethod, country_code: countryCode, phone_number: phoneNumber, created_at: now, expires_at: expiresAt })
    .execute();
  let sent: Awaited<ReturnType<typeof sendPhoneCode>> | 'failed';
  try {
    sent = await sendPhoneCode(ctx, viewer.id, enrollmentPurpose(authyId), { countryCode, phoneNumber }, channelOf(args.preferredMethod), now);
  } catch {
    sent = 'failed';
  }
  if (sent !== 'sent') {
    await db.deleteFrom('two_factor_enrollments').where('authy_id', '=', authyId).execute();
    return { __typename: 'BadRequest', message: sent === 'failed' ? TWO_FACTOR_MESSAGES.smsFailed : TWO_FACTOR_MESSAGES.tooManyCodes };
  }
  return { __typename: 'AuthyUser', authyId, preferredMethod: args.preferredMethod, otpauthUri: null, qrCodeSvg: null, phoneLast4: last4(phoneNumber) };
}

/**
 * Confirms a method with its first code; it then replaces whatever method the account had. Runs in the mutation's
 * transaction: a wrong code is an answer, not an error, so the attempt it counts toward the lockout is committed.
 */
export async function crupdateTwoFactorAuth(
  ctx: SignedInContext,
  args: { authyId: string; preferredMethod: TwoFactorMethod; verificationCode: string },
): Promise<CrupdateTwoFactorAuthResult> {
  const { viewer, db } = ctx;
  const now = ctx.now();
  const enrollment = await db
    .selectFrom('two_factor_enrollments')
    .selectAll()
    .where('authy_id', '=', args.authyId)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (!enrollment || Number(enrollment.expires_at) <= now) return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.setupExpired };
  const sameKind = enrollment.method === 'AUTH_APP' ? args.preferredMethod === 'AUTH_APP' : isPhoneMethod(args.preferredMethod);
  if (!sameKind) return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.setupExpired };
  const code = args.verificationCode.trim();
  if (!isValidTwoFactorCode(code)) return { __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode };

  const gate = await reserveAttempt(db, viewer.id, 'two_factor', now);
  if (gate.state !== 'open') return lockoutResult(gate, now);

  let totpStep: number | null = null;
  let right: boolean;
  if (enrollment.method === 'AUTH_APP') {
    totpStep = enrollment.secret ? await acceptedTotpStep(openSeed(ctx, enrollment.secret), code, null, now) : null;
    right = totpStep !== null;
  } else {
    right = await claimPhoneCode(ctx, viewer.id, enrollmentPurpose(args.authyId), code, now);
  }
  if (!right) return lockoutResult(await recordFailure(db, viewer.id, 'two_factor', gate, now), now);
  await recordSuccess(db, viewer.id, 'two_factor', now);

  const claimed = await db.deleteFrom('two_factor_enrollments').where('authy_id', '=', args.authyId).executeTakeFirst();
  if (Number(claimed.numDeletedRows) !== 1) return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.setupExpired };
  await db.deleteFrom('two_factor_enrollments').where('user_id', '=', viewer.id).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', viewer.id).execute();
  await db.deleteFrom('two_factor_codes').where('user_id', '=', viewer.id).execute();
  await db
    .insertInto('two_factor')
    .values({
      user_id: viewer.id,
      method: args.preferredMethod,
      secret: enrollment.secret,
      country_code: enrollment.country_code,
      phone_number: enrollment.phone_number,
      totp_last_step: totpStep,
      enabled_at: now,
      updated_at: now,
    })
    .execute();

  const otherSessionCount = await countOtherSessions(ctx, { userId: viewer.id, currentId: ctx.session?.id ?? null, now });
  return { __typename: 'TwoFactorAuthEnabled', success: true, method: args.preferredMethod, otherSessionCount };
}

/** A new set of backup codes, shown once; every earlier code stops working. */
export async function crupdateTwoFactorBackupCodes(ctx: SignedInContext): Promise<CrupdateTwoFactorBackupCodesResult> {
  const userId = ctx.viewer.id;
  if (!(await twoFactorRow(ctx.db, userId))) return { __typename: 'NotFound', message: TWO_FACTOR_MESSAGES.notEnabled };
  // The old set goes and the new one comes in the mutation's transaction (declared `writes`).
  return { __typename: 'TwoFactorBackupCodes', backupCodes: await replaceBackupCodes({ db: ctx.db, keys: ctx.deps.db }, userId, ctx.now()) };
}

/**
 * Turns two-factor off after a current code or a backup code, counted like a sign-in attempt. Runs in the
 * mutation's transaction: a wrong code is an answer, not an error, so the attempt it counts is committed.
 */
export async function removeTwoFactorAuth(ctx: SignedInContext, input: { verificationCode: string }): Promise<RemoveTwoFactorAuthResult> {
  const { viewer, db } = ctx;
  const now = ctx.now();
  if (!(await twoFactorRow(db, viewer.id))) return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.notEnabled };
  const entered = input.verificationCode.trim();
  const proof: SecondFactorProof | null = isValidTwoFactorCode(entered)
    ? { kind: 'code', code: entered }
    : isValidRecoveryCode(entered)
      ? { kind: 'backup', code: entered }
      : null;
  if (!proof) return { __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode };

  const gate = await reserveAttempt(db, viewer.id, 'two_factor', now);
  if (gate.state !== 'open') return lockoutResult(gate, now);
  if (!(await checkSecondFactor(ctx, { userId: viewer.id, proof }))) return lockoutResult(await recordFailure(db, viewer.id, 'two_factor', gate, now), now);
  await recordSuccess(db, viewer.id, 'two_factor', now);

  await db.deleteFrom('two_factor').where('user_id', '=', viewer.id).execute();
  await db.deleteFrom('two_factor_enrollments').where('user_id', '=', viewer.id).execute();
  await db.deleteFrom('two_factor_codes').where('user_id', '=', viewer.id).execute();
  await deleteBackupCodes(db, viewer.id);
  return { __typename: 'TwoFactorStatus', ...(await twoFactorStatus(ctx, { userId: viewer.id })) };
}

// ---- Codes for a sign-in (or a removal) by phone ---------------------------------------------------------------

async function sendAccountCode(ctx: ServiceContext, userId: string, method: TwoFactorMethod | null | undefined): Promise<SendTwoFactorCodeResult> {
  const row = await twoFactorRow(ctx.db, userId);
  if (!row) return { __typename: 'NotFound', message: TWO_FACTOR_MESSAGES.notEnabled };
  if (!isPhoneMethod(row.method) || !row.country_code || !row.phone_number) return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.noPhone };
  const channelMethod = method && isPhoneMethod(method) ? method : row.method;
  try {
    const sent = await sendPhoneCode(ctx, userId, SIGN_IN_CODE, { countryCode: row.country_code, phoneNumber: row.phone_number }, channelOf(channelMethod));
    if (sent === 'rate-limited') return { __typename: 'TooManyRequests', message: TWO_FACTOR_MESSAGES.tooManyCodes };
  } catch {
    return { __typename: 'BadRequest', message: TWO_FACTOR_MESSAGES.smsFailed };
  }
  return { __typename: 'TwoFactorCodeSent', method: channelMethod, phoneLast4: last4(row.phone_number) };
}

/** 'Resend code' / 'Call again' on the sign-in two-factor step. */
export async function sendTwoFactorCode(ctx: ServiceContext, input: { token: string; method?: TwoFactorMethod | null }): Promise<SendTwoFactorCodeResult> {
  const pending = await pendingSecondFactor(ctx, { token: input.token });
  if (!pending) return { __typename: 'NotFound', message: TWO_FACTOR_MESSAGES.signInExpired };
  return sendAccountCode(ctx, pending.userId, input.method);
}

/** A code for the signed-in reader (to turn two-factor off on a phone method). */
export function sendViewerTwoFactorCode(ctx: SignedInContext, input: { method?: TwoFactorMethod | null }): Promise<SendTwoFactorCodeResult> {
  return sendAccountCode(ctx, ctx.viewer.id, input.method);
}

export async function twoFactorChallenge(ctx: ServiceContext, input: { token: string }): Promise<TwoFactorChallenge | null> {
  const { db } = ctx;
  const { token } = input;
  const pending = await pendingSecondFactor(ctx, { token });
  if (!pending) return null;
  const row = await twoFactorRow(db, pending.userId);
  if (!row) return null;
  return { method: row.method as TwoFactorMethod, phoneLast4: last4(row.phone_number) };
}
