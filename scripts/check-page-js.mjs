// `npm run check:page-js`: the JavaScript budget of Quire's reading pages, measured as a reader's browser fetches it,
// against a production build. Starts dist/server/main.js (NODE_ENV=production, SQLite in a fresh temporary DATA_DIR
// with demo content, a free loopback port), then opens the story, home, profile, publication, tag and search pages
// in headless Chromium, signed out, each in a fresh context, with no interaction, and waits until the network has
// been idle NETWORK_IDLE_MS. Every JavaScript response counts (whatever loaded it: a script tag, a module import,
// the boot script's later import()), at its transfer size with gzip (the browser asks for gzip only, so the numbers
// are gzip whatever else the server offers). It prints a table per page and fails (exit code 1) when a page is
// over its budget in PAGE_JS_BUDGETS_KB.
// The first-load measure (the scripts the HTML names and their static imports) stays exported for bench/run.ts.
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

/** The final budget this gate is to reach. */
export const PAGE_JS_TARGET_KB = 24;
/**
 * JavaScript budget per page, KB gzip, everything Chromium fetched until the network was idle: PAGE_JS_TARGET_KB,
 * 24 KB for every page (ARCHITECTURE.md; Ghost's post page loads 22 KiB). Reading pages load only the boot script
 * (src/client/boot.ts: the story's view and reading time, then the application at the reader's first interaction),
 * so a page over it fetched application code nobody asked for. Before that (the application at the load event,
 * persisted operations) the pages loaded: story 173.4, home 136.7, profile 153.7, publication 141.2, tag 139.2,
 * search 135.4 KB.
 */
export const PAGE_JS_BUDGETS_KB = { Story: PAGE_JS_TARGET_KB, Home: PAGE_JS_TARGET_KB, Profile: PAGE_JS_TARGET_KB, Publication: PAGE_JS_TARGET_KB, Tag: PAGE_JS_TARGET_KB, Search: PAGE_JS_TARGET_KB };
/** The largest page budget. */
export const PAGE_JS_BUDGET_KB = Math.max(...Object.values(PAGE_JS_BUDGETS_KB));
/** 1 KB = 1024 bytes. */
export const KB = 1024;
/** A page is measured once the network has been idle this long. */
export const NETWORK_IDLE_MS = 3_000;
/** Hard cap on one page in the browser, whatever happens (a page that never goes quiet fails). */
export const BROWSER_PAGE_TIMEOUT_MS = 60_000;
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
 * Loads `path` in a fresh signed-out browser context, with no interaction, until the network has been idle
 * NETWORK_IDLE_MS (BROWSER_PAGE_TIMEOUT_MS at most, then it throws), and sums every JavaScript response (by its
 * content type) at its transfer size: the encoded body as received. The context asks for gzip only, so that size is
 * gzip; a script the server sent uncompressed counts at its gzip -9 size.
 */
export async function browserJs(browser, origin, path) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    const pending = [];
    const failures = [];
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
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const type = (await response.headerValue('content-type')) ?? '';
          if (!/javascript|ecmascript/i.test(type)) return;
          const url = request.url().split('#')[0];
          if (scripts.has(url)) return;
          const encoding = ((await response.headerValue('content-encoding')) ?? '').toLowerCase();
          let gzip;
          if (encoding === 'gzip') gzip = (await request.sizes()).responseBodySize;
          else gzip = gzipSize(await response.body());
          scripts.set(url, { gzip, encoding: encoding || 'identity' });
        })().catch((error) => failures.push(`could not measure ${request.url()}: ${error instanceof Error ? error.message : String(error)}`)),
      );
    });

    const started = Date.now();
    await page.goto(new URL(path, origin).href, { waitUntil: 'load', timeout: BROWSER_PAGE_TIMEOUT_MS });
    for (;;) {
      if (inFlight === 0 && Date.now() - lastActivity >= NETWORK_IDLE_MS) break;
      if (Date.now() - started > BROWSER_PAGE_TIMEOUT_MS) throw new Error(`${path}: the network was never idle for ${NETWORK_IDLE_MS / 1000} s within ${BROWSER_PAGE_TIMEOUT_MS / 1000} s`);
      await sleep(100);
    }
    const elapsedMs = Date.now() - started;
    await Promise.all(pending);
    if (failures.length) throw new Error(failures.join('\n'));
    const files = [...scripts].map(([url, measured]) => ({ file: label(url, origin), gzip: measured.gzip, via: measured.encoding }));
    return { path, files, total: sum(files), stoppedBy: `network idle ${NETWORK_IDLE_MS / 1000} s`, elapsedMs };
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


export async function startServer(dataDir, startTimeoutMs = SERVER_START_TIMEOUT_MS) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, QUIRE_DEMO: '1', LOG_LEVEL: 'warn' };
  // The pages run as in production: SQLite, no outside services, operations by persisted id only.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'GRAPHQL_ARBITRARY_OPERATIONS']) delete env[name];
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  const deadline = Date.now() + startTimeoutMs;
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
  throw new Error(`/_/health did not answer 200 within ${startTimeoutMs / 1000} s:\n${output}`);
}

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(force);
}

async function html(origin, path) {
  const { body } = await get(new URL(path, origin).href);
  return body.toString('utf8');
}

function links(page) {
  return [...page.matchAll(/<a\b[^>]*\shref="([^"]+)"/gi)].map((match) => match[1].replace(/&amp;/g, '&'));
}

const STORY_LINK = /^\/(@[\w.-]+|[a-z0-9][a-z0-9-]*)\/[a-z0-9-]+-[0-9a-f]{12}$/;

/**
 * The pages to measure, found on the demo site's own pages (signed out, no GraphQL): the home page's first story
 * under a person, its author, the first publication with a story on the home page, the story's first tag, and a
 * search for the longest word of the story's title.
 */
export async function readingPages(origin) {
  const home = links(await html(origin, '/'));
  const story = home.find((href) => STORY_LINK.test(href) && href.startsWith('/@'));
  if (!story) throw new Error('the home page links to no story under a person');
  const profile = story.split('/').slice(0, 2).join('/');
  const publicationStory = home.find((href) => STORY_LINK.test(href) && !href.startsWith('/@'));
  if (!publicationStory) throw new Error('the home page links to no story under a publication');
  const publication = publicationStory.split('/').slice(0, 2).join('/');
  const storyPage = await html(origin, story);
  const tag = links(storyPage).find((href) => /^\/tag\/[^/?#]+$/.test(href));
  if (!tag) throw new Error(`${story} links to no tag`);
  const title = /<title>([^<|]*)/.exec(storyPage)?.[1] ?? '';
  const word = title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0];
  if (!word) throw new Error(`${story} has no title to search for`);
  return [
    { name: 'Story', path: story },
    { name: 'Home', path: '/' },
    { name: 'Profile', path: profile },
    { name: 'Publication', path: publication },
    { name: 'Tag', path: tag },
    { name: 'Search', path: `/search?q=${encodeURIComponent(word.toLowerCase())}` },
  ];
}

/**
 * The set-up of a browser gate (this one and check:page-layout): the production server (dist/server/main.js) on a
 * fresh temporary DATA_DIR with the demo content, and headless Chromium. `measure({ origin, browser })` answers the
 * exit code; the browser, the server and the data directory go however it ends (an interrupt too).
 */
export async function runBrowserGate(dataDirPrefix, measure, startTimeoutMs = SERVER_START_TIMEOUT_MS) {
  if (!existsSync(SERVER_MAIN)) {
    console.error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
    return 1;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`${CHROMIUM_PATH} is missing: install Chromium (\`apt-get install -y chromium\`) or set CHROME_PATH.`);
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
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
    server = await startServer(dataDir, startTimeoutMs);
    browser = await launchChromium();
    return await measure({ origin: server.origin, browser });
  } finally {
    await stop();
  }
}

function main() {
  return runBrowserGate('quire-page-js-', async ({ origin, browser }) => {
    const pages = await readingPages(origin);

    const summary = [];
    for (const page of pages) {
      const budgetKB = PAGE_JS_BUDGETS_KB[page.name];
      if (budgetKB === undefined) throw new Error(`no budget for the ${page.name} page`);
      const budget = budgetKB * KB;
      const loaded = await browserJs(browser, origin, page.path);
      const uncompressed = loaded.files.filter((file) => file.via !== 'gzip').length;
      console.log(
        `\n## ${page.name} \`${page.path}\`, signed out: ${loaded.files.length} scripts, ${formatKB(loaded.total)} gzip (idle after ${(loaded.elapsedMs / 1000).toFixed(1)} s)` +
          `${uncompressed ? `; ${uncompressed} sent without gzip, counted at gzip -9` : ''}\n`,
      );
      console.log(fileTable([...loaded.files].sort((a, b) => b.gzip - a.gzip)));
      console.log(`| **Total** | **${loaded.total.toLocaleString('en-US')}** |`);
      summary.push({ ...page, total: loaded.total, files: loaded.files.length, budgetKB, over: loaded.total > budget });
    }

    console.log(`\n## JavaScript per page in Chromium, signed out, until the network is idle ${NETWORK_IDLE_MS / 1000} s\n`);
    console.log(`| Page | KB gzip | Files | Budget (target ${PAGE_JS_TARGET_KB} KB) |`);
    console.log('| --- | ---: | ---: | --- |');
    for (const page of summary) {
      const verdict = page.over ? `**over by ${formatKB(page.total - page.budgetKB * KB)}**` : 'ok';
      console.log(`| ${page.name} \`${page.path}\` | ${(page.total / KB).toFixed(1)} | ${page.files} | ${page.budgetKB} KB: ${verdict} |`);
    }
    const over = summary.filter((page) => page.over);
    if (over.length) {
      console.error(`\nJavaScript over budget: ${over.map((page) => `${page.name} (${page.budgetKB} KB)`).join(', ')}`);
      return 1;
    }
    console.log(`\nEvery page is within its budget (the target is ${PAGE_JS_TARGET_KB} KB a page).`);
    return 0;
  });
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
