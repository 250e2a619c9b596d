import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/validation/auth';
import { newPasswordProblem, otherSessionsLabel, passwordOutcome } from './password-outcome';

describe('newPasswordProblem', () => {
  it('checks the length only, in characters', () => {
    expect(newPasswordProblem('1234567')).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128))).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe(MESSAGES.passwordTooLong);
    expect(newPasswordProblem('🔑'.repeat(8))).toBeNull();
  });
});

describe('passwordOutcome', () => {
  it('follows a saved password to where the server says', () => {
    expect(passwordOutcome({ __typename: 'PasswordUpdated', redirect: '/me', otherSessionCount: 2 })).toEqual({ kind: 'saved', redirect: '/me', otherSessionCount: 2 });
  });

  it('treats an expired link apart, with the toast wording', () => {
    expect(passwordOutcome({ __typename: 'ExpiredCredentials', message: '' })).toEqual({ kind: 'expired', message: 'The password reset link has expired.' });
  });

  it('puts current-password problems on the current password, and locks the form on lockouts', () => {
    expect(passwordOutcome({ __typename: 'Forbidden', message: '' })).toMatchObject({ message: 'Please enter your current password.', field: 'oldPassword', lockedOut: false });
    expect(passwordOutcome({ __typename: 'InvalidPassword', message: 'wrong' })).toMatchObject({ field: 'oldPassword', lockedOut: false });
    expect(passwordOutcome({ __typename: 'PasswordSoftLockout', message: 'soft' })).toMatchObject({ lockedOut: true, newLinkHint: false });
    expect(passwordOutcome({ __typename: 'PasswordPermanentLockout', message: 'gone' })).toMatchObject({ lockedOut: true, newLinkHint: true });
    expect(passwordOutcome({ __typename: 'IpAuthLockout', message: 'network' })).toMatchObject({ lockedOut: true });
  });

  it('shows the server message for a bad new password or a dead link', () => {
    expect(passwordOutcome({ __typename: 'BadRequest', message: MESSAGES.passwordTooCommon })).toEqual({
      kind: 'error',
      message: MESSAGES.passwordTooCommon,
      field: 'password',
      lockedOut: false,
      newLinkHint: false,
    });
    expect(passwordOutcome({ __typename: 'NotFound', message: 'used' })).toMatchObject({ message: 'used', lockedOut: true, newLinkHint: true });
    expect(passwordOutcome({ __typename: 'MalformedOAuthToken', message: 'bad' })).toMatchObject({ message: 'bad', newLinkHint: true });
  });
});

describe('otherSessionsLabel', () => {
  it('uses the spec wording', () => {
    expect(otherSessionsLabel(3)).toBe('Sign out of 3 other session(s)');
  });
});
