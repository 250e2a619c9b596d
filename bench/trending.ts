// `npm run bench:trending`: the trending job's time on the scale databases of `npm run bench:scale` (PostgreSQL,
// 10k and 1M stories): its first (full) run against its incremental runs after ten minutes of activity.
//   npm run bench:trending                      both scales, BENCH_TRENDING_RUNS rounds each
//   npm run bench:trending -- --scales 10k      one scale
// The databases must be filled already (`npm run bench:scale -- --fill-only`); this bench never fills or drops
// one. It applies the project's pending migrations, and when it applied the trending watermark's migration
// itself it takes it back at the end (the migration's own `down`), so a server of an older revision still
// starts on the database. The activity it adds is removed again and the fill's scores are computed again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Migrator, sql, type Migration } from 'kysely';
import { systemContext, type AppDeps, type ServiceContext } from '../src/server/core';
import { openDatabase, type Database } from '../src/server/db';
import { newId } from '../src/server/db/ids';
import { migrations } from '../src/server/db/migrations';
import { createLoaders } from '../src/server/graphql/loaders';
import { hourOf, recomputeTrending } from '../src/server/modules/trending';
import { forgetWatermark, recordActivity, type ActivityKind } from '../src/server/modules/trending/trending.repo';
import type { TrendingRun } from '../src/server/modules/trending/trending.job';
import { positiveIntegerEnv, ROOT, sourceRevision } from './lib';
import { databaseUrl } from './scale/fill';
import { databaseName, fillPlan, parseScale, type FillPlan } from './scale/plan';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const INTERVAL = 10 * MINUTE;
const WATERMARK_MIGRATION = '0035_trending_watermark';
const RESULTS = join(ROOT, 'bench', 'results');

type Kind = 'full' | 'incremental' | 'hour';
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'full', label: 'first run (full: every story with activity in the month)' },
  { kind: 'incremental', label: 'incremental, 10 minutes of activity, no hour crossed' },
  { kind: 'hour', label: 'incremental, 10 minutes of activity, crossing an hour (window edges)' },
];

interface Sample {
  ms: number;
  load: number;
  run: TrendingRun;
}

interface ScaleReport {
  plan: FillPlan;
  eventsPer10Min: number;
  activeStories: number;
  samples: Record<Kind, Sample[]>;
  ratios: number[];
}

/**
 * The project's migrations, plus a no-op stand-in for each migration the shared database ran that this revision
 * does not have (another revision's, applied by its server at start): the migrator then applies this revision's
 * pending ones after them, and takes them back, without touching the others.
 */
async function sharedMigrations(db: Database): Promise<{ getMigrations(): Promise<Record<string, Migration>> }> {
  const ran = (await sql<{ name: string }>`select name from kysely_migration`.execute(db).catch(() => ({ rows: [] }))).rows.map((r) => r.name);
  const all: Record<string, Migration> = { ...migrations };
  for (const name of ran) all[name] ??= { up: async () => undefined, down: async () => undefined };
  return { getMigrations: async () => all };
}

async function migrateShared(db: Database): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider: await sharedMigrations(db) }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The context the recurring job runs with, over the bench database, at a clock the bench sets. */
function jobContext(db: Database, clock: { now: number }): ServiceContext {
  return systemContext({ db, now: () => clock.now, createLoaders } as Partial<AppDeps> as AppDeps);
}

async function filledAt(db: Database): Promise<number | null> {
  try {
    const found = await sql<{ filled_at: string }>`select filled_at from bench_scale.fill where stage = 'all'`.execute(db);
    return found.rows[0] ? Number(found.rows[0].filled_at) : null;
  } catch {
    return null;
  }
}

/**
 * Ten minutes of activity at the fill's own rate (reads, responses and clap events counted in its last month,
 * over the month's ten-minute intervals), on stories picked like the fill's activity (popular stories more
 * often), each event counted as the trending subscriber counts it.
 */
async function addTenMinutes(db: Database, input: { events: number; pool: readonly string[]; from: number; now: number; serial: number }): Promise<void> {
  const kinds: ActivityKind[] = ['claps', 'claps', 'claps', 'claps', 'reads', 'responses'];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < input.events; i++) {
      const postId = input.pool[(input.serial * 7919 + i * 104_729) % input.pool.length]!;
      const kind = kinds[i % kinds.length]!;
      const occurredAt = input.from + Math.floor(((i + 0.5) / input.events) * INTERVAL);
      await recordActivity(trx, { eventId: newId(), postId, hour: hourOf(occurredAt), kind, amount: kind === 'claps' ? 1 + (i % 20) : 1, now: input.now });
    }
  });
}

async function timed(ctx: ServiceContext, clock: { now: number }, at: number): Promise<Sample> {
  clock.now = at;
  const started = performance.now();
  const run = await recomputeTrending(ctx, { at });
  const ms = performance.now() - started;
  if (run.skipped) throw new Error('another trending run holds the lease on the bench database');
  return { ms, load: loadavg()[0]!, run };
}

async function benchScale(plan: FillPlan, rounds: number, log: (line: string) => void): Promise<ScaleReport | null> {
  const url = databaseUrl(plan);
  let handle: ReturnType<typeof openDatabase>;
  try {
    handle = openDatabase(url);
    await sql`select 1`.execute(handle.db);
  } catch {
    log(`${databaseName(plan)}: no database; fill it with npm run bench:scale -- --scales ${plan.name} --fill-only`);
    return null;
  }
  const db = handle.db;
  let applied: string[] = [];
  try {
    const fillTime = await filledAt(db);
    if (fillTime === null) {
      log(`${databaseName(plan)}: not filled (no bench_scale.fill row): skipped`);
      return null;
    }
    applied = await migrateShared(db);
    if (applied.length > 0) log(`${databaseName(plan)}: applied ${applied.join(', ')}`);

    // Every bench time is after the fill's last hour, so the bench's activity rows are its own to remove.
    const base = hourOf(fillTime) + HOUR;
    const month = await sql<{ events: string; stories: string }>`
      select coalesce(sum(reads), 0) + coalesce(sum(responses), 0) + count(*) filter (where claps > 0) as events, count(distinct post_id) as stories
      from trending_activity where hour > ${fillTime - 30 * DAY} and hour <= ${fillTime}`.execute(db);
    const eventsPer10Min = Math.max(1, Math.round(Number(month.rows[0]!.events) / ((30 * DAY) / INTERVAL)));
    const activeStories = Number(month.rows[0]!.stories);
    const pool = (
      await sql<{ post_id: string }>`select post_id from trending_activity where hour > ${fillTime - 7 * DAY} order by random() limit ${Math.max(1000, eventsPer10Min * 4)}`.execute(db)
    ).rows.map((r) => r.post_id);
    log(`${databaseName(plan)}: ${activeStories.toLocaleString('en-US')} stories with activity in the fill's month; ${eventsPer10Min} events per 10 minutes`);

    const clock = { now: base };
    const ctx = jobContext(db, clock);
    // Untimed: the first run after the fill also removes the activity no window needs any more.
    await forgetWatermark(db);
    await timed(ctx, clock, base + 40 * MINUTE);

    const samples: Record<Kind, Sample[]> = { full: [], incremental: [], hour: [] };
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // One round: a first run at :40, ten minutes of activity, a run at :50, ten more, a run at the hour.
      await forgetWatermark(db);
      const full = await timed(ctx, clock, base + 40 * MINUTE);
      await addTenMinutes(db, { events: eventsPer10Min, pool, from: base + 40 * MINUTE, now: base + 50 * MINUTE, serial: round * 2 });
      const incremental = await timed(ctx, clock, base + 50 * MINUTE);
      await addTenMinutes(db, { events: eventsPer10Min, pool, from: base + 50 * MINUTE, now: base + 60 * MINUTE, serial: round * 2 + 1 });
      const hour = await timed(ctx, clock, base + 60 * MINUTE);
      samples.full.push(full);
      samples.incremental.push(incremental);
      samples.hour.push(hour);
      ratios.push(full.ms / incremental.ms);
      log(
        `  round ${round + 1}/${rounds}: full ${full.ms.toFixed(0)} ms (${full.run.stories} stories), incremental ${incremental.ms.toFixed(1)} ms ` +
          `(${incremental.run.stories}), crossing the hour ${hour.ms.toFixed(1)} ms (${hour.run.stories}); load ${full.load.toFixed(2)}/${incremental.load.toFixed(2)}/${hour.load.toFixed(2)}`,
      );
    }

    // Leave the database as the fill left it: the bench's activity and marks removed, the fill's scores again.
    await db.deleteFrom('trending_activity').where('hour', '>=', base).execute();
    await db.deleteFrom('trending_seen_events').where('seen_at', '>=', base).execute();
    await db.deleteFrom('trending_changes').execute();
    await forgetWatermark(db);
    clock.now = fillTime;
    await recomputeTrending(ctx, { at: fillTime });
    return { plan, eventsPer10Min, activeStories, samples, ratios };
  } finally {
    if (applied.includes(WATERMARK_MIGRATION)) {
      const provider = await sharedMigrations(db);
      const names = Object.keys(await provider.getMigrations()).sort();
      const previous = names[names.indexOf(WATERMARK_MIGRATION) - 1]!;
      const { error } = await new Migrator({ db, provider }).migrateTo(previous);
      log(error ? `${databaseName(plan)}: could not take back ${WATERMARK_MIGRATION}: ${String(error)}` : `${databaseName(plan)}: took back ${WATERMARK_MIGRATION}`);
    }
    await handle.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const range = (values: readonly number[], format: (v: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;

function report(reports: ScaleReport[], rounds: number): string {
  const lines = [
    '# Trending job: full run vs incremental runs',
    '',
    `Revision ${sourceRevision()} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${availableParallelism()} CPUs · PostgreSQL (the bench:scale databases) · ` +
      `${rounds} rounds per scale, each a full run, then 10 minutes of activity and an incremental run, twice (the second crossing an hour), interleaved`,
    '',
    '| Scale | Run | Stories scored (changed + timed) | Median | Min–max | Runs | Load avg (1 min) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of reports) {
    for (const { kind, label } of KINDS) {
      const s = r.samples[kind];
      const stories = [...new Set(s.map((x) => `${x.run.changed} + ${x.run.timed}`))].join(', ');
      lines.push(
        `| ${r.plan.name} | ${label} | ${stories} | ${ms(median(s.map((x) => x.ms)))} ms | ${range(s.map((x) => x.ms), ms)} ms | ${s.length} | ${range(s.map((x) => x.load), (v) => v.toFixed(2))} |`,
      );
    }
  }
  lines.push('', '| Scale | Stories with activity in the month | Events per 10 minutes | Full / incremental (median of per-round ratios, min–max) |', '| --- | --- | --- | --- |');
  for (const r of reports) {
    lines.push(`| ${r.plan.name} | ${r.activeStories.toLocaleString('en-US')} | ${r.eventsPer10Min} | ${median(r.ratios).toFixed(0)}× (${range(r.ratios, (v) => v.toFixed(0))}) |`);
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scales: { type: 'string', default: process.env.BENCH_SCALES ?? '10k,1m' } } });
  const rounds = positiveIntegerEnv('BENCH_TRENDING_RUNS', 3);
  const plans = values.scales.split(',').map((s) => fillPlan(parseScale(s))).sort((a, b) => a.stories - b.stories);
  const log = (line: string) => console.log(line);
  const reports: ScaleReport[] = [];
  for (const plan of plans) {
    const found = await benchScale(plan, rounds, log);
    if (found) reports.push(found);
  }
  if (reports.length === 0) throw new Error('no scale database to measure');
  const text = report(reports, rounds);
  console.log(`\n${text}`);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'trending-latest.md'), text);
  log('Wrote bench/results/trending-latest.md');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
