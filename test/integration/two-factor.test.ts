import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '../../src/server/core';
import { hasTwoFactor, passFirstFactor } from '../../src/server/modules/auth/sign-in.service';
import { totpCode } from '../../src/server/security/totp';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { MESSAGES, invalidTwoFactorCodeMessage, twoFactorSoftLockoutMessage } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

type Session = { cookie: string; xsrf: string };
type Result = { __typename: string; message?: string; lockoutInfo?: { failCount: number; lockedOutUntil: number | null } } & Record<string, unknown>;

const LOCKOUT_FIELDS = 'message lockoutInfo { failCount lockedOutUntil }';
const REGISTER = `mutation($cc: String, $phone: String, $method: TwoFactorMethod!) {
  registerAuthyUser(countryCode: $cc, phoneNumber: $phone, preferredMethod: $method) {
    __typename
    ... on AuthyUser { authyId preferredMethod otpauthUri qrCodeSvg phoneLast4 }
    ... on BadRequest { message }
  }
}`;
const ENABLE = `mutation($authyId: String!, $method: TwoFactorMethod!, $code: String!) {
  crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $method, verificationCode: $code) {
    __typename
    ... on TwoFactorAuthEnabled { success method otherSessionCount }
    ... on BadRequest { message }
    ... on InvalidTwoFactorAuthCode { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthSoftLockout { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthPermanentLockout { ${LOCKOUT_FIELDS} }
  }
}`;
const BACKUP_CODES = `mutation($userId: ID) {
  crupdateTwoFactorBackupCodes(userId: $userId) {
    __typename
    ... on TwoFactorBackupCodes { backupCodes }
    ... on NotFound { message }
  }
}`;
const STATUS = `query { viewer { id twoFactor { enabled method phoneLast4 backupCodesRemaining } } }`;
const REMOVE = `mutation($code: String!) {
  removeTwoFactorAuth(verificationCode: $code) {
    __typename
    ... on TwoFactorStatus { enabled method phoneLast4 backupCodesRemaining }
    ... on BadRequest { message }
    ... on InvalidTwoFactorAuthCode { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthSoftLockout { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthPermanentLockout { ${LOCKOUT_FIELDS} }
  }
}`;
const LOGIN = `mutation($token: String, $code: String, $backupCode: String) {
  loginUser(token: $token, twoFactorVerificationCode: $code, backupCode: $backupCode) {
    __typename
    ... on AuthInfo { uid sessionToken redirect }
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
    ... on InvalidTwoFactorAuthCode { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthSoftLockout { ${LOCKOUT_FIELDS} }
    ... on TwoFactorAuthPermanentLockout { ${LOCKOUT_FIELDS} }
  }
}`;
const SEND_CODE = `mutation($token: String!, $method: TwoFactorMethod) {
  sendTwoFactorCode(token: $token, method: $method) {
    __typename
    ... on TwoFactorCodeSent { method phoneLast4 }
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
}`;
const SEND_VIEWER_CODE = `mutation($method: TwoFactorMethod) {
  sendViewerTwoFactorCode(method: $method) {
    __typename
    ... on TwoFactorCodeSent { method phoneLast4 }
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
}`;
const CHALLENGE = `query($token: String!) { twoFactorChallenge(token: $token) { method phoneLast4 } }`;

let t: TestApp;
let ipCounter = 0;
/** A fresh address per sign-in attempt, so the per-IP sign-in limit never gets in the way of what a test checks. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
/**
 * The server's clock is the test's, and it stands still: only jumping ahead makes new authenticator codes
 * and ends windows and lockouts, so no code turns stale while a test runs.
 */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function call(query: string, variables: Record<string, unknown>, session?: Session, ip = nextIp()): Promise<Result> {
  const response = await t.graphql<Record<string, Result>>(query, variables, { ...session, ip });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!;
}

async function signedInUser() {
  const user = await createUser(t.deps.db);
  return { user, session: await t.signIn(user.id) };
}

/** Sets up the authenticator app; answers the secret to compute codes with. */
async function enableAuthApp(session: Session): Promise<string> {
  const registered = await call(REGISTER, { method: 'AUTH_APP' }, session);
  const secret = new URL(registered.otpauthUri as string).searchParams.get('secret')!;
  const enabled = await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: await totpCode(secret) }, session);
  expect(enabled).toMatchObject({ __typename: 'TwoFactorAuthEnabled', success: true, method: 'AUTH_APP' });
  return secret;
}

/** An authenticator code of a later time step than any used so far. */
async function freshCode(secret: string): Promise<string> {
  advance(30_000);
  return totpCode(secret);
}

/** A sign-in whose first factor has passed, waiting for the second (as a password or email link leaves it). */
async function pendingSignIn(user: { id: string; email: string }, redirect = '/me/settings'): Promise<string> {
  const ctx = { ...systemContext(t.deps), request: { ip: '127.0.0.1', userAgent: 'test', host: '', xsrfHeader: null } };
  const outcome = await passFirstFactor(ctx, { user, redirect });
  if (outcome.kind !== 'second-factor') throw new Error('expected a second-factor step');
  return outcome.token;
}

/** Signs in through GraphQL and answers the result and the session cookie it set. */
async function login(variables: { token: string; code?: string; backupCode?: string }, ip = nextIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/_/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: LOGIN, variables }),
  });
  const body = response.json() as { data: { loginUser: Result }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${sessionCookieName(t.config)}=`));
  return { result: body.data.loginUser, cookie: setCookie?.split(';')[0] ?? null };
}

async function latestMessage(to: string): Promise<{ subject: string; text_body: string } | undefined> {
  await t.jobsSettled();
  return t.deps.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', to).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

function codeIn(text: string | undefined): string {
  const digits = text?.match(/(\d[, ]*){7}/)?.[0].replace(/\D/g, '');
  if (!digits) throw new Error(`no code in ${text}`);
  return digits;
}

describe('setting up the authenticator app', () => {
  it('shows a QR code and a 7-digit otpauth link, and turns two-factor on with the first code', async () => {
    const { user, session } = await signedInUser();
    await t.signIn(user.id); // another device
    const registered = await call(REGISTER, { method: 'AUTH_APP' }, session);
    expect(registered).toMatchObject({ __typename: 'AuthyUser', preferredMethod: 'AUTH_APP', phoneLast4: null });
    const uri = new URL(registered.otpauthUri as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Quire');
    expect(uri.searchParams.get('digits')).toBe('7');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(registered.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The secret is kept sealed, never in the clear.
    const secret = uri.searchParams.get('secret')!;
    const stored = await t.deps.db.selectFrom('two_factor_enrollments').select('secret').where('authy_id', '=', registered.authyId as string).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);

    const enabled = await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: await totpCode(secret) }, session);
    expect(enabled).toEqual({ __typename: 'TwoFactorAuthEnabled', success: true, method: 'AUTH_APP', otherSessionCount: 1 });
    expect(await call(STATUS, {}, session)).toEqual({ id: user.id, twoFactor: { enabled: true, method: 'AUTH_APP', phoneLast4: null, backupCodesRemaining: 0 } });

    // The setup is used up.
    const again = await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: await freshCode(secret) }, session);
    expect(again).toMatchObject({ __typename: 'BadRequest' });
  });

  it('refuses a malformed code without counting it, and counts wrong codes', async () => {
    const { session } = await signedInUser();
    const registered = await call(REGISTER, { method: 'AUTH_APP' }, session);
    expect(await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: '12345' }, session)).toEqual({
      __typename: 'BadRequest',
      message: MESSAGES.invalidVerificationCode,
    });
    const secret = new URL(registered.otpauthUri as string).searchParams.get('secret')!;
    const right = await totpCode(secret);
    const wrong = right === '0000000' ? '1111111' : '0000000';
    expect(await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: wrong }, session)).toEqual({
      __typename: 'InvalidTwoFactorAuthCode',
      message: invalidTwoFactorCodeMessage(5),
      lockoutInfo: { failCount: 1, lockedOutUntil: null },
    });
    expect(await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: right }, session)).toMatchObject({ __typename: 'TwoFactorAuthEnabled' });
  });

  it('belongs to the account that started it', async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const registered = await call(REGISTER, { method: 'AUTH_APP' }, owner.session);
    const secret = new URL(registered.otpauthUri as string).searchParams.get('secret')!;
    const taken = await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: await totpCode(secret) }, stranger.session);
    expect(taken).toMatchObject({ __typename: 'BadRequest' });
    expect(await call(STATUS, {}, stranger.session)).toMatchObject({ twoFactor: { enabled: false } });
  });

  it('expires after 15 minutes', async () => {
    const { session } = await signedInUser();
    const registered = await call(REGISTER, { method: 'AUTH_APP' }, session);
    const secret = new URL(registered.otpauthUri as string).searchParams.get('secret')!;
    advance(15 * 60_000 + 1_000);
    expect(await call(ENABLE, { authyId: registered.authyId, method: 'AUTH_APP', code: await totpCode(secret) }, session)).toMatchObject({ __typename: 'BadRequest' });
  });
});

describe('setting up a phone', () => {
  it('texts a code to the number (non-digits stripped) and turns two-factor on with it', async () => {
    const { user, session } = await signedInUser();
    expect(await call(REGISTER, { cc: '+1', phone: '555-0123', method: 'SMS_TEXT' }, session)).toEqual({
      __typename: 'BadRequest',
      message: MESSAGES.invalidPhoneNumber,
    });
    const registered = await call(REGISTER, { cc: '+1', phone: '(555) 010-4477', method: 'SMS_TEXT' }, session);
    expect(registered).toMatchObject({ __typename: 'AuthyUser', preferredMethod: 'SMS_TEXT', phoneLast4: '4477', otpauthUri: null, qrCodeSvg: null });
    const text = await latestMessage('sms:+15550104477');
    expect(text?.subject).toBe('Text message');
    const code = codeIn(text?.text_body);
    // Only a keyed hash of the code is stored.
    const rows = await t.deps.db.selectFrom('two_factor_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.code_hash).join()).not.toContain(code);

    const enabled = await call(ENABLE, { authyId: registered.authyId, method: 'SMS_TEXT', code }, session);
    expect(enabled).toMatchObject({ __typename: 'TwoFactorAuthEnabled', method: 'SMS_TEXT', otherSessionCount: 0 });
    expect(await call(STATUS, {}, session)).toMatchObject({ twoFactor: { enabled: true, method: 'SMS_TEXT', phoneLast4: '4477' } });
  });

  it('calls with the code for a voice number', async () => {
    const { session } = await signedInUser();
    const registered = await call(REGISTER, { cc: '44', phone: '7700 900 123', method: 'VOICE_CALL' }, session);
    expect(registered).toMatchObject({ __typename: 'AuthyUser', preferredMethod: 'VOICE_CALL', phoneLast4: '0123' });
    const call_ = await latestMessage('voice:+447700900123');
    expect(call_?.subject).toBe('Voice call');
    expect(await call(ENABLE, { authyId: registered.authyId, method: 'VOICE_CALL', code: codeIn(call_?.text_body) }, session)).toMatchObject({
      __typename: 'TwoFactorAuthEnabled',
      method: 'VOICE_CALL',
    });
  });
});

describe('backup codes', () => {
  it('are only for accounts with two-factor on, and only the viewer’s own', async () => {
    const { user, session } = await signedInUser();
    expect(await call(BACKUP_CODES, { userId: null }, session)).toMatchObject({ __typename: 'NotFound' });
    await enableAuthApp(session);
    const stranger = await signedInUser();
    expect(await call(BACKUP_CODES, { userId: user.id }, stranger.session)).toMatchObject({ __typename: 'NotFound' });
    const mine = await call(BACKUP_CODES, { userId: user.id }, session);
    expect(mine.__typename).toBe('TwoFactorBackupCodes');
    const codes = mine.backupCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.deps.db.selectFrom('two_factor_backup_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect(await call(STATUS, {}, session)).toMatchObject({ twoFactor: { backupCodesRemaining: 10 } });
  });

  it('sign in once each, and a new set makes the old ones worthless', async () => {
    const { user, session } = await signedInUser();
    await enableAuthApp(session);
    const first = (await call(BACKUP_CODES, {}, session)).backupCodes as string[];

    const used = await login({ token: await pendingSignIn(user), backupCode: first[0]!.toLowerCase() });
    expect(used.result).toMatchObject({ __typename: 'AuthInfo', uid: user.id });
    expect(await call(STATUS, {}, session)).toMatchObject({ twoFactor: { backupCodesRemaining: 9 } });
    const reused = await login({ token: await pendingSignIn(user), backupCode: first[0]! });
    expect(reused.result).toEqual({ __typename: 'NotFound', message: MESSAGES.invalidRecoveryCode });

    const second = (await call(BACKUP_CODES, {}, session)).backupCodes as string[];
    const old = await login({ token: await pendingSignIn(user), backupCode: first[1]! });
    expect(old.result).toEqual({ __typename: 'NotFound', message: MESSAGES.invalidRecoveryCode });
    const fresh = await login({ token: await pendingSignIn(user), backupCode: second[0]! });
    expect(fresh.result).toMatchObject({ __typename: 'AuthInfo' });
  });
});

describe('signing in with a second factor', () => {
  it('opens a session with a current authenticator code, once per code and once per token', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    const token = await pendingSignIn(user, '/me/settings#security');
    expect(await call(CHALLENGE, { token })).toEqual({ method: 'AUTH_APP', phoneLast4: null });

    const code = await freshCode(secret);
    const { result, cookie } = await login({ token, code });
    expect(result).toEqual({ __typename: 'AuthInfo', uid: user.id, sessionToken: null, redirect: '/me/settings#security' });
    expect(cookie).toBeTruthy();
    expect((await t.graphql('{ viewer { id } }', {}, { cookie: cookie! })).data).toEqual({ viewer: { id: user.id } });

    // The token is spent, and so is the code.
    expect((await login({ token, code: await freshCode(secret) })).result).toEqual({ __typename: 'NotFound', message: 'Your sign-in has expired. Please sign in again.' });
    expect(await call(CHALLENGE, { token })).toBeNull();
    const replay = await login({ token: await pendingSignIn(user), code });
    expect(replay.result).toMatchObject({ __typename: 'InvalidTwoFactorAuthCode' });
    expect(replay.cookie).toBeNull();
  });

  it('accepts the code of the previous time step, not one from two steps ago', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    advance(120_000);
    const stale = await totpCode(secret, Date.now() - 60_000);
    expect((await login({ token: await pendingSignIn(user), code: stale })).result).toMatchObject({ __typename: 'InvalidTwoFactorAuthCode' });
    const previous = await totpCode(secret, Date.now() - 30_000);
    expect((await login({ token: await pendingSignIn(user), code: previous })).result).toMatchObject({ __typename: 'AuthInfo' });
  });

  it('refuses a malformed code without counting it', async () => {
    const { user, session } = await signedInUser();
    await enableAuthApp(session);
    const token = await pendingSignIn(user);
    expect((await login({ token, code: '12a4567' })).result).toEqual({ __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode });
    expect((await login({ token })).result).toEqual({ __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode });
    expect((await login({ token, backupCode: 'ABC' })).result).toEqual({ __typename: 'NotFound', message: MESSAGES.invalidRecoveryCode });
    const lockout = await t.deps.db.selectFrom('auth_lockouts').select('fail_count').where('user_id', '=', user.id).where('kind', '=', 'two_factor').executeTakeFirst();
    expect(lockout?.fail_count ?? 0).toBe(0);
  });

  it('answers an unknown or expired token as expired', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    expect((await login({ token: 'x'.repeat(43), code: '1234567' })).result).toEqual({ __typename: 'NotFound', message: 'Your sign-in has expired. Please sign in again.' });
    const token = await pendingSignIn(user);
    advance(10 * 60_000 + 1_000);
    expect((await login({ token, code: await totpCode(secret) })).result).toEqual({ __typename: 'NotFound', message: 'Your sign-in has expired. Please sign in again.' });
  });

  it('counts wrong codes down, then locks for a minute, and for good after three lockouts', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    const token = await pendingSignIn(user);
    const wrong = async () => {
      const right = await totpCode(secret);
      return right === '0000000' ? '1111111' : '0000000';
    };

    for (let lockout = 1; lockout <= 3; lockout++) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login({ token, code: await wrong() })).result).toEqual({
          __typename: 'InvalidTwoFactorAuthCode',
          message: invalidTwoFactorCodeMessage(6 - attempt),
          lockoutInfo: { failCount: attempt, lockedOutUntil: null },
        });
      }
      const sixth = (await login({ token, code: await wrong() })).result;
      if (lockout < 3) {
        expect(sixth).toMatchObject({ __typename: 'TwoFactorAuthSoftLockout', message: twoFactorSoftLockoutMessage(1), lockoutInfo: { failCount: 6 } });
        expect(sixth.lockoutInfo!.lockedOutUntil).toBe(Date.now() + 60_000);
        // Even the right code is refused while locked.
        expect((await login({ token, code: await totpCode(secret) })).result).toMatchObject({ __typename: 'TwoFactorAuthSoftLockout' });
        advance(61_000);
      } else {
        expect(sixth).toEqual({ __typename: 'TwoFactorAuthPermanentLockout', message: MESSAGES.twoFactorPermanentLockout, lockoutInfo: { failCount: 6, lockedOutUntil: null } });
      }
    }
    advance(10 * 60_000);
    const later = await login({ token: await pendingSignIn(user), code: await freshCode(secret) });
    expect(later.result).toMatchObject({ __typename: 'TwoFactorAuthPermanentLockout' });
    expect(later.cookie).toBeNull();
  });

  it('a right code starts the count over', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    for (let i = 0; i < 3; i++) await login({ token: await pendingSignIn(user), code: '0000000' === (await totpCode(secret)) ? '1111111' : '0000000' });
    expect((await login({ token: await pendingSignIn(user), code: await freshCode(secret) })).result).toMatchObject({ __typename: 'AuthInfo' });
    const next = await login({ token: await pendingSignIn(user), code: '0000000' === (await totpCode(secret)) ? '1111111' : '0000000' });
    expect(next.result).toMatchObject({ lockoutInfo: { failCount: 1 } });
  });

  it('texts a code for a phone account, resends it at most every 30 seconds, and calls on request', async () => {
    const { user, session } = await signedInUser();
    const registered = await call(REGISTER, { cc: '1', phone: '5550107788', method: 'SMS_TEXT' }, session);
    await call(ENABLE, { authyId: registered.authyId, method: 'SMS_TEXT', code: codeIn((await latestMessage('sms:+15550107788'))?.text_body) }, session);
    advance(31_000);

    const token = await pendingSignIn(user);
    expect(await call(CHALLENGE, { token })).toEqual({ method: 'SMS_TEXT', phoneLast4: '7788' });
    expect(await call(SEND_CODE, { token })).toEqual({ __typename: 'TwoFactorCodeSent', method: 'SMS_TEXT', phoneLast4: '7788' });
    const first = codeIn((await latestMessage('sms:+15550107788'))?.text_body);
    expect(await call(SEND_CODE, { token })).toMatchObject({ __typename: 'TooManyRequests' });
    advance(31_000);
    expect(await call(SEND_CODE, { token, method: 'VOICE_CALL' })).toEqual({ __typename: 'TwoFactorCodeSent', method: 'VOICE_CALL', phoneLast4: '7788' });
    const called = codeIn((await latestMessage('voice:+15550107788'))?.text_body);

    // Only the latest code counts.
    if (first !== called) expect((await login({ token, code: first })).result).toMatchObject({ __typename: 'InvalidTwoFactorAuthCode' });
    expect((await login({ token, code: called })).result).toMatchObject({ __typename: 'AuthInfo', uid: user.id });
    expect(await call(SEND_CODE, { token })).toMatchObject({ __typename: 'NotFound' });
  });

  it('has no code to send for an authenticator account or a dead token', async () => {
    const { user, session } = await signedInUser();
    await enableAuthApp(session);
    expect(await call(SEND_CODE, { token: await pendingSignIn(user) })).toMatchObject({ __typename: 'BadRequest' });
    expect(await call(SEND_CODE, { token: 'y'.repeat(43) })).toMatchObject({ __typename: 'NotFound' });
  });
});

describe('turning two-factor off', () => {
  it('needs a current code or a backup code', async () => {
    const { user, session } = await signedInUser();
    const secret = await enableAuthApp(session);
    expect(await call(REMOVE, { code: 'nope' }, session)).toEqual({ __typename: 'BadRequest', message: MESSAGES.invalidVerificationCode });
    const wrong = (await totpCode(secret)) === '0000000' ? '1111111' : '0000000';
    expect(await call(REMOVE, { code: wrong }, session)).toMatchObject({ __typename: 'InvalidTwoFactorAuthCode', lockoutInfo: { failCount: 1 } });
    expect(await call(REMOVE, { code: await freshCode(secret) }, session)).toEqual({
      __typename: 'TwoFactorStatus',
      enabled: false,
      method: null,
      phoneLast4: null,
      backupCodesRemaining: 0,
    });
    // Signing in no longer asks for a code.
    expect(await hasTwoFactor(systemContext(t.deps), { userId: user.id })).toBe(false);
  });

  it('takes a backup code, and a texted code for phone accounts', async () => {
    const a = await signedInUser();
    await enableAuthApp(a.session);
    const codes = (await call(BACKUP_CODES, {}, a.session)).backupCodes as string[];
    expect(await call(REMOVE, { code: codes[3] }, a.session)).toMatchObject({ __typename: 'TwoFactorStatus', enabled: false });
    expect(await t.deps.db.selectFrom('two_factor_backup_codes').selectAll().where('user_id', '=', a.user.id).execute()).toEqual([]);

    const b = await signedInUser();
    const registered = await call(REGISTER, { cc: '1', phone: '5550109900', method: 'SMS_TEXT' }, b.session);
    await call(ENABLE, { authyId: registered.authyId, method: 'SMS_TEXT', code: codeIn((await latestMessage('sms:+15550109900'))?.text_body) }, b.session);
    advance(31_000);
    expect(await call(SEND_VIEWER_CODE, {}, b.session)).toMatchObject({ __typename: 'TwoFactorCodeSent', method: 'SMS_TEXT' });
    expect(await call(REMOVE, { code: codeIn((await latestMessage('sms:+15550109900'))?.text_body) }, b.session)).toMatchObject({
      __typename: 'TwoFactorStatus',
      enabled: false,
    });
  });
});

describe('who may do it', () => {
  it('refuses every setup call to signed-out visitors', async () => {
    for (const [query, variables] of [
      [REGISTER, { method: 'AUTH_APP' }],
      [ENABLE, { authyId: 'abc', method: 'AUTH_APP', code: '1234567' }],
      [BACKUP_CODES, {}],
      [REMOVE, { code: '1234567' }],
      [SEND_VIEWER_CODE, {}],
    ] as const) {
      const { errors, data } = await t.graphql(query, variables);
      expect(errors?.[0]?.message).toBe('You need to sign in first.');
      expect(data).toBeNull();
    }
  });

  it('never shows another account’s two-factor status', async () => {
    const { user, session } = await signedInUser();
    await enableAuthApp(session);
    const stranger = await signedInUser();
    expect(await call(STATUS, {}, stranger.session)).toMatchObject({ twoFactor: { enabled: false } });
    expect(await call(STATUS, {}, session)).toMatchObject({ id: user.id, twoFactor: { enabled: true } });
  });
});
