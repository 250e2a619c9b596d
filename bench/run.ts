// `npm run bench`: load-tests a production build of Quire on loopback and writes bench/results/latest.md.
// With BENCH_GHOST=1 (`npm run bench:ghost`) it also measures the Ghost peer's post page in the same run.
// See bench/README.md for what each figure means.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { firstLoadJs, PAGE_JS_BUDGET_KB, KB } from '../scripts/check-page-js.mjs';
import { ensureGhost, GHOST_DIR, startGhost, type GhostPeer } from './ghost';
import {
  assertAlive,
  cleanup,
  ensureBuild,
  latestPosts,
  makeTempDir,
  positiveIntegerEnv,
  postGraphQL,
  publishLongStory,
  ROOT,
  signedInCookie,
  sourceRevision,
  startQuire,
  track,
  type GraphQLOperation,
  type GraphQLResponse,
  type QuireServer,
} from './lib';
import { LONG_STORY_TITLE } from './long-story';
import { benchNotificationsFanOut, notificationsFanOutTable } from './notifications-fanout';
import { benchNotificationsScale, notificationsScaleTable } from './notifications-scale';
import { benchMeter, meterTable } from './membership';
import { profileDuring, profilingEnv, type ProfileSummary } from './profile';

const RESULTS_FILE = join(ROOT, 'bench', 'results', 'latest.md');
const BATCH_SIZE = 20;
/** A demo author's profile and a demo publication's home (both seeded on first start). */
const PROFILE_PATH = '/@ada';
const PUBLICATION_PATH = '/the-long-read';
/** Budget: the signed-in story page serves at least this many times Ghost's post page requests/s. */
const GHOST_RATIO_BUDGET = 10;

const SECONDS = positiveIntegerEnv('BENCH_SECONDS', 10);
const CONNECTIONS = positiveIntegerEnv('BENCH_CONNECTIONS', 10);
const WARMUP_SECONDS = Math.min(2, SECONDS);
const WITH_GHOST = process.env.BENCH_GHOST === '1';
/** Rounds of the signed-in story page against Ghost's post page, each measuring both, in alternating order. */
const ROUNDS = positiveIntegerEnv('BENCH_ROUNDS', 5);
/** What a browser sends: both sides of the Ghost comparison compress their pages as they would for a reader. */
const BROWSER_ENCODING = 'gzip, deflate, br';

// ---------------------------------------------------------------------------------------------
// The static-file baseline: a bare node:http server in its own process (like Quire, so the two
// compete for the same cores the same way) answering every request with the story page's bytes.

const STATIC_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BENCH_STATIC_BODY);
const headers = { ...JSON.parse(process.env.BENCH_STATIC_HEADERS), 'content-length': String(body.length) };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

// Node's http server writes these itself; everything else is copied so the headers weigh the same.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

async function startStaticServer(body: Buffer, headers: Headers): Promise<string> {
  const dir = makeTempDir('quire-bench-static-');
  const bodyFile = join(dir, 'story.html');
  writeFileSync(bodyFile, body);
  const copied: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) copied[name] = value;
  });

  const child = spawn(process.execPath, ['--input-type=module', '-e', STATIC_SERVER], {
    env: { ...process.env, BENCH_STATIC_BODY: bodyFile, BENCH_STATIC_HEADERS: JSON.stringify(copied) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve(Number(line));
    });
    child.once('exit', (code) => reject(new Error(`the static server exited (code ${code})`)));
    setTimeout(() => reject(new Error('the static server did not start within 10 s')), 10_000).unref();
  });
  const origin = `http://127.0.0.1:${port}`;

  const check = await fetch(`${origin}/`);
  const served = Buffer.from(await check.arrayBuffer());
  if (check.status !== 200 || !served.equals(body)) throw new Error('the static server does not serve the story page bytes');
  return origin;
}

// ---------------------------------------------------------------------------------------------
// GraphQL batch.

/** Twenty distinct small named queries: the kind of batch a page's components send together. */
function buildBatch(postIds: string[]): GraphQLOperation[] {
  const latest = (name: string, selection: string): GraphQLOperation => ({
    operationName: name,
    query: `query ${name} { latestPostsConnection(paging: { limit: 5 }) { ${selection} } }`,
  });
  const batch: GraphQLOperation[] = [
    { operationName: 'AboutProductName', query: 'query AboutProductName { about { productName } }' },
    { operationName: 'AboutVersion', query: 'query AboutVersion { about { version } }' },
    { operationName: 'AboutAll', query: 'query AboutAll { about { productName version } }' },
    { operationName: 'FeatureFlagNames', query: 'query FeatureFlagNames { featureFlags { name } }' },
    { operationName: 'FeatureFlagStates', query: 'query FeatureFlagStates { featureFlags { name enabled } }' },
    latest('LatestPostIds', 'posts { id }'),
    latest('LatestPostTitles', 'posts { id title }'),
    latest('LatestPostUrls', 'posts { id mediumUrl }'),
    latest('LatestPostCreators', 'posts { id creator { name } }'),
    latest('LatestPostsPaging', 'posts { id } pagingInfo { next { limit page } }'),
  ];
  const postSelections = [
    'id title',
    'id title subtitle',
    'id mediumUrl',
    'id readingTime wordCount',
    'id creator { name }',
    'id uniqueSlug',
    'id isPublished visibility',
    'id firstPublishedAt',
    'id title creator { name }',
    'id tags { displayTitle }',
  ];
  postSelections.forEach((selection, i) => {
    const name = `PostById${i + 1}`;
    batch.push({
      operationName: name,
      query: `query ${name}($id: ID!) { post(id: $id) { ${selection} } }`,
      variables: { id: postIds[i % postIds.length] },
    });
  });
  return batch;
}

async function checkBatch(origin: string, batch: GraphQLOperation[]): Promise<void> {
  if (batch.length !== BATCH_SIZE || new Set(batch.map((op) => op.query)).size !== BATCH_SIZE) {
    throw new Error(`the batch must hold ${BATCH_SIZE} different operations`);
  }
  const answer = await postGraphQL(origin, batch);
  if (!Array.isArray(answer) || answer.length !== batch.length) {
    throw new Error(`the batch answered ${JSON.stringify(answer).slice(0, 500)} instead of ${batch.length} results`);
  }
  const failures = (answer as GraphQLResponse[]).flatMap((result, i) => {
    const name = batch[i]?.operationName;
    if (result.errors?.length) return [`${name}: ${result.errors.map((e) => e.message).join('; ')}`];
    if (!result.data || Object.values(result.data).some((value) => value === null || value === undefined)) {
      return [`${name}: no data (${JSON.stringify(result.data)})`];
    }
    return [];
  });
  if (failures.length) throw new Error(`the GraphQL batch did not return data for every operation:\n  ${failures.join('\n  ')}`);
}

// ---------------------------------------------------------------------------------------------
// Load.

interface Scenario {
  name: string;
  result: Result;
  /** Requests per second (each batch request counts once). */
  rps: number;
  /** The 1-minute load average when the run ended. */
  load: number;
}

async function measure(name: string, options: Omit<Options, 'connections' | 'duration'>, server?: QuireServer): Promise<Scenario> {
  process.stdout.write(`${name}: warm-up ${WARMUP_SECONDS} s, `);
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  process.stdout.write(`measuring ${SECONDS} s… `);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  if (server) assertAlive(server);
  const rps = result.requests.average;
  const load = loadavg()[0] ?? 0;
  console.log(
    `${formatRate(rps)} req/s (per second ${formatRate(result.requests.min)}–${formatRate(result.requests.max)}) · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ` +
      `non-2xx ${result.non2xx} · errors ${result.errors} · timeouts ${result.timeouts} · load ${load.toFixed(2)}`,
  );
  return { name, result, rps, load };
}

/** One page measured in several runs of SECONDS each. */
interface Series {
  name: string;
  runs: Scenario[];
}

/**
 * Measures the pages in rounds: every round runs each page once, the order reversed every other round, so
 * whatever else the machine does touches both sides alike. Each page gets one warm-up first.
 */
async function interleaved(pages: { name: string; options: Omit<Options, 'connections' | 'duration'>; server?: QuireServer }[]): Promise<Series[]> {
  const series = pages.map((page) => ({ name: page.name, runs: [] as Scenario[] }));
  for (const page of pages) await autocannon({ ...page.options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  for (let round = 0; round < ROUNDS; round++) {
    const order = pages.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const page = pages[i]!;
      process.stdout.write(`round ${round + 1}/${ROUNDS}, ${page.name}: `);
      const result = await autocannon({ ...page.options, connections: CONNECTIONS, duration: SECONDS });
      if (page.server) assertAlive(page.server);
      const run: Scenario = { name: page.name, result, rps: result.requests.average, load: loadavg()[0] ?? 0 };
      console.log(`${formatRate(run.rps)} req/s · p99 ${result.latency.p99} ms · non-2xx ${result.non2xx} · errors ${result.errors} · load ${run.load.toFixed(2)}`);
      series[i]!.runs.push(run);
    }
  }
  return series;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const range = (values: number[], format: (n: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const loadRange = (runs: Scenario[]) => range(runs.map((r) => r.load), (n) => n.toFixed(2));

async function fetchPage(origin: string, path: string): Promise<{ body: Buffer; headers: Headers }> {
  // autocannon asks for no encoding, so the baseline serves the same identity bytes.
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) {
    throw new Error(`GET ${path} answered ${response.status} ${type}: ${body.toString('utf8').slice(0, 300)}`);
  }
  return { body, headers: response.headers };
}

// ---------------------------------------------------------------------------------------------
// Report.

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function formatRate(rps: number): string {
  return rps >= 100 ? Math.round(rps).toLocaleString('en-US') : rps.toFixed(1);
}

function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return '∞';
  return ratio < 10 ? ratio.toFixed(2) : ratio.toFixed(1);
}

function slowerThan(baseline: Scenario, scenario: Scenario, what: string): string {
  if (scenario.rps === 0) return 'no responses';
  return `${formatRatio(baseline.rps / scenario.rps)}× slower than ${what}`;
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function loadRow(label: string, scenario: Scenario, rate: string, ratio: string): string {
  const { latency, non2xx, errors, timeouts, requests } = scenario.result;
  const spread = `1 run; per second ${formatRate(requests.min)}–${formatRate(requests.max)}`;
  return row([label, rate, spread, ratio, `${latency.p50} / ${latency.p99} ms`, `${non2xx} / ${errors} / ${timeouts}`, scenario.load.toFixed(2)]);
}


/** The signed-in story page against Ghost's post page: every figure with its runs, spread and load, the ratio and the profile. */
function versusSection(quire: Series, ghost: Series | null, ghostBytes: number | null, profile: ProfileSummary, profileLoad: number): string[] {
  const q = quire.runs.map((r) => r.rps);
  const lines = [
    `### Signed-in story page vs. Ghost's post page`,
    '',
    `${ROUNDS} interleaved rounds of ${SECONDS} s (order reversed every other round), ${CONNECTIONS} connections, both asked with \`Accept-Encoding: ${BROWSER_ENCODING}\`; median of the runs, with the lowest and highest run and the 1-minute load average over the runs.`,
    '',
    row(['Page', 'Requests/s (median)', 'Runs', 'Spread (min–max)', 'p99 latency (median)', 'non-2xx / errors', 'Load (1 min)']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  const seriesRow = (label: string, series: Series) => {
    const rates = series.runs.map((r) => r.rps);
    const failures = series.runs.reduce((n, r) => n + r.result.non2xx, 0) + ' / ' + series.runs.reduce((n, r) => n + r.result.errors + r.result.timeouts, 0);
    return row([label, formatRate(median(rates)), String(series.runs.length), range(rates, formatRate), `${median(series.runs.map((r) => r.result.latency.p99))} ms`, failures, loadRange(series.runs)]);
  };
  lines.push(seriesRow('Quire story page, signed in (rendered for the reader every time)', quire));
  if (ghost && ghostBytes !== null) {
    lines.push(seriesRow(`Ghost 6 post page, same text (${kb(ghostBytes)} KB HTML)`, ghost));
    const g = ghost.runs.map((r) => r.rps);
    const ratio = median(q) / median(g);
    const perRound = q.map((rate, i) => rate / (g[i] ?? NaN));
    const verdict = ratio >= GHOST_RATIO_BUDGET ? 'within' : `below: ${formatRatio(GHOST_RATIO_BUDGET / ratio)}× short`;
    lines.push(
      '',
      `**The signed-in story page serves ${formatRatio(ratio)}× Ghost's requests/s** (ratio of the medians; per round ${range(perRound, formatRatio)}×; budget ≥ ${GHOST_RATIO_BUDGET}×: ${verdict}).`,
    );
  }
  lines.push(
    '',
    `Where the signed-in story page's CPU time goes: a V8 CPU profile of the server over ${SECONDS} s of the same load right after (load ${profileLoad.toFixed(2)}; ${Math.round(profile.busyMs).toLocaleString('en-US')} ms busy, of which garbage collection ${(profile.garbageCollection * 100).toFixed(1)}%). Top five functions by self time:`,
    '',
    row(['Function', 'Where', 'Self time (share of busy)']),
    row(['---', '---', '---:']),
    ...profile.top.map((line) => row([`\`${line.name}\``, `\`${line.where}\``, `${(line.share * 100).toFixed(1)}%`])),
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  ensureBuild();

  let ghost: GhostPeer | null = null;
  if (WITH_GHOST) {
    await ensureGhost();
    console.log(`Starting Ghost from ${GHOST_DIR}…`);
    ghost = await startGhost();
    console.log(`Ghost ready; post page: ${ghost.postUrl}`);
  }

  console.log('Starting the production server…');
  // The server can be profiled (bench/cpu-profile-hook.mjs idles until told to start).
  const profileFile = join(makeTempDir('quire-bench-profile-'), 'signed-in-story.cpuprofile');
  const server = await startQuire({ env: profilingEnv(profileFile) });
  const { origin } = server;
  // The signed-in session is the demo writer's; the bench story is published with it, so the
  // newest story of the home feed is ~1,500 words, the same text as the Ghost post.
  const cookie = await signedInCookie(server);
  const benchStory = await publishLongStory(origin, cookie);
  const posts = await latestPosts(origin);
  const story = posts[0]!;
  const storyPath = new URL(story.mediumUrl).pathname;
  if (storyPath !== benchStory.path) throw new Error(`the newest story is ${storyPath}, not the bench story ${benchStory.path}`);
  console.log(`Server ready at ${origin}; story page: ${storyPath} ("${story.title}" by ${story.creator.name}, ${story.wordCount} words)`);

  await fetchPage(origin, '/');
  await fetchPage(origin, PROFILE_PATH);
  await fetchPage(origin, PUBLICATION_PATH);
  const storyPage = await fetchPage(origin, storyPath);
  if (!storyPage.body.toString('utf8').includes(LONG_STORY_TITLE)) throw new Error(`GET ${storyPath} did not render the story`);
  const batch = buildBatch(posts.map((post) => post.id));
  await checkBatch(origin, batch);
  const staticOrigin = await startStaticServer(storyPage.body, storyPage.headers);
  const ghostPage = ghost ? await fetchPage(ghost.origin, new URL(ghost.postUrl).pathname) : null;

  console.log(`\n${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections\n`);
  const home = await measure('home page, logged out', { url: `${origin}/` }, server);
  const storyRun = await measure('story page, logged out', { url: `${origin}${storyPath}` }, server);
  // Measured right after the story page so both see as similar machine conditions as possible.
  const baseline = await measure('static file server, story bytes', { url: `${staticOrigin}/` });
  const batchRun = await measure(
    `GraphQL batch of ${BATCH_SIZE}`,
    { url: `${origin}/_/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) },
    server,
  );
  // Signed-in pages are never cached, so this is the full render: session, queries and React on every request.
  const signedIn = await measure('story page, signed in', { url: `${origin}${storyPath}`, headers: { cookie } }, server);
  // The places beyond the story page: a profile and a publication home, cached for signed-out readers
  // and rendered every time for a signed-in one.
  const profile = await measure('profile page, logged out', { url: `${origin}${PROFILE_PATH}` }, server);
  const profileSignedIn = await measure('profile page, signed in', { url: `${origin}${PROFILE_PATH}`, headers: { cookie } }, server);
  const publication = await measure('publication home, logged out', { url: `${origin}${PUBLICATION_PATH}` }, server);
  const publicationSignedIn = await measure('publication home, signed in', { url: `${origin}${PUBLICATION_PATH}`, headers: { cookie } }, server);
  // The signed-in story page against Ghost's post page (which renders on every request too, same text), in
  // interleaved rounds; both asked for compressed pages as a browser asks.
  console.log(`\nSigned-in story page${ghost ? " and Ghost's post page" : ''}: ${ROUNDS} rounds of ${SECONDS} s, order alternating, Accept-Encoding: ${BROWSER_ENCODING}`);
  const signedInStory = { url: `${origin}${storyPath}`, headers: { cookie, 'accept-encoding': BROWSER_ENCODING } };
  const versus = await interleaved([
    { name: 'story page, signed in', options: signedInStory, server },
    ...(ghost ? [{ name: 'Ghost post page', options: { url: ghost.postUrl, headers: { 'accept-encoding': BROWSER_ENCODING } } }] : []),
  ]);
  await ghost?.stop();
  const quireSeries = versus[0]!;
  const ghostSeries = versus[1] ?? null;
  // Where the signed-in story page's time goes: a CPU profile of the server under the same load.
  console.log(`\nProfiling the signed-in story page for ${SECONDS} s…`);
  const profiled = await profileDuring(server.pid!, profileFile, () => autocannon({ ...signedInStory, connections: CONNECTIONS, duration: SECONDS }));
  const profileLoad = loadavg()[0] ?? 0;

  // The meter's cost on a member-only story page, for a member, a metered reader and one past the allowance.
  const meterRows = await benchMeter(server, (name, options) => measure(name, options, server));

  // Notifications at scale, after the page scenarios (they add 100,000 rows and 100,000 followers to the database).
  const notificationRows = await benchNotificationsScale(server, (name, options) => measure(name, options, server));
  const fanOut = await benchNotificationsFanOut(server);

  const firstLoad = await firstLoadJs(origin, storyPath);
  console.log('\nStory page first load, signed out (gzip -9):');
  for (const asset of [...firstLoad.files, ...firstLoad.css]) console.log(`  ${asset.file.padEnd(44)} ${kb(asset.gzip).padStart(7)} KB`);

  const dialect = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const storyVsStatic = baseline.rps / storyRun.rps;
  const summary = [
    '## Quire benchmark',
    '',
    `${new Date().toISOString()} · Quire ${sourceRevision()} · ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up · ${CONNECTIONS} connections · ` +
      `${dialect} · Node ${process.version} · ${availableParallelism()} CPUs · story \`${storyPath}\` (${story.wordCount} words)`,
    '',
    'Compare rows of the same run with each other; absolute figures move with whatever else the machine is doing.',
    '',
    row(['Measure', 'Result', 'Runs, spread', 'Ratio', 'Latency p50 / p99', 'non-2xx / errors / timeouts', 'Load (1 min)']),
    row(['---', '---:', '---', '---', '---:', '---:', '---:']),
    loadRow(
      `Static file server, story page bytes (${kb(storyPage.body.length)} KB HTML)`,
      baseline,
      `${formatRate(baseline.rps)} req/s`,
      '1 (baseline)',
    ),
    loadRow('Home page `/`, logged out', home, `${formatRate(home.rps)} req/s`, slowerThan(baseline, home, 'the static file server')),
    loadRow(
      'Story page, logged out',
      storyRun,
      `${formatRate(storyRun.rps)} req/s`,
      storyRun.rps === 0
        ? 'no responses'
        : `**story page is ${formatRatio(storyVsStatic)}× slower than a static file server serving the same bytes**`,
    ),
    loadRow(
      `GraphQL batch, ${BATCH_SIZE} operations per request`,
      batchRun,
      `${formatRate(batchRun.rps)} req/s (${formatRate(batchRun.rps * BATCH_SIZE)} operations/s)`,
      slowerThan(baseline, batchRun, 'the static file server, per request'),
    ),
    loadRow('Story page, signed in (rendered every time)', signedIn, `${formatRate(signedIn.rps)} req/s`, slowerThan(baseline, signedIn, 'the static file server')),
    loadRow(`Profile page \`${PROFILE_PATH}\`, logged out`, profile, `${formatRate(profile.rps)} req/s`, slowerThan(baseline, profile, 'the static file server')),
    loadRow('Profile page, signed in (rendered every time)', profileSignedIn, `${formatRate(profileSignedIn.rps)} req/s`, slowerThan(baseline, profileSignedIn, 'the static file server')),
    loadRow(`Publication home \`${PUBLICATION_PATH}\`, logged out`, publication, `${formatRate(publication.rps)} req/s`, slowerThan(baseline, publication, 'the static file server')),
    loadRow('Publication home, signed in (rendered every time)', publicationSignedIn, `${formatRate(publicationSignedIn.rps)} req/s`, slowerThan(baseline, publicationSignedIn, 'the static file server')),
  ];
  summary.push(
    row([
      `Story page JavaScript, first load (${firstLoad.files.length} files)`,
      `${kb(firstLoad.total)} KB gzip`,
      '–',
      `the ${PAGE_JS_BUDGET_KB} KB budget counts all Chromium loads (\`npm run check:page-js\`)`,
      '–',
      '–',
      '–',
    ]),
    row([`Story page CSS (${firstLoad.css.length} file${firstLoad.css.length === 1 ? '' : 's'})`, `${kb(firstLoad.cssTotal)} KB gzip`, '–', 'no budget set', '–', '–', '–']),
  );
  const failing = [home, storyRun, baseline, batchRun, signedIn, profile, profileSignedIn, publication, publicationSignedIn, ...versus.flatMap((series) => series.runs)].filter(
    (s) => s.result.non2xx + s.result.errors + s.result.timeouts > 0,
  );
  if (failing.length) {
    summary.push('', `Warning: ${failing.map((s) => s.name).join(', ')} had non-2xx responses, errors or timeouts; their rates count those too.`);
  }
  summary.push('', ...versusSection(quireSeries, ghostSeries, ghostPage ? ghostPage.body.length : null, profiled, profileLoad));
  summary.push(
    '',
    '### The meter on a member-only story',
    '',
    'One member-only story, signed in, rendered every time (ratio 1 means no slower than for a member):',
    '',
    meterTable(meterRows),
    '',
    '### Notifications at scale',
    '',
    'The bell and the first page of each tab for a reader with 100,000 notifications, next to a reader with 100 (ratio 1 means no slower):',
    '',
    notificationsScaleTable(notificationRows),
    '',
    `A story's first publication told to ${fanOut.followers.toLocaleString('en-US')} followers by batched jobs, next to a writer with no followers:`,
    '',
    notificationsFanOutTable(fanOut),
  );
  const markdown = summary.join('\n') + '\n';

  console.log(`\n${markdown}`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS_FILE, markdown);
  console.log(`Written to ${RESULTS_FILE}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
