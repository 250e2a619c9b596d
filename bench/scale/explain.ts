// Every query a page runs, captured from PostgreSQL's log of the bench database, and the plan of each.
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import { loggedStatements, type LoggedStatement } from './pg-log';

export const PG_LOG = process.env.BENCH_SCALE_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
/** Tables at least this large are "big": a sequential scan of one is a finding. */
export const BIG_TABLE_ROWS = 50_000;

/** Logs every statement of `database` (new connections only) while `during` runs, then stops. */
export async function withStatementLog<T>(serverUrl: string, database: string, during: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`alter database ${database} set log_min_duration_statement = 0`);
    return await during();
  } finally {
    await admin.query(`alter database ${database} reset log_min_duration_statement`);
    await admin.end();
  }
}

/** Where the log ends now; `statementsSince` reads what came after. */
export function logOffset(): number {
  return statSync(PG_LOG).size;
}

export function statementsSince(offset: number, database: string): LoggedStatement[] {
  const text = readFileSync(PG_LOG).subarray(offset).toString('utf8');
  return loggedStatements(text, database);
}

export interface ExplainedQuery {
  sql: string;
  params: (string | null)[];
  /** How many times the page ran it. */
  calls: number;
  plan: string;
  executionMs: number | null;
  /** Big tables read from end to end. */
  seqScans: string[];
  /** Rows the query returned and rows its scans read (`rowsOfPlan`); null for writes. */
  rows: PlanRows | null;
}

export interface PlanRows {
  returned: number;
  read: number;
}

/** Scans of a table or index: the rows they produce and discard are rows read. (A bitmap's index scan is counted by its heap scan.) */
const SCAN_NODE = /^\s*(?:->\s*)?(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Tid Scan|Tid Range Scan)\b.*\(actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)\)/;
const ANY_NODE = /\(actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)\)/;
const REMOVED = /^\s*Rows Removed by (?:Filter|Index Recheck): (\d+)/;

/**
 * From a text `EXPLAIN ANALYZE`: the rows the statement returned (its top node) and the rows its scans read,
 * i.e. for each scan node (rows it passed on + rows its filter or recheck removed) × loops (EXPLAIN prints
 * both per loop). Null when the plan has no actual figures.
 */
export function rowsOfPlan(plan: string): PlanRows | null {
  let returned: number | null = null;
  let read = 0;
  let scan: { loops: number } | null = null;
  for (const line of plan.split('\n')) {
    const node = ANY_NODE.exec(line);
    if (node) {
      if (returned === null) returned = Number(node[1]);
      const match = SCAN_NODE.exec(line);
      scan = match ? { loops: Number(match[3]) } : null;
      if (match) read += Number(match[2]) * Number(match[3]);
      continue;
    }
    const removed = REMOVED.exec(line);
    if (removed && scan) read += Number(removed[1]) * scan.loops;
  }
  return returned === null ? null : { returned, read };
}

/** The budget: a query reads at most this many times the rows it returns… */
export const READ_RATIO_BUDGET = 5;
/** …unless it reads no more than this many rows in all (a lookup in a small table scanned whole is not a finding). */
export const READ_FLOOR = 50;

export function readsTooMuch(rows: PlanRows | null): boolean {
  return rows !== null && rows.read > READ_FLOOR && rows.read > READ_RATIO_BUDGET * Math.max(rows.returned, 1);
}

/** Reads of the page (not the session's bookkeeping writes) can be run again under EXPLAIN ANALYZE safely. */
export function isRead(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql);
}

export async function bigTables(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ relname: string }>(
      `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
      [BIG_TABLE_ROWS],
    );
    return new Set(rows.rows.map((r) => r.relname));
  } finally {
    await client.end();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each distinct read, with the parameters it first ran with; run twice, the warm plan kept. */
export async function explainAll(url: string, statements: LoggedStatement[], big: Set<string>): Promise<ExplainedQuery[]> {
  const distinct = new Map<string, { first: LoggedStatement; calls: number }>();
  for (const statement of statements) {
    const seen = distinct.get(statement.sql);
    if (seen) seen.calls += 1;
    else distinct.set(statement.sql, { first: statement, calls: 1 });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: ExplainedQuery[] = [];
    for (const { first, calls } of distinct.values()) {
      if (!isRead(first.sql)) {
        out.push({ sql: first.sql, params: first.params, calls, plan: '(a write: not run again)', executionMs: null, seqScans: [], rows: null });
        continue;
      }
      const explain = `explain (analyze, buffers) ${first.sql}`;
      await client.query(explain, first.params);
      const rows = await client.query<{ 'QUERY PLAN': string }>(explain, first.params);
      const plan = rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
      const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
      out.push({ sql: first.sql, params: first.params, calls, plan, executionMs, seqScans: [...new Set(scanned.filter((t) => big.has(t)))], rows: rowsOfPlan(plan) });
    }
    return out;
  } finally {
    await client.end();
  }
}
