import { Kysely, Migrator, type Transaction } from 'kysely';
import { createDialect, dialectName, type DialectName } from './dialect';
import { migrations } from './migrations';
import type { DB } from './schema.generated';

export type Database = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;

export interface DatabaseHandle {
  db: Database;
  dialect: DialectName;
  close(): Promise<void>;
}

export function openDatabase(databaseUrl: string): DatabaseHandle {
  const { dialect } = createDialect(databaseUrl);
  const db = new Kysely<DB>({ dialect });
  return { db, dialect: dialectName(databaseUrl), close: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function databaseIsReady(db: Database): Promise<boolean> {
  try {
    await db.selectFrom('users').select('id').limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
