import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { IP_FAILURES_PER_DAY, IP_LOCKOUT_DAYS, recordIpFailure } from '../../src/server/security/lockouts';
import { setPassword } from '../../src/server/modules/auth/passwords.repo';
import { hashToken, newSecretToken } from '../../src/server/security/tokens';
import { invalidPasswordMessage, ipAuthLockoutMessage, MESSAGES, passwordSoftLockoutMessage } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const PASSWORD = 'lantern-orbit-42';
const RESULT_FIELDS = `
  __typename
  ... on AuthInfo { uid }
  ... on NotFound { message }
  ... on TooManyRequests { message }
  ... on InvalidPassword { message lockoutInfo { failCount lockedOutUntil } }
  ... on PasswordSoftLockout { message lockoutInfo { failCount lockedOutUntil } }
  ... on PasswordPermanentLockout { message lockoutInfo { failCount lockedOutUntil } }
  ... on IpAuthLockout { message lockoutInfo { failCount lockedOutUntil } }
`;
const LOGIN = `mutation Login($email: String, $password: String) { loginUser(email: $email, password: $password, operation: "login") { ${RESULT_FIELDS} } }`;

type Result = { __typename: string; message?: string; lockoutInfo?: { failCount: number; lockedOutUntil: number | null } };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The lenient app's clock: it stands still, so lockouts end exactly when the test says. */
const clock = testClock();
/** Lockouts are driven with a generous per-address rate limit; the per-address limit has its own app. */
let lenient: TestApp;
let strict: TestApp;
let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  lenient = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1', SIGNIN_RATE_PER_MINUTE: '1000', SIGNIN_RATE_PER_HOUR: '10000' }, { now: clock.now });
  strict = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1' });
});
afterAll(async () => {
  await lenient.close();
  await strict.close();
});

async function userWithPassword(t: TestApp) {
  const user = await createUser(t.deps.db);
  await setPassword(t.deps.db, user.id, PASSWORD);
  return user;
}

async function post(t: TestApp, payload: unknown, ip: string) {
  const res = await t.app.inject({ method: 'POST', url: '/_/graphql', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${sessionCookieName(t.config)}=`));
  return { status: res.statusCode, body: res.json() as unknown, signedIn: cookie };
}

async function login(t: TestApp, email: string, password: string, ip = freshIp()): Promise<Result> {
  const { body } = await post(t, { query: LOGIN, variables: { email, password } }, ip);
  return (body as { data: { loginUser: Result } }).data.loginUser;
}

/** Five wrong passwords, then the sixth that locks: what each answer says. */
async function failSixTimes(t: TestApp, email: string) {
  const answers: Result[] = [];
  for (let i = 0; i < 6; i++) answers.push(await login(t, email, `wrong password ${i}`));
  return answers;
}

describe('account lockout', () => {
  it('counts down 5, 4, 3, 2, 1 attempts, locks for a minute, and after three locks for good', async () => {
    const user = await userWithPassword(lenient);
    for (let round = 1; round <= 3; round++) {
      const answers = await failSixTimes(lenient, user.email);
      expect(answers.slice(0, 5)).toEqual(
        [5, 4, 3, 2, 1].map((remaining, i) => ({
          __typename: 'InvalidPassword',
          message: invalidPasswordMessage(remaining),
          lockoutInfo: { failCount: i + 1, lockedOutUntil: null },
        })),
      );
      expect(answers[0]!.message).toBe('That password was incorrect. You have 5 more attempt(s) before your account is locked for 1 minute.');
      const sixth = answers[5]!;
      if (round < 3) {
        expect(sixth.__typename).toBe('PasswordSoftLockout');
        expect(sixth.message).toBe(passwordSoftLockoutMessage(1));
        expect(sixth.message).toBe('Due to too many password attempts, your account is locked for 1 minute(s).');
        expect(sixth.lockoutInfo!.failCount).toBe(6);
        expect(sixth.lockoutInfo!.lockedOutUntil).toBe(clock.now() + MINUTE_MS);
        // While locked even the right password is refused, without being checked, to the last millisecond.
        expect((await login(lenient, user.email, PASSWORD)).__typename).toBe('PasswordSoftLockout');
        clock.advance(MINUTE_MS - 1);
        expect((await login(lenient, user.email, PASSWORD)).__typename).toBe('PasswordSoftLockout');
        clock.advance(1);
      } else {
        expect(sixth).toEqual({ __typename: 'PasswordPermanentLockout', message: MESSAGES.passwordPermanentLockout, lockoutInfo: { failCount: 6, lockedOutUntil: null } });
      }
    }
    // A permanent lockout does not run out.
    clock.advance(DAY_MS);
    expect((await login(lenient, user.email, PASSWORD)).__typename).toBe('PasswordPermanentLockout');

    // A reset link (proof of the email address) is the way back.
    const token = newSecretToken();
    const now = Date.now();
    await lenient.deps.db
      .insertInto('auth_tokens')
      .values({ token_hash: hashToken(token), kind: 'password_reset', email: user.email, user_id: user.id, operation: 'login', created_at: now, expires_at: now + 3_600_000 })
      .execute();
    const reset = await post(
      lenient,
      { query: 'mutation($token: String) { crupdatePassword(password: "a-fresh-start-9", token: $token) { __typename } }', variables: { token } },
      freshIp(),
    );
    expect(reset.body).toEqual({ data: { crupdatePassword: { __typename: 'PasswordUpdated' } } });
    expect(await login(lenient, user.email, 'a-fresh-start-9')).toEqual({ __typename: 'AuthInfo', uid: user.id });
  });

  it('starts counting again after a right password', async () => {
    const user = await userWithPassword(lenient);
    for (let i = 0; i < 4; i++) await login(lenient, user.email, `wrong ${i}`);
    expect((await login(lenient, user.email, PASSWORD)).__typename).toBe('AuthInfo');
    expect((await login(lenient, user.email, 'wrong again')).message).toBe(invalidPasswordMessage(5));
  });

  it('counts every operation of a batch of 20, and the lockout then holds even for the right password', async () => {
    // A batch's operations run side by side, in no set order: every one is counted, so exactly five are checked
    // and refused, whichever they are, and the rest meet the lockout the sixth started.
    const user = await userWithPassword(lenient);
    const batch = Array.from({ length: 20 }, (_, i) => ({ query: LOGIN, variables: { email: user.email, password: `wrong ${i}` } }));
    const { status, body, signedIn } = await post(lenient, batch, freshIp());
    expect(status).toBe(200);
    const answers = (body as { data: { loginUser: Result } }[]).map((r) => r.data.loginUser);
    expect(answers).toHaveLength(20);
    const kinds = answers.map((a) => a.__typename);
    expect(kinds.filter((k) => k === 'InvalidPassword')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'PasswordSoftLockout')).toHaveLength(15);
    expect(signedIn).toBe(false);
    expect((await login(lenient, user.email, PASSWORD)).__typename).toBe('PasswordSoftLockout');
    const row = await lenient.deps.db.selectFrom('auth_lockouts').selectAll().where('user_id', '=', user.id).where('kind', '=', 'password').executeTakeFirstOrThrow();
    expect(Number(row.locked_until)).toBe(clock.now() + MINUTE_MS);
    expect(row.soft_lock_count).toBe(1);
  });

  it('counts every alias of one operation', async () => {
    const user = await userWithPassword(lenient);
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: loginUser(email: $email, password: "${i === 14 ? PASSWORD : `wrong ${i}`}", operation: "login") { ${RESULT_FIELDS} }`,
    );
    const { status, body, signedIn } = await post(lenient, { query: `mutation Many($email: String) { ${aliases.join('\n')} }`, variables: { email: user.email } }, freshIp());
    expect(status).toBe(200);
    const data = (body as { data: Record<string, Result> }).data;
    const answers = Array.from({ length: 15 }, (_, i) => data[`a${i}`]!);
    expect(answers.slice(0, 5).map((a) => a.message)).toEqual([5, 4, 3, 2, 1].map(invalidPasswordMessage));
    expect(answers.slice(5).every((a) => a.__typename === 'PasswordSoftLockout')).toBe(true);
    expect(signedIn).toBe(false);
  });
});

describe('per-address rate limit', () => {
  it('refuses the 7th attempt within a minute from one address, and no other address', async () => {
    const user = await userWithPassword(strict);
    const ip = freshIp();
    const first = [];
    for (let i = 0; i < 6; i++) first.push((await login(strict, 'no.such.reader@example.com', 'whatever it is', ip)).__typename);
    expect(first).toEqual(Array(6).fill('NotFound'));
    expect(await login(strict, user.email, PASSWORD, ip)).toEqual({ __typename: 'TooManyRequests', message: MESSAGES.tooManySignInAttempts });
    expect(await login(strict, user.email, PASSWORD, freshIp())).toEqual({ __typename: 'AuthInfo', uid: user.id });
  });

  it('counts each operation of a batch and each alias', async () => {
    const user = await userWithPassword(strict);
    const batch = Array.from({ length: 20 }, () => ({ query: LOGIN, variables: { email: 'no.such.reader@example.com', password: 'whatever it is' } }));
    const batched = await post(strict, batch, freshIp());
    const kinds = (batched.body as { data: { loginUser: Result } }[]).map((r) => r.data.loginUser.__typename);
    expect(kinds.filter((k) => k === 'NotFound')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'TooManyRequests')).toHaveLength(14);

    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: loginUser(email: $email, password: "${PASSWORD}") { __typename }`);
    const aliased = await post(strict, { query: `mutation Many($email: String) { ${aliases.join('\n')} }`, variables: { email: user.email } }, freshIp());
    const answers = Object.values((aliased.body as { data: Record<string, Result> }).data).map((a) => a.__typename);
    expect(answers.filter((k) => k === 'AuthInfo')).toHaveLength(6);
    expect(answers.filter((k) => k === 'TooManyRequests')).toHaveLength(9);
  });
});

describe('network lockout', () => {
  it(`locks an address out for a day after ${IP_FAILURES_PER_DAY} failed sign-ins, and no other address`, async () => {
    const user = await userWithPassword(lenient);
    const ip = freshIp();
    for (let i = 0; i < IP_FAILURES_PER_DAY - 1; i++) await recordIpFailure(lenient.deps, ip);
    expect((await login(lenient, user.email, 'the last straw', ip)).__typename).toBe('InvalidPassword');
    const locked = await login(lenient, user.email, PASSWORD, ip);
    expect(locked.__typename).toBe('IpAuthLockout');
    expect(locked.message).toBe(ipAuthLockoutMessage(1));
    expect(locked.message).toBe('For security reasons, you cannot sign in from this network for 1 day(s).');
    expect(locked.lockoutInfo!.lockedOutUntil).toBe(clock.now() + IP_LOCKOUT_DAYS * DAY_MS);
    expect(await login(lenient, user.email, PASSWORD, freshIp())).toEqual({ __typename: 'AuthInfo', uid: user.id });
  });

  it('counts unknown addresses as failures too', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_FAILURES_PER_DAY - 1; i++) await recordIpFailure(lenient.deps, ip);
    expect((await login(lenient, 'no.such.reader@example.com', 'anything', ip)).__typename).toBe('NotFound');
    expect((await login(lenient, 'no.such.reader@example.com', 'anything', ip)).__typename).toBe('IpAuthLockout');
  });
});
