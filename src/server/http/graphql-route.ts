import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { AppDeps } from '../graphql/context';
import { MAX_REQUEST_COST, requestCost, TOO_COSTLY_MESSAGE } from '../graphql/cost';
import { createGraphQLServer, GRAPHQL_ENDPOINT } from '../graphql/yoga';
import { defineRoute } from './web-routes';

export const GRAPHQL_BODY_LIMIT = 4 * 1024 * 1024;

/** The one GraphQL endpoint. Only POST with a JSON body is accepted, so a cross-site form can never reach it. */
export function registerGraphQL(app: FastifyInstance, deps: AppDeps, schema: GraphQLSchema) {
  const yoga = createGraphQLServer(deps, schema);
  const why = 'every Query and Mutation field declares who may call it (and mutations check the xsrf header)';
  // A long story's body travels in one autosave; everything else stays under the app-wide 1 MB.
  const declaration = { method: 'POST', url: GRAPHQL_ENDPOINT, auth: { public: why }, xsrf: false, writes: false, context: false, options: { bodyLimit: GRAPHQL_BODY_LIMIT } } as const;
  defineRoute(app, deps, declaration, async ({ request: req, reply }) => {
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return reply.code(415).send({ errors: [{ message: 'The GraphQL endpoint accepts only application/json.' }] });
      }
      // Counted over the whole batch, list sizes included, and refused before any operation runs.
      if (requestCost(schema, req.body, MAX_REQUEST_COST) > MAX_REQUEST_COST) {
        return reply.code(400).header('cache-control', 'no-store').send({ errors: [{ message: TOO_COSTLY_MESSAGE, extensions: { code: 'COST_LIMIT' } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.header('cache-control', 'no-store');
      reply.status(response.status);
      return reply.send(response.body);
  });
}
