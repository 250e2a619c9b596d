import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { LOGIN_CODE_MESSAGES } from '../../src/server/modules/auth/login-code.service';
import { MAGIC_LINK_TTL_MS } from '../../src/server/modules/auth/magic-link.service';
import { setPassword } from '../../src/server/modules/auth/passwords.repo';
import { hashToken } from '../../src/server/security/tokens';
import { systemContext } from '../../src/server/core';
import { setUserFlag } from '../../src/server/modules/flags/flags.service';
import { insertAccount } from '../../src/server/modules/users/accounts.repo';
import { MESSAGES } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { linkIn, startLocalSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ QUIRE_FLAGS: 'enable_login_code=1' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Every test asks from its own address, so per-network limits of one test do not leak into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const SEND = `mutation Send($email: String!, $redirect: String, $fullName: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {
  sendAcctAuthEmail(email: $email, redirect: $redirect, fullName: $fullName, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {
    __typename
    ... on SusiMethod { value }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
    ... on FailedChallenge { message }
  }
}`;
const VERIFY_CODE = `mutation Verify($loginCode: String!) {
  verifyLoginCode(loginCode: $loginCode) {
    __typename
    ... on Token { value }
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
}`;
const CREATE = `mutation Create($accessToken: String, $name: String, $username: String, $redirect: String) {
  createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {
    __typename
    ... on AuthInfo { uid sessionToken redirect }
    ... on BadRequest { message }
    ... on AlreadyExists { message }
  }
}`;

type Answer = { __typename: string; value?: string; message?: string };

interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}

function setCookies(res: RawResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
}

function cookieFrom(res: RawResponse, name: string): string | null {
  const found = setCookies(res).find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found ? found.split(';')[0]! : null;
}

/** A GraphQL request through the app, keeping the raw reply for its cookies. */
async function post(query: string, variables: Record<string, unknown>, options: { ip: string; cookie?: string; ua?: string }): Promise<{ res: RawResponse; data: Record<string, Answer> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: options.ip,
    headers: { 'content-type': 'application/json', 'user-agent': options.ua ?? 'phone-browser', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  const body = res.json() as { data?: Record<string, Answer>; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return { res, data: body.data };
}

async function send(variables: Record<string, unknown>, ip = freshIp(), cookie?: string) {
  const { res, data } = await post(SEND, variables, { ip, cookie });
  return { res, answer: data.sendAcctAuthEmail! };
}

async function latestEmail(to: string) {
  await t.jobsSettled();
  return t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', to.toLowerCase()).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

function linkInText(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

async function open(link: string, cookie?: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, ...(cookie ? { headers: { cookie } } : {}) });
}

const viewerOf = async (cookie: string | null) =>
  (await t.graphql<{ viewer: { id: string; name: string; email: string | null; username: string | null } | null }>('{ viewer { id name email username } }', {}, cookie ? { cookie } : {})).data
    ?.viewer ?? null;

const sessionCookie = (res: RawResponse) => cookieFrom(res, sessionCookieName(t.config));
const uniqueEmail = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('sign-in link by email', () => {
  it('goes out over real SMTP, and the received link signs in once', async () => {
    const smtp = await startLocalSmtp();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const user = await createUser(app.deps.db);
      const received = smtp.next(user.email);
      const answer = await app.graphql<{ sendAcctAuthEmail: Answer }>(SEND, { email: user.email.toUpperCase(), redirect: '/@someone', operation: 'login' });
      expect(answer.data?.sendAcctAuthEmail).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
      const mail = await received;
      expect(mail.subject).toBe('Sign in to Quire');
      const link = new URL(linkIn(mail, '/m/callback/email'));
      expect(link.origin).toBe(app.config.publicUrl);

      const res = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/@someone');
      const cookie = cookieFrom(res, sessionCookieName(app.config));
      expect(cookie).toBeTruthy();
      const viewer = await app.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, { cookie: cookie! });
      expect(viewer.data?.viewer?.id).toBe(user.id);

      const again = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(again.headers.location).toBe('/m/signin?entry=email_login_timeout');
      expect(cookieFrom(again, sessionCookieName(app.config))).toBeNull();
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('stores only the hash of the link token, with who asked for it', async () => {
    const user = await createUser(t.deps.db);
    const ip = freshIp();
    expect((await send({ email: user.email, operation: 'login' }, ip)).answer.value).toBe('magic_link');
    const token = new URL(linkInText((await latestEmail(user.email))!.text_body, '/m/callback/email')).searchParams.get('token')!;
    const row = await t.deps.db.selectFrom('auth_tokens').selectAll().where('email', '=', user.email).where('kind', '=', 'magic_link').executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_hash).not.toContain(token);
    expect(row.binding).toBe(`${ip} phone-browser`);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(MAGIC_LINK_TTL_MS);
  });

  it('answers NotFound for an address without an account, and refuses a malformed address or operation', async () => {
    expect((await send({ email: uniqueEmail('nobody'), operation: 'login' })).answer).toEqual({
      __typename: 'NotFound',
      message: "Sorry, we didn't recognize that email.",
    });
    expect((await send({ email: 'not-an-email', operation: 'login' })).answer).toEqual({ __typename: 'BadRequest', message: MESSAGES.invalidEmail });
    expect((await send({ email: 'a@b.c', operation: 'login' })).answer.__typename).toBe('BadRequest');
    expect((await send({ email: uniqueEmail('x'), operation: 'delete' })).answer.__typename).toBe('BadRequest');
  });

  it('refuses when the viewer has email sign-in turned off', async () => {
    const user = await createUser(t.deps.db);
    await setUserFlag(systemContext(t.deps), { userId: user.id, flag: 'disable_login_email', enabled: true });
    const { cookie, xsrf } = await t.signIn(user.id);
    const answer = await t.graphql<{ sendAcctAuthEmail: Answer }>(SEND, { email: user.email, operation: 'login' }, { cookie, xsrf, ip: freshIp() });
    expect(answer.data?.sendAcctAuthEmail.__typename).toBe('BadRequest');
    expect(answer.data?.sendAcctAuthEmail.message).toMatch(/email is turned off/);
  });

  it('sends at most 5 emails an hour to one address, and 20 an hour to one network', async () => {
    const user = await createUser(t.deps.db);
    for (let i = 0; i < 5; i++) expect((await send({ email: user.email, operation: 'login' })).answer.__typename).toBe('SusiMethod');
    const sixth = (await send({ email: user.email, operation: 'login' })).answer;
    expect(sixth.__typename).toBe('TooManyRequests');
    expect(sixth.message).toMatch(/several emails to this address/);

    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await send({ email: uniqueEmail('net'), operation: 'register' }, ip)).answer.__typename).toBe('SusiMethod');
    const refused = (await send({ email: uniqueEmail('net'), operation: 'register' }, ip)).answer;
    expect(refused.__typename).toBe('TooManyRequests');
    expect(refused.message).toMatch(/this network/);
    expect((await send({ email: uniqueEmail('net'), operation: 'register' })).answer.__typename).toBe('SusiMethod');
  });

  it('sends an account with two-factor on to the second step instead of signing in', async () => {
    const user = await createUser(t.deps.db);
    await t.deps.db.insertInto('two_factor').values({ user_id: user.id, method: 'AUTH_APP', secret: 'sealed', enabled_at: Date.now(), updated_at: Date.now() }).execute();
    await send({ email: user.email, operation: 'login' });
    const res = await open(linkInText((await latestEmail(user.email))!.text_body, '/m/callback/email'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/two-factor-authentication\?token=[A-Za-z0-9_-]{43}$/);
    expect(sessionCookie(res)).toBeNull();
  });

  it('ends the session the browser had before and starts a new one', async () => {
    const user = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const before = await t.signIn(other.id);
    await send({ email: user.email, operation: 'login' });
    const res = await open(linkInText((await latestEmail(user.email))!.text_body, '/m/callback/email'), before.cookie);
    expect((await viewerOf(sessionCookie(res)))?.id).toBe(user.id);
    expect(await viewerOf(before.cookie)).toBeNull();
  });
});

describe('a sign-in link whose redirect holds characters beyond Latin-1', () => {
  it('signs in once and sends the reader to the percent-encoded path', async () => {
    const user = await createUser(t.deps.db);
    const ip = freshIp();
    expect((await send({ email: user.email, operation: 'login', redirect: '/@zoë/ψ-€' }, ip)).answer).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
    const mail = (await latestEmail(user.email))!;
    const res = await open(linkInText(mail.text_body, '/m/callback/email'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/@zo%C3%AB/%CF%88-%E2%82%AC');
    expect(await viewerOf(sessionCookie(res))).toMatchObject({ id: user.id });
  });

  it('an older link stored with the raw characters still redirects instead of failing', async () => {
    const user = await createUser(t.deps.db);
    await send({ email: user.email, operation: 'login', redirect: '/' }, freshIp());
    await t.deps.db.updateTable('auth_tokens').set({ redirect: '/Ā€' }).where('email', '=', user.email.toLowerCase()).execute();
    const res = await open(linkInText((await latestEmail(user.email))!.text_body, '/m/callback/email'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/%C4%80%E2%82%AC');
  });
});

describe('sign-up by email', () => {
  it('without a name: the link proves the address, then the registration form finishes the account', async () => {
    const email = uniqueEmail('newcomer');
    const ip = freshIp();
    expect((await send({ email, operation: 'register', redirect: '/@ada' }, ip)).answer).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
    const mail = (await latestEmail(email))!;
    expect(mail.subject).toBe('Finish creating your Quire account');
    const row = await t.deps.db.selectFrom('auth_tokens').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'magic_link', operation: 'register', user_id: null, full_name: null });

    const res = await open(linkInText(mail.text_body, '/m/callback/email'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/registration-form?redirect=%2F%40ada');
    expect(sessionCookie(res)).toBeNull();
    const accountCookie = cookieFrom(res, 'quire_at');
    expect(accountCookie).toBeTruthy();
    expect(setCookies(res).find((c) => c.startsWith('quire_at='))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);

    const tokenQuery = await t.graphql<{ accountToken: string | null }>('{ accountToken }', {}, { cookie: accountCookie! });
    const accessToken = tokenQuery.data?.accountToken;
    expect(accessToken).toBe(accountCookie!.split('=')[1]);
    expect((await t.graphql<{ accountToken: string | null }>('{ accountToken }')).data?.accountToken).toBeNull();

    const created = await post(CREATE, { accessToken, name: '  Grace  Newcomer ', username: 'grace_new' + ipCounter }, { ip, cookie: accountCookie! });
    expect(created.data.createAccount).toMatchObject({ __typename: 'AuthInfo', sessionToken: null, redirect: '/@ada' });
    const viewer = await viewerOf(sessionCookie(created.res));
    expect(viewer).toMatchObject({ name: 'Grace Newcomer', email, username: 'grace_new' + ipCounter });
    expect(setCookies(created.res).some((c) => c.startsWith('quire_at=;'))).toBe(true);

    // The token is used up: neither the query nor a second account can use it again.
    expect((await t.graphql<{ accountToken: string | null }>('{ accountToken }', {}, { cookie: accountCookie! })).data?.accountToken).toBeNull();
    const again = await post(CREATE, { accessToken, name: 'Someone Else' }, { ip: freshIp() });
    expect(again.data.createAccount).toEqual({ __typename: 'BadRequest', message: 'Your sign-up link has expired. Please request a new one.' });
  });

  it('with a full name: opening the link creates the account with a verified address and signs in', async () => {
    const email = uniqueEmail('named');
    await send({ email, operation: 'register', fullName: 'Ada Named', redirect: '/me/settings' });
    const res = await open(linkInText((await latestEmail(email))!.text_body, '/m/callback/email'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/me/settings');
    const viewer = await viewerOf(sessionCookie(res));
    expect(viewer).toMatchObject({ name: 'Ada Named', email });
    expect(viewer?.username).toMatch(/^adanamed/);
  });

  it('for an address that already has an account: the same answer, and an email to sign in instead', async () => {
    const user = await createUser(t.deps.db);
    const answer = (await send({ email: user.email, operation: 'register', fullName: 'Duplicate' })).answer;
    expect(answer).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
    const mail = (await latestEmail(user.email))!;
    expect(mail.subject).toBe('You already have a Quire account');
    const res = await open(linkInText(mail.text_body, '/m/callback/email'));
    expect((await viewerOf(sessionCookie(res)))?.id).toBe(user.id);
    const accounts = await t.deps.db.selectFrom('users').select('id').where('email', '=', user.email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('signs in to the account made meanwhile with the same address rather than making a second', async () => {
    const email = uniqueEmail('raced');
    await send({ email, operation: 'register', fullName: 'First Try' });
    const link = linkInText((await latestEmail(email))!.text_body, '/m/callback/email');
    const existing = await insertAccount(t.deps.db, { name: 'Made Elsewhere', email });
    const res = await open(link);
    expect((await viewerOf(sessionCookie(res)))?.id).toBe(existing.id);
  });

  it('refuses an expired sign-up link', async () => {
    const email = uniqueEmail('late');
    await send({ email, operation: 'register' });
    const link = linkInText((await latestEmail(email))!.text_body, '/m/callback/email');
    await t.deps.db.updateTable('auth_tokens').set({ expires_at: Date.now() - 1 }).where('email', '=', email).execute();
    const res = await open(link);
    expect(res.headers.location).toBe('/m/signin?entry=email_login_timeout');
    expect(cookieFrom(res, 'quire_at')).toBeNull();
  });

  it('forgets an account token past its 30 minutes', async () => {
    const email = uniqueEmail('slow');
    await send({ email, operation: 'register' });
    const res = await open(linkInText((await latestEmail(email))!.text_body, '/m/callback/email'));
    const accountCookie = cookieFrom(res, 'quire_at')!;
    await t.deps.db.updateTable('auth_tokens').set({ expires_at: Date.now() - 1 }).where('email', '=', email).where('kind', '=', 'account_token').execute();
    expect((await t.graphql<{ accountToken: string | null }>('{ accountToken }', {}, { cookie: accountCookie })).data?.accountToken).toBeNull();
    const created = await post(CREATE, { accessToken: accountCookie.split('=')[1], name: 'Too Late' }, { ip: freshIp() });
    expect(created.data.createAccount?.__typename).toBe('BadRequest');
  });
});

describe('password reset email', () => {
  it('sends a one-hour reset link to an account, and answers the same for an unknown address', async () => {
    const user = await createUser(t.deps.db);
    expect((await send({ email: user.email, resetPasswordFlow: true })).answer).toEqual({ __typename: 'SusiMethod', value: 'password_reset' });
    const mail = (await latestEmail(user.email))!;
    expect(mail.subject).toBe('Reset your Quire password');
    const token = new URL(linkInText(mail.text_body, '/password?token=')).searchParams.get('token')!;
    const row = await t.deps.db.selectFrom('auth_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'password_reset', user_id: user.id, used_at: null });
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(60 * 60_000);

    const stranger = uniqueEmail('stranger');
    expect((await send({ email: stranger, resetPasswordFlow: true })).answer).toEqual({ __typename: 'SusiMethod', value: 'password_reset' });
    expect(await latestEmail(stranger)).toBeUndefined();
  });
});

describe('login codes', () => {
  async function requestCode(email: string, ip = freshIp()) {
    const { res, answer } = await send({ email, operation: 'login', onMobileWeb: true, redirect: '/me/settings' }, ip);
    const mail = (await latestEmail(email))!;
    const code = /Your sign-in code is (\d{6})/.exec(mail.text_body)?.[1];
    return { answer, binding: cookieFrom(res, 'quire_lc'), rawCookie: setCookies(res).find((c) => c.startsWith('quire_lc=')), code: code!, mail };
  }

  it('go out in the same email as the link, bound to the browser that asked, and sign in once', async () => {
    const user = await createUser(t.deps.db);
    const { answer, binding, rawCookie, code, mail } = await requestCode(user.email);
    expect(answer).toEqual({ __typename: 'SusiMethod', value: 'login_code' });
    expect(mail.subject).toBe(`Your Quire sign-in code: ${code}`);
    expect(mail.html_body).toContain(`>${code}</p>`);
    expect(mail.text_body).toContain('/m/callback/email?token=');
    expect(rawCookie).toMatch(/HttpOnly/);
    expect(rawCookie).toMatch(/SameSite=Lax/);
    const row = await t.deps.db.selectFrom('auth_tokens').selectAll().where('email', '=', user.email).where('kind', '=', 'login_code').executeTakeFirstOrThrow();
    expect(row.binding).toBe(hashToken(binding!.split('=')[1]!));
    expect(row.token_hash).not.toContain(code);

    const ip = freshIp();
    const verified = await post(VERIFY_CODE, { loginCode: code }, { ip, cookie: binding! });
    const token = verified.data.verifyLoginCode!;
    expect(token.__typename).toBe('Token');
    expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${token.value}&state=medium&operation=login` });
    expect(res.headers.location).toBe('/me/settings');
    expect((await viewerOf(sessionCookie(res)))?.id).toBe(user.id);

    const reused = await post(VERIFY_CODE, { loginCode: code }, { ip, cookie: binding! });
    expect(reused.data.verifyLoginCode).toEqual({ __typename: 'NotFound', message: LOGIN_CODE_MESSAGES.expired });
  });

  it('cannot be used from another browser', async () => {
    const user = await createUser(t.deps.db);
    const { code, binding } = await requestCode(user.email);
    const other = await createUser(t.deps.db);
    const { binding: otherBinding } = await requestCode(other.email);
    expect((await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp() })).data.verifyLoginCode?.__typename).toBe('NotFound');
    expect((await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp(), cookie: otherBinding! })).data.verifyLoginCode?.__typename).not.toBe('Token');
    expect((await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp(), cookie: 'quire_lc=' + 'A'.repeat(43) })).data.verifyLoginCode?.__typename).toBe('NotFound');
    expect((await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode?.__typename).toBe('Token');
  });

  it('die after 5 wrong tries, even for the right code afterwards', async () => {
    const user = await createUser(t.deps.db);
    const { code, binding } = await requestCode(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 4; i++) {
      const answer = (await post(VERIFY_CODE, { loginCode: wrong }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode;
      expect(answer).toEqual({ __typename: 'BadRequest', message: LOGIN_CODE_MESSAGES.incorrect });
    }
    const fifth = (await post(VERIFY_CODE, { loginCode: wrong }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode;
    expect(fifth).toEqual({ __typename: 'TooManyRequests', message: LOGIN_CODE_MESSAGES.tooManyAttempts });
    const right = (await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode;
    expect(right?.__typename).toBe('TooManyRequests');
  });

  it('refuses a malformed or expired code', async () => {
    const user = await createUser(t.deps.db);
    const { code, binding } = await requestCode(user.email);
    for (const loginCode of ['12345', '1234567', '12a456', '']) {
      expect((await post(VERIFY_CODE, { loginCode }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode).toEqual({
        __typename: 'BadRequest',
        message: MESSAGES.loginCodeFormat,
      });
    }
    await t.deps.db.updateTable('auth_tokens').set({ expires_at: Date.now() - 1 }).where('email', '=', user.email).where('kind', '=', 'login_code').execute();
    expect((await post(VERIFY_CODE, { loginCode: code }, { ip: freshIp(), cookie: binding! })).data.verifyLoginCode).toEqual({
      __typename: 'NotFound',
      message: LOGIN_CODE_MESSAGES.expired,
    });
  });

  it('count against the per-network sign-in limit', async () => {
    const ip = freshIp();
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push((await post(VERIFY_CODE, { loginCode: '000000' }, { ip })).data.verifyLoginCode!.__typename);
    expect(answers.slice(0, 6)).toEqual(Array(6).fill('NotFound'));
    expect(answers[6]).toBe('TooManyRequests');
  });

  it('are only sent to a phone browser when the viewer has the login-code flag', async () => {
    const plain = await createTestApp();
    try {
      const user = await createUser(plain.deps.db);
      const answer = await plain.graphql<{ sendAcctAuthEmail: Answer }>(SEND, { email: user.email, operation: 'login', onMobileWeb: true });
      expect(answer.data?.sendAcctAuthEmail).toEqual({ __typename: 'SusiMethod', value: 'magic_link' });
    } finally {
      await plain.close();
    }
    const user = await createUser(t.deps.db);
    expect((await send({ email: user.email, operation: 'login', onMobileWeb: false })).answer.value).toBe('magic_link');
  });
});

describe('account lookups', () => {
  const PREFERRED = `query P($email: String!) { magicLinkPreferred(email: $email) { __typename ... on PrefersMagicLink { result } ... on NotFound { message } } }`;
  const AVAILABLE = `query A($email: String!) { emailAvailability(email: $email) }`;
  const preferred = async (email: string, ip = freshIp()) => (await post(PREFERRED, { email }, { ip })).data.magicLinkPreferred as unknown as { __typename: string; result?: boolean };
  const available = async (email: string, ip = freshIp()) => (await post(AVAILABLE, { email }, { ip })).data.emailAvailability as unknown as boolean;

  it('magicLinkPreferred: a link for accounts without a password, the password field otherwise', async () => {
    const linkOnly = await createUser(t.deps.db);
    const withPassword = await createUser(t.deps.db);
    await setPassword(t.deps.db, withPassword.id, 'correct horse battery');
    const waiting = await insertAccount(t.deps.db, { name: 'Waiting', unverifiedEmail: uniqueEmail('waiting') });
    await setPassword(t.deps.db, waiting.id, 'correct horse battery');
    const unconfirmed = uniqueEmail('unconfirmed');
    await insertAccount(t.deps.db, { name: 'Unconfirmed', unverifiedEmail: unconfirmed });

    expect(await preferred(linkOnly.email.toUpperCase())).toEqual({ __typename: 'PrefersMagicLink', result: true });
    expect(await preferred(withPassword.email)).toEqual({ __typename: 'PrefersMagicLink', result: false });
    expect(await preferred(waiting.unverifiedEmail!)).toEqual({ __typename: 'PrefersMagicLink', result: false });
    expect((await preferred(unconfirmed)).__typename).toBe('NotFound');
    expect((await preferred(uniqueEmail('nobody'))).__typename).toBe('NotFound');
  });

  it('emailAvailability: true only when no account uses the address, verified or not', async () => {
    const user = await createUser(t.deps.db);
    const unverified = uniqueEmail('pending');
    await insertAccount(t.deps.db, { name: 'Pending', unverifiedEmail: unverified });
    expect(await available(uniqueEmail('free'))).toBe(true);
    expect(await available(user.email)).toBe(false);
    expect(await available(unverified)).toBe(false);
  });

  it('are limited per network', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect(await available(uniqueEmail('probe'), ip)).toBe(true);
    const refused = await t.graphql(AVAILABLE, { email: uniqueEmail('probe') }, { ip });
    expect(refused.errors?.[0]?.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('development outbox', () => {
  it('is not served outside development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/_/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('lists the newest emails in development, escaped, with their links clickable', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      await dev.deps.mailer.send({ to: 'reader@example.com', subject: '<script>alert(1)</script>', text: 'Open http://localhost/m/callback/email?token=abc&x=<b> now', html: '' });
      const res = await dev.app.inject({ method: 'GET', url: '/_/dev/outbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body).toContain('<a href="http://localhost/m/callback/email?token=abc&amp;x=">http://localhost/m/callback/email?token=abc&amp;x=</a>&lt;b&gt; now');
      expect(res.body).toContain('reader@example.com');
    } finally {
      await dev.close();
    }
  });
});
