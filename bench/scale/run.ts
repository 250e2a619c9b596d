// `npm run bench:scale`: Quire's pages at 10,000 and 1,000,000 stories on PostgreSQL (see bench/README.md).
//   npm run bench:scale                        both scales, reusing filled databases when current
//   npm run bench:scale -- --refill            fill again from scratch
//   npm run bench:scale -- --scales 10k        one scale (any of 10k, 250k, 1m…)
//   npm run bench:scale -- --fill-only         fill (or check) the databases and stop
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanup, ensureBuild, positiveIntegerEnv, ROOT, sourceRevision } from '../lib';
import { ensureFilled } from './fill';
import { fillPlan, parseScale } from './plan';
import { explainReport, latestReport } from './report';
import { measureScales } from './scale-run';

const RESULTS = join(ROOT, 'bench', 'results');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: process.env.BENCH_SCALES ?? '10k,1m' },
      refill: { type: 'boolean', default: false },
      'fill-only': { type: 'boolean', default: false },
    },
  });
  const plans = values.scales.split(',').map((s) => fillPlan(parseScale(s))).sort((a, b) => a.stories - b.stories);
  const requests = positiveIntegerEnv('BENCH_SCALE_REQUESTS', 300);
  const warmup = positiveIntegerEnv('BENCH_SCALE_WARMUP', 30);
  const log = (line: string) => console.log(line);

  if (values['fill-only']) {
    for (const plan of plans) await ensureFilled(plan, { refill: values.refill, now: Date.now(), log });
    return;
  }
  ensureBuild();
  const loadStart = loadavg().map((v) => Math.round(v * 100) / 100);
  const results = await measureScales(plans, { requests, warmup, refill: values.refill, log });
  const loadEnd = loadavg().map((v) => Math.round(v * 100) / 100);
  const meta = { loadStart, loadEnd, revision: sourceRevision(), date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', requests, warmup };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'scale-latest.md'), latestReport(results, meta));
  writeFileSync(join(RESULTS, 'scale-explain.md'), explainReport(results, meta));
  log(`\nWrote bench/results/scale-latest.md and bench/results/scale-explain.md`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
