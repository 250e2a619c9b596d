import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFailure, recordSuccess, reserveAttempt } from '../../src/server/security/lockouts';
import { consumeSignInAttempt } from '../../src/server/security';
import { MAX_FAILED_ATTEMPTS, SOFT_LOCKOUTS_BEFORE_PERMANENT } from '../../src/shared/validation/auth';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_RATE_PER_MINUTE: '6', SIGNIN_RATE_PER_HOUR: '30' });
});
afterAll(() => t.close());

async function fail(userId: string, now: number) {
  const gate = await reserveAttempt(t.deps.db, userId, 'password', now);
  return gate.state === 'open' ? recordFailure(t.deps.db, userId, 'password', gate, now) : gate;
}

describe('account lockouts', () => {
  it('counts attempts made side by side before any is checked, so only six get through', async () => {
    const user = await createUser(t.deps.db);
    const gates = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(t.deps.db, user.id, 'password')));
    expect(gates.filter((g) => g.state === 'open')).toHaveLength(MAX_FAILED_ATTEMPTS);
    expect(gates.filter((g) => g.state === 'soft')).toHaveLength(20 - MAX_FAILED_ATTEMPTS);
  });

  it('goes invalid → soft lock for a minute → permanent after repeated soft locks; success starts over', async () => {
    const user = await createUser(t.deps.db);
    let now = 1_000_000;
    const remaining: number[] = [];
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i++) {
      const outcome = await fail(user.id, now);
      if (outcome.state === 'invalid') remaining.push(outcome.remaining);
    }
    expect(remaining).toEqual([5, 4, 3, 2, 1]);
    expect(await fail(user.id, now)).toMatchObject({ state: 'soft', lockedOutUntil: now + 60_000 });
    expect(await reserveAttempt(t.deps.db, user.id, 'password', now + 30_000)).toMatchObject({ state: 'soft' });

    for (let lock = 2; lock <= SOFT_LOCKOUTS_BEFORE_PERMANENT; lock++) {
      now += 61_000;
      let last;
      for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) last = await fail(user.id, now);
      expect(last?.state).toBe(lock === SOFT_LOCKOUTS_BEFORE_PERMANENT ? 'permanent' : 'soft');
    }
    expect(await reserveAttempt(t.deps.db, user.id, 'password', now + 86_400_000)).toMatchObject({ state: 'permanent' });

    const other = await createUser(t.deps.db);
    await fail(other.id, now);
    await fail(other.id, now);
    await recordSuccess(t.deps.db, other.id, 'password', now);
    expect(await fail(other.id, now)).toMatchObject({ state: 'invalid', remaining: 5 });
  });
});

describe('the per-IP sign-in limit', () => {
  it('allows 6 a minute from one address and refuses the 7th, without touching other addresses', async () => {
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push(await consumeSignInAttempt(t.deps.rateLimits, t.config.signInRate, '10.0.0.1'));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, true, false]);
    expect((await consumeSignInAttempt(t.deps.rateLimits, t.config.signInRate, '10.0.0.2')).ok).toBe(true);
  });
});
