import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import * as v from 'valibot';
import { MAX_STAT_BODY_BYTES, READS_MESSAGES, STAT_PATH, STAT_RATE_LIMITS } from '../../shared/validation/reads';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { isSameSite, parseStatBatch, recordStatEvents } from '../modules/reads';
import { withTransaction } from '../core';
import { consumeAttempt } from '../security';
import { defineRoute } from './web-routes';

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
/** The batch, checked whole before anything is stored; the message of the first problem otherwise. */
const StatBody = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseStatBatch(dataset.value);
    if (parsed.ok) return parsed.batch;
    addIssue({ message: parsed.message });
    return NEVER;
  }),
);
type StatBody = v.InferOutput<typeof StatBody>;

export function registerStatRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** Cross-site pings and callers over their limits are refused before the body is read. */
  async function precheck(request: FastifyRequest, reply: FastifyReply) {
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
  }

  defineRoute<RouteGenericInterface, StatBody>(
    app,
    deps,
    {
      method: 'POST',
      url: STAT_PATH,
      auth: { public: 'signed-out readers count too; a signed-in session must send its token (a beacon puts it in the body)' },
      xsrf: 'body',
      body: StatBody,
      // Each event is written in a transaction of its own (below), not one for the batch.
      writes: false,
      precheck,
      options: { bodyLimit: MAX_STAT_BODY_BYTES },
    },
    async ({ ctx, reply, body }) => {
      // Each event in its own transaction, as a batch of pings is not one change.
      let recorded = 0;
      for (const event of body.events) recorded += await withTransaction(ctx, (tx) => recordStatEvents(tx, { events: [event] }));
      return reply.code(202).header('cache-control', 'no-store').send({ recorded });
    },
  );
}
