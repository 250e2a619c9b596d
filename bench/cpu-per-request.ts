// `tsx bench/cpu-per-request.ts`: the server's own CPU time per request (utime + stime from /proc, so other work on
// the machine does not count), for the signed-in story page (as its author and as another reader), a signed-in
// missing page and the cached signed-out story, then a CPU profile's top functions. A steadier figure than
// requests/s on a shared machine; Linux only. With BENCH_COMPARE=<another build's dist/server/main.js>, both
// builds run side by side and are measured in alternating order, run by run.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cleanup, ensureBuild, makeTempDir, positiveIntegerEnv, publishLongStory, signedInCookie, startQuire, type QuireServer } from './lib';
import { profileDuring, profilingEnv, summarizeProfile } from './profile';

const REQUESTS = positiveIntegerEnv('BENCH_REQUESTS', 2000);
const RUNS = positiveIntegerEnv('BENCH_RUNS', 3);
const TICKS_PER_MS = 100 / 1000;
const ENCODING = 'gzip, deflate, br';

function cpuTicks(pid: number): number {
  // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after the command's closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

interface Side {
  name: string;
  server: QuireServer;
  profileFile: string;
  pages: { name: string; url: string; cookie: string }[];
}

async function side(name: string, main?: string): Promise<Side> {
  const profileFile = join(makeTempDir('quire-bench-profile-'), 'cpu.cpuprofile');
  const server = await startQuire({ env: profilingEnv(profileFile), main });
  const author = await signedInCookie(server);
  const reader = await signedInCookie(server, 'grace@quire.test');
  const story = await publishLongStory(server.origin, author);
  const pages = [
    { name: 'signed-in story page (its author)', url: story.path, cookie: author },
    { name: 'signed-in story page (a reader)', url: story.path, cookie: reader },
    { name: 'signed-in missing page (404)', url: '/no-such-page-here', cookie: reader },
    { name: 'signed-out story page (kept)', url: story.path, cookie: '' },
  ];
  return { name, server, profileFile, pages };
}

async function cpuPerRequest(s: Side, page: Side['pages'][number], amount: number): Promise<number> {
  const before = cpuTicks(s.server.pid!);
  const result = await autocannon({ url: s.server.origin + page.url, headers: { cookie: page.cookie, 'accept-encoding': ENCODING }, connections: 4, amount });
  const ticks = cpuTicks(s.server.pid!) - before;
  if (result.errors || (result.non2xx && !page.url.startsWith('/no-such'))) throw new Error(`${s.name}, ${page.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return ticks / TICKS_PER_MS / amount;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  ensureBuild();
  const sides = [await side('this build')];
  if (process.env.BENCH_COMPARE) sides.push(await side('compared build', process.env.BENCH_COMPARE));
  for (let p = 0; p < sides[0]!.pages.length; p++) {
    const runs = sides.map(() => [] as number[]);
    for (const s of sides) await cpuPerRequest(s, s.pages[p]!, 300);
    for (let run = 0; run < RUNS; run++) {
      const order = sides.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order) runs[i]!.push(await cpuPerRequest(sides[i]!, sides[i]!.pages[p]!, REQUESTS));
    }
    for (const [i, s] of sides.entries()) {
      const r = runs[i]!;
      console.log(
        `${s.name}, ${s.pages[p]!.name}: ${median(r).toFixed(2)} ms CPU per request (${RUNS} runs of ${REQUESTS}: ${Math.min(...r).toFixed(2)}–${Math.max(...r).toFixed(2)}) · load ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  }
  if (process.env.BENCH_PROFILE !== '0') {
    const s = sides[0]!;
    const page = s.pages[1]!;
    const summary = await profileDuring(s.server.pid!, s.profileFile, () =>
      autocannon({ url: s.server.origin + page.url, headers: { cookie: page.cookie, 'accept-encoding': ENCODING }, connections: 4, amount: REQUESTS }),
    );
    if (process.env.BENCH_PROFILE_COPY) writeFileSync(process.env.BENCH_PROFILE_COPY, readFileSync(s.profileFile));
    const top = summarizeProfile(JSON.parse(readFileSync(s.profileFile, 'utf8')), 15).top;
    console.log(`${s.name}, ${page.name}: CPU profile, ${Math.round(summary.busyMs)} ms busy, garbage collection ${(summary.garbageCollection * 100).toFixed(1)}%`);
    for (const line of top) console.log(`  ${(line.share * 100).toFixed(1)}%  ${line.name}  ${line.where}`);
  }
  for (const s of sides) await s.server.stop();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
