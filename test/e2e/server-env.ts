import { join } from 'node:path';

/**
 * The environment for the server and for scripts that share its database. Always SQLite in a fresh
 * directory: a shared TEST_DATABASE_URL cannot be reset from here, and Redis/SMTP/flags from the
 * developer's shell would make runs depend on outside state.
 */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const outside = ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'QUIRE_FLAGS', 'TRUST_PROXY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'QUIRE_PLANS_FILE'];
  for (const name of outside) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'quire.db')}`,
    QUIRE_DEMO: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The pages send their operations by persisted id; the tests' own calls (pageGraphQL and the like) send text.
    GRAPHQL_ARBITRARY_OPERATIONS: '1',
    // Every browser test signs in from 127.0.0.1; the per-IP limit itself is covered by integration tests.
    SIGNIN_RATE_PER_MINUTE: '10000',
    SIGNIN_RATE_PER_HOUR: '100000',
    SIGNUP_RATE_PER_HOUR: '10000',
    SIGNUP_RATE_PER_DAY: '100000',
  };
}
