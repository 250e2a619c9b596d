import { describe, expect, it } from 'vitest';
import { readBootstrap } from './preloaded';

const state = { productName: 'Quire' } as never;

describe('readBootstrap', () => {
  it('returns the three parts the page carries', () => {
    expect(readBootstrap({ __PRELOADED_STATE__: state, __GRAPHQL_ENDPOINT__: '/_/graphql', __CACHE_STATE__: {} }).endpoint).toBe('/_/graphql');
  });

  it.each([
    [{ __GRAPHQL_ENDPOINT__: '/_/graphql', __CACHE_STATE__: {} }, 'preloaded state'],
    [{ __PRELOADED_STATE__: state, __CACHE_STATE__: {} }, 'GraphQL endpoint address'],
    [{ __PRELOADED_STATE__: state, __GRAPHQL_ENDPOINT__: '/_/graphql' }, 'cache state'],
  ])('fails naming what is missing', (win, missing) => {
    expect(() => readBootstrap(win)).toThrow(new RegExp(`^Quire cannot start: the page is missing the ${missing}`));
  });
});
