/** Limits and messages of signing in and up (spec 2 §5, §8, §9), shared by the server and the client. */
import { check, length, pipe, regex, string, transform, trim } from 'valibot';
import { passes, required, textField, verdict } from './schema';

export const LOGIN_CODE_LENGTH = 6;
export const TWO_FACTOR_CODE_LENGTH = 7;
export const RECOVERY_CODE_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap to refuse. Never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MAX_LENGTH = 30;
/** Failed attempts allowed before a soft lockout, and how long that lockout lasts. */
export const MAX_FAILED_ATTEMPTS = 6;
export const SOFT_LOCKOUT_MINUTES = 1;
/** Soft lockouts in a row before password (or two-factor) sign-in is refused for good. */
export const SOFT_LOCKOUTS_BEFORE_PERMANENT = 3;
export const INPUT_SHAKE_MS = 400;
export const BACKUP_CODE_COUNT = 10;

export type SusiOperation = 'login' | 'register';
export type TwoFactorMethod = 'AUTH_APP' | 'SMS_TEXT' | 'VOICE_CALL';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Non-digits are stripped from the number and the country code before sending. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidEmail(email: string): boolean {
  return passes(emailSchema, email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidLoginCode(code: string): boolean {
  return passes(loginCodeSchema, code);
}

export function isValidTwoFactorCode(code: string): boolean {
  return passes(twoFactorCodeSchema, code);
}

export function isValidRecoveryCode(code: string): boolean {
  return passes(recoveryCodeSchema, code);
}

export function isValidPhoneNumber(phone: string): boolean {
  return passes(phoneNumberSchema, phone);
}

/** The spec's hint under a new password, and the reason a guessable one is refused. */
export const PASSWORD_HINT = 'Avoid sequences like 123, repeated letters and common phrases.';

export const MESSAGES = {
  loginCodeFormat: 'Login code must be 6 digits.',
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name must be at most ${NAME_MAX_LENGTH} characters.`,
  nameHiddenCharacters: 'Your name can’t contain invisible, control or text-direction characters.',
  invalidRecoveryCode: 'Invalid recovery code.',
  passwordIncorrect: 'That password was incorrect.',
  tryAgain: 'Please try again.',
  invalidVerificationCode: 'Please enter a valid verification code.',
  invalidPhoneNumber: 'Please enter a valid phone number.',
  retryableError: 'An error occured. Please try again or contact our support team for help.',
  emailUsedTooManyTimes: 'This email address was used too many times. Please try another.',
  accountAlreadyExists: 'You’ve already created an account with this service.',
  userCreationRateLimited: 'Too many accounts created from this IP address. Please try again later.',
  currentPasswordRequired: 'Please enter your current password.',
  passwordResetExpired: 'The password reset link has expired.',
  passwordPermanentLockout:
    'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
  twoFactorPermanentLockout:
    'Your account has been locked, because you have attempted to enter a verification code too many times.',
  tooManySignInAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: `That password is too easy to guess. ${PASSWORD_HINT}`,
  signedOut: 'You have been signed out.',
  sentVerificationEmail: 'We sent a verification email. Check your inbox to confirm your address.',
} as const;

/** An email address as typed (trimmed); the sign-in form's message when it is not one. */
export const emailSchema = pipe(string(), trim(), regex(EMAIL_PATTERN, MESSAGES.invalidEmail));
export const loginCodeSchema = pipe(string(), regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), MESSAGES.loginCodeFormat));
export const twoFactorCodeSchema = pipe(string(), regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), MESSAGES.invalidVerificationCode));
export const recoveryCodeSchema = pipe(string(), trim(), length(RECOVERY_CODE_LENGTH, MESSAGES.invalidRecoveryCode));
export const phoneNumberSchema = pipe(string(), transform(digitsOnly), length(PHONE_DIGITS, MESSAGES.invalidPhoneNumber));

export function invalidPasswordMessage(remaining: number): string {
  return `That password was incorrect. You have ${remaining} more attempt(s) before your account is locked for ${SOFT_LOCKOUT_MINUTES} minute.`;
}

export function passwordSoftLockoutMessage(minutes: number): string {
  return `Due to too many password attempts, your account is locked for ${minutes} minute(s).`;
}

export function invalidTwoFactorCodeMessage(remaining: number): string {
  return `That verification code was incorrect. You have ${remaining} more attempt(s) before your account is locked for ${SOFT_LOCKOUT_MINUTES} minute.`;
}

export function twoFactorSoftLockoutMessage(minutes: number): string {
  return `You reached your maximum number of attempts. Your account will be locked for ${minutes} minute(s).`;
}

export function ipAuthLockoutMessage(days: number): string {
  return `For security reasons, you cannot sign in from this network for ${days} day(s).`;
}

/** Minutes left until a time, rounded up, never less than one. */
export function minutesUntil(until: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}

/**
 * Characters a reader cannot see or that rearrange the text around them: controls (NUL included),
 * format characters (zero-width spaces and joiners, bidirectional overrides and isolates, BOM),
 * private-use, unassigned code points and lone surrogates.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A display name as readers will see it: nothing hidden in it, trimmed, inner whitespace collapsed. */
export const displayNameSchema = pipe(
  textField(MESSAGES.nameRequired),
  check((raw) => !HIDDEN_CHARACTERS.test(raw), MESSAGES.nameHiddenCharacters),
  transform((raw) => raw.trim().replace(/\s+/g, ' ')),
  required(MESSAGES.nameRequired),
  check((name) => name.length <= NAME_MAX_LENGTH, MESSAGES.nameTooLong),
);

export function checkDisplayName(raw: string | null | undefined): NameCheck {
  const result = verdict(displayNameSchema, raw);
  return result.ok ? { ok: true, name: result.value } : result;
}
