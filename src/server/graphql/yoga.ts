import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldNode, GraphQLSchema, ValidationContext } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
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

// Matches by name rather than graphql-js's own rule, whose type checks break when two copies of graphql are loaded.
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      Field(node: FieldNode) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          context.reportError(createGraphQLError('GraphQL introspection is not allowed.', { nodes: [node] }));
        }
      },
    }));
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
        maxDepth: { n: ARMOR_LIMITS.maxDepth, exposeLimits, flattenFragments: true, ignoreIntrospection: false },
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
