// A CPU profile of the server under one scenario's load: bench/cpu-profile-hook.mjs (loaded into the server)
// starts V8's sampling profiler on SIGUSR2 and writes the profile on the next; this reads it back as the
// functions with the most self time.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sleep } from './lib';

export const PROFILE_HOOK = join(ROOT, 'bench', 'cpu-profile-hook.mjs');

/** The environment that makes a server started by `startQuire` profilable into `file`. */
export function profilingEnv(file: string): NodeJS.ProcessEnv {
  const existing = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
  return { NODE_OPTIONS: `${existing}--import ${PROFILE_HOOK}`, BENCH_CPU_PROFILE: file };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  where: string;
  /** Share of the busy (not idle) samples. */
  share: number;
}

export interface ProfileSummary {
  top: ProfileLine[];
  garbageCollection: number;
  busyMs: number;
}

/** What V8 counts that is not a function of the program. */
const NOT_FUNCTIONS = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Self time per function (by name and place), largest first. */
export function summarizeProfile(profile: CpuProfile, count = 5): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, { name: string; where: string; us: number }>();
  let busy = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    // The inspector's own work (stopping the profiler and handing the profile over) is not the server's.
    if (!frame || frame.functionName === '(idle)' || (frame.functionName === 'dispatch' && !frame.url)) return;
    busy += us;
    if (frame.functionName === '(garbage collector)') gc += us;
    if (NOT_FUNCTIONS.has(frame.functionName)) return;
    const file = frame.url ? frame.url.replace(/^file:\/\//, '').split('/node_modules/').pop()!.replace(`${ROOT}`, '') : '(native)';
    const where = frame.url ? `${file}:${frame.lineNumber + 1}` : '(native)';
    const name = frame.functionName || '(anonymous)';
    const key = `${name} ${where}`;
    const entry = self.get(key) ?? { name, where, us: 0 };
    entry.us += us;
    self.set(key, entry);
  });
  const top = [...self.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map(({ name, where, us }) => ({ name, where, share: busy > 0 ? us / busy : 0 }));
  return { top, garbageCollection: busy > 0 ? gc / busy : 0, busyMs: busy / 1000 };
}

/** Profiles the server (started with `profilingEnv(file)`) while `load` runs. */
export async function profileDuring(pid: number, file: string, load: () => Promise<unknown>): Promise<ProfileSummary> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  await load();
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the server wrote no CPU profile to ${file}`);
    await sleep(200);
  }
  // The file is written in one call; wait until it parses.
  for (;;) {
    try {
      return summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}
