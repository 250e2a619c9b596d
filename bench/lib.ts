// Shared by the benchmarks: the production Quire server on loopback, child processes and temp dirs
// torn down whatever way a run ends, GraphQL and sign-in helpers, and the ~1,500-word bench story.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { LONG_STORY_SUBTITLE, LONG_STORY_TITLE, longStoryBody } from './long-story';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_MAIN = join(ROOT, 'dist', 'server', 'main.js');
// A busy machine seeds the demo content slowly (about 50 s at a load average of 25).
const HEALTH_TIMEOUT_MS = 180_000;

export function positiveIntegerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

/** The commit the measured code comes from, marked "-dirty" when the working tree differs from it. */
export function sourceRevision(): string {
  const run = spawnSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8', timeout: 10_000 });
  return run.status === 0 ? run.stdout.trim() : 'unknown revision';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Child processes and temp dirs, all torn down by cleanup() whatever way the run ends.

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(force);
}

let cleaning: Promise<void> | null = null;
export function cleanup(): Promise<void> {
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

export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export { freePort };

// ---------------------------------------------------------------------------------------------
// The Quire server under test.

export interface QuireServer {
  origin: string;
  env: NodeJS.ProcessEnv;
  /** The server's process id (a profiled server is sent signals). */
  pid: number | undefined;
  /** Why the server stopped, or null while it runs. */
  exitReason(): string | null;
  recentOutput(): string;
  /** Stops this server (and only it). */
  stop(): Promise<void>;
}

export function ensureBuild(): void {
  if (existsSync(SERVER_MAIN)) return;
  console.log('No production build found: running `npm run build`…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
}

/** What a bench may change of the server it starts: more environment, and every output line as it comes. */
export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
  /** Another build's server entry (to compare two builds in one run); dist/server/main.js by default. */
  main?: string;
}

/** Starts dist/server/main.js in production on a free loopback port, a fresh DATA_DIR and demo content. */
export async function startQuire(options: StartOptions = {}): Promise<QuireServer> {
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
    // The benches post operations of their own as text (the web client sends persisted ids).
    GRAPHQL_ARBITRARY_OPERATIONS: '1',
  };
  // Inherited service URLs would point the run at state outside this fresh instance.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  Object.assign(env, options.env);

  const child = track(spawn(process.execPath, [...SERVER_NODE_FLAGS, options.main ?? SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let exitReason: string | null = null;
  child.on('exit', (code, signal) => (exitReason = `the server exited (${signal ?? `code ${code}`})`));
  child.on('error', (error) => (exitReason = `the server could not start: ${error.message}`));

  const recent: string[] = [];
  const onLine = (line: string, stream: 'stdout' | 'stderr') => {
    if (!line.trim()) return;
    options.onLine?.(line);
    recent.push(line);
    if (recent.length > 40) recent.shift();
    // pino writes warn (40) and above as JSON; show those live, and anything on stderr.
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    if (stream === 'stderr' || (level && Number(level) >= 40)) console.error(`[server] ${line}`);
  };
  for (const stream of ['stdout', 'stderr'] as const) {
    let buffered = '';
    child[stream]!.setEncoding('utf8');
    child[stream]!.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line, stream);
    });
  }

  const server: QuireServer = { origin, env, pid: child.pid, exitReason: () => exitReason, recentOutput: () => recent.join('\n'), stop: () => stopChild(child) };
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

export function assertAlive(server: QuireServer): void {
  const reason = server.exitReason();
  if (reason) throw new Error(`${reason}. Last output:\n${server.recentOutput()}`);
}

// ---------------------------------------------------------------------------------------------
// GraphQL.

export interface GraphQLOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export async function postGraphQL(origin: string, body: GraphQLOperation | GraphQLOperation[], headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /_/graphql answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

export interface LatestPost {
  id: string;
  title: string;
  mediumUrl: string;
  wordCount: number;
  creator: { name: string };
}

export async function latestPosts(origin: string): Promise<LatestPost[]> {
  const result = (await postGraphQL(origin, {
    operationName: 'BenchLatestPosts',
    query: 'query BenchLatestPosts { latestPostsConnection(paging: { limit: 10 }) { posts { id title mediumUrl wordCount creator { name } } } }',
  })) as GraphQLResponse;
  if (result.errors?.length) throw new Error(`latestPostsConnection failed: ${JSON.stringify(result.errors)}`);
  const posts = (result.data?.latestPostsConnection as { posts: LatestPost[] } | undefined)?.posts ?? [];
  if (posts.length === 0) {
    throw new Error('latestPostsConnection returned no published stories (demo content is only seeded into an empty database)');
  }
  return posts;
}

// ---------------------------------------------------------------------------------------------
// Signing in and the bench story.

export const DEMO_WRITER = 'ada@quire.test';

/** Signs a demo person (the demo writer by default) in through a one-time link, as a browser would, and returns the session cookie. */
export async function signedInCookie(server: QuireServer, email = DEMO_WRITER): Promise<string> {
  const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'server', 'signin-link.js'), email], { cwd: ROOT, env: server.env, encoding: 'utf8', timeout: 60_000 });
  const link = /https?:\/\/\S+/.exec(run.stdout ?? '')?.[0];
  if (run.status !== 0 || !link) throw new Error(`could not get a sign-in link: ${run.stderr || run.stdout}`);
  const response = await fetch(new URL(new URL(link).pathname + new URL(link).search, server.origin), { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('quire_sid='))?.split(';')[0];
  if (!cookie) throw new Error('signing in through the link set no session cookie');
  return cookie;
}

/** The session's xsrf token, which the server writes into every signed-in page's preloaded state. */
async function xsrfToken(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const token = /"xsrf":"([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the signed-in home page carries no xsrf token');
  return token;
}

export interface BenchStory {
  path: string;
  wordCount: number;
}

/**
 * Publishes the ~1,500-word bench story (bench/long-story.ts) as the demo writer through the GraphQL
 * API, so it becomes the newest story of the home feed, and returns its path.
 */
export async function publishLongStory(origin: string, cookie: string): Promise<BenchStory> {
  const headers = { cookie, 'x-xsrf-token': await xsrfToken(origin, cookie) };
  const call = async (operation: GraphQLOperation, field: string): Promise<Record<string, unknown>> => {
    const result = (await postGraphQL(origin, operation, headers)) as GraphQLResponse;
    const value = result.data?.[field] as Record<string, unknown> | undefined;
    if (result.errors?.length || !value) throw new Error(`${operation.operationName} failed: ${JSON.stringify(result).slice(0, 500)}`);
    if (value.__typename !== 'Post') throw new Error(`${operation.operationName} answered ${JSON.stringify(value).slice(0, 500)}`);
    return value;
  };
  const created = await call(
    {
      operationName: 'BenchCreateStory',
      query:
        'mutation BenchCreateStory($title: String, $subtitle: String, $bodyJson: String) { createPost(title: $title, subtitle: $subtitle, bodyJson: $bodyJson) { __typename ... on Post { id latestVersion } ... on BadRequest { message } ... on Forbidden { message } } }',
      variables: { title: LONG_STORY_TITLE, subtitle: LONG_STORY_SUBTITLE, bodyJson: JSON.stringify(longStoryBody()) },
    },
    'createPost',
  );
  const published = await call(
    {
      operationName: 'BenchPublishStory',
      query:
        'mutation BenchPublishStory($postId: ID!, $input: PublishPostInput!) { publishPost(postId: $postId, input: $input) { __typename ... on Post { id mediumUrl wordCount } ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } ... on Conflict { message } } }',
      variables: {
        postId: created.id,
        input: { tags: ['repair'], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', baseVersion: created.latestVersion },
      },
    },
    'publishPost',
  );
  return { path: new URL(String(published.mediumUrl)).pathname, wordCount: Number(published.wordCount) };
}
