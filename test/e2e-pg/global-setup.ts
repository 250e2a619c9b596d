import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { freshDatabaseUrl } from '../support/database';
import { startLocalSmtp } from '../support/smtp';
import { ensureBuilt, startServer } from '../e2e/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database the server runs on (a fresh one, dropped after the run). */
    databaseUrl: string;
    /** The Redis database of the server's cache, rate limits and BullMQ job queue. */
    redisUrl: string;
    /** The local SMTP server the server sends every email to. */
    smtpUrl: string;
    /** Where each email the SMTP server receives is written, one JSON file per message in order (see mail.ts). */
    mailDir: string;
  }
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** A Redis database of the run's own: emptied before and after, so no queue or cache from another run leaks in. */
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/6';

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Runs every step, the last first, even when one fails; then throws the first failure. */
async function unwind(steps: (() => Promise<void> | void)[]): Promise<void> {
  let failure: unknown = null;
  for (const step of steps.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

/**
 * The browser suite on PostgreSQL: the built server on a fresh PostgreSQL database, its jobs on BullMQ in Redis,
 * its email through a real SMTP server on loopback, with the demo content. Everything it starts or creates is
 * stopped and removed at the end, and also when starting fails part way.
 */
export default async function setup(project: TestProject) {
  ensureBuilt();
  const cleanup: (() => Promise<void> | void)[] = [];
  try {
    const redisUrl = process.env.TEST_E2E_REDIS_URL || DEFAULT_REDIS_URL;
    await emptyRedis(redisUrl);
    cleanup.push(() => emptyRedis(redisUrl));

    const database = await freshDatabaseUrl(process.env.TEST_DATABASE_URL || DEFAULT_DATABASE_URL);
    cleanup.push(database.drop);

    const mailDir = mkdtempSync(join(tmpdir(), 'quire-e2e-pg-mail-'));
    cleanup.push(() => rmSync(mailDir, { recursive: true, force: true }));
    let count = 0;
    const smtp = await startLocalSmtp({
      onMessage(mail) {
        // Written whole, then renamed: a reader never sees half a message.
        const name = `${String(++count).padStart(6, '0')}.json`;
        writeFileSync(join(mailDir, `.${name}`), JSON.stringify(mail));
        renameSync(join(mailDir, `.${name}`), join(mailDir, name));
      },
    });
    cleanup.push(() => smtp.close());

    const server = await startServer({ DATABASE_URL: database.url, REDIS_URL: redisUrl, SMTP_URL: smtp.url, QUIRE_DEMO: '1' });
    cleanup.push(() => server.stop());

    project.provide('baseUrl', server.baseUrl);
    project.provide('dataDir', server.dataDir);
    project.provide('databaseUrl', database.url);
    project.provide('redisUrl', redisUrl);
    project.provide('smtpUrl', smtp.url);
    project.provide('mailDir', mailDir);
  } catch (error) {
    await unwind(cleanup).catch(() => {});
    throw error;
  }
  return () => unwind(cleanup);
}
