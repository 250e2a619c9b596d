// One scale measured end to end: its database filled (or reused), the production server on it, the bench
// reader signed in, every page and its GraphQL timed, then every query of every page captured and explained.
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { insertNewSession } from '../../src/server/modules/auth/sessions.repo';
import { sleep, startQuire, type QuireServer } from '../lib';
import { explainAll, logOffset, statementsSince, withStatementLog, bigTables, type ExplainedQuery } from './explain';
import { ensureFilled, PG_SERVER, tableSizes } from './fill';
import { graphqlRequest, pageRequest, ServerTimes, timeSequential, type Timing, type TimingOptions } from './measure';
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

export async function measureScale(
  plan: FillPlan,
  options: TimingOptions & { refill: boolean; log: (line: string) => void },
): Promise<ScaleResult> {
  const fill = await ensureFilled(plan, { refill: options.refill, now: Date.now(), log: options.log });
  const facts = await scaleFacts(fill.url, plan);
  const sizes = await tableSizes(fill.url);
  const times = new ServerTimes();
  // Web-only (no job runner polling beside the requests); info level for Fastify's per-request response time.
  // Every timed request comes from this one address: the per-address search limit would refuse the search pages.
  const server = await startQuire({
    env: { DATABASE_URL: fill.url, JOBS_WORKER: '0', LOG_LEVEL: 'info', SEARCH_RATE_PER_MINUTE: '10000000', SEARCH_RATE_PER_HOUR: '100000000' },
    onLine: times.onLine,
  });
  try {
    const cookie = await signIn(fill.url, server, facts.readerId);
    const floor = await timeSequential(times, pageRequest(server.origin, '/_/health', cookie), options);
    options.log(`  /_/health (floor): server p50 ${floor.server.p50.toFixed(2)} ms`);
    const pages: PageResult[] = [];
    for (const spec of pageSpecs(facts)) {
      const resolved = await resolvePage(server.origin, spec.path, cookie);
      if ('missing' in resolved) {
        options.log(`  ${spec.label}: not measured (${resolved.missing})`);
        pages.push({ spec, path: spec.path, missing: resolved.missing, page: null, operations: [], graphql: null, queries: [], statementCount: 0, databaseMs: 0 });
        continue;
      }
      const page = await timeSequential(times, pageRequest(server.origin, resolved.path, cookie), options);
      const operations = pageOperations(resolved.html);
      const batch = operations.length === 1 ? operations[0]! : operations;
      const graphql = operations.length > 0 ? await timeSequential(times, graphqlRequest(server.origin, batch, cookie), options) : null;
      options.log(
        `  ${spec.label}: page p50 ${page.server.p50.toFixed(1)} / p95 ${page.server.p95.toFixed(1)} / p99 ${page.server.p99.toFixed(1)} ms` +
          (graphql ? `; GraphQL (${operations.map((o) => o.operationName).join(', ')}) p95 ${graphql.server.p95.toFixed(1)} ms` : ''),
      );
      pages.push({ spec, path: resolved.path, missing: null, page, operations, graphql, queries: [], statementCount: 0, databaseMs: 0 });
    }

    // Every statement of one more request of each page, from PostgreSQL's log, then each one explained.
    const big = await bigTables(fill.url);
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
        result.queries = await explainAll(fill.url, statements, big);
        const scans = result.queries.flatMap((q) => q.seqScans);
        options.log(`  ${result.spec.label}: ${statements.length} statements, ${result.queries.length} distinct${scans.length ? `, SEQ SCAN on ${[...new Set(scans)].join(', ')}` : ''}`);
      }
    });
    return { plan, fillSeconds: fill.seconds, reused: fill.reused, sizes, floor, pages };
  } finally {
    await server.stop();
  }
}
