import { describe, expect, it } from 'vitest';
import { consumeAttempt, createRateLimitStore } from './rate-limits';

const MINUTE = 60_000;

async function attempts(n: number, at: number, store = createRateLimitStore(null)) {
  let passed = 0;
  for (let i = 0; i < n; i += 1) if ((await consumeAttempt(store, 'login:1.2.3.4', [{ limit: 6, windowMs: MINUTE }], at)).ok) passed += 1;
  return passed;
}

describe('sliding rate limits', () => {
  it('lets the limit through and refuses the next attempt', async () => {
    expect(await attempts(7, 10 * MINUTE + 1_000)).toBe(6);
  });

  it('lets no burst of twice the limit through across a window edge', async () => {
    const store = createRateLimitStore(null);
    const edge = 20 * MINUTE;
    const before = await attempts(6, edge - 100, store);
    const after = await attempts(6, edge + 100, store);
    expect(before).toBe(6);
    expect(after).toBe(0);
  });

  it('frees attempts as the previous window slides out', async () => {
    const store = createRateLimitStore(null);
    const start = 30 * MINUTE;
    expect(await attempts(6, start, store)).toBe(6);
    // Half a window later, half of those six still count.
    expect(await attempts(6, start + MINUTE + MINUTE / 2, store)).toBe(3);
    // A whole window later none does.
    expect(await attempts(6, start + 3 * MINUTE, store)).toBe(6);
  });

  it('answers when to try again', async () => {
    const store = createRateLimitStore(null);
    const at = 40 * MINUTE + 15_000;
    await attempts(6, at, store);
    expect(await consumeAttempt(store, 'login:1.2.3.4', [{ limit: 6, windowMs: MINUTE }], at)).toEqual({ ok: false, retryAfterMs: 45_000 });
  });
});
