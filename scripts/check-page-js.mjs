// `npm run check:page-js`: the first-load JavaScript budget of Quire's pages, checked against a
// production build. Starts dist/server/main.js (NODE_ENV=production, a fresh temporary DATA_DIR with
// demo content, a free loopback port), then for the home page and the first story of the home feed,
// signed out:
//   - first load (gated): every <script src> and <link rel="modulepreload" href> of the HTML, plus
//     every module those pull in through static `import`/`export … from` (never dynamic `import()`),
//     each file counted once, gzip level 9. Exit code 1 when a page is over PAGE_JS_BUDGET_KB.
//   - in a browser (reported, not gated): Chromium loads the page and we sum the gzip sizes of the
//     script responses until the client marks the document hydrated or the network has been idle
//     for BROWSER_IDLE_MS, whichever comes first.
// bench/run.ts measures its story page with the same functions (exported below).
/* global AbortSignal */
import { freePort } from './free-port.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';

/** First-load JavaScript budget per page, gzip level 9. */
export const PAGE_JS_BUDGET_KB = 90;
/** 1 KB = 1024 bytes. */
export const KB = 1024;
/** The browser measure stops once the network has been idle this long (or the page says it hydrated). */
export const BROWSER_IDLE_MS = 10_000;
/** Hard cap on one page in the browser, whatever happens. */
export const BROWSER_PAGE_TIMEOUT_MS = 45_000;
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_MAIN = join(ROOT, 'dist', 'server', 'main.js');
const SERVER_START_TIMEOUT_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;
/** A page pulling in more files than this is a loop or a bug, not a page. */
const MAX_FILES = 500;

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const formatKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

async function get(url, init = {}) {
  const response = await fetch(url, { redirect: 'follow', ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.toString('utf8').slice(0, 200)}`);
  return { response, body };
}

/** The value of attribute `name` in a start tag's attribute text, or null. */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&');
}

function hasToken(value, token) {
  return (value ?? '').toLowerCase().split(/\s+/).includes(token);
}

/**
 * What the HTML asks for on first load: script URLs (with whether each is a module, whose static
 * imports then count too) and stylesheet URLs. Comments are skipped; so are inline scripts, which are
 * part of the HTML's own bytes.
 */
export function htmlAssets(html, pageUrl) {
  const source = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [];
  const stylesheets = [];
  for (const match of source.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src === null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(javascript|ecmascript)$/.test(type)) continue;
    scripts.push({ url: new URL(src, pageUrl).href, module: type === 'module', via: type === 'module' ? '<script type=module>' : '<script>' });
  }
  for (const match of source.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const rel = attribute(attributes, 'rel');
    const href = attribute(attributes, 'href');
    if (href === null) continue;
    if (hasToken(rel, 'modulepreload')) scripts.push({ url: new URL(href, pageUrl).href, module: true, via: 'modulepreload' });
    else if (hasToken(rel, 'stylesheet')) stylesheets.push(new URL(href, pageUrl).href);
  }
  return { scripts, stylesheets };
}

/** Specifiers of a module's static imports and re-exports; dynamic import() and import.meta are left out. */
export async function staticImports(code) {
  await initLexer;
  const [imports] = parseModule(code);
  // d === -1: a static import or export-from; d >= 0: dynamic import(); d === -2: import.meta.
  return imports.filter((entry) => entry.d === -1 && entry.n).map((entry) => entry.n);
}

function label(url, origin) {
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname.replace(/^\/+/, '') : url;
}

/**
 * The JavaScript a first visit to `path` downloads: every script and module preload of the HTML and
 * all their static imports, each counted once, with gzip -9 sizes; the stylesheets too (not budgeted).
 * `init` is passed to the page fetch (e.g. a cookie header); assets are fetched without it.
 */
export async function firstLoadJs(origin, path, init = {}) {
  const pageUrl = new URL(path, origin).href;
  const { body: html } = await get(pageUrl, init);
  const { scripts, stylesheets } = htmlAssets(html.toString('utf8'), pageUrl);

  const files = [];
  const seen = new Set();
  const queue = scripts.map((script) => ({ ...script }));
  while (queue.length) {
    const script = queue.shift();
    const url = script.url.split('#')[0];
    if (seen.has(url)) continue;
    seen.add(url);
    if (seen.size > MAX_FILES) throw new Error(`${path} pulls in more than ${MAX_FILES} scripts`);
    const { response, body } = await get(url);
    const type = response.headers.get('content-type') ?? '';
    if (!/javascript|ecmascript/.test(type)) throw new Error(`${label(url, origin)} (from ${path}) is served as "${type}", not JavaScript`);
    files.push({ file: label(url, origin), gzip: gzipSize(body), via: script.via });
    if (!script.module) continue;
    for (const specifier of await staticImports(body.toString('utf8'))) {
      let resolved;
      try {
        resolved = new URL(specifier, url).href;
      } catch {
        throw new Error(`${label(url, origin)} imports "${specifier}", which is not a URL the browser can resolve`);
      }
      queue.push({ url: resolved, module: true, via: `import from ${label(url, origin)}` });
    }
  }

  const css = [];
  for (const url of new Set(stylesheets)) {
    const { body } = await get(url);
    css.push({ file: label(url, origin), gzip: gzipSize(body) });
  }
  return { path, files, total: sum(files), css, cssTotal: sum(css) };
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/** Launches the machine's Chromium through playwright-core (imported only when a browser is wanted). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless') });
}

/**
 * Loads `path` in a fresh signed-out browser context and sums the gzip -9 sizes of every script
 * response until the document is marked hydrated (`<html data-hydrated="true">`) or the network has
 * been idle for BROWSER_IDLE_MS, whichever comes first (BROWSER_PAGE_TIMEOUT_MS at most).
 */
export async function browserJs(browser, origin, path) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Map();
    const pending = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      if (request.resourceType() !== 'script') return;
      const url = request.url().split('#')[0];
      if (scripts.has(url)) return;
      scripts.set(url, null);
      pending.push(
        request
          .response()
          .then((response) => response?.body())
          .then((body) => scripts.set(url, body ? gzipSize(body) : 0))
          .catch(() => scripts.set(url, 0)),
      );
    });

    const started = Date.now();
    await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: BROWSER_PAGE_TIMEOUT_MS });
    let stoppedBy = 'timeout';
    while (Date.now() - started < BROWSER_PAGE_TIMEOUT_MS) {
      const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      if (hydrated && inFlight === 0) {
        stoppedBy = 'hydrated';
        break;
      }
      if (inFlight === 0 && Date.now() - lastActivity >= BROWSER_IDLE_MS) {
        stoppedBy = `network idle ${BROWSER_IDLE_MS / 1000} s`;
        break;
      }
      await sleep(100);
    }
    const elapsedMs = Date.now() - started;
    await Promise.all(pending);
    const files = [...scripts].map(([url, gzip]) => ({ file: label(url, origin), gzip: gzip ?? 0 }));
    return { path, files, total: sum(files), stoppedBy, elapsedMs };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting.

export function fileTable(files, { via = false } = {}) {
  const rows = files.map((file) => `| \`${file.file}\` | ${file.gzip.toLocaleString('en-US')} |${via ? ` ${file.via ?? ''} |` : ''}`);
  return [`| File | gzip bytes |${via ? ' Loaded by |' : ''}`, `| --- | ---: |${via ? ' --- |' : ''}`, ...rows].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The command.


async function startServer(dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, QUIRE_DEMO: '1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (${exited}):\n${output}`);
    try {
      const response = await fetch(`${origin}/_/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { origin, child };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`/_/health did not answer 200 within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`);
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(force);
}

/** The path of the first story of the home feed (the latest published story). */
export async function firstStoryPath(origin) {
  const response = await fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query CheckPageJsFirstStory { latestPostsConnection(paging: { limit: 1 }) { posts { mediumUrl } } }' }),
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const result = await response.json();
  const url = result?.data?.latestPostsConnection?.posts?.[0]?.mediumUrl;
  if (!url) throw new Error(`the home feed has no story: ${JSON.stringify(result).slice(0, 300)}`);
  return new URL(url).pathname;
}

async function main() {
  if (!existsSync(SERVER_MAIN)) {
    console.error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const browserWanted = process.env.CHECK_PAGE_JS_BROWSER !== '0';
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-page-js-'));
  let server = null;
  let browser = null;
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      await browser?.close().catch(() => {});
      if (server) await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop().finally(() => process.exit(130)));

  try {
    server = await startServer(dataDir);
    const pages = [
      { name: 'Home page', path: '/' },
      { name: 'Story page', path: await firstStoryPath(server.origin) },
    ];
    if (browserWanted) browser = await launchChromium();

    const budget = PAGE_JS_BUDGET_KB * KB;
    const summary = [];
    for (const page of pages) {
      const first = await firstLoadJs(server.origin, page.path);
      console.log(`\n## ${page.name} \`${page.path}\`, signed out\n`);
      console.log(`First load: ${first.files.length} scripts, ${formatKB(first.total)} gzip (budget ${PAGE_JS_BUDGET_KB} KB)\n`);
      console.log(fileTable(first.files, { via: true }));
      console.log(`| **Total** | **${first.total.toLocaleString('en-US')}** | |`);
      let browserTotal = null;
      if (browser) {
        const loaded = await browserJs(browser, server.origin, page.path);
        browserTotal = loaded.total;
        const firstFiles = new Set(first.files.map((file) => file.file));
        const extra = loaded.files.filter((file) => !firstFiles.has(file.file));
        console.log(
          `\nIn Chromium (not gated; stopped on ${loaded.stoppedBy} after ${(loaded.elapsedMs / 1000).toFixed(1)} s): ` +
            `${loaded.files.length} scripts, ${formatKB(loaded.total)} gzip, of which ${extra.length} beyond the first-load set (${formatKB(sum(extra))})\n`,
        );
        console.log(fileTable(loaded.files));
        console.log(`| **Total** | **${loaded.total.toLocaleString('en-US')}** |`);
      }
      summary.push({ ...page, first: first.total, browser: browserTotal, over: first.total > budget });
    }

    console.log('\n## Summary\n');
    console.log('| Page | First-load JS (gzip) | Budget | Loaded in Chromium (not gated) |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const page of summary) {
      const verdict = page.over ? `**over by ${formatKB(page.first - budget)}**` : 'ok';
      console.log(`| ${page.name} \`${page.path}\` | ${formatKB(page.first)} | ${PAGE_JS_BUDGET_KB} KB: ${verdict} | ${page.browser === null ? '–' : formatKB(page.browser)} |`);
    }
    const over = summary.filter((page) => page.over);
    if (over.length) {
      console.error(`\nFirst-load JavaScript over the ${PAGE_JS_BUDGET_KB} KB budget: ${over.map((page) => page.name).join(', ')}`);
      return 1;
    }
    console.log(`\nEvery page is within the ${PAGE_JS_BUDGET_KB} KB first-load budget.`);
    return 0;
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(`check-page-js failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
