import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as clientDocuments from '../../client/gql/graphql';
import { DEFAULT_LIST_SIZE, LIST_QUERY_COST, MAX_LIST_SIZE, MAX_REQUEST_COST, operationCost, requestCost, SEARCH_COST } from './cost';
import { buildSchema } from './schema';

const schema = buildSchema();
const cost = (query: string, variables = {}) => operationCost(schema, parse(query), variables);

describe('query cost', () => {
  it('counts each field once per time it resolves', () => {
    expect(cost('{ viewer { id name } }')).toBe(3);
  });

  it('multiplies a connection page by the size it asks for, in a literal or a variable', () => {
    const page = (size: string) => `{ latestPostsConnection(paging: { limit: ${size} }) { posts { id title } } }`;
    const ten = cost(page('10'));
    const own = 1 + LIST_QUERY_COST;
    expect(cost(page('50'))).toBe(own + 50 * (ten - own) / 10);
    expect(cost('query($p: PagingOptions) { latestPostsConnection(paging: $p) { posts { id title } } }', { p: { limit: 50 } })).toBe(cost(page('50')));
    expect(cost(page('5000'))).toBe(cost(page(String(MAX_LIST_SIZE))));
    expect(cost('{ latestPostsConnection { posts { id title } } }')).toBe(cost(page(String(DEFAULT_LIST_SIZE))));
  });

  it('weighs story bodies and counts every alias', () => {
    const one = cost('{ a: latestPostsConnection(paging: { limit: 50 }) { posts { content { bodyModel { paragraphs { text } } } } } }');
    const fifteen = cost(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: latestPostsConnection(paging: { limit: 50 }) { posts { content { bodyModel { paragraphs { text } } } } }`).join(' ')} }`);
    expect(fifteen).toBe(15 * one);
    expect(one).toBeGreaterThan(50 * 100);
    expect(fifteen).toBeGreaterThan(MAX_REQUEST_COST);
  });

  it('counts the query a list field runs and the search a search field runs, once per alias', () => {
    expect(cost('{ viewerFollowedUsers { users { id } } }')).toBeGreaterThanOrEqual(LIST_QUERY_COST);
    const one = cost('{ searchPosts(query: "harbour", paging: { limit: 50 }) { items { __typename } } }');
    expect(one).toBeGreaterThan(SEARCH_COST);
    expect(cost('{ searchSuggestions(query: "harb") { posts { __typename } } }')).toBeGreaterThan(4 * SEARCH_COST);
  });

  it('refuses twenty operations of fifteen aliased searches, stories or suggestions', () => {
    const words = Array.from({ length: 60 }, () => 'a*').join(' ');
    for (const field of [`searchPosts(query: "${words}", paging: {limit: 50}) { items { __typename } }`, `searchSuggestions(query: "${words}") { posts { __typename } }`]) {
      const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
      expect(requestCost(schema, Array.from({ length: 20 }, () => ({ query })))).toBeGreaterThan(MAX_REQUEST_COST);
    }
  });

  it('adds up a whole batch', () => {
    const query = '{ latestPostsConnection(paging: { limit: 50 }) { posts { content { bodyModel { paragraphs { text } } } } } }';
    expect(requestCost(schema, Array.from({ length: 20 }, () => ({ query })))).toBe(20 * cost(query));
    expect(requestCost(schema, Array.from({ length: 20 }, () => ({ query })))).toBeGreaterThan(MAX_REQUEST_COST);
  });

  it('leaves room for a full batch of any operation the client sends', () => {
    // The client's documents are their text; operations, not fragments, are what it sends.
    const documents = Object.entries(clientDocuments).filter(([name, value]) => value instanceof String && name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      expect(operationCost(schema, parse(String(document))), name).toBeLessThanOrEqual(MAX_REQUEST_COST / 20);
    }
  });
});
