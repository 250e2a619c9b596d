import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { FieldKeys } from './field-keys';

/** A generated document: the operation's text (a String object) typed with its result and variables. */
export type Document<TData = unknown, TVariables = Record<string, unknown>> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

/**
 * What a built page has of an operation instead of its text (vite.config.ts): the persisted id fixed at build (the
 * sha256 of its normalized text) and its name. The server looks the text up by the id.
 */
export interface PersistedOperation {
  readonly id: string;
  readonly name: string;
  /** How its answer's fields are keyed in the cache, when any field below the top has arguments or an alias. */
  readonly keys?: FieldKeys;
}

function persisted(document: object): PersistedOperation | null {
  const candidate = document as Partial<PersistedOperation>;
  return typeof candidate.id === 'string' && typeof candidate.name === 'string' ? (candidate as PersistedOperation) : null;
}

/**
 * The persisted id of an operation: a built page's documents carry only that; a generated document (tests, tools)
 * carries it beside its text (`__meta__.hash`). Null for text written by hand.
 */
export function persistedId(document: Document<unknown, never>): string | null {
  if (typeof document !== 'object' || document === null) return null;
  const built = persisted(document);
  if (built) return built.id;
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : null;
}

/**
 * How the cache keys an operation's fields (field-keys.ts): a built page's document carries it beside its id; a
 * generated one in its `__meta__`. Undefined when no field needs a key of its own, and for text written by hand.
 */
export function fieldKeys(document: Document<unknown, never>): FieldKeys | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const built = persisted(document);
  if (built) return built.keys;
  return (document as { __meta__?: { keys?: FieldKeys } }).__meta__?.keys;
}

export type Variables = Record<string, unknown>;

const OPERATION = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Names already read, by document object: a page asks for each query's name several times while it renders. */
const names = new WeakMap<object, string>();

/** The operation's name, read from its text: documents are strings, so no parser ships to the browser. */
export function operationName(document: Document<unknown, never>): string {
  const known = typeof document === 'object' ? names.get(document) : undefined;
  if (known !== undefined) return known;
  const built = typeof document === 'object' && document !== null ? persisted(document) : null;
  if (built) return built.name;
  const match = OPERATION.exec(String(document));
  if (!match?.[2]) throw new Error('Every GraphQL operation must be named.');
  if (typeof document === 'object') names.set(document, match[2]);
  return match[2];
}

/** JSON with object keys in a fixed order, so equal variables give equal keys. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function queryKey(name: string, variables: Variables | undefined): string {
  return `${name}(${stableStringify(variables ?? {})})`;
}

/** The variables a query key was made of (`queryKey`'s inverse), for the page's cache state, which holds only keys. */
export function variablesOfKey(key: string, name: string): Variables | undefined {
  if (!key.startsWith(`${name}(`) || !key.endsWith(')')) return undefined;
  try {
    const variables: unknown = JSON.parse(key.slice(name.length + 1, -1));
    return variables !== null && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Variables) : undefined;
  } catch {
    return undefined;
  }
}
