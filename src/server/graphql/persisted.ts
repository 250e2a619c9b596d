import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { persistedOperations } from './persisted-operations.generated';

/**
 * Persisted operations: every operation of the client has an id fixed at build (the sha256 of its normalized text,
 * `npm run codegen`), and the browser sends that id instead of the text, in the shape of Apollo's persisted queries:
 * `{ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }`. The server looks the
 * text up in the generated manifest. Where arbitrary operations are not allowed (production, unless
 * GRAPHQL_ARBITRARY_OPERATIONS=1), an unknown id and operation text are both refused.
 * GraphQL Yoga's `@graphql-yoga/plugin-persisted-operations` does it for requests over HTTP; `resolveOperation` is the
 * same lookup for what reads a request before Yoga does (the cost limit) or without HTTP (server rendering).
 */

export type PersistedOperations = Readonly<Record<string, string>>;

export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const PERSISTED_QUERY_ONLY = 'PERSISTED_QUERY_ONLY';
export const UNKNOWN_OPERATION_MESSAGE = 'Unknown operation id: this server knows only the operations of its own client (reload the page to get the current one).';
export const OPERATION_TEXT_REFUSED_MESSAGE = 'This server runs only the operations of its own client, sent by id; operation text is not accepted.';

export interface OperationRequest {
  query?: unknown;
  extensions?: unknown;
}

/** The persisted id a request names (`extensions.persistedQuery.sha256Hash`), or null when it names none. */
export function persistedOperationId(request: OperationRequest): string | null {
  const extensions = request.extensions;
  if (!extensions || typeof extensions !== 'object') return null;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (!persisted || typeof persisted !== 'object') return null;
  const id = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof id === 'string' ? id : null;
}

export type ResolvedOperation = { query: string | undefined } | { refused: typeof PERSISTED_QUERY_NOT_FOUND | typeof PERSISTED_QUERY_ONLY; message: string };

/**
 * The text a request runs: the manifest's for an id (the id wins over any text sent beside it), the text sent when
 * arbitrary operations are allowed. `{ query: undefined }` when the request carries neither (GraphQL Yoga answers it).
 */
export function resolveOperation(request: OperationRequest, options: { allowArbitraryOperations: boolean; operations?: PersistedOperations }): ResolvedOperation {
  const operations = options.operations ?? persistedOperations;
  const id = persistedOperationId(request);
  if (id !== null) {
    const text = Object.hasOwn(operations, id) ? operations[id] : undefined;
    return text === undefined ? { refused: PERSISTED_QUERY_NOT_FOUND, message: UNKNOWN_OPERATION_MESSAGE } : { query: text };
  }
  if (request.query === undefined || request.query === null) return { query: undefined };
  if (!options.allowArbitraryOperations) return { refused: PERSISTED_QUERY_ONLY, message: OPERATION_TEXT_REFUSED_MESSAGE };
  return typeof request.query === 'string' ? { query: request.query } : { query: undefined };
}

const refusal = (code: string, message: string) => ({ message, extensions: { code, http: { status: 400 } } });

/** The GraphQL Yoga plugin: turns an id into its text before Yoga checks and parses the request, or refuses it. */
export function usePersistedOperations(options: { allowArbitraryOperations: boolean; operations?: PersistedOperations }): Plugin {
  const operations = options.operations ?? persistedOperations;
  return persistedOperationsPlugin({
    allowArbitraryOperations: options.allowArbitraryOperations,
    getPersistedOperation: (id) => (Object.hasOwn(operations, id) ? operations[id]! : null),
    customErrors: {
      notFound: refusal(PERSISTED_QUERY_NOT_FOUND, UNKNOWN_OPERATION_MESSAGE),
      persistedQueryOnly: refusal(PERSISTED_QUERY_ONLY, OPERATION_TEXT_REFUSED_MESSAGE),
      keyNotFound: refusal(PERSISTED_QUERY_NOT_FOUND, UNKNOWN_OPERATION_MESSAGE),
    },
  }) as Plugin;
}
