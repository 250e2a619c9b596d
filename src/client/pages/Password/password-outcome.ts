import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/validation/auth';

/** The length rules a new password must meet, checked before asking the server (which also refuses common ones). */
export function newPasswordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

/** Which field an error is about, so it is shown (and focus goes) there. */
export type PasswordFieldName = 'password' | 'oldPassword';

export type PasswordOutcome =
  | { kind: 'saved'; redirect: string; otherSessionCount: number }
  | { kind: 'expired'; message: string }
  | { kind: 'error'; message: string; field: PasswordFieldName; lockedOut: boolean; newLinkHint: boolean };

export type CrupdatePasswordAnswer =
  | { __typename: 'PasswordUpdated'; redirect: string; otherSessionCount: number }
  | { __typename: 'ExpiredCredentials'; message: string }
  | {
      __typename:
        | 'Forbidden'
        | 'NotFound'
        | 'BadRequest'
        | 'MalformedOAuthToken'
        | 'InvalidPassword'
        | 'PasswordSoftLockout'
        | 'PasswordPermanentLockout'
        | 'IpAuthLockout';
      message: string;
    };

/** What the reader sees for each answer of crupdatePassword (spec 2 §8). */
export function passwordOutcome(answer: CrupdatePasswordAnswer): PasswordOutcome {
  switch (answer.__typename) {
    case 'PasswordUpdated':
      return { kind: 'saved', redirect: answer.redirect, otherSessionCount: answer.otherSessionCount };
    case 'ExpiredCredentials':
      return { kind: 'expired', message: answer.message || MESSAGES.passwordResetExpired };
    case 'Forbidden':
      return { kind: 'error', message: answer.message || MESSAGES.currentPasswordRequired, field: 'oldPassword', lockedOut: false, newLinkHint: false };
    case 'InvalidPassword':
      return { kind: 'error', message: answer.message, field: 'oldPassword', lockedOut: false, newLinkHint: false };
    case 'PasswordSoftLockout':
    case 'PasswordPermanentLockout':
    case 'IpAuthLockout':
      return { kind: 'error', message: answer.message, field: 'oldPassword', lockedOut: true, newLinkHint: answer.__typename === 'PasswordPermanentLockout' };
    case 'NotFound':
    case 'MalformedOAuthToken':
      return { kind: 'error', message: answer.message, field: 'password', lockedOut: true, newLinkHint: true };
    case 'BadRequest':
      return { kind: 'error', message: answer.message, field: 'password', lockedOut: false, newLinkHint: false };
  }
}

/** The spec's wording for the offer made after a password or two-factor change. */
export function otherSessionsLabel(count: number): string {
  return `Sign out of ${count} other session(s)`;
}
