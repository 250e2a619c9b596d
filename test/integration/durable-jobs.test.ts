import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/server/db';
import { createDatabaseRunner } from '../../src/server/jobs/database-runner';
import { writeJob } from '../../src/server/jobs/queue';
import { JobRegistry } from '../../src/server/jobs/registry';
import { freshDatabaseUrl } from '../support/database';
import { startLocalSmtp, type LocalSmtp } from '../support/smtp';

const SEND = `mutation($email: String!) { sendAcctAuthEmail(email: $email, operation: "register") { __typename } }`;

let dir: string;
let smtp: LocalSmtp;
let database: { url: string; drop: () => Promise<void> };
let reader: DatabaseHandle;
const queueName = `quire-durable-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quire-durable-'));
  smtp = await startLocalSmtp();
  const fresh = await freshDatabaseUrl();
  database = fresh.url === 'sqlite::memory:' ? { url: `sqlite:${join(dir, 'quire.db')}`, drop: async () => {} } : fresh;
});

afterAll(async () => {
  await reader?.close();
  await smtp.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server in its own process and resolves with its port once it listens; `output` is what it printed so far. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/child-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      DATA_DIR: dir,
      QUIRE_DEMO: '0',
      SMTP_URL: smtp.url,
      TEST_QUEUE_NAME: queueName,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a job survives kill -9 between the commit and its delivery', () => {
  it('is delivered exactly once after a restart, as if nothing had happened', async () => {
    // A process that writes jobs but does not run them stands for one killed right after its commit.
    const first = await startServer({ JOBS_WORKER: '0' });
    const email = `durable.${Date.now().toString(36)}@example.com`;
    const response = await fetch(`http://127.0.0.1:${first.port}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SEND, variables: { email } }),
    });
    expect(await response.json()).toEqual({ data: { sendAcctAuthEmail: { __typename: 'SusiMethod' } } });
    await killHard(first.child);

    reader = openDatabase(database.url);
    const db = reader.db;
    // The email waits, undelivered (beside the search index's start-up repair, which waits too).
    const written = await db.selectFrom('jobs').select(['name', 'status']).where('name', '=', 'email.send').execute();
    expect(written).toEqual([{ name: 'email.send', status: 'pending' }]);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);

    const second = await startServer({});
    try {
      await vi.waitFor(() => expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1), { timeout: 20_000, interval: 50 });
      const [mail] = smtp.received.filter((m) => m.to.includes(email));
      expect(mail?.subject).toBe('Finish creating your Quire account');
      await vi.waitFor(
        async () => {
          const job = await db.selectFrom('jobs').select(['status', 'payload']).executeTakeFirstOrThrow();
          expect(job.status === 'done' || job.status === 'relayed').toBe(true);
          expect(job.payload).toBe('null');
        },
        { timeout: 20_000, interval: 50 },
      );
      // Delivered once: the outbox keeps the fact, not the link it carried. The sender marks it once the mail
      // server has answered, which can be after the server has the mail (and after a relayed job is marked).
      await vi.waitFor(
        async () => {
          const kept = await db.selectFrom('outbox').select(['sent_at', 'text_body']).where('to_address', '=', email).execute();
          expect(kept).toHaveLength(1);
          expect(kept[0]?.sent_at).not.toBeNull();
          expect(kept[0]?.text_body).not.toContain('/m/callback/email');
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await killHard(second.child);
    }
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });
});

/** A database of its own (a file for SQLite, so that processes share it), migrated. */
async function ownDatabase(): Promise<{ url: string; dir: string; handle: DatabaseHandle; drop: () => Promise<void> }> {
  const ownDir = mkdtempSync(join(tmpdir(), 'quire-lease-'));
  const fresh = await freshDatabaseUrl();
  const url = fresh.url === 'sqlite::memory:' ? `sqlite:${join(ownDir, 'quire.db')}` : fresh.url;
  const handle = openDatabase(url);
  await migrateToLatest(handle.db as never);
  return {
    url,
    dir: ownDir,
    handle,
    drop: async () => {
      await handle.close();
      await fresh.drop();
      rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

describe('job leases', () => {
  it('are renewed while a long job runs, so another runner never starts it a second time', async () => {
    const own = await ownDatabase();
    const db = own.handle.db;
    let clock = 1_000_000;
    // The lease is counted on the test's clock; its renewal (every third of it) on the wall clock.
    const leaseMs = 30;
    const errors: object[] = [];
    const log = { error: (details: object) => void errors.push(details) };
    let longRuns = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const markers: string[] = [];
    const registry = new JobRegistry();
    registry.register('test.long', v.null(), async () => {
      longRuns += 1;
      await released;
    });
    registry.register('test.marker', v.string(), async (payload) => void markers.push(payload));
    // Two processes over one database; the one holding the long job has no other slot.
    const holder = createDatabaseRunner({ db, registry, log, now: () => clock, leaseMs, concurrency: 1 });
    const other = createDatabaseRunner({ db, registry, log, now: () => clock, leaseMs });
    const lease = async () => Number((await db.selectFrom('jobs').select('locked_until').where('key', '=', 'long').executeTakeFirstOrThrow()).locked_until);
    try {
      holder.start();
      await writeJob(db, { name: 'test.long', payload: null, key: 'long' }, clock);
      holder.nudge();
      await vi.waitFor(() => expect(longRuns).toBe(1));
      other.start();
      // Ten half-leases pass while the job runs: five times its first lease, each time renewed.
      for (let step = 0; step < 10; step += 1) {
        clock += leaseMs / 2;
        await vi.waitFor(async () => expect(await lease()).toBe(clock + leaseMs), { timeout: 5_000, interval: 5 });
      }
      // The other runner looks for work (the marker is behind the long job in its queue) and leaves the long job alone.
      await writeJob(db, { name: 'test.marker', payload: 'looked', key: 'marker' }, clock);
      other.nudge();
      await vi.waitFor(() => expect(markers).toEqual(['looked']));
      expect(longRuns).toBe(1);
      release();
      await vi.waitFor(async () => expect(await db.selectFrom('jobs').select(['status', 'attempts', 'locked_until']).where('key', '=', 'long').executeTakeFirst()).toEqual({ status: 'done', attempts: 1, locked_until: null }));
      expect(longRuns).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      release();
      await holder.stop();
      await other.stop();
      await own.drop();
    }
  });

  it('run a job again within seconds when the process that claimed it was killed (kill -9)', { timeout: 60_000 }, async () => {
    const own = await ownDatabase();
    const env = { DATABASE_URL: own.url, DATA_DIR: own.dir, JOB_LEASE_SECONDS: '1' };
    const first = await startServer({ ...env, TEST_JOB_HANGS: '1' });
    let second: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      await writeJob(own.handle.db, { name: 'test.crash', payload: null, key: 'crash' }, Date.now());
      await vi.waitFor(() => expect(first.output()).toContain('job ran crash attempt 1'), { timeout: 20_000, interval: 20 });
      await killHard(first.child);

      second = await startServer(env);
      const started = second;
      // The dead process's lease (one second) runs out and the new one takes the job over.
      await vi.waitFor(() => expect(started.output()).toMatch(/job ran crash attempt \d/), { timeout: 20_000, interval: 20 });
      if (!process.env.TEST_REDIS_URL) {
        await vi.waitFor(async () =>
          expect(await own.handle.db.selectFrom('jobs').select(['status', 'attempts']).where('key', '=', 'crash').executeTakeFirst()).toEqual({ status: 'done', attempts: 2 }),
        );
      }
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) await killHard(first.child);
      if (second) await killHard(second.child);
      await own.drop();
    }
  });
});
