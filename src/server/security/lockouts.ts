import type { AppDeps } from '../core';
import type { Executor } from '../db';
import { MAX_FAILED_ATTEMPTS, SOFT_LOCKOUT_MINUTES, SOFT_LOCKOUTS_BEFORE_PERMANENT } from '../../shared/validation/auth';

export type LockoutKind = 'password' | 'two_factor';

/** What an attempt may do: go ahead (it is already counted), or be refused without checking the secret. */
export type AttemptGate =
  | { state: 'open'; failCount: number }
  | { state: 'soft'; failCount: number; lockedOutUntil: number }
  | { state: 'permanent'; failCount: number };

export type FailureOutcome =
  | { state: 'invalid'; failCount: number; remaining: number }
  | { state: 'soft'; failCount: number; lockedOutUntil: number }
  | { state: 'permanent'; failCount: number };

const SOFT_LOCK_MS = SOFT_LOCKOUT_MINUTES * 60_000;

async function ensureRow(db: Executor, userId: string, kind: LockoutKind, now: number) {
  await db
    .insertInto('auth_lockouts')
    .values({ user_id: userId, kind, fail_count: 0, soft_lock_count: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

async function currentGate(db: Executor, userId: string, kind: LockoutKind, now: number): Promise<Exclude<AttemptGate, { state: 'open' }> | null> {
  const row = await db.selectFrom('auth_lockouts').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirstOrThrow();
  if (row.permanent_at !== null) return { state: 'permanent', failCount: row.fail_count };
  if (row.locked_until !== null && Number(row.locked_until) > now) {
    return { state: 'soft', failCount: row.fail_count, lockedOutUntil: Number(row.locked_until) };
  }
  return null;
}

/**
 * Counts the attempt before the secret is checked, in one conditional update, so attempts made side by
 * side (a batch, aliases) cannot all slip in under the limit while the first is still being verified.
 */
export async function reserveAttempt(db: Executor, userId: string, kind: LockoutKind, now = Date.now()): Promise<AttemptGate> {
  await ensureRow(db, userId, kind, now);
  const row = await db
    .updateTable('auth_lockouts')
    .set((eb) => ({ fail_count: eb('fail_count', '+', 1), updated_at: now }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('permanent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning(['fail_count'])
    .executeTakeFirst();
  if (!row) return (await currentGate(db, userId, kind, now)) ?? reserveAttempt(db, userId, kind, now);
  if (row.fail_count > MAX_FAILED_ATTEMPTS) {
    // Over the limit while earlier attempts were still being checked: treat it as the lockout it will become.
    await softLock(db, userId, kind, now);
    return (await currentGate(db, userId, kind, now)) ?? { state: 'soft', failCount: row.fail_count, lockedOutUntil: now + SOFT_LOCK_MS };
  }
  return { state: 'open', failCount: row.fail_count };
}

/** Starts a soft lockout, or makes it permanent after too many; only one of several racing callers does it. */
async function softLock(db: Executor, userId: string, kind: LockoutKind, now: number): Promise<void> {
  const locked = await db
    .updateTable('auth_lockouts')
    .set((eb) => ({ fail_count: 0, soft_lock_count: eb('soft_lock_count', '+', 1), locked_until: now + SOFT_LOCK_MS, updated_at: now }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('permanent_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning(['soft_lock_count'])
    .executeTakeFirst();
  if (locked && locked.soft_lock_count >= SOFT_LOCKOUTS_BEFORE_PERMANENT) {
    await db
      .updateTable('auth_lockouts')
      .set({ locked_until: null, permanent_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
  }
}

/** The secret was wrong: either attempts remain, or this failure starts a lockout. */
export async function recordFailure(db: Executor, userId: string, kind: LockoutKind, gate: { failCount: number }, now = Date.now()): Promise<FailureOutcome> {
  if (gate.failCount < MAX_FAILED_ATTEMPTS) {
    return { state: 'invalid', failCount: gate.failCount, remaining: MAX_FAILED_ATTEMPTS - gate.failCount };
  }
  await softLock(db, userId, kind, now);
  const locked = await currentGate(db, userId, kind, now);
  if (locked?.state === 'permanent') return { state: 'permanent', failCount: gate.failCount };
  return { state: 'soft', failCount: gate.failCount, lockedOutUntil: locked?.lockedOutUntil ?? now + SOFT_LOCK_MS };
}

/** The secret was right: the count starts over. */
export async function recordSuccess(db: Executor, userId: string, kind: LockoutKind, now = Date.now()): Promise<void> {
  await db
    .updateTable('auth_lockouts')
    .set({ fail_count: 0, soft_lock_count: 0, locked_until: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

/** Lifts every lockout of an account (a password reset by email proves who it is). */
export async function clearLockouts(db: Executor, userId: string, kind: LockoutKind): Promise<void> {
  await db.deleteFrom('auth_lockouts').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

/** A network is locked out for days after this many failed sign-ins from it within a day. */
export const IP_FAILURES_PER_DAY = 100;
export const IP_LOCKOUT_DAYS = 1;
const DAY_MS = 86_400_000;

export async function ipLockedOutUntil(deps: AppDeps, ip: string, now = deps.now()): Promise<number | null> {
  const until = await deps.kv.get(`iplock:${ip}`);
  return until && Number(until) > now ? Number(until) : null;
}

/** Counts a failed secret from this address; past the daily limit the address is locked out. */
export async function recordIpFailure(deps: AppDeps, ip: string, now = deps.now()): Promise<number | null> {
  const failures = await deps.kv.increment(`ipfail:${ip}`, DAY_MS);
  if (failures < IP_FAILURES_PER_DAY) return null;
  const until = now + IP_LOCKOUT_DAYS * DAY_MS;
  await deps.kv.set(`iplock:${ip}`, String(until), IP_LOCKOUT_DAYS * DAY_MS);
  return until;
}

export function daysUntil(until: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((until - now) / DAY_MS));
}
