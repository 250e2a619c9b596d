import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps, GraphQLContext } from './context';
import { requestContext } from './request-context';

export const GRAPHQL_ENDPOINT = '/_/graphql';
export const MAX_BATCH = 20;

export const ARMOR_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 3000,
  maxDirectives: 30,
} as const;

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export function createGraphQLServer(deps: AppDeps, schema: GraphQLSchema) {
  const production = deps.config.env === 'production';
  const exposeLimits = !production;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    batching: { limit: MAX_BATCH },
    graphiql: false,
    landingPage: false,
    maskedErrors: production,
    logging: false,
    context: async ({ req }) => requestContext(deps, req),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: ARMOR_LIMITS.maxDepth, exposeLimits, flattenFragments: true },
        maxAliases: { n: ARMOR_LIMITS.maxAliases, exposeLimits },
        costLimit: { maxCost: ARMOR_LIMITS.maxCost, exposeLimits },
        maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits },
        maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [disableIntrospection] : []),
    ],
  });
}
