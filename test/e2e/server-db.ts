import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { inject } from 'vitest';

/** The e2e server's data directory: its SQLite database and its outbox. */
export const dataDir = inject('dataDir');

/** Rows from the e2e server's database, opened read-only for each call so the server's own writes are never held up. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(dataDir, 'quire.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
