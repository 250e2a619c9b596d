import { createHash } from 'node:crypto';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientDocuments from '../../client/gql/graphql';
import { operationCost, requestCost } from './cost';
import { PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_ONLY, persistedOperationId, resolveOperation } from './persisted';
import { persistedOperations } from './persisted-operations.generated';
import { buildSchema } from './schema';

const byId = (id: string) => ({ operationName: 'X', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

/** The generated operations (not fragments) with their persisted ids. */
const operations = Object.entries(clientDocuments).flatMap(([name, document]) => {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  return typeof hash === 'string' ? [{ name, text: String(document), hash }] : [];
});

describe('the persisted operations manifest', () => {
  it('holds every operation of the client, each under the sha256 of its text, and nothing else', () => {
    expect(operations.length).toBeGreaterThan(200);
    expect(Object.keys(persistedOperations).sort()).toEqual(operations.map((operation) => operation.hash).sort());
    for (const [id, text] of Object.entries(persistedOperations)) {
      expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    }
  });

  it('keeps each operation as the client wrote it: the same operation and fragments', () => {
    const names = (text: string) => parse(text).definitions.map((definition) => ('name' in definition ? definition.name?.value : '')).sort();
    for (const operation of operations) {
      expect(names(persistedOperations[operation.hash]!), operation.name).toEqual(names(operation.text));
    }
  });
});

describe('resolving an operation', () => {
  const [first] = operations;

  it('reads the id from extensions.persistedQuery.sha256Hash', () => {
    expect(persistedOperationId(byId('abc'))).toBe('abc');
    expect(persistedOperationId({ query: '{ a }' })).toBeNull();
    expect(persistedOperationId({ extensions: { persistedQuery: { sha256Hash: 12 } } })).toBeNull();
  });

  it('turns a known id into its text, whether or not text is allowed', () => {
    for (const allowArbitraryOperations of [true, false]) {
      expect(resolveOperation(byId(first!.hash), { allowArbitraryOperations })).toEqual({ query: persistedOperations[first!.hash] });
    }
  });

  it('refuses an unknown id, even where text is allowed', () => {
    expect(resolveOperation(byId('0'.repeat(64)), { allowArbitraryOperations: true })).toMatchObject({ refused: PERSISTED_QUERY_NOT_FOUND });
    expect(resolveOperation(byId('constructor'), { allowArbitraryOperations: true })).toMatchObject({ refused: PERSISTED_QUERY_NOT_FOUND });
  });

  it('runs text only where arbitrary operations are allowed', () => {
    expect(resolveOperation({ query: '{ about { version } }' }, { allowArbitraryOperations: true })).toEqual({ query: '{ about { version } }' });
    expect(resolveOperation({ query: '{ about { version } }' }, { allowArbitraryOperations: false })).toMatchObject({ refused: PERSISTED_QUERY_ONLY });
  });

  it('prefers the id over text sent beside it', () => {
    expect(resolveOperation({ ...byId(first!.hash), query: '{ about { version } }' }, { allowArbitraryOperations: false })).toEqual({ query: persistedOperations[first!.hash] });
  });
});

describe('the cost of a persisted operation', () => {
  const schema = buildSchema();

  it('is the cost of its text, variables included', () => {
    const home = operations.find((operation) => operation.name === 'HomeLatestDocument')!;
    const variables = { paging: { limit: 50 } };
    const expected = operationCost(schema, parse(persistedOperations[home.hash]!), variables);
    expect(expected).toBeGreaterThan(0);
    expect(requestCost(schema, { ...byId(home.hash), variables })).toBe(expected);
    expect(requestCost(schema, [{ ...byId(home.hash), variables }, { ...byId(home.hash), variables }])).toBe(2 * expected);
  });

  it('counts nothing for an unknown id, which the server refuses', () => {
    expect(requestCost(schema, byId('0'.repeat(64)))).toBe(0);
  });
});
