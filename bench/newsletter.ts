// `npm run bench:newsletter`: one story mailed to 100,000 newsletter subscribers through a local SMTP server
// that this bench starts (the smtp-server package, counting messages and keeping none). Reports messages per
// second, the total time from the publish request's answer to the last delivery row, and the sending
// process's memory (peak RSS and heap, and both at 10 % and 90 % of the send, to show they stay flat), with
// the load average, the number of runs and their spread. Writes bench/results/newsletter.md.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db';
import { newId } from '../src/server/db/ids';
import { sessionCookieName } from '../src/server/http/session-cookie';
import { insertNewSession } from '../src/server/modules/auth/sessions.repo';
import { ensureWriterNewsletter } from '../src/server/modules/newsletters';
import { PROFILE_HOOK, profileDuring } from './profile';
import { cleanup, ensureBuild, makeTempDir, positiveIntegerEnv, postGraphQL, ROOT, sleep, sourceRevision, startQuire, type GraphQLResponse, type QuireServer } from './lib';

const SUBSCRIBERS = positiveIntegerEnv('BENCH_NEWSLETTER_SUBSCRIBERS', 100_000);
const RUNS = positiveIntegerEnv('BENCH_NEWSLETTER_RUNS', 3);
const ROWS_PER_STATEMENT = 2_000;
const SEND_TIMEOUT_MS = positiveIntegerEnv('BENCH_NEWSLETTER_TIMEOUT_MINUTES', 60) * 60_000;
const MEMORY_HOOK = join(ROOT, 'bench', 'memory-hook.mjs');
// Each database its own report: SQLite's in newsletter.md, PostgreSQL's (BENCH_DATABASE_URL) beside it.
const RESULTS = join(ROOT, 'bench', 'results', process.env.BENCH_DATABASE_URL ? 'newsletter-postgres.md' : 'newsletter.md');
/**
 * SMTP_URL's query holds nodemailer's options: `pool=true` reuses connections (the default opens one per message,
 * about 115 ms each against this local server). BENCH_NEWSLETTER_POOL=0 measures without it.
 */
const POOL = process.env.BENCH_NEWSLETTER_POOL !== '0';
/** BENCH_NEWSLETTER_PROFILE=1: a CPU profile of the sending server during each run; its top functions are printed. */
const PROFILE = process.env.BENCH_NEWSLETTER_PROFILE === '1';

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

interface RunResult {
  seconds: number;
  perSecond: number;
  received: number;
  statuses: Record<string, number>;
  peakRss: number;
  peakHeap: number;
  /** RSS and heap when 10 % and 90 % of the deliveries were done. */
  rssAt10: number;
  rssAt90: number;
  heapAt10: number;
  heapAt90: number;
  loadStart: number;
  loadEnd: number;
}

/** A mail server that accepts everything and keeps only a count. */
async function countingSmtp(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 per connection would time the resolver, not the sending.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, count: () => count, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A fresh PostgreSQL database beside BENCH_DATABASE_URL's for one run (dropped afterwards), or null on SQLite. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return null;
  const name = `quire_nl_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function addSubscribers(db: Database, newsletterId: string, count: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - start) }, (_, k) => ({
      id: newId(),
      newsletter_id: newsletterId,
      email: `reader${start + k}@bench.example`,
      user_id: null,
      status: 'confirmed',
      created_at: now,
      confirmed_at: now,
    }));
    await db.insertInto('newsletter_subscribers').values(rows).execute();
  }
}

async function publish(server: QuireServer, headers: Record<string, string>): Promise<string> {
  const call = async (query: string, variables: Record<string, unknown>, name: string) => {
    const answer = (await postGraphQL(server.origin, { operationName: /^mutation (\w+)/.exec(query)![1]!, query, variables }, headers)) as GraphQLResponse;
    const value = answer.data?.[name] as { __typename?: string; id?: string; latestVersion?: number } | undefined;
    if (answer.errors?.length || value?.__typename !== 'Post') throw new Error(`${name} failed: ${JSON.stringify(answer).slice(0, 500)}`);
    return value;
  };
  const body = JSON.stringify({
    paragraphs: [
      { name: 'a000', type: 'P', text: 'A letter to a hundred thousand readers, sent through an ordinary mail server.', markups: [] },
      { name: 'a001', type: 'P', text: 'Each gets their own copy, with their own one-click unsubscribe link.', markups: [] },
    ],
    sections: [],
  });
  const draft = await call('mutation BenchNewsletterDraft($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { __typename ... on Post { id latestVersion } } }', { title: 'The newsletter bench', body }, 'createPost');
  await call(
    'mutation BenchNewsletterPublish($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename ... on Post { id } } }',
    { id: draft.id, input: { tags: [], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', baseVersion: draft.latestVersion } },
    'publishPost',
  );
  return String(draft.id);
}

async function oneRun(run: number): Promise<RunResult> {
  const smtp = await countingSmtp();
  const postgres = await freshPostgres();
  const memory: MemorySample[] = [];
  let server: QuireServer | null = null;
  let handle: ReturnType<typeof openDatabase> | null = null;
  try {
    const profileFile = join(makeTempDir('quire-bench-newsletter-profile-'), 'send.cpuprofile');
    const existing = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
    server = await startQuire({
      env: {
        QUIRE_DEMO: '0',
        SMTP_URL: POOL ? `${smtp.url}?pool=true` : smtp.url,
        NEWSLETTER_SEND_RATE_PER_MINUTE: '0',
        NODE_OPTIONS: `${existing}--import ${MEMORY_HOOK}${PROFILE ? ` --import ${PROFILE_HOOK}` : ''}`,
        ...(PROFILE ? { BENCH_CPU_PROFILE: profileFile } : {}),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      onLine(line) {
        if (!line.startsWith('BENCH_MEMORY ')) return;
        const sample = JSON.parse(line.slice('BENCH_MEMORY '.length)) as MemorySample;
        memory.push(sample);
      },
    });
    const config = loadConfig(server.env);
    handle = openDatabase(config.databaseUrl);
    const db = handle.db;
    const writerId = newId();
    const now = Date.now();
    await db.insertInto('users').values({ id: writerId, name: 'Bench Writer', username: `bench${writerId}`, email: `bench.${writerId}@quire.test`, created_at: now, updated_at: now }).execute();
    const newsletter = await ensureWriterNewsletter(db, { id: writerId, username: `bench${writerId}`, name: 'Bench Writer' }, now);
    const filling = performance.now();
    await addSubscribers(db, newsletter.id, SUBSCRIBERS);
    console.log(`Run ${run}: ${SUBSCRIBERS.toLocaleString('en-US')} subscribers written in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const { token, session } = await insertNewSession(db, config, { userId: writerId, client: { ip: '127.0.0.1', userAgent: 'quire-bench' } });
    const headers = { cookie: `${sessionCookieName(config)}=${token}`, 'x-xsrf-token': session.xsrf };

    const loadStart = loadavg()[0]!;
    const postId = await publish(server, headers);
    const started = performance.now();
    const startedAt = Date.now();
    const send = await (async () => {
      for (;;) {
        const row = await db.selectFrom('newsletter_sends').select('id').where('post_id', '=', postId).executeTakeFirst();
        if (row) return row.id;
        await sleep(100);
      }
    })();
    const progress: { at: number; done: number }[] = [];
    const waitForLast = async () => {
      let done = 0;
      while (done < SUBSCRIBERS) {
        if (performance.now() - started > SEND_TIMEOUT_MS) throw new Error(`send unfinished after ${SEND_TIMEOUT_MS / 60_000} min: ${done} of ${SUBSCRIBERS}`);
        await sleep(500);
        const row = await db
          .selectFrom('newsletter_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('send_id', '=', send)
          .where('status', '!=', 'queued')
          .executeTakeFirst();
        done = Number(row?.n ?? 0);
        progress.push({ at: Date.now(), done });
        if (progress.length % 20 === 0) process.stdout.write(`  ${done.toLocaleString('en-US')} delivered, ${smtp.count().toLocaleString('en-US')} received\n`);
      }
    };
    if (PROFILE && server.pid) {
      const profile = await profileDuring(server.pid, profileFile, waitForLast);
      console.log(`Run ${run}: CPU busy ${profile.busyMs.toFixed(0)} ms, GC ${(profile.garbageCollection * 100).toFixed(1)} %`);
      for (const f of profile.top) console.log(`  ${(f.share * 100).toFixed(1)} % ${f.name} ${f.where}`);
    } else await waitForLast();
    const seconds = (performance.now() - started) / 1000;
    const endedAt = Date.now();
    const statuses = Object.fromEntries(
      (await db.selectFrom('newsletter_deliveries').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('send_id', '=', send).groupBy('status').execute()).map((r) => [r.status, Number(r.n)]),
    );
    const during = memory.filter((m) => m.at >= startedAt && m.at <= endedAt);
    const when = (share: number) => progress.find((p) => p.done >= share * SUBSCRIBERS)?.at ?? endedAt;
    const near = (at: number) => during.reduce((best, m) => (Math.abs(m.at - at) < Math.abs(best.at - at) ? m : best), during[0] ?? { at, rss: 0, heapUsed: 0 });
    return {
      seconds,
      perSecond: SUBSCRIBERS / seconds,
      received: smtp.count(),
      statuses,
      peakRss: Math.max(...during.map((m) => m.rss)),
      peakHeap: Math.max(...during.map((m) => m.heapUsed)),
      rssAt10: near(when(0.1)).rss,
      rssAt90: near(when(0.9)).rss,
      heapAt10: near(when(0.1)).heapUsed,
      heapAt90: near(when(0.9)).heapUsed,
      loadStart,
      loadEnd: loadavg()[0]!,
    };
  } finally {
    await handle?.close();
    await server?.stop();
    await smtp.close();
    await postgres?.drop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** The middle value; with an even number of runs, the mean of the two middle ones. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const spread = (values: number[], digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

function report(results: RunResult[]): string {
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const lines = [
    `# Newsletter send: one story to ${SUBSCRIBERS.toLocaleString('en-US')} subscribers`,
    '',
    `Revision ${sourceRevision()} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${availableParallelism()} CPUs · ${database}, in-process jobs (database runner, 2 at a time) · ` +
      `a local SMTP server in the bench process (smtp-server, counts and discards) · SMTP_URL ${POOL ? 'with `?pool=true` (pooled connections)' : 'without pooling (a connection per message)'} · NEWSLETTER_SEND_RATE_PER_MINUTE=0 (no rate: the pipeline's own speed) · ${results.length} runs, each a fresh server and database`,
    '',
    '| Run | Messages/s | Total | Received | Peak RSS | Peak heap | RSS at 10 % → 90 % | Heap at 10 % → 90 % | Load avg (1 min) start → end |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...results.map(
      (r, i) =>
        `| ${i + 1} | ${r.perSecond.toFixed(0)} | ${r.seconds.toFixed(0)} s | ${r.received.toLocaleString('en-US')} | ${mb(r.peakRss)} | ${mb(r.peakHeap)} | ${mb(r.rssAt10)} → ${mb(r.rssAt90)} | ${mb(r.heapAt10)} → ${mb(r.heapAt90)} | ${r.loadStart.toFixed(2)} → ${r.loadEnd.toFixed(2)} |`,
    ),
    '',
    `**Median: ${median(results.map((r) => r.perSecond)).toFixed(0)} messages/s** (runs ${spread(results.map((r) => r.perSecond))}), ` +
      `${median(results.map((r) => r.seconds)).toFixed(0)} s for ${SUBSCRIBERS.toLocaleString('en-US')} (runs ${spread(results.map((r) => r.seconds))} s); ` +
      `peak RSS ${mb(median(results.map((r) => r.peakRss)))} (runs ${spread(results.map((r) => r.peakRss / 1048576))} MB), ` +
      `peak heap ${mb(median(results.map((r) => r.peakHeap)))} (runs ${spread(results.map((r) => r.peakHeap / 1048576))} MB); ` +
      `load average ${spread(results.flatMap((r) => [r.loadStart, r.loadEnd]), 2)} over the runs.`,
    '',
    `Delivery rows at the end: ${results.map((r) => JSON.stringify(r.statuses)).join(', ')}.`,
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  ensureBuild();
  const results: RunResult[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await oneRun(run);
    console.log(`Run ${run}: ${result.perSecond.toFixed(0)} messages/s, ${result.seconds.toFixed(0)} s, peak RSS ${mb(result.peakRss)}, peak heap ${mb(result.peakHeap)}`);
    results.push(result);
  }
  const text = report(results);
  writeFileSync(RESULTS, text);
  console.log(`\n${text}\nWritten to ${RESULTS}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nNewsletter bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
