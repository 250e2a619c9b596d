import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { OperationError } from './archive';

export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.slice('sqlite:'.length);
  if (path === ':memory:' || path === '') throw new OperationError('DATABASE_URL names an in-memory SQLite database: there is nothing on disk to back up or restore into.');
  return path;
}

/**
 * A consistent copy of a live SQLite database, made with SQLite's online backup API while the server keeps
 * writing. Every page is copied in one step: the step reads one snapshot (in WAL mode a reader holds up no
 * writer), where small steps would start over each time the server writes and might never end on a busy
 * instance. The copy is left in rollback-journal mode, one self-contained file.
 */
export async function snapshotSqlite(source: string, target: string): Promise<{ migration: string | null; migrations: number }> {
  if (!existsSync(source)) throw new OperationError(`There is no database at ${source}: check DATABASE_URL and DATA_DIR (the server's own settings).`);
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new SQLite(target);
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OperationError(`The copy of ${source} fails SQLite's integrity check (${String(check)}): the database itself may be damaged.`);
    copy.pragma('journal_mode = DELETE');
    return migrationLevel(copy);
  } finally {
    copy.close();
  }
}

function migrationLevel(db: SQLite.Database): { migration: string | null; migrations: number } {
  const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) return { migration: null, migrations: 0 };
  const names = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
  return { migration: names.at(-1) ?? null, migrations: names.length };
}

/** The tables of the SQLite database at `path` and the users and stories it holds (null when there is no database). */
export function describeSqlite(path: string): { tables: number; users: number | null; posts: number | null } | null {
  if (!existsSync(path)) return null;
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const names = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name));
    const count = (table: string) => (names.has(table) ? (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n : null);
    return { tables: names.size, users: count('users'), posts: count('posts') };
  } finally {
    db.close();
  }
}

/** Puts a database file in place at `path`: its journal files go first, so that no page of the old one survives. */
export function installSqlite(file: string, path: string): void {
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new OperationError(`The database in the archive fails SQLite's integrity check (${String(result)}).`);
  } finally {
    check.close();
  }
  mkdirSync(dirname(path), { recursive: true });
  const incoming = `${path}.restoring`;
  copyFileSync(file, incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  renameSync(incoming, path);
}
