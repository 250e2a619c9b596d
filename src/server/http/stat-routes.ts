import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_STAT_BODY_BYTES, READS_MESSAGES, STAT_PATH, STAT_RATE_LIMITS } from '../../shared/validation/reads';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { withTransaction } from '../core';
import { isSameSite, parseStatBatch, recordStatEvents } from '../modules/reads';
import { consumeAttempt } from '../security';
import { safeEqual } from '../security/tokens';

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/**
 * POST /_/stat (spec 2 §7): page views and reading pings, batched, as JSON or as the text/plain body a
 * beacon sends (no preflight, so it still goes out while the page closes). Signed out or in. Cross-site
 * requests are refused by their Origin; a signed-in session must also put its xsrf token in the body (a
 * beacon cannot send headers). A whole batch is checked before anything is stored. Answers 202 with how
 * many events counted (views of drafts, of one's own stories or of stories one cannot see do not).
 */
export function registerStatRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post(STAT_PATH, { bodyLimit: MAX_STAT_BODY_BYTES }, async (request, reply) => {
    if (!isSameSite(request.headers as Record<string, string | undefined>)) return refuse(reply, 403, READS_MESSAGES.crossSite);
    const ctx = await requestContext(deps, request, reply);
    const now = deps.now();
    const byAddress = await consumeAttempt(deps.rateLimits, `stat:ip:${request.ip}`, [...STAT_RATE_LIMITS.ip], now);
    const bySession = ctx.session ? await consumeAttempt(deps.rateLimits, `stat:session:${ctx.session.id}`, [...STAT_RATE_LIMITS.session], now) : { ok: true as const };
    const limited = !byAddress.ok ? byAddress : !bySession.ok ? bySession : null;
    if (limited) {
      reply.header('retry-after', String(Math.ceil(limited.retryAfterMs / 1000)));
      return refuse(reply, 429, READS_MESSAGES.tooMany);
    }
    const parsed = parseStatBatch(request.body);
    if (!parsed.ok) return refuse(reply, 400, parsed.message);
    if (ctx.session && !(parsed.batch.xsrf && safeEqual(parsed.batch.xsrf, ctx.session.xsrf))) return refuse(reply, 403, XSRF_MESSAGE);
    // One transaction per event: a view and the reader's history move together, each event on its own.
    let recorded = 0;
    for (const event of parsed.batch.events) recorded += await withTransaction(ctx, (tx) => recordStatEvents(tx, { events: [event] }));
    return reply.code(202).header('cache-control', 'no-store').send({ recorded });
  });
}
