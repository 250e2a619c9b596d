import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { AppDeps } from '../../src/server/graphql/context';
import type { EntryServer, SsrRuntime } from '../../src/server/http/ssr';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { insertNewSession } from '../../src/server/modules/auth/sessions.repo';
import { createDiskStorage, type BlobStorage } from '../../src/server/modules/media/storage';
import { freshDatabaseUrl } from './database';

/** Pages render from the TypeScript sources, with no browser bundle. */
const sourceRuntime: SsrRuntime = {
  entry: () => import('../../src/client/entry-server') as Promise<EntryServer>,
  assets: () => ({ scripts: [], styles: [], modulePreloads: [] }),
};

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  storage: BlobStorage;
  close(): Promise<void>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string; xsrf?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  signIn(userId: string): Promise<{ cookie: string; xsrf: string; sessionId: string }>;
  /** Waits until every job written so far has run (emails sent, events delivered). */
  jobsSettled(): Promise<void>;
}

export interface TestAppOptions {
  logStream?: { write(line: string): void };
  /** The BullMQ queue (with REDIS_URL): apps that stand for processes of one deployment share one. */
  queueName?: string;
  /** The app's clock for lockouts and its in-process key-value store (see `testClock`); the wall clock by default. */
  now?: () => number;
}

/** A clock that stands still until the test moves it. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = 1_700_000_000_000): TestClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-test-'));
  // The meter is off unless a test turns it on (METER_FREE_STORIES): a signed-in non-member then gets the locked preview.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'error', METER_FREE_STORIES: '0', ...env });
  const storage = createDiskStorage(config.uploadsDir);
  const queueName = options.queueName ?? `quire-test-${randomBytes(6).toString('hex')}`;
  const { app, deps, runner } = await buildApp({ config, ssr: sourceRuntime, storage, logStream: options.logStream, queueName, now: options.now });
  await app.ready();

  return {
    app,
    deps,
    config,
    storage,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async graphql(query, variables = {}, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/_/graphql',
        remoteAddress: options.ip,
        headers: {
          'content-type': 'application/json',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.xsrf ? { 'x-xsrf-token': options.xsrf } : {}),
          ...options.headers,
        },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, ...(response.json() as object) };
    },
    async jobsSettled() {
      // Counted from two places (the jobs table and BullMQ's lists, read one after the other), so a job passing
      // from one to the other can be missed by one reading: settled means none left in three readings in a row.
      let quiet = 0;
      await vi.waitFor(async () => {
        quiet = (await runner.unfinished()) > 0 ? 0 : quiet + 1;
        if (quiet < 3) throw new Error('jobs still running');
      }, { timeout: 20_000, interval: 20 });
    },
    async signIn(userId) {
      const { token, session } = await insertNewSession(deps.db, config, { userId, client: { ip: '127.0.0.1', userAgent: 'test' } });
      return { cookie: `${sessionCookieName(config)}=${token}`, xsrf: session.xsrf, sessionId: session.id };
    },
  };
}
