import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Dialect, type Kysely, type SqliteDatabase } from 'kysely';
import pg from 'pg';

/** The one place where SQLite and PostgreSQL differ. Domain code never branches on the dialect. */
export type DialectName = 'sqlite' | 'postgres';

export function dialectName(databaseUrl: string): DialectName {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

// pg hands int8 and numeric back as strings; every time and count here fits a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function createDialect(databaseUrl: string): { dialect: Dialect; close?: () => void } {
  if (dialectName(databaseUrl) === 'sqlite') {
    const path = databaseUrl.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const database = new SQLite(path);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    return { dialect: new SqliteDialect({ database: withStatementCache(database) }) };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (restart, failover) must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return { dialect: new PostgresDialect({ pool }) };
}

/** How many prepared statements a SQLite connection keeps: more than the distinct queries the product runs. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query it runs; preparing is about half of what a simple SQLite query costs, and
 * the product runs the same few hundred queries again and again. The oldest statement goes first.
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The `LIKE` operator that ignores case on both databases (SQLite's LIKE already does for ASCII). */
export function likeOperator(name: DialectName): 'like' | 'ilike' {
  return name === 'postgres' ? 'ilike' : 'like';
}

/** The dialect a database handle or transaction speaks, read from the handle itself. */
export function dialectOf(db: Pick<Kysely<never>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** `likeOperator` for the database a handle or transaction belongs to. */
export function caseInsensitiveLike(db: Pick<Kysely<never>, 'getExecutor'>): 'like' | 'ilike' {
  return likeOperator(dialectOf(db));
}

/**
 * Makes transactions about the same things (two people, one subscription) take turns until they end: an
 * advisory lock per key on PostgreSQL, taken in one order so that two never wait on each other. SQLite
 * already runs one write transaction at a time (one connection), so there it does nothing.
 */
export async function lockForTransaction(trx: Pick<Kysely<never>, 'getExecutor'>, keys: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx as Kysely<never>);
}
