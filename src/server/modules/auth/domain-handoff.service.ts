import type { ServiceContext } from '../../core';
import { hashToken, isWellFormedToken, newSecretToken } from '../../security/tokens';
import { safeRedirectPath } from '../../security/redirects';
import type { SessionModel } from './sessions.repo';
import { openSessionById, sessionTimeouts, startSession } from './sessions.service';

/**
 * How long a hand-off token lives: long enough for two redirects on a slow phone, short enough that one found in a
 * log or a history is already useless (it is single-use besides).
 */
export const DOMAIN_HANDOFF_TTL_MS = 60_000;

/**
 * On the instance's own address, for a signed-in reader on their way to a verified custom domain: a one-time token
 * for that domain and for the browser holding `state` (the domain's own cookie), naming the session to carry.
 */
export async function issueDomainHandoff(
  ctx: ServiceContext,
  input: { session: Pick<SessionModel, 'id' | 'parentSessionId'>; domain: string; state: string; redirect: string },
): Promise<string> {
  const now = ctx.now();
  const token = newSecretToken();
  await ctx.db
    .insertInto('domain_session_handoffs')
    .values({
      token_hash: hashToken(token),
      // A custom domain's own session is never handed on: its parent is.
      session_id: input.session.parentSessionId ?? input.session.id,
      domain: input.domain,
      state_hash: hashToken(input.state),
      redirect: safeRedirectPath(input.redirect),
      created_at: now,
      expires_at: now + DOMAIN_HANDOFF_TTL_MS,
    })
    .execute();
  // Spent and stale tokens are of no use to anyone; they go as new ones are made.
  await ctx.db.deleteFrom('domain_session_handoffs').where('expires_at', '<', now - DOMAIN_HANDOFF_TTL_MS).execute();
  return token;
}

export type HandoffRedemption = { kind: 'ok'; token: string; session: SessionModel; redirect: string; maxAgeMs: number } | { kind: 'refused' };

/**
 * On the custom domain: uses a hand-off token up (once, before it expires, on the domain it was made for, in the
 * browser whose state cookie it names) and opens that domain's session, a child of the instance's own.
 */
export async function redeemDomainHandoff(
  ctx: ServiceContext,
  input: { token: string; domain: string; state: string | null; client: { ip: string; userAgent: string } },
): Promise<HandoffRedemption> {
  const now = ctx.now();
  if (!isWellFormedToken(input.token) || !input.state) return { kind: 'refused' };
  const tokenHash = hashToken(input.token);
  const claimed = await ctx.db
    .updateTable('domain_session_handoffs')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('domain', '=', input.domain)
    .where('state_hash', '=', hashToken(input.state))
    .returning(['session_id', 'redirect'])
    .executeTakeFirst();
  if (!claimed) return { kind: 'refused' };
  const parent = await openSessionById(ctx.db, claimed.session_id);
  const idleMs = sessionTimeouts(ctx.config).idleMs;
  if (!parent || now >= parent.expiresAt || now - parent.lastSeenAt >= idleMs) return { kind: 'refused' };
  const opened = await startSession(ctx, { userId: parent.userId, client: input.client, now, handedFrom: { session: parent, domain: input.domain } });
  return { kind: 'ok', token: opened.token, session: opened.session, redirect: safeRedirectPath(claimed.redirect), maxAgeMs: opened.session.expiresAt - now };
}
