import { buildSchema } from './schema';
import { describe, expect, it } from 'vitest';
import { createGraphQLServer, CSRF_HEADER } from './yoga';
import type { AppDeps } from './context';

describe('CSRF prevention on the GraphQL endpoint', () => {
  const yoga = createGraphQLServer({ config: { env: 'test' } } as AppDeps, buildSchema());

  it('refuses a body a cross-site form could send unless it carries the header the client always sends', async () => {
    const response = await yoga.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation%20%7Bping%7D',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Required CSRF header(s) not present');
    expect(CSRF_HEADER).toBe('graphql-operation');
  });
});
