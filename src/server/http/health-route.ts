import type { FastifyInstance } from 'fastify';
import { databaseIsReady } from '../db';
import type { AppDeps } from '../graphql/context';
import { defineRoute } from './web-routes';

/** Liveness (the process answers) and readiness (the database answers). 503 when not ready. */
export function registerHealth(app: FastifyInstance, deps: AppDeps) {
  const why = 'liveness and readiness for the load balancer; says nothing about anyone';
  defineRoute(app, deps, { method: 'GET', url: '/_/health', auth: { public: why }, xsrf: false, writes: false, context: false }, async ({ reply }) => {
    const database = await databaseIsReady(deps.db);
    return reply
      .code(database ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: database ? 'ok' : 'unavailable', live: true, database: database ? 'ok' : 'unavailable' });
  });
}
