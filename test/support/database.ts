import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(base: string, sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database for one test app: in-memory SQLite by default, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL (or `base`) is set (dropped again afterwards).
 */
export async function freshDatabaseUrl(base = process.env.TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base) return { url: 'sqlite::memory:', drop: async () => {} };
  const name = `quire_t_${randomBytes(6).toString('hex')}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
