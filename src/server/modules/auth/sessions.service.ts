import type { ServiceContext, UserModel } from '../../core';
import { endSession, endSessionFamily, endSessionsOf, insertNewSession, openSessionById, liveSessionsOf, sessionTimeouts, sessionWithUser, touchSession, type SessionModel } from './sessions.repo';
import { hashToken } from '../../security/tokens';

/** Writing last-seen on every request would make every page a write; once a minute is enough for idle timeouts. */
const TOUCH_EVERY_MS = 60_000;

export { sessionTimeouts, type SessionTimeouts } from './sessions.repo';

/** A new session of the account (its raw token goes in the cookie; only its hash is kept). */
export function startSession(
  ctx: ServiceContext,
  input: {
    userId: string;
    client: { ip: string; userAgent: string };
    now?: number;
    /** A custom domain's session: handed from this one, good on this domain only, ending no later than it. */
    handedFrom?: { session: SessionModel; domain: string };
  },
): Promise<{ token: string; session: SessionModel }> {
  return insertNewSession(ctx.db, ctx.config, input);
}

/**
 * The session a cookie names, if it is live: not ended, not past its absolute end, not idle too long, and (for a
 * custom domain's session) asked for on its own domain.
 */
export async function resumeSession(
  ctx: ServiceContext,
  input: { token: string; host?: string; now?: number },
): Promise<{ session: SessionModel; user: UserModel } | null> {
  const { db } = ctx;
  const timeouts = sessionTimeouts(ctx.config);
  const now = input.now ?? Date.now();
  const token = input.token;
  const found = await sessionWithUser(db, hashToken(token));
  if (!found || found.endedAt !== null) return null;
  const { session, user } = found;
  if (session.domain && session.domain !== input.host) return null;
  if (now >= session.expiresAt || now - session.lastSeenAt >= timeouts.idleMs) {
    await endSession(db, session.id, now);
    return null;
  }
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await touchSession(db, session.id, now);
  return { session, user };
}

export { endSession, endSessionFamily, openSessionById };

export interface SessionListing extends SessionModel {
  isCurrent: boolean;
}

/** The account's live sessions, the current one first. */
export async function listSessions(
  ctx: ServiceContext,
  input: { userId: string; currentId: string | null; now?: number },
): Promise<SessionListing[]> {
  const { currentId } = input;
  const now = input.now ?? Date.now();
  const sessions = await liveSessionsOf(ctx.db, input.userId, now, sessionTimeouts(ctx.config).idleMs);
  return sessions
    .map((s) => ({ ...s, isCurrent: s.id === currentId }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Every other live session of the account (what a password or two-factor change offers to end). */
export async function countOtherSessions(ctx: ServiceContext, input: { userId: string; currentId: string | null; now?: number }): Promise<number> {
  const now = input.now ?? Date.now();
  const sessions = await liveSessionsOf(ctx.db, input.userId, now, sessionTimeouts(ctx.config).idleMs);
  return sessions.filter((s) => s.id !== input.currentId).length;
}

export function endOtherSessions(ctx: ServiceContext, input: { userId: string; currentId: string | null; now?: number }): Promise<number> {
  return endSessionsOf(ctx.db, input.userId, input.now ?? Date.now(), { except: input.currentId });
}

/** Ends one session of the account; the current one is ended by signing out, never from here. */
export async function endOneSession(
  ctx: ServiceContext,
  input: { userId: string; sessionId: string; currentId: string | null; now?: number },
): Promise<boolean> {
  if (input.sessionId === input.currentId) return false;
  // The custom domains' sessions handed from it end with it.
  return (await endSessionsOf(ctx.db, input.userId, input.now ?? Date.now(), { only: input.sessionId })) >= 1;
}
