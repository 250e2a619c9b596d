import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/validation/auth';
import {
  createAccountOutcome,
  EMAIL_TAKEN_MESSAGE,
  loginCodeCallbackUrl,
  loginCodeOutcome,
  passwordOutcome,
  submitEmail,
  type SendEmailResult,
  type SusiApi,
} from './susi-calls';

function fakeApi(overrides: Partial<SusiApi> = {}): SusiApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    sendAcctAuthEmail: vi.fn(unexpected('sendAcctAuthEmail')),
    magicLinkPreferred: vi.fn(unexpected('magicLinkPreferred')),
    emailAvailability: vi.fn(unexpected('emailAvailability')),
    loginUser: vi.fn(unexpected('loginUser')),
    createAccount: vi.fn(unexpected('createAccount')),
    verifyLoginCode: vi.fn(unexpected('verifyLoginCode')),
    ...overrides,
  };
}

const sent: SendEmailResult = { __typename: 'SusiMethod', value: 'magic_link' };
const base = { redirect: '/p/1', onMobileWeb: false };

describe('submitting the email', () => {
  it('refuses a malformed address before calling anything', async () => {
    const api = fakeApi();
    for (const email of ['', 'ada', 'ada@quire', 'ada@quire.t', 'a b@quire.test']) {
      expect(await submitEmail(api, { ...base, reading: 'short', operation: 'login', email })).toEqual({
        kind: 'error',
        message: MESSAGES.invalidEmail,
      });
    }
    expect(api.sendAcctAuthEmail).not.toHaveBeenCalled();
  });

  it('Reading A sends the link with the redirect, operation and mobile flag', async () => {
    const sendAcctAuthEmail = vi.fn(async () => ({ __typename: 'SusiMethod', value: 'login_code' }) as SendEmailResult);
    const api = fakeApi({ sendAcctAuthEmail });
    const outcome = await submitEmail(api, { reading: 'short', operation: 'register', email: ' New@Example.com ', redirect: '/p/1', onMobileWeb: true });
    expect(sendAcctAuthEmail).toHaveBeenCalledWith({ email: 'New@Example.com', redirect: '/p/1', operation: 'register', onMobileWeb: true });
    expect(outcome).toEqual({ kind: 'next', action: { type: 'emailSent', email: 'New@Example.com', method: 'login_code' } });
  });

  it('Reading A: NotFound when signing in means the email is unrecognized; other failures show their message', async () => {
    const notFound = fakeApi({ sendAcctAuthEmail: async () => ({ __typename: 'NotFound', message: 'No account' }) });
    expect(await submitEmail(notFound, { ...base, reading: 'short', operation: 'login', email: 'who@example.com' })).toEqual({
      kind: 'next',
      action: { type: 'emailUnrecognized', email: 'who@example.com' },
    });
    const limited = fakeApi({ sendAcctAuthEmail: async () => ({ __typename: 'TooManyRequests', message: 'Slow down.' }) });
    expect(await submitEmail(limited, { ...base, reading: 'short', operation: 'login', email: 'a@b.co' })).toEqual({
      kind: 'error',
      message: 'Slow down.',
    });
  });

  it('Reading B sign-in: unknown → unrecognized, magic-link account → link sent, password account → password', async () => {
    const input = { ...base, reading: 'passwords' as const, operation: 'login' as const, email: 'ada@quire.test' };
    const unknown = fakeApi({ magicLinkPreferred: async () => ({ __typename: 'NotFound', message: 'x' }) });
    expect(await submitEmail(unknown, input)).toMatchObject({ action: { type: 'emailUnrecognized' } });

    const sendAcctAuthEmail = vi.fn(async () => sent);
    const linkOnly = fakeApi({ magicLinkPreferred: async () => ({ __typename: 'PrefersMagicLink', result: true }), sendAcctAuthEmail });
    expect(await submitEmail(linkOnly, input)).toMatchObject({ action: { type: 'emailSent', method: 'magic_link' } });
    expect(sendAcctAuthEmail).toHaveBeenCalledOnce();

    const withPassword = fakeApi({ magicLinkPreferred: async () => ({ __typename: 'PrefersMagicLink', result: false }) });
    expect(await submitEmail(withPassword, input)).toEqual({ kind: 'next', action: { type: 'passwordRequired', email: 'ada@quire.test' } });
  });

  it('Reading B sign-up: a free email goes on to the name, a taken one says so', async () => {
    const input = { ...base, reading: 'passwords' as const, operation: 'register' as const, email: 'new@example.com' };
    expect(await submitEmail(fakeApi({ emailAvailability: async () => true }), input)).toEqual({
      kind: 'next',
      action: { type: 'emailAvailable', email: 'new@example.com' },
    });
    expect(await submitEmail(fakeApi({ emailAvailability: async () => false }), input)).toEqual({ kind: 'taken', message: EMAIL_TAKEN_MESSAGE });
  });

  it('lets a network failure through for the form to report', async () => {
    await expect(submitEmail(fakeApi(), { ...base, reading: 'short', operation: 'login', email: 'a@b.co' })).rejects.toThrow();
  });
});

describe('password sign-in answers', () => {
  const lockout = { __typename: 'LockoutInfo' as const, failCount: 2, lockedOutUntil: null };

  it('signs in, or asks for the second factor', () => {
    expect(passwordOutcome({ __typename: 'AuthInfo', redirect: '/p/1' }, '/')).toEqual({ kind: 'signedIn', redirect: '/p/1' });
    expect(passwordOutcome({ __typename: 'AuthToken', token: 'tok' }, '/')).toEqual({ kind: 'secondFactor', token: 'tok' });
  });

  it("shows the server's lockout messages; a permanent lockout disables the field", () => {
    const invalid = 'That password was incorrect. You have 4 more attempt(s) before your account is locked for 1 minute.';
    expect(passwordOutcome({ __typename: 'InvalidPassword', message: invalid, lockoutInfo: lockout }, '/')).toEqual({
      kind: 'error',
      message: invalid,
      permanent: false,
    });
    expect(passwordOutcome({ __typename: 'PasswordSoftLockout', message: 'locked 1', lockoutInfo: lockout }, '/')).toMatchObject({
      message: 'locked 1',
      permanent: false,
    });
    expect(passwordOutcome({ __typename: 'IpAuthLockout', message: 'network' }, '/')).toMatchObject({ message: 'network' });
    expect(passwordOutcome({ __typename: 'TooManyRequests', message: 'slow' }, '/')).toMatchObject({ message: 'slow' });
    expect(passwordOutcome({ __typename: 'PasswordPermanentLockout', message: MESSAGES.passwordPermanentLockout }, '/')).toEqual({
      kind: 'error',
      message: MESSAGES.passwordPermanentLockout,
      permanent: true,
    });
  });

  it('NotFound reads as a wrong password, or a wrong recovery code when it says so', () => {
    expect(passwordOutcome({ __typename: 'NotFound', message: 'No such user' }, '/')).toMatchObject({ message: 'That password was incorrect.' });
    expect(passwordOutcome({ __typename: 'NotFound', message: 'Unknown recovery code' }, '/')).toMatchObject({
      message: 'Invalid recovery code.',
    });
  });
});

describe('account creation answers', () => {
  it("uses the spec's messages", () => {
    expect(createAccountOutcome({ __typename: 'AuthInfo', redirect: '/' }, '/p/1')).toEqual({ kind: 'signedIn', redirect: '/' });
    expect(createAccountOutcome({ __typename: 'Forbidden', message: 'x' }, '/')).toEqual({
      kind: 'error',
      message: 'This email address was used too many times. Please try another.',
    });
    expect(createAccountOutcome({ __typename: 'AlreadyExists', message: 'x' }, '/')).toEqual({
      kind: 'error',
      message: 'You’ve already created an account with this service.',
    });
    expect(createAccountOutcome({ __typename: 'UserCreationRateLimited', message: 'x' }, '/')).toEqual({
      kind: 'error',
      message: 'Too many accounts created from this IP address. Please try again later.',
    });
    expect(createAccountOutcome({ __typename: 'BadRequest', message: 'That password is too common.' }, '/')).toEqual({
      kind: 'error',
      message: 'That password is too common.',
    });
  });
});

describe('login code answers', () => {
  it('a token signs in through the email callback', () => {
    expect(loginCodeCallbackUrl('abc_DEF-123')).toBe('/m/callback/email?token=abc_DEF-123&state=medium&operation=login');
    expect(loginCodeOutcome({ __typename: 'Token', value: 'abc' })).toEqual({
      kind: 'token',
      url: '/m/callback/email?token=abc&state=medium&operation=login',
    });
  });

  it('errors show the server message; too many attempts is flagged', () => {
    expect(loginCodeOutcome({ __typename: 'NotFound', message: 'Wrong code' })).toEqual({ kind: 'error', message: 'Wrong code', exceeded: false });
    expect(loginCodeOutcome({ __typename: 'BadRequest', message: 'Expired' })).toMatchObject({ exceeded: false });
    expect(loginCodeOutcome({ __typename: 'TooManyRequests', message: 'Too many' })).toEqual({ kind: 'error', message: 'Too many', exceeded: true });
  });
});
