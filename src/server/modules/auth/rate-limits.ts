import type { AppDeps } from '../../graphql/context';

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateWindow {
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt against every window and refuses once any is over. Each call is one attempt, so a
 * batch of operations or a query with aliases counts every one of them.
 */
export async function consumeAttempt(deps: AppDeps, bucket: string, windows: RateWindow[]): Promise<RateLimitVerdict> {
  let refused: RateWindow | null = null;
  for (const window of windows) {
    const count = await deps.kv.increment(`rate:${bucket}:${window.windowMs}`, window.windowMs);
    if (count > window.limit && !refused) refused = window;
  }
  return refused ? { ok: false, retryAfterMs: refused.windowMs } : { ok: true };
}

/** The per-IP sign-in limit (spec: 6 a minute, 30 an hour by default). */
export function consumeSignInAttempt(deps: AppDeps, ip: string): Promise<RateLimitVerdict> {
  const { perMinute, perHour } = deps.config.signInRate;
  return consumeAttempt(deps, `signin:${ip}`, [
    { limit: perMinute, windowMs: 60_000 },
    { limit: perHour, windowMs: 3_600_000 },
  ]);
}
