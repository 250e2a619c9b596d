// `npm run bench`: load-tests a production build of Quire on loopback and writes bench/results/latest.md.
// See bench/README.md for what each figure means.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon, { type Options, type Result } from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_MAIN = join(ROOT, 'dist', 'server', 'main.js');
const CLIENT_DIR = join(ROOT, 'dist', 'client');
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'latest.md');

const CLIENT_ENTRY = 'src/client/entry-client.tsx';
const POST_PAGE = 'src/client/pages/Post/PostPage.tsx';
const JS_BUDGET_KB = 60;
const BATCH_SIZE = 20;
const HEALTH_TIMEOUT_MS = 60_000;

const SECONDS = positiveIntegerEnv('BENCH_SECONDS', 10);
const CONNECTIONS = positiveIntegerEnv('BENCH_CONNECTIONS', 10);
const WARMUP_SECONDS = Math.min(2, SECONDS);

function positiveIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Child processes and temp dirs, all torn down by cleanup() whatever way the run ends.

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(force);
}

let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The Quire server under test.

interface QuireServer {
  origin: string;
  env: NodeJS.ProcessEnv;
  /** Why the server stopped, or null while it runs. */
  exitReason(): string | null;
  recentOutput(): string;
}

function ensureBuild(): void {
  if (existsSync(SERVER_MAIN) && existsSync(MANIFEST)) return;
  console.log('No production build found: running `npm run build`…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
}

async function startQuire(): Promise<QuireServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: makeTempDir('quire-bench-data-'),
    QUIRE_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  // Inherited service URLs would point the run at state outside this fresh instance.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let exitReason: string | null = null;
  child.on('exit', (code, signal) => (exitReason = `the server exited (${signal ?? `code ${code}`})`));
  child.on('error', (error) => (exitReason = `the server could not start: ${error.message}`));

  const recent: string[] = [];
  const onLine = (line: string, stream: 'stdout' | 'stderr') => {
    if (!line.trim()) return;
    recent.push(line);
    if (recent.length > 40) recent.shift();
    // pino writes warn (40) and above as JSON; show those live, and anything on stderr.
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    if (stream === 'stderr' || (level && Number(level) >= 40)) console.error(`[server] ${line}`);
  };
  for (const stream of ['stdout', 'stderr'] as const) {
    let buffered = '';
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line, stream);
    });
  }

  const server: QuireServer = { origin, env, exitReason: () => exitReason, recentOutput: () => recent.join('\n') };
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    assertAlive(server);
    try {
      const response = await fetch(`${origin}/_/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`/_/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s.\n${server.recentOutput()}`);
}

function assertAlive(server: QuireServer): void {
  const reason = server.exitReason();
  if (reason) throw new Error(`${reason}. Last output:\n${server.recentOutput()}`);
}

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
  children.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
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
// GraphQL.

interface GraphQLOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

async function postGraphQL(origin: string, body: GraphQLOperation | GraphQLOperation[]): Promise<unknown> {
  const response = await fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /_/graphql answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

interface LatestPost {
  id: string;
  title: string;
  mediumUrl: string;
  creator: { name: string };
}

async function latestPosts(origin: string): Promise<LatestPost[]> {
  const result = (await postGraphQL(origin, {
    operationName: 'BenchLatestPosts',
    query: 'query BenchLatestPosts { latestPostsConnection(paging: { limit: 10 }) { posts { id title mediumUrl creator { name } } } }',
  })) as GraphQLResponse;
  if (result.errors?.length) throw new Error(`latestPostsConnection failed: ${JSON.stringify(result.errors)}`);
  const posts = (result.data?.latestPostsConnection as { posts: LatestPost[] } | undefined)?.posts ?? [];
  if (posts.length === 0) {
    throw new Error('latestPostsConnection returned no published stories (demo content is only seeded into an empty database)');
  }
  return posts;
}

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
}

async function measure(name: string, options: Omit<Options, 'connections' | 'duration'>, server?: QuireServer): Promise<Scenario> {
  process.stdout.write(`${name}: warm-up ${WARMUP_SECONDS} s, `);
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  process.stdout.write(`measuring ${SECONDS} s… `);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  if (server) assertAlive(server);
  const rps = result.requests.average;
  console.log(
    `${formatRate(rps)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ` +
      `non-2xx ${result.non2xx} · errors ${result.errors} · timeouts ${result.timeouts}`,
  );
  return { name, result, rps };
}

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
// Bundle size.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface AssetSize {
  file: string;
  gzip: number;
}

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
}

/** What a first visit to a story downloads: the entry, the Post page, and their static imports (each once). */
function storyPageAssets(manifest: Record<string, ManifestChunk>): { js: AssetSize[]; css: AssetSize[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client manifest has no "${key}"`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  visit(POST_PAGE);
  const size = (file: string): AssetSize => ({ file, gzip: gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length });
  return { js: [...js].map(size), css: [...css].map(size) };
}

// ---------------------------------------------------------------------------------------------
// Report.

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzip, 0);

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
  const { latency, non2xx, errors, timeouts } = scenario.result;
  return row([label, rate, ratio, `${latency.p50} / ${latency.p99} ms`, `${non2xx} / ${errors} / ${timeouts}`]);
}

// ---------------------------------------------------------------------------------------------

/** Signs the demo reader in through a one-time link, as a browser would, and returns the session cookie. */
async function signedInCookie(server: QuireServer): Promise<string> {
  const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'server', 'signin-link.js'), 'ada@quire.test'], { cwd: ROOT, env: server.env, encoding: 'utf8' });
  const link = /https?:\/\/\S+/.exec(run.stdout ?? '')?.[0];
  if (run.status !== 0 || !link) throw new Error(`could not get a sign-in link: ${run.stderr || run.stdout}`);
  const response = await fetch(new URL(new URL(link).pathname + new URL(link).search, server.origin), { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('quire_sid='))?.split(';')[0];
  if (!cookie) throw new Error('signing in through the link set no session cookie');
  return cookie;
}

async function main(): Promise<void> {
  ensureBuild();
  const manifest = readManifest();
  const postPageFile = manifest[POST_PAGE]?.file;
  if (!postPageFile) throw new Error(`the client manifest has no "${POST_PAGE}"`);

  console.log('Starting the production server…');
  const server = await startQuire();
  const { origin } = server;
  const posts = await latestPosts(origin);
  const story = posts[0]!;
  const storyPath = new URL(story.mediumUrl).pathname;
  console.log(`Server ready at ${origin}; story page: ${storyPath} ("${story.title}" by ${story.creator.name})`);

  await fetchPage(origin, '/');
  const storyPage = await fetchPage(origin, storyPath);
  // The Post page chunk is only preloaded when the story itself rendered, not a 404 or error page.
  if (!storyPage.body.toString('utf8').includes(`/${postPageFile}`)) {
    throw new Error(`GET ${storyPath} did not render the Post page`);
  }
  const batch = buildBatch(posts.map((post) => post.id));
  await checkBatch(origin, batch);
  const staticOrigin = await startStaticServer(storyPage.body, storyPage.headers);

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
  const cookie = await signedInCookie(server);
  const signedIn = await measure('story page, signed in', { url: `${origin}${storyPath}`, headers: { cookie } }, server);

  const assets = storyPageAssets(manifest);
  const jsBytes = sum(assets.js);
  const cssBytes = sum(assets.css);
  console.log('\nStory page first load (gzip -9):');
  for (const asset of [...assets.js, ...assets.css]) console.log(`  ${asset.file.padEnd(44)} ${kb(asset.gzip).padStart(7)} KB`);

  const dialect = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const storyVsStatic = baseline.rps / storyRun.rps;
  const summary = [
    '## Quire benchmark',
    '',
    `${new Date().toISOString()} · ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up · ${CONNECTIONS} connections · ` +
      `${dialect} · Node ${process.version} · ${availableParallelism()} CPUs · story \`${storyPath}\``,
    '',
    'Compare rows of the same run with each other; absolute figures move with whatever else the machine is doing.',
    '',
    row(['Measure', 'Result', 'Ratio', 'Latency p50 / p99', 'non-2xx / errors / timeouts']),
    row(['---', '---:', '---', '---:', '---:']),
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
    row([
      `Story page JavaScript, first load (${assets.js.length} chunks)`,
      `${kb(jsBytes)} KB gzip`,
      `${formatRatio(jsBytes / (JS_BUDGET_KB * 1024))}× the ${JS_BUDGET_KB} KB budget`,
      '–',
      '–',
    ]),
    row([`Story page CSS (${assets.css.length} file${assets.css.length === 1 ? '' : 's'})`, `${kb(cssBytes)} KB gzip`, 'no budget set', '–', '–']),
  ];
  const failing = [home, storyRun, baseline, batchRun, signedIn].filter((s) => s.result.non2xx + s.result.errors + s.result.timeouts > 0);
  if (failing.length) {
    summary.push('', `Warning: ${failing.map((s) => s.name).join(', ')} had non-2xx responses, errors or timeouts; their rates count those too.`);
  }
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
