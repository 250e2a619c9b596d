/**
 * What each answer of the sign-in calls (spec 2 §4, §7, §8) means for the modal. Kept free of React so
 * every branch can be tested with a fake API.
 */
import type {
  CreateAccountMutation,
  LoginUserMutation,
  MagicLinkPreferredQuery,
  SendAcctAuthEmailMutation,
  VerifyLoginCodeMutation,
} from '../../gql/graphql';
import { isValidEmail, MESSAGES } from '../../../shared/validation/auth';
import type { SusiAction } from './susi-state';
import type { SentMethod, SusiOperation, SusiReading } from './susi-types';

export type SendEmailResult = SendAcctAuthEmailMutation['sendAcctAuthEmail'];
export type MagicLinkPreferredResult = MagicLinkPreferredQuery['magicLinkPreferred'];
export type LoginResult = LoginUserMutation['loginUser'];
export type CreateAccountResult = CreateAccountMutation['createAccount'];
export type VerifyLoginCodeResult = VerifyLoginCodeMutation['verifyLoginCode'];

export interface SendEmailInput {
  email: string;
  redirect: string;
  operation: SusiOperation;
  onMobileWeb: boolean;
  resetPasswordFlow?: boolean;
}

/** The sign-in calls; rejects on a network or server failure. */
export interface SusiApi {
  sendAcctAuthEmail(input: SendEmailInput): Promise<SendEmailResult>;
  magicLinkPreferred(email: string): Promise<MagicLinkPreferredResult>;
  emailAvailability(email: string): Promise<boolean>;
  loginUser(input: { email: string; password: string; referrer: string }): Promise<LoginResult>;
  createAccount(input: { email: string; name: string; password: string; redirect: string }): Promise<CreateAccountResult>;
  verifyLoginCode(loginCode: string): Promise<VerifyLoginCodeResult>;
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

export type EmailOutcome =
  | { kind: 'next'; action: SusiAction }
  | { kind: 'error'; message: string }
  /** Reading B sign-up with an email that has an account: say so and offer to sign in. */
  | { kind: 'taken'; message: string };

const SENT_METHODS: readonly SentMethod[] = ['magic_link', 'login_code', 'password_reset'];

function sentMethod(value: string): SentMethod {
  return (SENT_METHODS as readonly string[]).includes(value) ? (value as SentMethod) : 'magic_link';
}

/** The answer of sendAcctAuthEmail as the next step, or the message to show under the field. */
export function sendEmailOutcome(result: SendEmailResult, email: string, operation: SusiOperation): EmailOutcome {
  switch (result.__typename) {
    case 'SusiMethod':
      return { kind: 'next', action: { type: 'emailSent', email, method: sentMethod(result.value) } };
    case 'NotFound':
      return operation === 'login' ? { kind: 'next', action: { type: 'emailUnrecognized', email } } : { kind: 'error', message: result.message };
    default:
      return { kind: 'error', message: result.message || MESSAGES.tryAgain };
  }
}

/**
 * ENTER_EMAIL submitted. Reading A always sends a link. Reading B asks first: to sign in, whether the
 * account signs in by link or by password; to sign up, whether the email is free.
 */
export async function submitEmail(
  api: SusiApi,
  input: { reading: SusiReading; operation: SusiOperation; email: string; redirect: string; onMobileWeb: boolean },
): Promise<EmailOutcome> {
  const email = input.email.trim();
  if (!isValidEmail(email)) return { kind: 'error', message: MESSAGES.invalidEmail };
  const send = async () =>
    sendEmailOutcome(
      await api.sendAcctAuthEmail({ email, redirect: input.redirect, operation: input.operation, onMobileWeb: input.onMobileWeb }),
      email,
      input.operation,
    );
  if (input.reading === 'short') return send();
  if (input.operation === 'register') {
    return (await api.emailAvailability(email))
      ? { kind: 'next', action: { type: 'emailAvailable', email } }
      : { kind: 'taken', message: EMAIL_TAKEN_MESSAGE };
  }
  const preferred = await api.magicLinkPreferred(email);
  if (preferred.__typename === 'NotFound') return { kind: 'next', action: { type: 'emailUnrecognized', email } };
  return preferred.result ? send() : { kind: 'next', action: { type: 'passwordRequired', email } };
}

export type PasswordOutcome =
  | { kind: 'signedIn'; redirect: string }
  | { kind: 'secondFactor'; token: string }
  /** permanent: password sign-in is refused for good; the field is disabled and the email link stressed. */
  | { kind: 'error'; message: string; permanent: boolean };

const RECOVERY_CODE = /recovery code/i;

export function passwordOutcome(result: LoginResult, redirect: string): PasswordOutcome {
  switch (result.__typename) {
    case 'AuthInfo':
      return { kind: 'signedIn', redirect: result.redirect || redirect };
    case 'AuthToken':
      return { kind: 'secondFactor', token: result.token };
    case 'NotFound':
      return {
        kind: 'error',
        message: RECOVERY_CODE.test(result.message) ? MESSAGES.invalidRecoveryCode : MESSAGES.passwordIncorrect,
        permanent: false,
      };
    case 'PasswordPermanentLockout':
      return { kind: 'error', message: result.message || MESSAGES.passwordPermanentLockout, permanent: true };
    default:
      return { kind: 'error', message: result.message || MESSAGES.tryAgain, permanent: false };
  }
}

export type CreateAccountOutcome = { kind: 'signedIn'; redirect: string } | { kind: 'error'; message: string };

export function createAccountOutcome(result: CreateAccountResult, redirect: string): CreateAccountOutcome {
  switch (result.__typename) {
    case 'AuthInfo':
      return { kind: 'signedIn', redirect: result.redirect || redirect };
    case 'Forbidden':
      return { kind: 'error', message: MESSAGES.emailUsedTooManyTimes };
    case 'AlreadyExists':
      return { kind: 'error', message: MESSAGES.accountAlreadyExists };
    case 'UserCreationRateLimited':
      return { kind: 'error', message: MESSAGES.userCreationRateLimited };
    case 'BadRequest':
      return { kind: 'error', message: result.message || MESSAGES.tryAgain };
  }
}

export type LoginCodeOutcome =
  | { kind: 'token'; url: string }
  /** exceeded: too many attempts; the page announces it with the exceeded-attempts event. */
  | { kind: 'error'; message: string; exceeded: boolean };

/** Where a verified login code signs the reader in: the magic-link callback, with the one-time token. */
export function loginCodeCallbackUrl(token: string): string {
  return `/m/callback/email?token=${encodeURIComponent(token)}&state=medium&operation=login`;
}

export const LOGIN_CODE_EXCEEDED_EVENT = 'quire:login-code-exceeded';

export function loginCodeOutcome(result: VerifyLoginCodeResult): LoginCodeOutcome {
  if (result.__typename === 'Token') return { kind: 'token', url: loginCodeCallbackUrl(result.value) };
  return { kind: 'error', message: result.message || MESSAGES.tryAgain, exceeded: result.__typename === 'TooManyRequests' };
}
