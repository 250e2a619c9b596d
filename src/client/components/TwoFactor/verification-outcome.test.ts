import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/validation/auth';
import { lockoutLine, verificationOutcome } from './verification-outcome';

describe('verificationOutcome', () => {
  it('accepts the expected answer', () => {
    expect(verificationOutcome({ __typename: 'TwoFactorAuthEnabled' }, 'TwoFactorAuthEnabled')).toEqual({ kind: 'accepted' });
  });

  it('records the fail count of a wrong code, and the lock of a lockout', () => {
    expect(verificationOutcome({ __typename: 'InvalidTwoFactorAuthCode', message: 'wrong', lockoutInfo: { failCount: 2, lockedOutUntil: null } }, 'X')).toEqual({
      kind: 'refused',
      message: 'wrong',
      lockout: { locked: false, failCount: 2, lockedOutUntil: null },
    });
    expect(verificationOutcome({ __typename: 'TwoFactorAuthSoftLockout', message: 'soft', lockoutInfo: { failCount: 6, lockedOutUntil: 5000 } }, 'X')).toEqual({
      kind: 'refused',
      message: 'soft',
      lockout: { locked: true, failCount: 6, lockedOutUntil: 5000 },
    });
    expect(verificationOutcome({ __typename: 'TwoFactorAuthPermanentLockout', message: 'gone', lockoutInfo: { failCount: 6 } }, 'X')).toMatchObject({
      lockout: { locked: true, lockedOutUntil: null },
    });
  });

  it('shows a bad request’s own words, and a generic line for anything else', () => {
    expect(verificationOutcome({ __typename: 'BadRequest', message: MESSAGES.invalidPhoneNumber }, 'X')).toEqual({ kind: 'refused', message: MESSAGES.invalidPhoneNumber, lockout: null });
    expect(verificationOutcome({ __typename: 'Mystery' }, 'X')).toEqual({ kind: 'refused', message: MESSAGES.tryAgain, lockout: null });
  });
});

describe('lockoutLine', () => {
  it('says when a soft lockout ends, and nothing for a permanent one', () => {
    expect(lockoutLine({ locked: true, failCount: 6, lockedOutUntil: 61_000 }, 1_000)).toBe('You can try again in 60 second(s).');
    expect(lockoutLine({ locked: true, failCount: 6, lockedOutUntil: null })).toBeNull();
    expect(lockoutLine({ locked: false, failCount: 2, lockedOutUntil: null })).toBeNull();
  });
});
