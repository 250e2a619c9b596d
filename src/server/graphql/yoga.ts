import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, type FieldNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps, ServiceContext } from './context';
import { MAX_QUERY_NESTING, queryNesting } from './nesting';
import { usePersistedOperations } from './persisted';
import { requestContext } from './request-context';
import { safeEqual } from '../security/tokens';

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

export const TOO_DEEP_MESSAGE = `The query is nested too deeply (more than ${MAX_QUERY_NESTING} levels).`;

/** Refuses absurdly nested sources before the recursive parser sees them. */
const limitNesting: Plugin = {
  onParse({ params }) {
    const source = typeof params.source === 'string' ? params.source : params.source.body;
    if (queryNesting(source) > MAX_QUERY_NESTING) {
      throw createGraphQLError(TOO_DEEP_MESSAGE, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
    }
  },
};

export const XSRF_HEADER = 'x-xsrf-token';
/** Sent by the client with every request (src/client/shell/graphql-client.ts): what the CSRF prevention asks for. */
export const CSRF_HEADER = 'graphql-operation';
export const XSRF_MESSAGE = 'This request is missing a valid xsrf token. Reload the page and try again.';

/**
 * Every state-changing operation of a signed-in reader must carry the session's xsrf token. (Signed out,
 * the JSON-only endpoint already keeps cross-site forms away: browsers must preflight, and none is allowed.)
 */
const requireXsrfForMutations: Plugin<ServiceContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'mutation') return;
    const ctx = args.contextValue;
    if (!ctx.session) return;
    const sent = ctx.request.xsrfHeader;
    if (sent !== null && safeEqual(sent, ctx.session.xsrf)) return;
    setResultAndStopExecution({ errors: [createGraphQLError(XSRF_MESSAGE, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })] });
  },
};

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export function createGraphQLServer(deps: AppDeps, schema: GraphQLSchema) {
  const production = deps.config.env === 'production';
  const exposeLimits = !production;
  return createYoga<ServerContext, ServiceContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    batching: { limit: MAX_BATCH },
    // Same-origin only: no Access-Control-* headers, so another site's script can never read an answer.
    cors: false,
    graphiql: false,
    landingPage: false,
    maskedErrors: production,
    logging: false,
    context: async ({ req, reply }) => requestContext(deps, req, reply),
    plugins: [
      // A body a cross-site form could send (form-encoded, multipart, text) must carry a header a form cannot set:
      // the one the client names its operations in. The route already takes JSON only; this holds if that changes.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      // The client sends its operations by id; in production nothing else runs (GRAPHQL_ARBITRARY_OPERATIONS).
      usePersistedOperations({ allowArbitraryOperations: deps.config.graphqlArbitraryOperations }),
      limitNesting,
      EnvelopArmorPlugin({
        maxDepth: { n: ARMOR_LIMITS.maxDepth, exposeLimits, flattenFragments: true, ignoreIntrospection: false },
        maxAliases: { n: ARMOR_LIMITS.maxAliases, exposeLimits },
        costLimit: { maxCost: ARMOR_LIMITS.maxCost, exposeLimits },
        maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits },
        maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits },
        blockFieldSuggestion: { enabled: production },
      }),
      requireXsrfForMutations,
      ...(production ? [disableIntrospection] : []),
    ],
  });
}
