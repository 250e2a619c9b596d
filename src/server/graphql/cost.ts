import {
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { MAX_QUERY_NESTING, queryNesting } from './nesting';
import { persistedOperationId, resolveOperation } from './persisted';

/** What one request (a single operation or a whole batch) may cost before anything runs. */
export const MAX_REQUEST_COST = 40_000;
/** A list whose size the request does not set is counted at this many items. */
export const DEFAULT_LIST_SIZE = 10;
/** No list is counted at more items than a page may hold. */
export const MAX_LIST_SIZE = 50;
/**
 * A field that pages (a feed, a list of people or stories: it takes `paging`, `limit` or `first`, or answers a
 * Connection) runs a query of its own each time it resolves, which no loader shares between aliases.
 */
export const LIST_QUERY_COST = 20;
/** A search ranks up to hundreds of candidates through the full-text index each time it resolves. */
export const SEARCH_COST = 250;
const PAGING_ARGUMENTS = new Set(['paging', 'limit', 'first']);

/** Fields whose work is much more than a row: a story's whole body, the searches (suggestions are four). */
const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  'Post.content': 100,
  'Query.searchPosts': SEARCH_COST,
  'Query.searchUsers': SEARCH_COST,
  'Query.searchCollections': SEARCH_COST,
  'Query.searchTags': SEARCH_COST,
  'Query.searchCatalogs': SEARCH_COST,
  'Query.searchSuggestions': 4 * SEARCH_COST,
};

export const TOO_COSTLY_MESSAGE = `This request asks for too much at once (it may cost at most ${MAX_REQUEST_COST.toLocaleString('en')}); ask for fewer items or split it.`;

function numberIn(value: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!value) return null;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'number' ? given : null;
  }
  return null;
}

/** The page size a field's arguments ask for: `limit`/`first`, directly or inside an input such as `paging`. */
function requestedSize(args: readonly { name: { value: string }; value: ValueNode }[], variables: Record<string, unknown>): number | null {
  for (const arg of args) {
    if (arg.name.value === 'limit' || arg.name.value === 'first') return numberIn(arg.value, variables);
    if (arg.value.kind === Kind.OBJECT) {
      const nested = requestedSize(arg.value.fields, variables);
      if (nested !== null) return nested;
    }
    if (arg.value.kind === Kind.VARIABLE) {
      const given = variables[arg.value.name.value];
      if (given && typeof given === 'object') {
        const { limit, first } = given as { limit?: unknown; first?: unknown };
        const size = typeof limit === 'number' ? limit : typeof first === 'number' ? first : null;
        if (size !== null) return size;
      }
    }
  }
  return null;
}

const clampSize = (size: number | null) => Math.min(Math.max(Math.floor(size ?? DEFAULT_LIST_SIZE), 1), MAX_LIST_SIZE);

/**
 * The cost of one operation: every field counts once for each time it would be resolved, so a list's
 * selection counts once per item (as many as `limit` asks, else DEFAULT_LIST_SIZE) and a connection's
 * page counts once per story it may hold. A field that runs a query or a search of its own adds that
 * work's weight. Aliases and fragments count as often as they appear.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  function selectionCost(parent: GraphQLObjectType | null, set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field: GraphQLField<unknown, unknown> | undefined = parent?.getFields()[selection.name.value];
        const type = field ? getNullableType(field.type) : null;
        const named = type ? getNamedType(type) : null;
        const child = named && 'getFields' in named ? (named as GraphQLObjectType) : null;
        const asked = requestedSize(selection.arguments ?? [], variables);
        const isConnection = named?.name.endsWith('Connection') ?? false;
        const runsQuery = isConnection || (field?.args.some((arg) => PAGING_ARGUMENTS.has(arg.name)) ?? false);
        const weight = ((parent && FIELD_WEIGHTS[`${parent.name}.${selection.name.value}`]) ?? 1) + (runsQuery ? LIST_QUERY_COST : 0);
        // A list inside a connection is the page the connection already counted.
        const insideConnection = parent?.name.endsWith('Connection') ?? false;
        const items = isConnection || (type && isListType(type) && !insideConnection) ? clampSize(asked) : 1;
        total += weight + items * selectionCost(child, selection.selectionSet, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += selectionCost(on && 'getFields' in on ? (on as GraphQLObjectType) : parent, selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        total += selectionCost(on && 'getFields' in on ? (on as GraphQLObjectType) : parent, fragment.selectionSet, new Set([...seen, name]));
      }
    }
    return total;
  }

  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    total += selectionCost(root ?? null, definition.selectionSet, new Set());
  }
  return total;
}

export interface RequestedOperation {
  query?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

const parsedPersisted = new Map<string, DocumentNode>();

/**
 * The cost of a whole request body, one operation or a batch, summed. A part that cannot be read counts
 * nothing here: the GraphQL server answers it with its own error. Counting stops once past `stopAbove`
 * (a refused batch is not read to its end).
 */
export function requestCost(schema: GraphQLSchema, body: unknown, stopAbove = Infinity): number {
  const operations: RequestedOperation[] = Array.isArray(body) ? body : [body as RequestedOperation];
  let total = 0;
  for (const operation of operations) {
    if (!operation || typeof operation !== 'object') continue;
    // A persisted operation counts as its text from the manifest, parsed once (the manifest is bounded).
    const resolved = resolveOperation(operation, { allowArbitraryOperations: true });
    const query = 'query' in resolved ? resolved.query : undefined;
    if (query === undefined) continue;
    const id = persistedOperationId(operation);
    let document = id === null ? undefined : parsedPersisted.get(id);
    if (!document) {
      if (queryNesting(query) > MAX_QUERY_NESTING) continue;
      try {
        document = parse(query, { maxTokens: 5000 });
      } catch {
        continue;
      }
      if (id !== null) parsedPersisted.set(id, document);
    }
    const variables = operation.variables && typeof operation.variables === 'object' ? (operation.variables as Record<string, unknown>) : {};
    total += operationCost(schema, document, variables);
    if (total > stopAbove) break;
  }
  return total;
}
