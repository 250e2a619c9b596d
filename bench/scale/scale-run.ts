// One scale measured end to end: its database filled (or reused), the production server on it, the bench
// reader signed in, every page and its GraphQL timed, then every query of every page captured and explained.
import { loadavg } from 'node:os';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { insertNewSession } from '../../src/server/modules/auth/sessions.repo';
import { sleep, startQuire, type QuireServer } from '../lib';
import { explainAll, logOffset, statementsSince, withStatementLog, bigTables, type ExplainedQuery } from './explain';
import { ensureFilled, PG_SERVER, tableSizes } from './fill';
import { graphqlRequest, pageRequest, ServerTimes, timeInterleaved, type Timing, type TimingOptions } from './measure';
import { pageOperations, pageSpecs, scaleFacts, UNAVAILABLE_TEXT, type PageOperation, type PageSpec } from './pages';
import { databaseName, type FillPlan } from './plan';

export interface PageResult {
  spec: PageSpec;
  /** The address measured (after the story page's canonical redirect). */
  path: string;
  /** Why the page was not measured, when it was not. */
  missing: string | null;
  page: Timing | null;
  operations: PageOperation[];
  graphql: Timing | null;
  queries: ExplainedQuery[];
  /** Statements the page ran in one request, and their total database time (ms, from the log). */
  statementCount: number;
  databaseMs: number;
  /** The machine's load averages when the page's timing started and ended. */
  load: { before: LoadAverage; after: LoadAverage } | null;
}

export interface ScaleResult {
  plan: FillPlan;
  fillSeconds: number;
  reused: boolean;
  sizes: Record<string, number>;
  floor: Timing;
  pages: PageResult[];
}

const REDIRECTS = 3;

async function signIn(url: string, server: QuireServer, userId: string): Promise<string> {
  const handle = openDatabase(url);
  try {
    const config = loadConfig(server.env);
    const { token } = await insertNewSession(handle.db, config, { userId, client: { ip: '127.0.0.1', userAgent: 'quire-scale-bench' } });
    return `${sessionCookieName(config)}=${token}`;
  } finally {
    await handle.close();
  }
}

/** Follows redirects by hand (the story page sends readers to its canonical address); null when it is not a page. */
async function resolvePage(origin: string, path: string, cookie: string): Promise<{ path: string; html: string } | { missing: string }> {
  let current = path;
  for (let hop = 0; hop <= REDIRECTS; hop++) {
    const response = await fetch(origin + current, { headers: { cookie }, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const html = await response.text();
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, origin + current).pathname + new URL(location, origin + current).search;
      continue;
    }
    if (response.status !== 200) return { missing: `answers ${response.status}` };
    if (html.includes(UNAVAILABLE_TEXT)) return { missing: 'renders "This page isn’t available yet"' };
    return { path: current, html };
  }
  return { missing: 'redirects in a loop' };
}

async function terminateConnections(database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  } finally {
    await admin.end();
  }
}

/** A scale ready to measure: its database filled, its server started, the reader signed in, its pages found. */
interface OpenScale {
  plan: FillPlan;
  fill: { url: string; seconds: number; reused: boolean };
  sizes: Record<string, number>;
  server: QuireServer;
  times: ServerTimes;
  cookie: string;
  pages: PageResult[];
  html: Map<string, string>;
}

/** The 1-, 5- and 15-minute load averages of the machine. */
export type LoadAverage = [number, number, number];
const loadAverage = (): LoadAverage => loadavg().map((v) => Math.round(v * 100) / 100) as LoadAverage;

async function openScale(plan: FillPlan, options: { refill: boolean; log: (line: string) => void }, opened: OpenScale[]): Promise<void> {
  const fill = await ensureFilled(plan, { refill: options.refill, now: Date.now(), log: options.log });
  const facts = await scaleFacts(fill.url, plan);
  const sizes = await tableSizes(fill.url);
  const times = new ServerTimes();
  // Web-only (no job runner polling beside the requests); info level for Fastify's per-request response time.
  // Every timed request comes from this one address: the per-address search limit would refuse the search pages.
  // The server applies any migration newer than the fill before it listens.
  const started = Date.now();
  const server = await startQuire({
    env: { DATABASE_URL: fill.url, JOBS_WORKER: '0', LOG_LEVEL: 'info', SEARCH_RATE_PER_MINUTE: '10000000', SEARCH_RATE_PER_HOUR: '100000000' },
    onLine: times.onLine,
  });
  options.log(`  ${plan.name}: server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const scale: OpenScale = { plan, fill, sizes, server, times, cookie: '', pages: [], html: new Map() };
  opened.push(scale);
  scale.cookie = await signIn(fill.url, server, facts.readerId);
  for (const spec of pageSpecs(facts)) {
    const resolved = await resolvePage(server.origin, spec.path, scale.cookie);
    if ('missing' in resolved) {
      options.log(`  ${plan.name} ${spec.label}: not measured (${resolved.missing})`);
      scale.pages.push({ spec, path: spec.path, missing: resolved.missing, page: null, operations: [], graphql: null, queries: [], statementCount: 0, databaseMs: 0, load: null });
      continue;
    }
    scale.html.set(spec.key, resolved.html);
    scale.pages.push({ spec, path: resolved.path, missing: null, page: null, operations: pageOperations(resolved.html), graphql: null, queries: [], statementCount: 0, databaseMs: 0, load: null });
  }
}

/** Every statement of one more request of each page, from PostgreSQL's log, then each one explained. */
async function explainScale(scale: OpenScale, log: (line: string) => void): Promise<void> {
  const { plan, server, cookie, pages } = scale;
  const big = await bigTables(scale.fill.url);
  await withStatementLog(PG_SERVER, databaseName(plan), async () => {
    await terminateConnections(databaseName(plan));
    await sleep(500);
    // Each request that meets a closed connection takes it out of the pool: a few throwaway requests
    // until one succeeds leave only connections opened with the statement log on.
    const first = pages.find((p) => !p.missing);
    for (let attempt = 0; first && attempt < 12; attempt++) {
      const ok = await pageRequest(server.origin, first.path, cookie)().then(() => true, () => false);
      if (ok) break;
    }
    for (const result of pages.filter((p) => !p.missing)) {
      await pageRequest(server.origin, result.path, cookie)();
      await sleep(300);
      const offset = logOffset();
      await pageRequest(server.origin, result.path, cookie)();
      await sleep(300);
      const statements = statementsSince(offset, databaseName(plan));
      result.statementCount = statements.length;
      result.databaseMs = statements.reduce((sum, s) => sum + s.durationMs, 0);
      result.queries = await explainAll(scale.fill.url, statements, big);
      const scans = result.queries.flatMap((q) => q.seqScans);
      log(`  ${plan.name} ${result.spec.label}: ${statements.length} statements, ${result.queries.length} distinct${scans.length ? `, SEQ SCAN on ${[...new Set(scans)].join(', ')}` : ''}`);
    }
  });
}

/**
 * Every scale measured in one run: each database filled (or reused) and its server started, then each page
 * timed at every scale in turns (request i at 10k, request i at 1M, …), so both sides of a ratio meet the same
 * machine; then every query of every page captured and explained, one scale at a time.
 */
export async function measureScales(plans: FillPlan[], options: TimingOptions & { refill: boolean; log: (line: string) => void }): Promise<ScaleResult[]> {
  const opened: OpenScale[] = [];
  try {
    for (const plan of plans) {
      options.log(`\n== ${plan.name}: ${plan.stories.toLocaleString('en-US')} stories`);
      await openScale(plan, options, opened);
    }
    options.log('\n== timing, the scales in turns');
    const floors = await timeInterleaved(opened.map((s) => ({ times: s.times, send: pageRequest(s.server.origin, '/_/health', s.cookie) })), options);
    for (const key of opened[0]!.pages.map((p) => p.spec.key)) {
      const here = opened.flatMap((scale) => {
        const page = scale.pages.find((p) => p.spec.key === key);
        return page && !page.missing ? [{ scale, page }] : [];
      });
      if (here.length === 0) continue;
      const loadBefore = loadAverage();
      const pageTimes = await timeInterleaved(here.map(({ scale, page }) => ({ times: scale.times, send: pageRequest(scale.server.origin, page.path, scale.cookie) })), options);
      const withOps = here.filter(({ page }) => page.operations.length > 0);
      const gqlTimes = await timeInterleaved(
        withOps.map(({ scale, page }) => ({
          times: scale.times,
          send: graphqlRequest(scale.server.origin, page.operations.length === 1 ? page.operations[0]! : page.operations, scale.cookie),
        })),
        options,
      );
      const load = { before: loadBefore, after: loadAverage() };
      here.forEach(({ page }, i) => Object.assign(page, { page: pageTimes[i]!, load }));
      withOps.forEach(({ page }, i) => (page.graphql = gqlTimes[i]!));
      options.log(
        `  ${here[0]!.page.spec.label}: ` +
          here.map(({ scale, page }) => `${scale.plan.name} p50 ${page.page!.server.p50.toFixed(1)} / p95 ${page.page!.server.p95.toFixed(1)} / p99 ${page.page!.server.p99.toFixed(1)} ms`).join('; ') +
          ` (load ${load.before[0]} → ${load.after[0]})`,
      );
    }
    for (const scale of opened) await explainScale(scale, options.log);
    return opened.map((scale, i) => ({ plan: scale.plan, fillSeconds: scale.fill.seconds, reused: scale.fill.reused, sizes: scale.sizes, floor: floors[i]!, pages: scale.pages }));
  } finally {
    for (const scale of opened) await scale.server.stop();
  }
}
