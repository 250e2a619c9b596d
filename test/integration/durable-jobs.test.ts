import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db';
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

/** Starts the server in its own process and resolves with its port once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
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
      if (port) resolve({ child, port: Number(port) });
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
