import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../graphql/context';
import { defineRoute } from './web-routes';
import { receiveStripeWebhook } from '../modules/payments';
import { systemContext, withTransaction } from '../core';

export const STRIPE_WEBHOOK_PATH = '/_/stripe/webhook';

/**
 * Stripe's webhook deliveries: the raw body is kept for the signature check, the event stored once and its
 * handling queued as a job, so the answer is quick (400 on a bad signature, 200 otherwise).
 */
export async function registerStripeWebhookRoute(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    const why = "Stripe's deliveries, each checked against its signature before anything is stored";
    defineRoute(scope, deps, { method: 'POST', url: STRIPE_WEBHOOK_PATH, auth: { public: why }, xsrf: false, writes: false, context: false }, async ({ request, reply }) => {
      const signature = request.headers['stripe-signature'];
      const input = { rawBody: (request.body as Buffer | undefined) ?? Buffer.alloc(0), signature: Array.isArray(signature) ? signature[0] : signature };
      const answer = await withTransaction(systemContext(deps), (ctx) => receiveStripeWebhook(ctx, input));
      return reply.code(answer.status).header('cache-control', 'no-store').send({ received: answer.status === 200, message: answer.message });
    });
  });
}
