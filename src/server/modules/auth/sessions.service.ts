import type { Config } from '../../config';
import type { Executor } from '../../db';
import type { UserModel } from '../users';
import { endSession, endSessionsOf, insertSession, liveSessionsOf, sessionWithUser, touchSession, type SessionModel } from './sessions.repo';
import { hashToken, newSecretToken } from '../../security/tokens';

/** Writing last-seen on every request would make every page a write; once a minute is enough for idle timeouts. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export function sessionTimeouts(config: Config): SessionTimeouts {
  return { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteDays * 86_400_000 };
}

export async function startSession(
  db: Executor,
  timeouts: SessionTimeouts,
  user: { id: string },
  client: { ip: string; userAgent: string },
  now = Date.now(),
): Promise<{ token: string; session: SessionModel }> {
  const token = newSecretToken();
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    xsrf: newSecretToken(),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 512),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + timeouts.absoluteMs,
  });
  return { token, session };
}

/** The session a cookie names, if it is live: not ended, not past its absolute end, not idle too long. */
export async function resumeSession(
  db: Executor,
  timeouts: SessionTimeouts,
  token: string,
  now = Date.now(),
): Promise<{ session: SessionModel; user: UserModel } | null> {
  const found = await sessionWithUser(db, hashToken(token));
  if (!found || found.endedAt !== null) return null;
  const { session, user } = found;
  if (now >= session.expiresAt || now - session.lastSeenAt >= timeouts.idleMs) {
    await endSession(db, session.id, now);
    return null;
  }
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await touchSession(db, session.id, now);
  return { session, user };
}

export { endSession };

export interface SessionListing extends SessionModel {
  isCurrent: boolean;
}

/** The account's live sessions, the current one first. */
export async function listSessions(db: Executor, timeouts: SessionTimeouts, userId: string, currentId: string | null, now = Date.now()): Promise<SessionListing[]> {
  const sessions = await liveSessionsOf(db, userId, now, timeouts.idleMs);
  return sessions
    .map((s) => ({ ...s, isCurrent: s.id === currentId }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Every other live session of the account (what a password or two-factor change offers to end). */
export async function countOtherSessions(db: Executor, timeouts: SessionTimeouts, userId: string, currentId: string | null, now = Date.now()): Promise<number> {
  const sessions = await liveSessionsOf(db, userId, now, timeouts.idleMs);
  return sessions.filter((s) => s.id !== currentId).length;
}

export function endOtherSessions(db: Executor, userId: string, currentId: string | null, now = Date.now()): Promise<number> {
  return endSessionsOf(db, userId, now, { except: currentId });
}

/** Ends one session of the account; the current one is ended by signing out, never from here. */
export async function endOneSession(db: Executor, userId: string, sessionId: string, currentId: string | null, now = Date.now()): Promise<boolean> {
  if (sessionId === currentId) return false;
  return (await endSessionsOf(db, userId, now, { only: sessionId })) === 1;
}
