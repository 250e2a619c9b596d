import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env';

/** The built server the browser suites start, each in a process of its own (shared by test/e2e and test/e2e-pg). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');
/** Seeding the demo content on a busy two-core machine can take over a minute. */
const STARTUP_TIMEOUT_MS = 180_000;

/** Builds the server unless dist/ already has it. */
export function ensureBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port assigned'))));
    });
  });
}

export async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exited: string | null = null;
  server.once('exit', (code, signal) => (exited = signal ? `signal ${signal}` : `code ${code}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The e2e server exited (${exited}) before it was healthy. Its output:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/_/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The e2e server did not answer 200 on /_/health within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The built server on a free port with a fresh data directory: `serverEnv` (SQLite there, the demo) and `extraEnv` over it. */
export async function startServer(extraEnv: NodeJS.ProcessEnv): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  const port = await freePort();
  const env = { ...serverEnv(port, dataDir), ...extraEnv };
  const baseUrl = env.PUBLIC_URL!;
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const capture = (chunk: Buffer) => {
    output += chunk.toString();
    // Keeps memory bounded if the server logs a lot during the run.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  server.stdout!.on('data', capture);
  server.stderr!.on('data', capture);
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
