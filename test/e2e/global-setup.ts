import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../support/oidc-provider';
import { startStripeStandIn } from '../support/stripe-stand-in';
import { serverEnv } from './server-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A second server with passwords and login codes switched on (spec 2 Reading B). */
    accountsBaseUrl: string;
    accountsDataDir: string;
    /** The local OpenID provider the accounts server uses for Google, Facebook, Apple and Twitter. */
    oidcIssuer: string;
    /** The local Stripe stand-in both servers talk to (drive it with `stripeStandInControls(stripeUrl)`). */
    stripeUrl: string;
    /** Each server's Stripe secret key on the stand-in (an account of its own, with its own webhook address). */
    stripeSecretKey: string;
    accountsStripeSecretKey: string;
  }
}

/** Where Quire takes Stripe's webhooks (src/server/http/stripe-webhook-route.ts). */
const STRIPE_WEBHOOK_PATH = '/_/stripe/webhook';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');
/** Seeding the demo content on a busy two-core machine can take over a minute. */
const STARTUP_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port assigned'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
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

interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function startServer(extraEnv: NodeJS.ProcessEnv): Promise<RunningServer> {
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

/** Flags of the second server: the password-enabled flow and login codes. */
export const ACCOUNTS_SERVER_FLAGS = 'enable_passwords=1,enable_login_code=1,enable_apple_sign_in=1';

export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  // The provider must know the accounts server's callback addresses before that server starts.
  const accountsPort = await freePort();
  const accountsUrl = `http://127.0.0.1:${accountsPort}`;
  const oidc = await startOidcProvider({ appBaseUrls: [accountsUrl] });
  const stripe = await startStripeStandIn();
  const accountsStripeKey = stripe.addAccount(`${accountsUrl}${STRIPE_WEBHOOK_PATH}`);
  const accountsEnv = { QUIRE_FLAGS: ACCOUNTS_SERVER_FLAGS, PORT: String(accountsPort), PUBLIC_URL: accountsUrl, ...oidc.appEnv(), ...stripe.env(accountsStripeKey) };
  const servers = await Promise.all([startServer(stripe.env()), startServer(accountsEnv)]).catch(async (error: unknown) => {
    await oidc.close();
    await stripe.close();
    throw error;
  });
  const [main, accounts] = servers as [RunningServer, RunningServer];
  stripe.setWebhookUrl(`${main.baseUrl}${STRIPE_WEBHOOK_PATH}`);
  project.provide('stripeUrl', stripe.url);
  project.provide('stripeSecretKey', stripe.secretKey);
  project.provide('accountsStripeSecretKey', accountsStripeKey);
  project.provide('baseUrl', main.baseUrl);
  project.provide('dataDir', main.dataDir);
  project.provide('accountsBaseUrl', accounts.baseUrl);
  project.provide('accountsDataDir', accounts.dataDir);
  project.provide('oidcIssuer', oidc.issuer);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.close();
    await stripe.close();
  };
}
