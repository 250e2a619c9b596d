// `npm run check:page-layout`: how Quire's reading pages paint, measured in Chromium against a production build.
// Starts the server as `npm run check:page-js` does (dist/server/main.js, SQLite in a fresh temporary DATA_DIR with
// demo content), then opens the story, home, profile, publication, tag and search pages, signed out, each in a fresh
// context at 390 px and at 1280 px wide, and measures:
//
// - Render-blocking stylesheets, as Chromium sees them: the Resource Timing entries whose `renderBlockingStatus` is
//   "blocking" and that are stylesheets. At most MAX_RENDER_BLOCKING_STYLESHEETS a page.
// - Layout shift while the web fonts load. Every font response is held back until the page has painted its text
//   (first-contentful-paint, in the local fallback faces), then released, so each face swaps in after the reader has
//   seen the text. Every `layout-shift` entry (a PerformanceObserver registered before the page's first byte) is
//   added up, which is never less than the page's CLS; the page fails at CLS_THRESHOLD or more.
// - Stylesheets fetched twice: after the measure the gate presses Shift (a first interaction, which loads the
//   application), waits until the network is idle, and fails the page if a stylesheet whose rules a linked sheet
//   already holds (its `data-includes` names it) or one already linked is fetched again.
//
// It prints a table and exits with code 1 when a page fails (arguments, if any, name the pages to measure). Chromium's layout shift ignores moves under 3 px.
/* global PerformanceObserver, performance, requestAnimationFrame */
import { pathToFileURL } from 'node:url';
import { BROWSER_PAGE_TIMEOUT_MS, CHROMIUM_PATH, readingPages, runBrowserGate } from './check-page-js.mjs';

/** Stylesheets that may hold up a page's first paint. */
export const MAX_RENDER_BLOCKING_STYLESHEETS = 2;
/** Layout shift this large or larger fails a page: anything under it is a sub-pixel rounding, not a move. */
export const CLS_THRESHOLD = 0.001;
/** The widths measured, each with a screen height a phone and a laptop have. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const SERVER_START_TIMEOUT_MS = 180_000;
const FONT_FILES = /\.(woff2?|ttf|otf)(\?|$)/i;

/** Runs in the page before any of its own code: records every layout shift and the elements that moved. */
function observeLayoutShifts() {
  const shifts = [];
  Object.defineProperty(window, '__layoutShifts', { value: shifts });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? `#text "${(node.textContent ?? '').trim().slice(0, 30)}"` : '(removed)';
    const classes = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => ({
        node: describe(source.node),
        dy: Math.round(source.currentRect.y - source.previousRect.y),
        dx: Math.round(source.currentRect.x - source.previousRect.x),
      }));
      shifts.push({ value: entry.value, time: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Read in the page once it has settled: what Chromium says blocked rendering, the fonts it fetched, the shifts. */
function pageReport() {
  const linked = [...document.querySelectorAll('link[rel~="stylesheet"]')];
  const stylesheetHrefs = new Set(linked.map((link) => link.href));
  const entries = performance.getEntriesByType('resource');
  const isStylesheet = (entry) => stylesheetHrefs.has(entry.name) || /\.css(\?|$)/.test(new URL(entry.name).pathname);
  return {
    supported: entries.every((entry) => typeof entry.renderBlockingStatus === 'string'),
    blockingStylesheets: entries.filter((entry) => entry.renderBlockingStatus === 'blocking' && isStylesheet(entry)).map((entry) => entry.name),
    blockingOther: entries.filter((entry) => entry.renderBlockingStatus === 'blocking' && !isStylesheet(entry)).map((entry) => entry.name),
    fonts: entries.filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/i.test(entry.name)).map((entry) => ({ name: entry.name, initiator: entry.initiatorType })),
    includes: linked.flatMap((link) => (link.dataset.includes ?? '').split(/\s+/).filter(Boolean)),
    linked: [...stylesheetHrefs],
    shifts: window.__layoutShifts,
  };
}

const fileName = (url) => new URL(url).pathname.split('/').pop();

async function pageHtml(origin, path) {
  const response = await fetch(new URL(path, origin));
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

/**
 * The reading pages of `npm run check:page-js`, and a story whose author designed their pages (Design your profile:
 * other faces, such as Charis SIL) with that author's profile, when the home page links to one.
 */
export async function layoutPages(origin) {
  const pages = await readingPages(origin);
  const home = await pageHtml(origin, '/');
  const stories = [...new Set([...home.matchAll(/<a\b[^>]*\shref="(\/@[\w.-]+\/[a-z0-9-]+-[0-9a-f]{12})"/g)].map((match) => match[1]))];
  for (const story of stories.slice(0, 12)) {
    if (!/class="[^"]*\bcustom-style\b/.test(await pageHtml(origin, story))) continue;
    const profile = story.split('/').slice(0, 2).join('/');
    pages.push({ name: 'Designed story', path: story });
    if (!pages.some((page) => page.path === profile)) pages.push({ name: 'Designed profile', path: profile });
    break;
  }
  return pages;
}

/**
 * One page at one width: fonts held until the text has painted, then released; measured once the fonts are in,
 * the load event has passed and the network is idle; then a first interaction, and the stylesheets it fetched.
 */
export async function measureLayout(browser, origin, path, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    await context.addInitScript(observeLayoutShifts);
    const held = [];
    let released = false;
    await context.route(FONT_FILES, (route) => {
      if (released) return route.continue();
      held.push(route);
    });
    const page = await context.newPage();
    page.setDefaultTimeout(BROWSER_PAGE_TIMEOUT_MS);
    const lateStylesheets = [];
    let measured = false;
    page.on('request', (request) => {
      if (measured && request.resourceType() === 'stylesheet') lateStylesheets.push(request.url());
    });

    await page.goto(new URL(path, origin).href, { waitUntil: 'commit' });
    // The text has painted in the fallback faces (the fonts are still held): now the fonts may arrive.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
    const heldBeforePaint = held.length;
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate(pageReport);
    if (!report.supported) throw new Error(`${CHROMIUM_PATH} reports no renderBlockingStatus: a Chromium of 2022 or later is needed`);

    // A first interaction loads the application; what it adds must not fetch again a sheet the page already has.
    measured = true;
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const included = new Set(report.includes);
    const linked = new Set(report.linked);
    const refetched = lateStylesheets.filter((url) => linked.has(url) || included.has(fileName(url))).map(fileName);

    const cls = report.shifts.reduce((total, shift) => total + shift.value, 0);
    const moved = report.shifts
      .flatMap((shift) => shift.sources.map((source) => ({ ...source, value: shift.value })))
      .sort((a, b) => b.value - a.value || Math.abs(b.dy) - Math.abs(a.dy));
    return {
      blocking: report.blockingStylesheets.map(fileName),
      blockingOther: report.blockingOther.map(fileName),
      cls,
      moved,
      fonts: report.fonts.map((font) => ({ file: fileName(font.name), preloaded: font.initiator === 'link' })),
      heldBeforePaint,
      refetched,
    };
  } finally {
    await context.close();
  }
}

/** Whether a measured page passes, and why not. */
export function verdict(measure) {
  const problems = [];
  if (measure.blocking.length > MAX_RENDER_BLOCKING_STYLESHEETS) problems.push(`${measure.blocking.length} render-blocking stylesheets (at most ${MAX_RENDER_BLOCKING_STYLESHEETS})`);
  if (!(measure.cls < CLS_THRESHOLD)) problems.push(`layout shift ${measure.cls.toFixed(4)} while fonts load (must be under ${CLS_THRESHOLD})`);
  if (measure.refetched.length) problems.push(`stylesheets fetched again by the application: ${measure.refetched.join(', ')}`);
  return problems;
}

function movedSummary(moved) {
  const first = moved[0];
  if (!first) return '';
  return `${first.node} ${first.dy >= 0 ? '+' : ''}${first.dy} px${moved.length > 1 ? ` (+${moved.length - 1} more)` : ''}`;
}

function main() {
  const measure = async ({ origin, browser }) => {
    // `npm run check:page-layout -- Story Home` measures only the pages named.
    const only = process.argv.slice(2).map((name) => name.toLowerCase());
    const pages = (await layoutPages(origin)).filter((page) => !only.length || only.includes(page.name.toLowerCase()));
    const rows = [];
    for (const page of pages) {
      for (const viewport of VIEWPORTS) {
        const measure = await measureLayout(browser, origin, page.path, viewport);
        rows.push({ ...page, width: viewport.width, measure, problems: verdict(measure) });
      }
    }

    console.log(`\n## Page layout in Chromium, signed out: render-blocking stylesheets (at most ${MAX_RENDER_BLOCKING_STYLESHEETS}) and layout shift while fonts load (under ${CLS_THRESHOLD})\n`);
    console.log('| Page | Width | Blocking stylesheets | Layout shift | Largest move | Fonts (preloaded) | Verdict |');
    console.log('| --- | ---: | ---: | ---: | --- | --- | --- |');
    for (const row of rows) {
      const { measure } = row;
      const fonts = `${measure.fonts.length} (${measure.fonts.filter((font) => font.preloaded).length})`;
      console.log(
        `| ${row.name} \`${row.path}\` | ${row.width} | ${measure.blocking.length} | ${measure.cls.toFixed(4)} | ${movedSummary(measure.moved)} | ${fonts} | ${row.problems.length ? `**${row.problems.join('; ')}**` : 'ok'} |`,
      );
    }
    const failed = rows.filter((row) => row.problems.length);
    for (const row of failed) {
      console.log(`\n### ${row.name} at ${row.width} px`);
      console.log(`- blocking stylesheets: ${row.measure.blocking.join(', ') || 'none'}`);
      console.log(`- fonts: ${row.measure.fonts.map((font) => `${font.file}${font.preloaded ? ' (preloaded)' : ''}`).join(', ') || 'none'}`);
      for (const move of row.measure.moved.slice(0, 8)) console.log(`- moved: ${move.node} by ${move.dx}, ${move.dy} px (shift ${move.value.toFixed(4)})`);
    }
    if (failed.length) {
      console.error(`\nPage layout failed: ${failed.map((row) => `${row.name} at ${row.width} px`).join(', ')}`);
      return 1;
    }
    console.log('\nEvery page links at most two render-blocking stylesheets and does not move while its fonts load.');
    return 0;
  };
  // Seeding the demo content takes a while on a busy machine.
  return runBrowserGate('quire-page-layout-', measure, SERVER_START_TIMEOUT_MS);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(`check-page-layout failed: ${error instanceof Error ? error.stack : String(error)}`);
      process.exitCode = 1;
    },
  );
}
