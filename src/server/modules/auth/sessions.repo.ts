import type { Config } from '../../config';
import type { Executor } from '../../db';
import { hashToken, newSecretToken } from '../../security/tokens';
import { newId } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import { toUser, type UserModel } from '../../core';
import { joinAccount } from '../users';

export interface SessionModel {
  id: string;
  userId: string;
  xsrf: string;
  ip: string;
  userAgent: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** A custom domain's session: the instance's own session it was handed from, and the domain it is good on. */
  parentSessionId?: string | null;
  domain?: string | null;
}

const SESSION_COLUMNS = ['id', 'user_id', 'xsrf', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'parent_session_id', 'domain'] as const;

interface SessionRow {
  id: string;
  user_id: string;
  xsrf: string;
  ip: string;
  user_agent: string;
  created_at: number | string;
  last_seen_at: number | string;
  expires_at: number | string;
  parent_session_id: string | null;
  domain: string | null;
}

function toSession(r: SessionRow): SessionModel {
  return {
    id: r.id,
    userId: r.user_id,
    xsrf: r.xsrf,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    expiresAt: Number(r.expires_at),
    parentSessionId: r.parent_session_id,
    domain: r.domain,
  };
}

export async function insertSession(db: Executor, s: Omit<SessionModel, 'id'> & { tokenHash: string }): Promise<SessionModel> {
  const id = newId();
  await db
    .insertInto('sessions')
    .values({
      id,
      token_hash: s.tokenHash,
      user_id: s.userId,
      xsrf: s.xsrf,
      ip: s.ip,
      user_agent: s.userAgent,
      created_at: s.createdAt,
      last_seen_at: s.lastSeenAt,
      expires_at: s.expiresAt,
      parent_session_id: s.parentSessionId ?? null,
      domain: s.domain ?? null,
    })
    .execute();
  return { ...s, id, parentSessionId: s.parentSessionId ?? null, domain: s.domain ?? null };
}

const sessionWithUserQuery = preparedQuery((db, tokenHash: string) =>
  joinAccount(db.selectFrom('sessions'), 'sessions.user_id')
    .select([
      'sessions.id as s_id',
      'sessions.xsrf as s_xsrf',
      'sessions.ip as s_ip',
      'sessions.user_agent as s_user_agent',
      'sessions.created_at as s_created_at',
      'sessions.last_seen_at as s_last_seen_at',
      'sessions.expires_at as s_expires_at',
      'sessions.ended_at as s_ended_at',
      'sessions.parent_session_id as s_parent_session_id',
      'sessions.domain as s_domain',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function sessionWithUser(db: Executor, tokenHash: string): Promise<{ session: SessionModel; user: UserModel; endedAt: number | null } | null> {
  const row = await sessionWithUserQuery.executeTakeFirst(db, tokenHash);
  if (!row) return null;
  return {
    session: {
      id: row.s_id,
      userId: row.id,
      xsrf: row.s_xsrf,
      ip: row.s_ip,
      userAgent: row.s_user_agent,
      createdAt: row.s_created_at,
      lastSeenAt: row.s_last_seen_at,
      expiresAt: row.s_expires_at,
      parentSessionId: row.s_parent_session_id,
      domain: row.s_domain,
    },
    user: toUser(row),
    endedAt: row.s_ended_at,
  };
}

export async function touchSession(db: Executor, id: string, at: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

/** Ends a session and the custom domains' sessions handed from it. */
export async function endSession(db: Executor, id: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: at })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_session_id', '=', id)]))
    .where('ended_at', 'is', null)
    .execute();
}

/** Signing out anywhere: the instance's own session and every custom domain's session of that sign-in end together. */
export async function endSessionFamily(db: Executor, id: string, at: number): Promise<void> {
  const row = await db.selectFrom('sessions').select('parent_session_id').where('id', '=', id).executeTakeFirst();
  await endSession(db, row?.parent_session_id ?? id, at);
}

/** A session by id, if it has not ended (its timeouts are the caller's to check). */
export async function openSessionById(db: Executor, id: string): Promise<SessionModel | null> {
  const r = await db
    .selectFrom('sessions')
    .select(SESSION_COLUMNS)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return r ? toSession(r) : null;
}

/** Sessions of an account that are still live: not ended, not past their absolute end, not idle too long. */
export async function liveSessionsOf(db: Executor, userId: string, now: number, idleMs: number): Promise<SessionModel[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(SESSION_COLUMNS)
    .where('user_id', '=', userId)
    // A custom domain's session is part of the sign-in it was handed from, not a device of its own.
    .where('parent_session_id', 'is', null)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - idleMs)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map(toSession);
}

/** Ends an account's sessions, sparing one (the one asking); answers how many ended. */
export async function endSessionsOf(db: Executor, userId: string, at: number, options: { except?: string | null; only?: string } = {}): Promise<number> {
  let query = db.updateTable('sessions').set({ ended_at: at }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (options.except) {
    const except = options.except;
    query = query.where('id', '!=', except).where((eb) => eb.or([eb('parent_session_id', 'is', null), eb('parent_session_id', '!=', except)]));
  }
  if (options.only) {
    const only = options.only;
    query = query.where((eb) => eb.or([eb('id', '=', only), eb('parent_session_id', '=', only)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export function sessionTimeouts(config: Config): SessionTimeouts {
  return { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteDays * 86_400_000 };
}

/**
 * Stores a new session of the account and answers its raw token (the cookie's; only its hash is kept). The
 * service `startSession` calls it; so do tests and benchmarks that sign a reader in without a request.
 */
export async function insertNewSession(
  db: Executor,
  config: Config,
  input: { userId: string; client: { ip: string; userAgent: string }; now?: number; handedFrom?: { session: SessionModel; domain: string } },
): Promise<{ token: string; session: SessionModel }> {
  const timeouts = sessionTimeouts(config);
  const now = input.now ?? Date.now();
  const token = newSecretToken();
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    xsrf: newSecretToken(),
    ip: input.client.ip,
    userAgent: input.client.userAgent.slice(0, 512),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: input.handedFrom ? Math.min(input.handedFrom.session.expiresAt, now + timeouts.absoluteMs) : now + timeouts.absoluteMs,
    parentSessionId: input.handedFrom?.session.id ?? null,
    domain: input.handedFrom?.domain ?? null,
  });
  return { token, session };
}
