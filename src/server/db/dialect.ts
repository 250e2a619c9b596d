import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { PostgresAdapter, PostgresDialect, SqliteDialect, sql, type Dialect, type Kysely, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.generated';

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

/**
 * A query whose rows stay until the statement's transaction ends: on PostgreSQL they are locked against deletion
 * (`FOR KEY SHARE`, as a foreign key's check takes them), and one being deleted meanwhile is waited for and then left
 * out. SQLite runs one write at a time, so a row read there cannot go before the statement ends.
 */
export function keptUntilCommit<Q extends { forKeyShare(): Q }>(db: Pick<Kysely<never>, 'getExecutor'>, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forKeyShare() : query;
}

/**
 * Runs `run` so that no statement it makes outlives `ms`. PostgreSQL cancels it (`statement_timeout`, set
 * for one transaction); the error it throws answers true to `isStatementTimeout`. SQLite cannot be
 * interrupted from JavaScript (better-sqlite3 offers neither a progress handler nor an interrupt, and its
 * statements hold the event loop), so there the caller bounds each statement's work by its shape and
 * limits, and `run` simply runs. Inside a transaction already open, the statements run as they are.
 */
export async function withStatementTimeout<T>(db: Kysely<DB>, ms: number, run: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres' || db.isTransaction) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.round(ms)))}, true)`.execute(trx);
    return run(trx);
  });
}

/** True for a statement PostgreSQL cancelled at its `statement_timeout`. */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '57014';
}

/** How many long pieces of work (searches) run at once: SQLite's one thread; on PostgreSQL, part of the pool of 10. */
const TURNS_AT_ONCE: Record<DialectName, number> = { sqlite: 1, postgres: 4 };

/** A first-come, first-served gate of `size` places; a place is handed on at a later pass of the event loop. */
function turnGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async enter(): Promise<void> {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    leave(): void {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    },
  };
}

// One gate per dialect for the process: SQLite's databases share the event loop's thread.
const gates = { sqlite: turnGate(TURNS_AT_ONCE.sqlite), postgres: turnGate(TURNS_AT_ONCE.postgres) };

/**
 * Runs `run` (work of many statements: a search) in a turn of its own. better-sqlite3 answers each statement
 * synchronously, so a request's statements and the promises between them never give the event loop back:
 * twenty concurrent searches would answer nobody else until the last is done. On SQLite such work takes
 * turns, one at a time, each begun on a later pass of the event loop, so other requests are served between
 * any two. PostgreSQL's statements leave the loop free, but a burst of them could hold every connection
 * of the pool: at most four run at once, and the rest of the app keeps the other connections.
 */
export async function inTurn<T>(db: Kysely<DB>, run: () => Promise<T>): Promise<T> {
  const gate = gates[dialectOf(db)];
  await gate.enter();
  try {
    return await run();
  } finally {
    gate.leave();
  }
}

let savepoints = 0;

/**
 * Runs `work` so that a statement failing in it undoes only what `work` wrote: a savepoint inside the transaction
 * `db` holds (the edge's), or a transaction of its own outside one. A service that answers a unique violation
 * (two people taking one address at once) leaves nothing half-written and the edge's transaction usable.
 */
export async function withSavepoint<T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(work);
  const name = sql.id(`quire_step_${++savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work(db);
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    await sql`release savepoint ${name}`.execute(db);
    throw error;
  }
}
