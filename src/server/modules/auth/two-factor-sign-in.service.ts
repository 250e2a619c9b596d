import type { ServiceContext } from '../../graphql/context';
import type { LoginResult } from '../../graphql/resolvers.generated';
import { MESSAGES, ipAuthLockoutMessage, isValidRecoveryCode, isValidTwoFactorCode } from '../../../shared/validation/auth';
import { daysUntil, ipLockedOutUntil, recordFailure, recordIpFailure, recordSuccess, reserveAttempt } from '../../security/lockouts';
import { consumeSignInAttempt } from '../../security';
import { consumeSecondFactor, openSession, pendingSecondFactor } from './sign-in.service';
import { TWO_FACTOR_MESSAGES, checkSecondFactor, lockoutResult, type SecondFactorProof } from './two-factor.service';

const SIGN_IN_EXPIRED_MESSAGE = TWO_FACTOR_MESSAGES.signInExpired;

export interface SecondFactorInput {
  token: string;
  code: string | null;
  backupCode: string | null;
}

/** The proof offered, or the answer for input that is not even shaped like one (not counted as an attempt). */
function proofOf(input: SecondFactorInput): SecondFactorProof | LoginResult {
  const backupCode = input.backupCode?.trim();
  if (backupCode) {
    return isValidRecoveryCode(backupCode) ? { kind: 'backup', code: backupCode } : { __typename: 'NotFound', message: MESSAGES.invalidRecoveryCode };
  }
  const code = input.code?.trim() ?? '';
  return isValidTwoFactorCode(code) ? { kind: 'code', code } : { __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode };
}

/**
 * Finishes a sign-in whose first factor passed: the pending token plus a current code (authenticator app,
 * text message or voice call) or one of the account's backup codes opens a session.
 */
export async function signInWithSecondFactor(ctx: ServiceContext, input: SecondFactorInput): Promise<LoginResult> {
  const { db, deps } = ctx;
  const pending = await pendingSecondFactor(ctx, { token: input.token });
  if (!pending) return { __typename: 'NotFound', message: SIGN_IN_EXPIRED_MESSAGE };

  const rate = await consumeSignInAttempt(deps.rateLimits, deps.config.signInRate, ctx.request.ip);
  if (!rate.ok) return { __typename: 'TooManyRequests', message: MESSAGES.tooManySignInAttempts };
  const now = deps.now();
  const ipLockedUntil = await ipLockedOutUntil(deps, ctx.request.ip, now);
  if (ipLockedUntil !== null) {
    return { __typename: 'IpAuthLockout', message: ipAuthLockoutMessage(daysUntil(ipLockedUntil, now)), lockoutInfo: { failCount: 0, lockedOutUntil: ipLockedUntil } };
  }

  const proof = proofOf(input);
  if (!('kind' in proof)) return proof;

  const gate = await reserveAttempt(db, pending.userId, 'two_factor', now);
  if (gate.state !== 'open') return lockoutResult(gate, now);

  if (!(await checkSecondFactor(ctx, { userId: pending.userId, proof }))) {
    await recordIpFailure(deps, ctx.request.ip, now);
    const failure = await recordFailure(db, pending.userId, 'two_factor', gate, now);
    if (failure.state === 'invalid' && proof.kind === 'backup') return { __typename: 'NotFound', message: MESSAGES.invalidRecoveryCode };
    return lockoutResult(failure, now);
  }

  await recordSuccess(db, pending.userId, 'two_factor', now);
  // Two right codes sent side by side: only one of them may open a session.
  if (!(await consumeSecondFactor(ctx, { token: input.token }))) return { __typename: 'NotFound', message: SIGN_IN_EXPIRED_MESSAGE };
  await openSession(ctx, { userId: pending.userId });
  return { __typename: 'AuthInfo', uid: pending.userId, sessionToken: null, redirect: pending.redirect };
}
