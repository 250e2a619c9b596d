import { execute, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { ServiceContext } from './context';
import { resolveOperation } from './persisted';

const MAX_CACHED_DOCUMENTS = 500;

/**
 * Runs operations in process (server rendering); documents are parsed and validated once and remembered. The
 * renderer names the client's operations by their persisted id, as the browser does; text is run too (only the
 * server's own code calls this).
 */
export function createInProcessExecutor(schema: GraphQLSchema) {
  const documents = new Map<string, DocumentNode | readonly Error[]>();

  function prepare(query: string): DocumentNode | readonly Error[] {
    const cached = documents.get(query);
    if (cached) return cached;
    let prepared: DocumentNode | readonly Error[];
    try {
      const document = parse(query);
      const errors = validate(schema, document, specifiedRules);
      prepared = errors.length > 0 ? errors : document;
    } catch (error) {
      prepared = [error as Error];
    }
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.clear();
    documents.set(query, prepared);
    return prepared;
  }

  return async (
    context: ServiceContext,
    request: { query?: string; extensions?: unknown; variables: Record<string, unknown>; operationName: string | undefined },
  ) => {
    const resolved = resolveOperation(request, { allowArbitraryOperations: true });
    if ('refused' in resolved) return { errors: [{ message: resolved.message }] };
    if (resolved.query === undefined) return { errors: [{ message: 'Must provide query string.' }] };
    const document = prepare(resolved.query);
    if (Array.isArray(document)) return { errors: (document as readonly Error[]).map((e) => ({ message: e.message })) };
    const result = await execute({
      schema,
      document: document as DocumentNode,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    });
    return { data: result.data as Record<string, unknown> | null | undefined, errors: result.errors?.map((e) => ({ message: e.message })) };
  };
}
