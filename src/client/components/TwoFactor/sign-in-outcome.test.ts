import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/validation/auth';
import { secondFactorOutcome } from './sign-in-outcome';

describe('secondFactorOutcome', () => {
  it('goes on to the redirect when signed in', () => {
    expect(secondFactorOutcome({ __typename: 'AuthInfo', redirect: '/me/settings' })).toEqual({ kind: 'signed-in', redirect: '/me/settings' });
  });

  it('sends a lockout to the sign-in page with the error type, fail count and end of the lockout', () => {
    const soft = secondFactorOutcome({ __typename: 'TwoFactorAuthSoftLockout', message: 'locked', lockoutInfo: { failCount: 6, lockedOutUntil: 1700000060000 } });
    expect(soft).toEqual({ kind: 'locked-out', message: 'locked', signInPath: '/m/signin?error=TwoFactorAuthSoftLockout&failCount=6&lockedOutUntil=1700000060000' });
    const permanent = secondFactorOutcome({ __typename: 'TwoFactorAuthPermanentLockout', message: 'gone', lockoutInfo: { failCount: 6, lockedOutUntil: null } });
    expect(permanent).toMatchObject({ kind: 'locked-out', signInPath: '/m/signin?error=TwoFactorAuthPermanentLockout&failCount=6' });
  });

  it('shows the server’s words for a wrong code, and one wording for a wrong recovery code', () => {
    expect(secondFactorOutcome({ __typename: 'InvalidTwoFactorAuthCode', message: 'That verification code was incorrect.' })).toEqual({
      kind: 'refused',
      message: 'That verification code was incorrect.',
      countsAgainst: true,
    });
    expect(secondFactorOutcome({ __typename: 'NotFound', message: 'That recovery code is not valid' })).toMatchObject({ message: MESSAGES.invalidRecoveryCode });
    expect(secondFactorOutcome({ __typename: 'NotFound', message: 'Your sign-in has expired. Please sign in again.' })).toMatchObject({
      message: 'Your sign-in has expired. Please sign in again.',
      countsAgainst: false,
    });
    expect(secondFactorOutcome({ __typename: 'TooManyRequests' })).toMatchObject({ message: MESSAGES.tryAgain });
  });
});
