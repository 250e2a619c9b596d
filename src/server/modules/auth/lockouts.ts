import type { Executor } from '../../db';
import type { AppDeps } from '../../graphql/context';
import { MAX_FAILED_ATTEMPTS, SOFT_LOCKOUT_MINUTES, SOFT_LOCKOUTS_BEFORE_PERMANENT } from '../../../shared/validation/auth';

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

/**
 * Counts the attempt before the secret is checked, in one atomic update, so attempts made side by side
 * (a batch, aliases) cannot all slip in under the limit while the first is still being verified.
 */
export async function reserveAttempt(db: Executor, userId: string, kind: LockoutKind, now = Date.now()): Promise<AttemptGate> {
  await ensureRow(db, userId, kind, now);
  const before = await db.selectFrom('auth_lockouts').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirstOrThrow();
  if (before.permanent_at !== null) return { state: 'permanent', failCount: before.fail_count };
  if (before.locked_until !== null && Number(before.locked_until) > now) {
    return { state: 'soft', failCount: before.fail_count, lockedOutUntil: Number(before.locked_until) };
  }
  const row = await db
    .updateTable('auth_lockouts')
    .set((eb) => ({ fail_count: eb('fail_count', '+', 1), updated_at: now }))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .returning(['fail_count', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (row.fail_count > MAX_FAILED_ATTEMPTS) {
    // Over the limit while earlier attempts were still being checked: treat it as the lockout it will become.
    const lockedOutUntil = await softLock(db, userId, kind, now);
    return lockedOutUntil === null ? { state: 'permanent', failCount: row.fail_count } : { state: 'soft', failCount: row.fail_count, lockedOutUntil };
  }
  return { state: 'open', failCount: row.fail_count };
}

/** Starts a soft lockout (or makes it permanent after too many); null means permanent. */
async function softLock(db: Executor, userId: string, kind: LockoutKind, now: number): Promise<number | null> {
  const current = await db.selectFrom('auth_lockouts').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirstOrThrow();
  if (current.permanent_at !== null) return null;
  if (current.locked_until !== null && Number(current.locked_until) > now) return Number(current.locked_until);
  const softLocks = current.soft_lock_count + 1;
  const permanent = softLocks >= SOFT_LOCKOUTS_BEFORE_PERMANENT;
  await db
    .updateTable('auth_lockouts')
    .set({
      fail_count: 0,
      soft_lock_count: softLocks,
      locked_until: permanent ? null : now + SOFT_LOCK_MS,
      permanent_at: permanent ? now : null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return permanent ? null : now + SOFT_LOCK_MS;
}

/** The secret was wrong: either attempts remain, or this failure starts a lockout. */
export async function recordFailure(db: Executor, userId: string, kind: LockoutKind, gate: { failCount: number }, now = Date.now()): Promise<FailureOutcome> {
  if (gate.failCount < MAX_FAILED_ATTEMPTS) {
    return { state: 'invalid', failCount: gate.failCount, remaining: MAX_FAILED_ATTEMPTS - gate.failCount };
  }
  const lockedOutUntil = await softLock(db, userId, kind, now);
  return lockedOutUntil === null ? { state: 'permanent', failCount: gate.failCount } : { state: 'soft', failCount: gate.failCount, lockedOutUntil };
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

export async function ipLockedOutUntil(deps: AppDeps, ip: string): Promise<number | null> {
  const until = await deps.kv.get(`iplock:${ip}`);
  return until && Number(until) > Date.now() ? Number(until) : null;
}

/** Counts a failed secret from this address; past the daily limit the address is locked out. */
export async function recordIpFailure(deps: AppDeps, ip: string, now = Date.now()): Promise<number | null> {
  const failures = await deps.kv.increment(`ipfail:${ip}`, DAY_MS);
  if (failures < IP_FAILURES_PER_DAY) return null;
  const until = now + IP_LOCKOUT_DAYS * DAY_MS;
  await deps.kv.set(`iplock:${ip}`, String(until), IP_LOCKOUT_DAYS * DAY_MS);
  return until;
}

export function daysUntil(until: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((until - now) / DAY_MS));
}
