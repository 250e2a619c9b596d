import { MESSAGES } from '../../../shared/validation/auth';

/** Where the account stands after refused codes (recorded and shown by the setup and removal forms). */
export interface LockoutState {
  locked: boolean;
  failCount: number;
  lockedOutUntil: number | null;
}

interface Answer {
  __typename: string;
  message?: string;
  lockoutInfo?: { failCount: number; lockedOutUntil?: number | null } | null;
}

export type VerificationOutcome = { kind: 'accepted' } | { kind: 'refused'; message: string; lockout: LockoutState | null };

/** Reads the answer to a code given in settings (turning two-factor on, or off). */
export function verificationOutcome(answer: Answer, acceptedType: string): VerificationOutcome {
  if (answer.__typename === acceptedType) return { kind: 'accepted' };
  const failCount = answer.lockoutInfo?.failCount ?? 0;
  switch (answer.__typename) {
    case 'InvalidTwoFactorAuthCode':
      return { kind: 'refused', message: answer.message ?? MESSAGES.invalidVerificationCode, lockout: { locked: false, failCount, lockedOutUntil: null } };
    case 'TwoFactorAuthSoftLockout':
      return { kind: 'refused', message: answer.message ?? MESSAGES.tryAgain, lockout: { locked: true, failCount, lockedOutUntil: answer.lockoutInfo?.lockedOutUntil ?? null } };
    case 'TwoFactorAuthPermanentLockout':
      return { kind: 'refused', message: answer.message ?? MESSAGES.tryAgain, lockout: { locked: true, failCount, lockedOutUntil: null } };
    default:
      return { kind: 'refused', message: answer.message ?? MESSAGES.tryAgain, lockout: null };
  }
}

/** The lock lifts by itself when its time is up; a permanent one (no end) never does. */
export function lockoutLine(lockout: LockoutState, now = Date.now()): string | null {
  if (!lockout.locked) return null;
  if (lockout.lockedOutUntil === null) return null;
  const seconds = Math.max(1, Math.ceil((lockout.lockedOutUntil - now) / 1000));
  return `You can try again in ${seconds} second(s).`;
}
