import { describe, expect, it } from 'vitest';
import { buildSchema, fieldAccess } from '../graphql/schema';
import { describeAccess, undeclaredFields } from './guards';

describe('who may call each Query and Mutation field', () => {
  const schema = buildSchema();
  const declared = fieldAccess();

  it('is listed here, so a change to it shows in review', () => {
    const lines = [...declared].map(([field, access]) => `${field}  ${describeAccess(access)}`).sort();
    expect(lines).toMatchSnapshot();
  });

  it('is declared for every Query and Mutation field', () => {
    expect(undeclaredFields(schema, declared)).toEqual([]);
  });
});
