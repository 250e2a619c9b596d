import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Counts argon2 checks, to show an unknown email costs one too (without timing anything).
const argon2 = vi.hoisted(() => ({ verifies: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2.verifies += 1;
      return original.verify(...args);
    },
  };
});
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { recordIpFailure, IP_FAILURES_PER_DAY } from '../../src/server/security/lockouts';
import { PASSWORD_MESSAGES } from '../../src/server/modules/auth/password.service';
import { setPassword } from '../../src/server/modules/auth/passwords.repo';
import { hashToken, newSecretToken } from '../../src/server/security/tokens';
import { invalidPasswordMessage, MESSAGES, ipAuthLockoutMessage } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { linkIn, startLocalSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'lantern-orbit-42';

const LOGIN = `
  mutation Login($email: String, $password: String, $referrer: String, $token: String, $code: String) {
    loginUser(email: $email, password: $password, referrer: $referrer, operation: "login", token: $token, twoFactorVerificationCode: $code) {
      __typename
      ... on AuthInfo { uid sessionToken redirect }
      ... on AuthToken { token }
      ... on NotFound { message }
      ... on BadRequest { message }
      ... on TooManyRequests { message }
      ... on InvalidPassword { message lockoutInfo { failCount lockedOutUntil } }
      ... on PasswordSoftLockout { message lockoutInfo { failCount lockedOutUntil } }
      ... on PasswordPermanentLockout { message lockoutInfo { failCount lockedOutUntil } }
      ... on IpAuthLockout { message lockoutInfo { failCount lockedOutUntil } }
    }
  }
`;

const CRUPDATE = `
  mutation Crupdate($password: String!, $oldPassword: String, $token: String) {
    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {
      __typename
      ... on PasswordUpdated { success redirect otherSessionCount }
      ... on Forbidden { message }
      ... on NotFound { message }
      ... on BadRequest { message }
      ... on ExpiredCredentials { message }
      ... on MalformedOAuthToken { message }
      ... on InvalidPassword { message lockoutInfo { failCount } }
      ... on PasswordSoftLockout { message lockoutInfo { failCount lockedOutUntil } }
      ... on PasswordPermanentLockout { message }
      ... on IpAuthLockout { message }
    }
  }
`;

type Result = { __typename: string; message?: string; [key: string]: unknown };

let t: TestApp;
let ipCounter = 0;
/** A fresh network address per test, so per-address counters never leak between tests. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1', SIGNIN_RATE_PER_MINUTE: '1000', SIGNIN_RATE_PER_HOUR: '10000' });
});
afterAll(() => t.close());

function sessionCookie(setCookie: string | string[] | undefined): string | null {
  const name = sessionCookieName(t.config);
  const found = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0]! : null;
}

async function login(variables: Record<string, unknown>, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: LOGIN, variables }),
  });
  const body = res.json() as { data: { loginUser: Result } };
  return { result: body.data.loginUser, cookie: sessionCookie(res.headers['set-cookie']) };
}

async function crupdate(variables: Record<string, unknown>, options: { cookie?: string; xsrf?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.xsrf ? { 'x-xsrf-token': options.xsrf } : {}),
    },
    payload: JSON.stringify({ query: CRUPDATE, variables }),
  });
  const body = res.json() as { data: { crupdatePassword: Result } };
  return { result: body.data.crupdatePassword, cookie: sessionCookie(res.headers['set-cookie']) };
}

async function viewer(cookie: string | null) {
  const res = await t.graphql<{ viewer: { id: string; hasPassword: boolean } | null }>('{ viewer { id hasPassword } }', {}, { cookie: cookie ?? undefined });
  return res.data?.viewer ?? null;
}

async function userWithPassword(password = PASSWORD) {
  const user = await createUser(t.deps.db);
  await setPassword(t.deps.db, user.id, password);
  return user;
}

async function storedHash(userId: string) {
  return (await t.deps.db.selectFrom('user_passwords').select('hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).hash;
}

/** A reset link as the email flow makes it: only the hash is stored. */
async function resetToken(userId: string, email: string, options: { expiresIn?: number; redirect?: string } = {}) {
  const token = newSecretToken();
  const now = Date.now();
  await t.deps.db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      kind: 'password_reset',
      email,
      user_id: userId,
      operation: 'login',
      redirect: options.redirect ?? '/',
      created_at: now,
      expires_at: now + (options.expiresIn ?? 3_600_000),
    })
    .execute();
  return token;
}

async function lockoutRow(userId: string) {
  return t.deps.db.selectFrom('auth_lockouts').selectAll().where('user_id', '=', userId).where('kind', '=', 'password').executeTakeFirst();
}

describe('setting a password', () => {
  it("stores an argon2id hash with OWASP's parameters, never the password", async () => {
    const user = await createUser(t.deps.db);
    const { cookie, xsrf } = await t.signIn(user.id);
    expect((await viewer(cookie))?.hasPassword).toBe(false);

    const { result } = await crupdate({ password: PASSWORD }, { cookie, xsrf });
    expect(result).toEqual({ __typename: 'PasswordUpdated', success: true, redirect: '/me/settings#security', otherSessionCount: 0 });
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(PASSWORD);
    expect((await viewer(cookie))?.hasPassword).toBe(true);
  });

  it('accepts 8 and 128 characters, refuses 7 and 129, and refuses common passwords', async () => {
    const user = await createUser(t.deps.db);
    const { cookie, xsrf } = await t.signIn(user.id);
    const refused = async (password: string) => (await crupdate({ password }, { cookie, xsrf })).result;
    expect(await refused('vX9#qLm')).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooShort });
    expect(await refused('vX9#qLm2'.repeat(16) + 'z')).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooLong });
    expect(await refused('Password123')).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooCommon });
    expect(await refused('12345678')).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooCommon });
    expect(await t.deps.db.selectFrom('user_passwords').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();

    expect((await crupdate({ password: 'vX9#qLm2' }, { cookie, xsrf })).result.__typename).toBe('PasswordUpdated');
    const long = 'vX9#qLm2'.repeat(16);
    expect((await crupdate({ password: long, oldPassword: 'vX9#qLm2' }, { cookie, xsrf })).result.__typename).toBe('PasswordUpdated');
    expect((await login({ email: user.email, password: long })).result.__typename).toBe('AuthInfo');
  });

  it('never truncates: a password differing only after 72 characters does not sign in', async () => {
    const prefix = 'orbit-lantern-'.repeat(6);
    expect(prefix.length).toBeGreaterThan(72);
    const user = await userWithPassword(`${prefix}first`);
    expect((await login({ email: user.email, password: `${prefix}other` })).result.__typename).toBe('InvalidPassword');
    expect((await login({ email: user.email, password: `${prefix}first` })).result.__typename).toBe('AuthInfo');
  });

  it('changing one needs the current password, counted like a sign-in, and reports the other sessions', async () => {
    const user = await userWithPassword();
    const { cookie, xsrf } = await t.signIn(user.id);
    await t.signIn(user.id);
    await t.signIn(user.id);

    expect((await crupdate({ password: 'a-new-one-99' }, { cookie, xsrf })).result).toEqual({ __typename: 'Forbidden', message: MESSAGES.currentPasswordRequired });
    expect((await crupdate({ password: 'a-new-one-99', oldPassword: 'not it at all' }, { cookie, xsrf })).result).toEqual({
      __typename: 'InvalidPassword',
      message: invalidPasswordMessage(5),
      lockoutInfo: { failCount: 1 },
    });
    // A refused new password costs nothing: the current one is not even checked.
    expect((await crupdate({ password: 'short', oldPassword: 'not it either' }, { cookie, xsrf })).result.__typename).toBe('BadRequest');
    expect((await lockoutRow(user.id))?.fail_count).toBe(1);

    const { result } = await crupdate({ password: 'a-new-one-99', oldPassword: PASSWORD }, { cookie, xsrf });
    expect(result).toEqual({ __typename: 'PasswordUpdated', success: true, redirect: '/me/settings#security', otherSessionCount: 2 });
    expect((await lockoutRow(user.id))?.fail_count).toBe(0);
    expect((await login({ email: user.email, password: PASSWORD })).result.__typename).toBe('InvalidPassword');
    expect((await login({ email: user.email, password: 'a-new-one-99' })).result.__typename).toBe('AuthInfo');
  });

  it('locks the change out like a sign-in after too many wrong current passwords', async () => {
    const user = await userWithPassword();
    const { cookie, xsrf } = await t.signIn(user.id);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { result } = await crupdate({ password: 'a-new-one-99', oldPassword: `wrong ${i}` }, { cookie, xsrf });
      expect(result.__typename).toBe('InvalidPassword');
      remaining.push(Number(/You have (\d+) more/.exec(result.message ?? '')?.[1]));
    }
    expect(remaining).toEqual([5, 4, 3, 2, 1]);
    const sixth = (await crupdate({ password: 'a-new-one-99', oldPassword: 'wrong 6' }, { cookie, xsrf })).result;
    expect(sixth.__typename).toBe('PasswordSoftLockout');
    expect(sixth.message).toBe('Due to too many password attempts, your account is locked for 1 minute(s).');
    // Locked: even the right password is refused without being checked.
    expect((await crupdate({ password: 'a-new-one-99', oldPassword: PASSWORD }, { cookie, xsrf })).result.__typename).toBe('PasswordSoftLockout');
    await t.deps.db.updateTable('auth_lockouts').set({ permanent_at: Date.now(), locked_until: null }).where('user_id', '=', user.id).execute();
    expect((await crupdate({ password: 'a-new-one-99', oldPassword: PASSWORD }, { cookie, xsrf })).result).toEqual({
      __typename: 'PasswordPermanentLockout',
      message: MESSAGES.passwordPermanentLockout,
    });
  });

  it('refuses a network that is locked out', async () => {
    const user = await userWithPassword();
    const { cookie, xsrf } = await t.signIn(user.id);
    const ip = freshIp();
    for (let i = 0; i < IP_FAILURES_PER_DAY; i++) await recordIpFailure(t.deps, ip);
    expect((await crupdate({ password: 'a-new-one-99', oldPassword: PASSWORD }, { cookie, xsrf, ip })).result).toEqual({
      __typename: 'IpAuthLockout',
      message: ipAuthLockoutMessage(1),
    });
  });

  it('needs a signed-in reader without a reset link, and the passwords flag', async () => {
    expect((await crupdate({ password: PASSWORD })).result).toEqual({ __typename: 'Forbidden', message: PASSWORD_MESSAGES.signInRequired });
    const off = await createTestApp();
    try {
      const user = await createUser(off.deps.db);
      const { cookie, xsrf } = await off.signIn(user.id);
      const res = await off.graphql<{ crupdatePassword: Result }>(CRUPDATE, { password: PASSWORD }, { cookie, xsrf });
      expect(res.data?.crupdatePassword).toEqual({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff });
      const signIn = await off.graphql<{ loginUser: Result }>(LOGIN, { email: user.email, password: PASSWORD });
      expect(signIn.data?.loginUser).toEqual({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.passwordsOff });
    } finally {
      await off.close();
    }
  });

  it('answers hasPassword only for the viewer', async () => {
    const user = await userWithPassword();
    expect(await viewer(null)).toBeNull();
    const { cookie } = await t.signIn(user.id);
    expect(await viewer(cookie)).toEqual({ id: user.id, hasPassword: true });
  });
});

describe('password sign-in', () => {
  it('signs in with an HttpOnly session cookie and answers AuthInfo', async () => {
    const user = await userWithPassword();
    const { result, cookie } = await login({ email: user.email.toUpperCase(), password: PASSWORD, referrer: '/@someone' });
    expect(result).toEqual({ __typename: 'AuthInfo', uid: user.id, sessionToken: null, redirect: '/@someone' });
    expect(cookie).not.toBeNull();
    expect((await viewer(cookie))?.id).toBe(user.id);
  });

  it('never redirects off the site', async () => {
    const user = await userWithPassword();
    const { result } = await login({ email: user.email, password: PASSWORD, referrer: 'https://evil.example/' });
    expect(result.redirect).toBe('/');
  });

  it('signs in an account whose address is not confirmed yet, by its password', async () => {
    const user = await createUser(t.deps.db);
    const address = `pending.${user.id}@example.com`;
    await t.deps.db.updateTable('users').set({ email: null, unverified_email: address }).where('id', '=', user.id).execute();
    await setPassword(t.deps.db, user.id, PASSWORD);
    expect((await login({ email: address, password: PASSWORD })).result).toMatchObject({ __typename: 'AuthInfo', uid: user.id });
  });

  it('answers the same NotFound for an unknown email and for an account without a password', async () => {
    const noPassword = await createUser(t.deps.db);
    const unknown = await login({ email: 'nobody.at.all@example.com', password: PASSWORD });
    const without = await login({ email: noPassword.email, password: PASSWORD });
    expect(unknown.result).toEqual({ __typename: 'NotFound', message: MESSAGES.passwordIncorrect });
    expect(without.result).toEqual(unknown.result);
    expect(unknown.cookie).toBeNull();
    expect(await lockoutRow(noPassword.id)).toBeUndefined();
  });

  it('does the same work for an unknown email as for a wrong password (one real argon2 check either way)', async () => {
    const user = await userWithPassword();
    const checksFor = async (email: string) => {
      const before = argon2.verifies;
      await login({ email, password: 'some wrong password' });
      return argon2.verifies - before;
    };
    expect(await checksFor(user.email)).toBe(1);
    expect(await checksFor('ghost@example.com')).toBe(1);
  });

  it('refuses a missing email or password', async () => {
    expect((await login({ email: '', password: PASSWORD })).result).toEqual({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.emailAndPasswordRequired });
    expect((await login({ email: 'someone@example.com' })).result).toEqual({ __typename: 'BadRequest', message: PASSWORD_MESSAGES.emailAndPasswordRequired });
  });

  it('asks an account with two-factor for its second factor instead of signing in', async () => {
    const user = await userWithPassword();
    const now = Date.now();
    await t.deps.db.insertInto('two_factor').values({ user_id: user.id, method: 'SMS_TEXT', secret: null, country_code: '1', phone_number: '5555550123', enabled_at: now, updated_at: now }).execute();
    const { result, cookie } = await login({ email: user.email, password: PASSWORD });
    expect(result.__typename).toBe('AuthToken');
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBeNull();

    // The token goes back with the code: that step belongs to two-factor sign-in, which refuses a wrong token.
    const wrongToken = await login({ token: newSecretToken(), code: '1234567' });
    expect(wrongToken.result.__typename).toBe('NotFound');
    expect(wrongToken.cookie).toBeNull();
  });
});

describe('password reset links', () => {
  it('set the new password, sign in, and end every other session', async () => {
    const user = await userWithPassword();
    const old = await t.signIn(user.id);
    const token = await resetToken(user.id, user.email, { redirect: '/me/settings' });
    const { result, cookie } = await crupdate({ password: 'brand-new-lantern', token });
    expect(result).toEqual({ __typename: 'PasswordUpdated', success: true, redirect: '/me/settings', otherSessionCount: 0 });
    expect((await viewer(cookie))?.id).toBe(user.id);
    expect(await viewer(old.cookie)).toBeNull();
    expect((await login({ email: user.email, password: 'brand-new-lantern' })).result.__typename).toBe('AuthInfo');
  });

  it('work once only', async () => {
    const user = await userWithPassword();
    const token = await resetToken(user.id, user.email);
    const other = await resetToken(user.id, user.email);
    expect((await crupdate({ password: 'brand-new-lantern', token })).result.__typename).toBe('PasswordUpdated');
    expect((await crupdate({ password: 'another-lantern-7', token })).result).toEqual({ __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed });
    // Using one link retires the account's other reset links too.
    expect((await crupdate({ password: 'another-lantern-7', token: other })).result.__typename).toBe('NotFound');
  });

  it('let exactly one of two simultaneous uses win', async () => {
    const user = await userWithPassword();
    const token = await resetToken(user.id, user.email);
    const results = await Promise.all([crupdate({ password: 'first-racer-one', token }), crupdate({ password: 'second-racer-two', token })]);
    expect(results.map((r) => r.result.__typename).sort()).toEqual(['NotFound', 'PasswordUpdated']);
  });

  it('refuse malformed, unknown and expired links, and keep a link a bad password was tried with', async () => {
    const user = await userWithPassword();
    expect((await crupdate({ password: 'brand-new-lantern', token: 'not-a-token' })).result).toEqual({
      __typename: 'MalformedOAuthToken',
      message: PASSWORD_MESSAGES.resetLinkMalformed,
    });
    expect((await crupdate({ password: 'brand-new-lantern', token: newSecretToken() })).result).toEqual({ __typename: 'NotFound', message: PASSWORD_MESSAGES.resetLinkUsed });
    const expired = await resetToken(user.id, user.email, { expiresIn: -1 });
    expect((await crupdate({ password: 'brand-new-lantern', token: expired })).result).toEqual({ __typename: 'ExpiredCredentials', message: MESSAGES.passwordResetExpired });

    const token = await resetToken(user.id, user.email);
    expect((await crupdate({ password: 'qwerty123', token })).result).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooCommon });
    expect((await crupdate({ password: 'brand-new-lantern', token })).result.__typename).toBe('PasswordUpdated');
  });

  it('lift a permanent lockout', async () => {
    const user = await userWithPassword();
    await t.deps.db
      .insertInto('auth_lockouts')
      .values({ user_id: user.id, kind: 'password', fail_count: 0, soft_lock_count: 3, locked_until: null, permanent_at: Date.now(), updated_at: Date.now() })
      .execute();
    expect((await login({ email: user.email, password: PASSWORD })).result.__typename).toBe('PasswordPermanentLockout');
    const token = await resetToken(user.id, user.email);
    expect((await crupdate({ password: 'brand-new-lantern', token })).result.__typename).toBe('PasswordUpdated');
    expect(await lockoutRow(user.id)).toBeUndefined();
    expect((await login({ email: user.email, password: 'brand-new-lantern' })).result.__typename).toBe('AuthInfo');
  });

  it('send an account with two-factor on to its second factor rather than signing it in', async () => {
    const user = await userWithPassword();
    const now = Date.now();
    await t.deps.db.insertInto('two_factor').values({ user_id: user.id, method: 'SMS_TEXT', secret: null, country_code: '1', phone_number: '5555550123', enabled_at: now, updated_at: now }).execute();
    const token = await resetToken(user.id, user.email);
    const { result, cookie } = await crupdate({ password: 'brand-new-lantern', token });
    expect(result.__typename).toBe('PasswordUpdated');
    expect(result.redirect).toMatch(/^\/two-factor-authentication\?token=[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBeNull();
  });
});

describe('password reset by email', () => {
  it('sends a link that opens /password, sets the password and signs the reader in', async () => {
    const smtp = await startLocalSmtp();
    const app = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1', SMTP_URL: smtp.url });
    try {
      const user = await createUser(app.deps.db);
      await setPassword(app.deps.db, user.id, PASSWORD);
      const arriving = smtp.next(user.email);
      const sent = await app.graphql<{ sendAcctAuthEmail: { __typename: string } }>(
        'mutation($email: String!) { sendAcctAuthEmail(email: $email, resetPasswordFlow: true) { __typename } }',
        { email: user.email },
      );
      expect(sent.data?.sendAcctAuthEmail.__typename).toBe('SusiMethod');
      const link = new URL(linkIn(await arriving, '/password?token='));
      const token = link.searchParams.get('token')!;

      const page = await app.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Create a password');

      const res = await app.app.inject({
        method: 'POST',
        url: '/_/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: CRUPDATE, variables: { password: 'mailed-lantern-88', token } }),
      });
      expect((res.json() as { data: { crupdatePassword: Result } }).data.crupdatePassword).toMatchObject({ __typename: 'PasswordUpdated', redirect: '/' });
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${sessionCookieName(app.config)}=`))!.split(';')[0]!;
      const me = await app.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, { cookie });
      expect(me.data?.viewer?.id).toBe(user.id);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
