import { describe, expect, it } from 'vitest';
import { MAX_QUERY_NESTING, queryNesting } from './nesting';

describe('queryNesting', () => {
  it('counts brackets, braces and parentheses', () => {
    expect(queryNesting('{ viewer { id } }')).toBe(2);
    expect(queryNesting('query($a: [[ID!]]) { a(x: [[1], [2]]) { b } }')).toBe(4);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(queryNesting('{ a(x: "[[[[[") }')).toBe(2);
    expect(queryNesting('{ a(x: "\\"[[[") }')).toBe(2);
    expect(queryNesting('{ a(x: """ [[[ " [[[ """) }')).toBe(2);
    expect(queryNesting('# [[[[[[\n{ a }')).toBe(1);
  });

  it('stops reading as soon as the limit is passed', () => {
    const hostile = `{ a(x: ${'['.repeat(100_000)}1${']'.repeat(100_000)}) }`;
    expect(queryNesting(hostile)).toBe(MAX_QUERY_NESTING + 1);
  });
});
