import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';

/** The parts of a loginUser answer the two-factor step reads. */
export interface LoginAnswer {
  __typename: string;
  redirect?: string;
  message?: string;
  lockoutInfo?: { failCount: number; lockedOutUntil?: number | null } | null;
}

export type SecondFactorOutcome =
  | { kind: 'signed-in'; redirect: string }
  | { kind: 'locked-out'; message: string; signInPath: string }
  | { kind: 'refused'; message: string; countsAgainst: boolean };

/** What the step does with an answer: go on, leave for the sign-in page (lockouts), or say what was wrong. */
export function secondFactorOutcome(answer: LoginAnswer): SecondFactorOutcome {
  switch (answer.__typename) {
    case 'AuthInfo':
      return { kind: 'signed-in', redirect: answer.redirect ?? '/' };
    case 'TwoFactorAuthSoftLockout':
    case 'TwoFactorAuthPermanentLockout': {
      const query: Record<string, string> = { error: answer.__typename, failCount: String(answer.lockoutInfo?.failCount ?? 0) };
      if (answer.lockoutInfo?.lockedOutUntil) query.lockedOutUntil = String(answer.lockoutInfo.lockedOutUntil);
      return { kind: 'locked-out', message: answer.message ?? MESSAGES.tryAgain, signInPath: buildPath('ShowSignIn', {}, { query }) };
    }
    case 'InvalidTwoFactorAuthCode':
      return { kind: 'refused', message: answer.message ?? MESSAGES.invalidVerificationCode, countsAgainst: true };
    case 'NotFound':
      // A wrong recovery code reads the same whatever the server's wording.
      if (/recovery code/i.test(answer.message ?? '')) return { kind: 'refused', message: MESSAGES.invalidRecoveryCode, countsAgainst: true };
      return { kind: 'refused', message: answer.message ?? MESSAGES.tryAgain, countsAgainst: false };
    default:
      return { kind: 'refused', message: answer.message ?? MESSAGES.tryAgain, countsAgainst: false };
  }
}
