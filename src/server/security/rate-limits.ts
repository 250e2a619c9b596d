import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitStore } from '../core';
export type { RateLimitStore } from '../core';

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateWindow {
  limit: number;
  windowMs: number;
}


// The library is used as an atomic, expiring counter store; the sliding window is computed over it.
const NO_CEILING = 2 ** 31 - 1;

export function createRateLimitStore(redis: Redis | null): RateLimitStore {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (keepMs: number) => {
    const seconds = Math.ceil(keepMs / 1000);
    let limiter = limiters.get(seconds);
    if (!limiter) {
      const options = { points: NO_CEILING, duration: seconds, keyPrefix: 'quire-rate' };
      limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
      limiters.set(seconds, limiter);
    }
    return limiter;
  };
  return {
    async add(key, keepMs) {
      return (await limiterFor(keepMs).consume(key, 1)).consumedPoints;
    },
    async count(key, keepMs) {
      // Counters of one window length live in one limiter; reading needs the same one.
      return (await limiterFor(keepMs).get(key))?.consumedPoints ?? 0;
    },
  };
}

/**
 * Counts one attempt against every window and refuses once any is over. Each call is one attempt, so a
 * batch of operations or a query with aliases counts every one of them.
 *
 * Windows slide: the count is this fixed window's attempts plus the previous window's, weighted by how
 * much of it still lies within the last `windowMs`. So no burst of twice the limit passes at a window's edge.
 */
export async function consumeAttempt(
  store: RateLimitStore,
  bucket: string,
  windows: RateWindow[],
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  let refused: RateLimitVerdict | null = null;
  for (const window of windows) {
    const index = Math.floor(now / window.windowMs);
    const keep = 2 * window.windowMs;
    const key = (i: number) => `${bucket}:${window.windowMs}:${i}`;
    const current = await store.add(key(index), keep);
    const previous = await store.count(key(index - 1), keep);
    const elapsed = (now - index * window.windowMs) / window.windowMs;
    const estimate = previous * (1 - elapsed) + current;
    if (estimate > window.limit && !refused) {
      // Waiting until the previous window's weight has fallen enough, at the latest until the next window.
      refused = { ok: false, retryAfterMs: (index + 1) * window.windowMs - now };
    }
  }
  return refused ?? { ok: true };
}

/**
 * A pause between two actions (a code resent at most every 30 seconds): the first attempt starts it, and
 * every attempt until it ends is refused. The library's own window, which starts at the first attempt.
 */
export async function consumeCooldown(store: RateLimitStore, bucket: string, ms: number): Promise<RateLimitVerdict> {
  const attempts = await store.add(`${bucket}:cooldown:${ms}`, ms);
  return attempts === 1 ? { ok: true } : { ok: false, retryAfterMs: ms };
}

/** The per-IP sign-in limit (spec: 6 a minute, 30 an hour by default). */
export function consumeSignInAttempt(
  store: RateLimitStore,
  rate: { perMinute: number; perHour: number },
  ip: string,
): Promise<RateLimitVerdict> {
  return consumeAttempt(store, `signin:${ip}`, [
    { limit: rate.perMinute, windowMs: 60_000 },
    { limit: rate.perHour, windowMs: 3_600_000 },
  ]);
}
