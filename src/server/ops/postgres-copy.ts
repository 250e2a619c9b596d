import pg from 'pg';
import { OperationError, run } from './archive';

const missing = (tool: string) =>
  `${tool} was not found: install PostgreSQL's client tools, of the server's major version or newer (Debian and Ubuntu: \`apt-get install postgresql-client\`; macOS: \`brew install libpq\`), or put ${tool} on PATH, and run again.`;

/** The address for PostgreSQL's own tools, its password moved to PGPASSWORD so that it never shows in a process list. */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/**
 * A `pg_dump --format=custom` of the database: pg_dump reads one snapshot in one transaction, so the dump is
 * consistent while the server writes. The migration level is read back from the dump itself, not the live database.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<{ migration: string | null; migrations: number }> {
  const { url, env } = toolConnection(databaseUrl);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { env, missing: missing('pg_dump') });
  } catch (error) {
    if (error instanceof OperationError) throw error;
    throw new OperationError(`pg_dump failed: ${(error as Error).message}`);
  }
  const data = await run('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file], { missing: missing('pg_restore') });
  const names: string[] = [];
  let inCopy = false;
  for (const line of data.split('\n')) {
    if (line.startsWith('COPY ')) inCopy = true;
    else if (line === '\\.') inCopy = false;
    else if (inCopy && line) names.push(line.split('\t')[0]!);
  }
  names.sort();
  return { migration: names.at(-1) ?? null, migrations: names.length };
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OperationError(`Cannot reach the PostgreSQL database in DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The tables in the database's schema and the users and stories it holds. */
export function describePostgres(databaseUrl: string): Promise<{ tables: number; users: number | null; posts: number | null }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    const names = new Set(rows.map((row) => row.table_name));
    const count = async (table: string) => (names.has(table) ? Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n) : null);
    return { tables: names.size, users: await count('users'), posts: await count('posts') };
  });
}

/** Empties the database's schema (every table, sequence, function and trigger in it), for a restore that replaces it. */
export function clearPostgres(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    const schema = client.escapeIdentifier(rows[0]!.schema);
    await client.query(`drop schema ${schema} cascade; create schema ${schema}`);
  });
}

/** Loads a custom-format dump into the (empty) database in one transaction: it all arrives, or nothing does. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], { env, missing: missing('pg_restore') });
  } catch (error) {
    if (error instanceof OperationError) throw error;
    throw new OperationError(`pg_restore failed, and the database was left as it was: ${(error as Error).message}`);
  }
}
