import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '../../src/server/core';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { createAccountToken } from '../../src/server/modules/auth/magic-link.service';
import { hashToken } from '../../src/server/security/tokens';
import { SEND_EMAIL_JOB } from '../../src/server/modules/email';
import { insertAccount } from '../../src/server/modules/users/accounts.repo';
import { ACCOUNT_MESSAGES } from '../../src/server/modules/users/accounts.service';
import { MESSAGES } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { startOidcProvider, TEST_CLIENTS, type LocalOidcProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let provider: LocalOidcProvider;
beforeAll(async () => {
  // Google is the local OpenID provider, so one-tap credentials are real signed ID tokens.
  provider = await startOidcProvider({ appBaseUrls: [] });
  t = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1', ...provider.appEnv(['google']) });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A Google credential as one-tap hands it over: an ID token for Quire's Google client. */
function googleCredential(claims: { sub: string; email?: string; email_verified?: boolean; name?: string; nonce?: string }) {
  return provider.signIdToken(claims, { audience: TEST_CLIENTS.google.clientId });
}

let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const uniqueEmail = (label: string) => `${label}.${Math.random().toString(36).slice(2, 10)}@example.com`;
const uniqueUsername = (label: string) => `${label}_${Math.random().toString(36).slice(2, 8)}`;

const CREATE = `mutation Create($accessToken: String, $email: String, $identityToken: String, $nonce: String, $name: String, $password: String, $redirect: String, $username: String) {
  createAccount(accessToken: $accessToken, email: $email, identityToken: $identityToken, nonce: $nonce, name: $name, password: $password, redirect: $redirect, username: $username) {
    __typename
    ... on AuthInfo { uid sessionToken redirect }
    ... on Forbidden { message }
    ... on AlreadyExists { message }
    ... on UserCreationRateLimited { message }
    ... on BadRequest { message }
  }
}`;

type Answer = { __typename: string; uid?: string; sessionToken?: string | null; redirect?: string; message?: string };

async function create(variables: Record<string, unknown>, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: CREATE, variables }),
  });
  const body = res.json() as { data?: { createAccount: Answer }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${sessionCookieName(t.config)}=`));
  return { answer: body.data.createAccount, cookie: raw ? raw.split(';')[0]! : null };
}

const VIEWER = '{ viewer { id name username email unverifiedEmail } }';
type Viewer = { id: string; name: string; username: string | null; email: string | null; unverifiedEmail: string | null };
const viewerOf = async (cookie: string | null) => (cookie ? ((await t.graphql<{ viewer: Viewer | null }>(VIEWER, {}, { cookie })).data?.viewer ?? null) : null);

const latestEmail = async (to: string) =>
  (await t.jobsSettled(), t.deps.db).selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();

function linkInText(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

describe('createAccount with an account token (the registration form)', () => {
  it('creates the account with the proven address, the chosen username, and signs in', async () => {
    const email = uniqueEmail('form');
    const accessToken = await createAccountToken(systemContext(t.deps), { email, redirect: '/@somewhere' });
    const username = uniqueUsername('Form');
    const { answer, cookie } = await create({ accessToken, name: 'Form Filler', username });
    expect(answer).toMatchObject({ __typename: 'AuthInfo', sessionToken: null, redirect: '/@somewhere' });
    expect(await viewerOf(cookie)).toEqual({ id: answer.uid, name: 'Form Filler', username: username.toLowerCase(), email, unverifiedEmail: null });
  });

  it('refuses an empty name, a malformed or taken username, keeping the token for another try', async () => {
    const email = uniqueEmail('retry');
    const accessToken = await createAccountToken(systemContext(t.deps), { email, redirect: '/' });
    expect((await create({ accessToken, name: '   ' })).answer).toEqual({ __typename: 'BadRequest', message: 'Please enter your name' });
    expect((await create({ accessToken, name: 'x'.repeat(51) })).answer).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.nameTooLong });
    for (const username of ['ab', 'has space', 'dash-ed', 'a'.repeat(31), 'émile']) {
      expect((await create({ accessToken, name: 'Retry', username })).answer).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameFormat });
    }
    const taken = await createUser(t.deps.db, { username: uniqueUsername('taken') });
    expect((await create({ accessToken, name: 'Retry', username: taken.username!.toUpperCase() })).answer).toEqual({
      __typename: 'BadRequest',
      message: ACCOUNT_MESSAGES.usernameTaken,
    });
    expect((await create({ accessToken, name: 'Retry' })).answer.__typename).toBe('AuthInfo');
  });

  it('refuses a token that is unknown or already used', async () => {
    expect((await create({ accessToken: 'A'.repeat(43), name: 'Nobody' })).answer).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signUpLinkExpired });
    const accessToken = await createAccountToken(systemContext(t.deps), { email: uniqueEmail('once'), redirect: '/' });
    expect((await create({ accessToken, name: 'Once' })).answer.__typename).toBe('AuthInfo');
    expect((await create({ accessToken, name: 'Twice' })).answer.__typename).toBe('BadRequest');
  });

  it('answers AlreadyExists when the address got an account meanwhile', async () => {
    const user = await createUser(t.deps.db);
    const accessToken = await createAccountToken(systemContext(t.deps), { email: user.email, redirect: '/' });
    expect((await create({ accessToken, name: 'Late' })).answer).toEqual({ __typename: 'AlreadyExists', message: 'You’ve already created an account with this service.' });
  });
});

describe('createAccount with an email and a password', () => {
  it('keeps the address unverified, stores an argon2id hash, signs in and sends a confirmation link', async () => {
    const email = uniqueEmail('pw');
    const { answer, cookie } = await create({ email: email.toUpperCase(), name: 'Pat Word', password: 'a long and unusual passphrase', redirect: '//evil.example' });
    expect(answer).toMatchObject({ __typename: 'AuthInfo', redirect: '/' });
    const viewer = await viewerOf(cookie);
    expect(viewer).toMatchObject({ name: 'Pat Word', email: null, unverifiedEmail: email });
    expect(viewer?.username).toMatch(/^patword/);
    const stored = await t.deps.db.selectFrom('user_passwords').select('hash').where('user_id', '=', answer.uid!).executeTakeFirstOrThrow();
    expect(stored.hash).toMatch(/^\$argon2id\$/);
    const mail = await latestEmail(email);
    expect(mail?.subject).toBe('Confirm your email address');
    expect(linkInText(mail!.text_body, '/m/account/confirm/')).toMatch(/\/m\/account\/confirm\/[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a weak password or a malformed address, and needs the passwords flag', async () => {
    expect((await create({ email: uniqueEmail('weak'), name: 'Weak', password: 'short' })).answer).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooShort });
    expect((await create({ email: uniqueEmail('weak'), name: 'Weak', password: 'password123' })).answer).toEqual({ __typename: 'BadRequest', message: MESSAGES.passwordTooCommon });
    expect((await create({ email: 'nope', name: 'Weak', password: 'a long and unusual passphrase' })).answer).toEqual({ __typename: 'BadRequest', message: MESSAGES.invalidEmail });
    expect((await create({ name: 'Nothing' })).answer).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.noSignUpMethod });

    const plain = await createTestApp();
    try {
      const res = await plain.graphql<{ createAccount: Answer }>(CREATE, { email: uniqueEmail('off'), name: 'Off', password: 'a long and unusual passphrase' });
      expect(res.data?.createAccount).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.passwordsOff });
    } finally {
      await plain.close();
    }
  });

  it('answers AlreadyExists for an address any account uses, verified or waiting', async () => {
    const user = await createUser(t.deps.db);
    expect((await create({ email: user.email, name: 'Again', password: 'a long and unusual passphrase' })).answer).toEqual({
      __typename: 'AlreadyExists',
      message: MESSAGES.accountAlreadyExists,
    });
    const waiting = uniqueEmail('waiting');
    await insertAccount(t.deps.db, { name: 'Waiting', unverifiedEmail: waiting });
    expect((await create({ email: waiting, name: 'Again', password: 'a long and unusual passphrase' })).answer.__typename).toBe('AlreadyExists');
  });

  it('refuses a sixth sign-up attempt for one address within a day', async () => {
    const { email } = await createUser(t.deps.db);
    // A form error is not an attempt; probing whether the address has an account is.
    expect((await create({ email, name: 'Try', password: 'short' })).answer.__typename).toBe('BadRequest');
    for (let i = 0; i < 5; i++) expect((await create({ email, name: 'Try', password: 'a long and unusual passphrase' })).answer.__typename).toBe('AlreadyExists');
    expect((await create({ email, name: 'Try', password: 'a long and unusual passphrase' })).answer).toEqual({
      __typename: 'Forbidden',
      message: 'This email address was used too many times. Please try another.',
    });
  });

  it('makes at most 5 accounts an hour from one network', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await create({ email: uniqueEmail('farm'), name: 'Farm', password: 'a long and unusual passphrase' }, ip)).answer.__typename).toBe('AuthInfo');
    }
    expect((await create({ email: uniqueEmail('farm'), name: 'Farm', password: 'a long and unusual passphrase' }, ip)).answer).toEqual({
      __typename: 'UserCreationRateLimited',
      message: 'Too many accounts created from this IP address. Please try again later.',
    });
    expect((await create({ email: uniqueEmail('farm'), name: 'Farm', password: 'a long and unusual passphrase' })).answer.__typename).toBe('AuthInfo');
  });
});

describe('createAccount with a Google one-tap credential', () => {
  it('creates an account linked to the Google id, verified when Google says so', async () => {
    const email = uniqueEmail('tap');
    const googleId = `g${Math.random().toString(36).slice(2, 10)}`;
    const identityToken = await googleCredential({ sub: googleId, email, email_verified: true, name: 'Tap Person', nonce: 'n1' });
    const { answer, cookie } = await create({ identityToken, nonce: 'n1' });
    expect(answer.__typename).toBe('AuthInfo');
    expect(await viewerOf(cookie)).toMatchObject({ name: 'Tap Person', email, unverifiedEmail: null });
    const link = await t.deps.db.selectFrom('social_accounts').selectAll().where('user_id', '=', answer.uid!).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: 'google', provider_user_id: googleId, email });

    const again = await googleCredential({ sub: googleId, email: uniqueEmail('tap'), email_verified: true, name: 'Again' });
    expect((await create({ identityToken: again })).answer).toEqual({
      __typename: 'AlreadyExists',
      message: MESSAGES.accountAlreadyExists,
    });
  });

  it('keeps an address Google has not verified as unverified, and refuses a bad credential', async () => {
    const email = uniqueEmail('tapu');
    const unverified = await googleCredential({ sub: `u${ipCounter}`, email, email_verified: false });
    const { answer, cookie } = await create({ identityToken: unverified, name: 'Given Name' });
    expect(answer.__typename).toBe('AuthInfo');
    expect(await viewerOf(cookie)).toMatchObject({ name: 'Given Name', email: null, unverifiedEmail: email });
    expect((await create({ identityToken: 'forged', name: 'X' })).answer).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.googleUnverified });
    const withNonce = await googleCredential({ sub: `w${ipCounter}`, email: uniqueEmail('n'), email_verified: true, name: 'N', nonce: 'right' });
    expect((await create({ identityToken: withNonce, nonce: 'wrong' })).answer.__typename).toBe('BadRequest');
    const otherClient = await provider.signIdToken({ sub: `a${ipCounter}`, email: uniqueEmail('aud'), email_verified: true, name: 'A' }, { audience: 'someone-else' });
    expect((await create({ identityToken: otherClient })).answer.__typename).toBe('BadRequest');
    const nameless = await googleCredential({ sub: `nn${ipCounter}`, email_verified: true });
    expect((await create({ identityToken: nameless })).answer).toEqual({ __typename: 'BadRequest', message: 'Please enter your name' });
  });

  it('answers AlreadyExists when an account verified the same address', async () => {
    const user = await createUser(t.deps.db);
    const duplicate = await googleCredential({ sub: `e${ipCounter}`, email: user.email, email_verified: true, name: 'Dup' });
    expect((await create({ identityToken: duplicate })).answer.__typename).toBe('AlreadyExists');
  });
});

describe('email verification', () => {
  const RESEND = `mutation { sendVerificationEmail { __typename ... on SentVerificationEmail { email } ... on BadRequest { message } ... on TooManyRequests { message } } }`;

  async function passwordAccount() {
    const email = uniqueEmail('verify');
    const { answer } = await create({ email, name: 'Vera Fy', password: 'a long and unusual passphrase' });
    return { email, userId: answer.uid! };
  }

  function toastOf(res: { headers: Record<string, unknown> }): string | null {
    const raw = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []).find((c) => c.startsWith('quire_toast='));
    if (!raw) return null;
    return (JSON.parse(Buffer.from(raw.split(';')[0]!.split('=')[1]!, 'base64url').toString('utf8')) as { message: string }).message;
  }

  it('moves the address into the verified one once, then says so', async () => {
    const { email, userId } = await passwordAccount();
    const link = new URL(linkInText((await latestEmail(email))!.text_body, '/m/account/confirm/'));
    const res = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(toastOf(res)).toBe('Your email address is verified.');
    const row = await t.deps.db.selectFrom('users').select(['email', 'unverified_email']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email, unverified_email: null });

    const again = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(again.headers.location).toBe('/');
    expect(toastOf(again)).toBe(ACCOUNT_MESSAGES.confirmLinkInvalid);
  });

  it('explains an expired or unknown link, and an address another account verified first', async () => {
    const { email, userId } = await passwordAccount();
    const link = new URL(linkInText((await latestEmail(email))!.text_body, '/m/account/confirm/'));
    const key = link.pathname.split('/').pop()!;
    await t.deps.db.updateTable('auth_tokens').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', hashToken(key)).execute();
    expect(toastOf(await t.app.inject({ method: 'GET', url: link.pathname }))).toBe(ACCOUNT_MESSAGES.confirmLinkInvalid);
    expect(toastOf(await t.app.inject({ method: 'GET', url: '/m/account/confirm/not-a-key' }))).toBe(ACCOUNT_MESSAGES.confirmLinkInvalid);

    const { cookie, xsrf } = await t.signIn(userId);
    expect((await t.graphql<{ sendVerificationEmail: { __typename: string } }>(RESEND, {}, { cookie, xsrf })).data?.sendVerificationEmail.__typename).toBe(
      'SentVerificationEmail',
    );
    const fresh = new URL(linkInText((await latestEmail(email))!.text_body, '/m/account/confirm/'));
    await insertAccount(t.deps.db, { name: 'Quicker', email });
    const res = await t.app.inject({ method: 'GET', url: fresh.pathname });
    expect(toastOf(res)).toBe(ACCOUNT_MESSAGES.emailTakenByAnother);
    const row = await t.deps.db.selectFrom('users').select(['email', 'unverified_email']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, unverified_email: email });
  });

  it('resends only for a signed-in account with an unverified address, a few times', async () => {
    expect((await t.graphql<{ sendVerificationEmail: Answer }>(RESEND)).data?.sendVerificationEmail).toEqual({
      __typename: 'BadRequest',
      message: ACCOUNT_MESSAGES.signInToVerify,
    });
    const verified = await createUser(t.deps.db);
    const signedInVerified = await t.signIn(verified.id);
    expect((await t.graphql<{ sendVerificationEmail: Answer }>(RESEND, {}, signedInVerified)).data?.sendVerificationEmail).toEqual({
      __typename: 'BadRequest',
      message: ACCOUNT_MESSAGES.alreadyVerified,
    });

    const { email, userId } = await passwordAccount();
    const session = await t.signIn(userId);
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i++) answers.push((await t.graphql<{ sendVerificationEmail: Answer }>(RESEND, {}, session)).data?.sendVerificationEmail);
    expect(answers.slice(0, 3)).toEqual(Array(3).fill({ __typename: 'SentVerificationEmail', email }));
    expect(answers[3]).toEqual({ __typename: 'TooManyRequests', message: ACCOUNT_MESSAGES.tooManyVerificationEmails });
    await t.jobsSettled();
    const sent = await t.deps.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
    expect(sent).toHaveLength(4);
  });
  it('writes the link and its email together: when the email cannot be queued, no link is left behind', async () => {
    const { userId } = await passwordAccount();
    const session = await t.signIn(userId);
    const links = async () =>
      (await t.deps.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', userId).where('kind', '=', 'verify_email').execute()).length;
    const before = await links();
    const enqueue = t.deps.jobs.enqueue.bind(t.deps.jobs);
    const queueAway = vi.spyOn(t.deps.jobs, 'enqueue').mockImplementation(async (executor, job) => {
      if (job.name === SEND_EMAIL_JOB) throw new Error('The queue is away');
      return enqueue(executor, job);
    });
    try {
      const answer = (await t.graphql<{ sendVerificationEmail: Answer }>(RESEND, {}, session)).data?.sendVerificationEmail;
      expect(answer).toEqual({ __typename: 'BadRequest', message: MESSAGES.retryableError });
    } finally {
      queueAway.mockRestore();
    }
    expect(await links()).toBe(before);
  });
});

describe('updateViewerProfile', () => {
  const UPDATE = `mutation U($name: String!, $username: String!) {
    updateViewerProfile(name: $name, username: $username) {
      __typename
      ... on Viewer { id name username }
      ... on BadRequest { message }
      ... on Forbidden { message }
    }
  }`;

  it('changes the name and username of the signed-in viewer only', async () => {
    expect((await t.graphql<{ updateViewerProfile: Answer }>(UPDATE, { name: 'X', username: 'xyz' })).data?.updateViewerProfile).toEqual({
      __typename: 'Forbidden',
      message: ACCOUNT_MESSAGES.signInToEdit,
    });
    const user = await createUser(t.deps.db);
    const other = await createUser(t.deps.db, { username: uniqueUsername('other') });
    const session = await t.signIn(user.id);
    const update = async (name: string, username: string) => (await t.graphql<{ updateViewerProfile: Answer }>(UPDATE, { name, username }, session)).data?.updateViewerProfile;

    expect(await update('', 'fine_name')).toEqual({ __typename: 'BadRequest', message: 'Please enter your name' });
    for (const hidden of ['Ada\u0000', 'Ada \u202Eecalevol', 'A\u200Bda']) {
      expect(await update(hidden, 'fine_name')).toEqual({ __typename: 'BadRequest', message: MESSAGES.nameHiddenCharacters });
    }
    expect(await update('Name', 'no')).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameFormat });
    expect(await update('Name', other.username!.toUpperCase())).toEqual({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.usernameTaken });
    const wanted = uniqueUsername('New');
    expect(await update('  New Name ', wanted)).toEqual({ __typename: 'Viewer', id: user.id, name: 'New Name', username: wanted.toLowerCase() });
    expect(await update('New Name', wanted.toUpperCase())).toMatchObject({ __typename: 'Viewer', username: wanted.toLowerCase() });
    expect((await viewerOf(session.cookie))?.username).toBe(wanted.toLowerCase());

    // A signed-in mutation without the session's xsrf token is refused before it runs.
    const forged = await t.graphql(UPDATE, { name: 'Forged', username: uniqueUsername('forged') }, { cookie: session.cookie });
    expect(forged.status).toBe(403);
    expect((await viewerOf(session.cookie))?.name).toBe('New Name');
  });
});
