import type { FastifyInstance } from 'fastify';
import { databaseIsReady } from '../db';
import type { AppDeps } from '../graphql/context';

/** Liveness (the process answers) and readiness (the database answers). 503 when not ready. */
export function registerHealth(app: FastifyInstance, deps: AppDeps) {
  app.get('/_/health', async (_request, reply) => {
    const database = await databaseIsReady(deps.db);
    return reply
      .code(database ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: database ? 'ok' : 'unavailable', live: true, database: database ? 'ok' : 'unavailable' });
  });
}
