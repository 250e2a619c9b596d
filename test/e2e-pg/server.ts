import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { baseUrl } from '../e2e/browser';
import { serverEnv } from '../e2e/server-env';
import type { ReceivedEmail } from '../support/smtp';

/** The PostgreSQL server's database, its Redis and its SMTP server (test/e2e-pg/global-setup.ts). */
export const databaseUrl = inject('databaseUrl');

/** The environment of scripts that share the server's database (npm run signin-link). */
export function scriptEnv(): NodeJS.ProcessEnv {
  return { ...serverEnv(Number(new URL(baseUrl).port), inject('dataDir')), DATABASE_URL: databaseUrl };
}

/** Rows from the server's PostgreSQL database, on a connection of their own. */
export async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, statement_timeout: 10_000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every email the SMTP server has received so far, in order. */
export function receivedMail(): ReceivedEmail[] {
  const dir = inject('mailDir');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedEmail);
}

/** Waits for an email to `to` that `matches` (polling what the SMTP server wrote), or fails at the deadline. */
export async function waitForMail(to: string, matches: (mail: ReceivedEmail) => boolean, timeoutMs = 30_000): Promise<ReceivedEmail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = receivedMail();
    const found = received.find((mail) => mail.to.includes(address) && matches(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = received.filter((mail) => mail.to.includes(address)).map((mail) => `"${mail.subject}"`);
      throw new Error(`No matching email to ${address} over SMTP within ${timeoutMs} ms (to it: ${seen.join(', ') || 'none'}; ${received.length} in all)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
