import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database for one test file: in-memory SQLite by default, or a fresh PostgreSQL schema
 * when TEST_DATABASE_URL is set (dropped again afterwards).
 */
export async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'sqlite::memory:', drop: async () => {} };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
