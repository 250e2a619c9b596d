// Creates and fills one scale's PostgreSQL database, or reuses it when its fill is current.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/server/db';
import { migrations } from '../../src/server/db/migrations';
import { ROOT } from '../lib';
import { BULK_TABLES, coreSteps, HELPERS_SQL, runSteps } from './fill-core';
import { discoverySteps } from './fill-discovery';
import { databaseName, type FillPlan } from './plan';

/** Bump when the fill writes different rows; a database filled by another version is filled again. */
const FILL_VERSION = 'scale-fill-2';

export const PG_SERVER = process.env.BENCH_SCALE_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const databaseUrl = (plan: FillPlan) => `${PG_SERVER}/${databaseName(plan)}`;

const SCALE_DIR = join(ROOT, 'bench', 'scale');
/** The files that decide which rows the fill writes (this file only orders them: bump `FILL_VERSION` when it writes other rows). */
const FILL_FILES = ['fill-core.ts', 'fill-discovery.ts', 'words.ts', 'plan.ts'];

/**
 * The fill's identity: its own version and the text of the fill code. Migrations are not part of it: a
 * database filled before a migration was written is upgraded by the server at start (it runs pending
 * migrations, as on an upgraded site), so a new migration never forces a refill. The migrations the fill
 * ran are recorded beside the version (`bench_scale.fill.migrations`) for the report.
 */
export function fillVersion(): string {
  const hash = createHash('sha256');
  for (const file of FILL_FILES) hash.update(file).update(readFileSync(join(SCALE_DIR, file)));
  return `${FILL_VERSION}+${hash.digest('hex').slice(0, 12)}`;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function currentFill(url: string): Promise<{ version: string; seconds: number; migrations: string | null } | null> {
  try {
    return await withClient(url, async (client) => {
      const found = await client.query<{ version: string; seconds: number; migrations: string | null }>(
        `select version, seconds, (select string_agg(m, ' ') from unnest(migrations) m) as migrations from bench_scale.fill where stage = $1`,
        ['all'],
      );
      return found.rows[0] ?? null;
    });
  } catch (error) {
    // No database yet, or one whose fill never finished: fill it. Anything else (the server busy or down) is
    // not a reason to drop a database that takes half an hour to fill.
    const code = (error as { code?: string }).code;
    if (code === '3D000' || code === '42P01') return null;
    throw error;
  }
}

export interface FillResult {
  url: string;
  reused: boolean;
  seconds: number;
}

/**
 * Makes sure the scale's database holds a current fill: reused as it is unless `refill`, else dropped,
 * created, migrated with the app's own migrations and filled. Never touches any other database.
 */
export async function ensureFilled(plan: FillPlan, options: { refill: boolean; now: number; log: (line: string) => void }): Promise<FillResult> {
  const url = databaseUrl(plan);
  const name = databaseName(plan);
  // Read once, before filling: the code may change on disk while a long fill runs.
  const version = fillVersion();
  const existing = options.refill ? null : await currentFill(url);
  if (existing?.version === version) {
    const ran = existing.migrations?.split(' ') ?? [];
    const pending = Object.keys(migrations).filter((m) => !ran.includes(m));
    options.log(
      `${name}: reusing the fill (${version}, filled in ${existing.seconds.toFixed(0)} s, ${ran.length} migrations at fill time` +
        `${pending.length > 0 ? `; the server applies ${pending.length} newer at start: ${pending.join(', ')}` : ''})`,
    );
    return { url, reused: true, seconds: existing.seconds };
  }
  options.log(`${name}: ${existing ? `fill ${existing.version} is stale` : 'no current fill'}; filling ${plan.stories.toLocaleString('en-US')} stories…`);
  const started = Date.now();
  await withClient(`${PG_SERVER}/postgres`, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const handle = openDatabase(url);
  let ran: string[];
  try {
    await migrateToLatest(handle.db as never);
    ran = Object.keys(migrations);
  } finally {
    await handle.close();
  }

  await withClient(url, async (client) => {
    // Constraints are right by construction: skip the per-row foreign key checks; no fsync per statement.
    await client.query(`set session_replication_role = replica; set synchronous_commit = off;
      set maintenance_work_mem = '1GB'; set work_mem = '512MB'; set max_parallel_maintenance_workers = 2; select setseed(0.42);`);
    await client.query(HELPERS_SQL);
    await client.query('create table bench_scale.fill (stage text primary key, version text not null, seconds real not null, filled_at bigint not null, migrations text[] not null)');
    const indexes = await dropSecondaryIndexes(client, BULK_TABLES);
    await runSteps(client, coreSteps(plan, options.now), options.log);
    // Statistics for the joins the discovery tables are made from.
    await client.query('analyze');
    const discovery = await discoverySteps(client, url, plan, options.now, options.log);
    await runSteps(client, discovery.bulk, options.log);
    const built = Date.now();
    for (const index of indexes) await client.query(index.definition);
    options.log(`  secondary indexes (${indexes.length}): ${((Date.now() - built) / 1000).toFixed(1)} s`);
    await client.query('analyze');
    await runSteps(client, discovery.application, options.log);
    await client.query('drop table bench_scale.post_seed, bench_scale.post_text, bench_scale.paragraphs');
    const analyzed = Date.now();
    await client.query('vacuum analyze');
    options.log(`  vacuum analyze: ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
    const seconds = (Date.now() - started) / 1000;
    await client.query('insert into bench_scale.fill values ($1, $2, $3, $4, $5)', ['all', version, seconds, options.now, ran]);
  });
  const seconds = (Date.now() - started) / 1000;
  options.log(`${name}: filled in ${seconds.toFixed(0)} s`);
  return { url, reused: false, seconds };
}

interface SavedIndex {
  name: string;
  definition: string;
}

/**
 * Drops the indexes of `tables` that back no constraint, and the primary keys no foreign key points at,
 * returning how to build them again (one sort per index afterwards beats growing it row by row).
 */
async function dropSecondaryIndexes(client: pg.Client, tables: string[]): Promise<SavedIndex[]> {
  const keys = await client.query<{ name: string; table: string; definition: string }>(
    `select c.conname as name, c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as definition from pg_constraint c
     where c.contype = 'p' and c.conrelid::regclass::text = any($1)
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`,
    [tables],
  );
  const found = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of found.rows) await client.query(`drop index "${index.name}"`);
  for (const key of keys.rows) await client.query(`alter table ${key.table} drop constraint "${key.name}"`);
  return [
    ...keys.rows.map((key) => ({ name: key.name, definition: `alter table ${key.table} add constraint "${key.name}" ${key.definition}` })),
    ...found.rows,
  ];
}

/** Row counts of the big tables, for the report (estimates from the statistics; exact enough and instant). */
export async function tableSizes(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const rows = await client.query<{ relname: string; n: string }>(
      `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > 0`,
    );
    return Object.fromEntries(rows.rows.map((r) => [r.relname, Number(r.n)]));
  });
}
