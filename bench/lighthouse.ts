// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default simulated throttling, performance only)
// against a production build of Quire on loopback, on the story page (the newest story of the home
// feed: the ~1,500-word bench story), the home page, the story's author's profile and a publication's
// page (found as `npm run check:page-js` finds them), and on the Ghost peer's post page (same text)
// when Ghost is available; medians of LIGHTHOUSE_RUNS runs side by side, interleaved, with the load
// average of each run, in bench/results/lighthouse-latest.md. A bench, not a CI gate: scores move with
// the machine's load.
//
//   --ghost URL   also measure this Ghost post page (or GHOST_URL=URL)
//   --ghost       start the cached Ghost peer (installing it if needed; or BENCH_GHOST=1)
//   --no-ghost    Quire only
//   (default)     the cached Ghost peer when it is installed, Quire only otherwise
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureGhost, GHOST_DIR, ghostInstalled, startGhost, type GhostPeer } from './ghost';
import {
  cleanup,
  ensureBuild,
  latestPosts,
  makeTempDir,
  positiveIntegerEnv,
  publishLongStory,
  ROOT,
  signedInCookie,
  sourceRevision,
  startQuire,
  track,
} from './lib';
import { readingPages } from '../scripts/check-page-js.mjs';

const RESULTS_FILE = join(ROOT, 'bench', 'results', 'lighthouse-latest.md');
const LIGHTHOUSE_CLI = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';
/** One Lighthouse run may take this long before it is stopped and counted as failed. */
const RUN_TIMEOUT_MS = 180_000;
const RUNS = positiveIntegerEnv('LIGHTHOUSE_RUNS', 5);
/** Budget from ARCHITECTURE.md: mobile performance score on the story, home, profile and publication pages, and at least Ghost's. */
const SCORE_BUDGET = 98;

interface Target {
  name: string;
  url: string;
  /** Served by the Quire server this run started. */
  quire: boolean;
}

interface RunResult {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsBytes: number;
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the run ended. */
  load: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

interface LighthouseReport {
  lighthouseVersion: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

function parseArgs(argv: string[]): { ghostUrl: string | null; ghost: 'auto' | 'start' | 'off' } {
  let ghostUrl = process.env.GHOST_URL || null;
  let ghost: 'auto' | 'start' | 'off' = process.env.BENCH_GHOST === '1' ? 'start' : 'auto';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--no-ghost') ghost = 'off';
    else if (arg.startsWith('--ghost=')) ghostUrl = arg.slice('--ghost='.length);
    else if (arg === '--ghost') {
      const next = argv[i + 1];
      if (next && !next.startsWith('--')) {
        ghostUrl = next;
        i += 1;
      } else ghost = 'start';
    } else throw new Error(`unknown argument ${arg} (use --ghost [URL] or --no-ghost)`);
  }
  if (ghostUrl) {
    const parsed = new URL(ghostUrl);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) throw new Error(`--ghost must point at this machine (127.0.0.1), got ${parsed.host}`);
  }
  return { ghostUrl: ghost === 'off' ? null : ghostUrl, ghost: ghostUrl ? 'off' : ghost };
}

async function lighthouse(url: string, dir: string, index: number): Promise<RunResult | string> {
  const output = join(dir, `run-${index}.json`);
  const child = track(
    spawn(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | string>((resolve) => child.once('exit', (c, signal) => resolve(signal ?? c ?? 1)));
  clearTimeout(timer);
  if (code !== 0) return `lighthouse exited (${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`;

  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const score = report.categories.performance?.score;
  if (report.runtimeError || score === null || score === undefined) return `no score: ${report.runtimeError?.message ?? 'unknown error'}`;
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(score * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((total, item) => total + (item.transferSize ?? 0), 0),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    load: loadavg()[0] ?? NaN,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const plain = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  ensureBuild();

  let ghost: GhostPeer | null = null;
  let ghostNote = '';
  if (options.ghost === 'start' || (options.ghost === 'auto' && ghostInstalled())) {
    await ensureGhost();
    console.log(`Starting Ghost from ${GHOST_DIR}…`);
    ghost = await startGhost();
  } else if (options.ghost === 'auto' && !options.ghostUrl) {
    ghostNote = `Ghost not measured: no Ghost installed in ${GHOST_DIR} (run with --ghost to install it, or --ghost URL).`;
  }

  console.log('Starting the production server…');
  const server = await startQuire();
  const cookie = await signedInCookie(server);
  const benchStory = await publishLongStory(server.origin, cookie);
  const [first] = await latestPosts(server.origin);
  const storyPath = new URL(first!.mediumUrl).pathname;
  if (storyPath !== benchStory.path) throw new Error(`the newest story is ${storyPath}, not the bench story ${benchStory.path}`);

  const pages = await readingPages(server.origin);
  const pathOf = (name: string) => {
    const page = pages.find((candidate) => candidate.name === name);
    if (!page) throw new Error(`no ${name} page found on the demo site`);
    return page.path;
  };
  const targets: Target[] = [
    { name: `Quire story page (${first!.wordCount} words)`, url: `${server.origin}${storyPath}`, quire: true },
    { name: 'Quire home page', url: `${server.origin}/`, quire: true },
    { name: 'Quire profile page', url: `${server.origin}${pathOf('Profile')}`, quire: true },
    { name: 'Quire publication page', url: `${server.origin}${pathOf('Publication')}`, quire: true },
  ];
  const ghostUrl = ghost?.postUrl ?? options.ghostUrl;
  if (ghostUrl) targets.push({ name: ghost ? 'Ghost 6 post page (same text)' : 'Ghost post page', url: ghostUrl, quire: false });

  const dir = makeTempDir('quire-lighthouse-');
  const results = new Map<Target, RunResult[]>(targets.map((target) => [target, []]));
  const failures: string[] = [];
  let runIndex = 0;
  // Runs interleave the pages, so a busy spell on the machine touches each page alike.
  for (let run = 1; run <= RUNS; run += 1) {
    for (const target of targets) {
      if (target.quire && server.exitReason()) continue;
      process.stdout.write(`run ${run}/${RUNS} · ${target.name}: `);
      const result = await lighthouse(target.url, dir, (runIndex += 1));
      if (typeof result === 'string') {
        console.log(`failed (${result})`);
        failures.push(`${target.name}, run ${run}: ${result}`);
        const died = target.quire ? server.exitReason() : null;
        if (died) {
          console.error(`The Quire server stopped: ${died}. Its remaining runs are skipped.\n${server.recentOutput()}`);
          failures.push(`The Quire server stopped during run ${run} (${died}); its remaining runs were skipped.`);
        }
        continue;
      }
      results.get(target)!.push(result);
      console.log(
        `score ${result.score} · LCP ${seconds(result.lcp)} · FCP ${seconds(result.fcp)} · TBT ${millis(result.tbt)} · ` +
          `CLS ${plain(result.cls, 3)} · SI ${seconds(result.si)} · JS ${(result.jsBytes / 1024).toFixed(1)} KB · CPU index ${plain(result.benchmarkIndex)} · load ${plain(result.load, 2)}`,
      );
    }
  }
  await ghost?.stop();

  const version = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string };
  const columns = [...results];
  const cell = (pick: (runs: RunResult[]) => string) => columns.map(([, runs]) => (runs.length ? pick(runs) : 'no run')).join(' | ');
  const med = (runs: RunResult[], key: keyof RunResult) => median(runs.map((run) => run[key]));
  const ghostRuns = columns.find(([target]) => !target.quire)?.[1] ?? [];
  const ghostScore = ghostRuns.length ? med(ghostRuns, 'score') : NaN;
  const verdict = (target: Target, runs: RunResult[]) => {
    if (!target.quire) return 'peer';
    const score = med(runs, 'score');
    const meets = score >= SCORE_BUDGET && (!Number.isFinite(ghostScore) || score >= ghostScore);
    return meets ? 'meets' : '**misses**';
  };
  const allLoads = columns.flatMap(([, runs]) => runs.map((run) => run.load)).filter(Number.isFinite);
  const lines = [
    '## Lighthouse benchmark',
    '',
    `${new Date().toISOString()} · Quire ${sourceRevision()} · Lighthouse ${version.version} · mobile, default simulated throttling, performance only · ` +
      `Chromium ${CHROME_PATH} · ${availableParallelism()} CPUs · medians of ${RUNS} runs per page, interleaved`,
    '',
    `Scores swing with the machine's load (see the CPU benchmark index and the load average, ${allLoads.length ? `${Math.min(...allLoads).toFixed(2)}–${Math.max(...allLoads).toFixed(2)}` : 'not read'} over this run): compare the columns of one run with each other. The score cell gives the median and the range (spread) of the runs.`,
    '',
    `| Median | ${columns.map(([target]) => target.name).join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    `| **Performance score** (budget ≥ ${SCORE_BUDGET} for Quire) | ${cell((runs) => `**${plain(med(runs, 'score'))}** (${Math.min(...runs.map((r) => r.score))}–${Math.max(...runs.map((r) => r.score))})`)} |`,
    `| Largest Contentful Paint | ${cell((runs) => seconds(med(runs, 'lcp')))} |`,
    `| First Contentful Paint | ${cell((runs) => seconds(med(runs, 'fcp')))} |`,
    `| Total Blocking Time | ${cell((runs) => millis(med(runs, 'tbt')))} |`,
    `| Cumulative Layout Shift | ${cell((runs) => plain(med(runs, 'cls'), 3))} |`,
    `| Speed Index | ${cell((runs) => seconds(med(runs, 'si')))} |`,
    `| JavaScript transferred | ${cell((runs) => `${(med(runs, 'jsBytes') / 1024).toFixed(1)} KB`)} |`,
    `| Runs scored | ${cell((runs) => `${runs.length} of ${RUNS}`)} |`,
    `| Load average (1 min) at the end of each run, median (range) | ${cell((runs) => `${plain(med(runs, 'load'), 2)} (${Math.min(...runs.map((r) => r.load)).toFixed(2)}–${Math.max(...runs.map((r) => r.load)).toFixed(2)})`)} |`,
    `| Budget: ≥ ${SCORE_BUDGET} and ≥ Ghost's median in this run | ${columns.map(([target, runs]) => (runs.length ? verdict(target, runs) : 'no run')).join(' | ')} |`,
    `| CPU benchmark index (Lighthouse's, higher is faster) | ${cell((runs) => plain(med(runs, 'benchmarkIndex')))} |`,
    '',
    'Pages:',
    '',
    ...targets.map((target) => `- ${target.name}: \`${new URL(target.url).pathname}\``),
  ];
  if (ghostNote) lines.push('', ghostNote);
  if (failures.length) lines.push('', 'Failed runs:', '', ...failures.map((failure) => `- ${failure}`));
  const markdown = lines.join('\n') + '\n';
  console.log(`\n${markdown}`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS_FILE, markdown);
  console.log(`Written to ${RESULTS_FILE}`);
  if (columns.some(([, runs]) => runs.length === 0)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
