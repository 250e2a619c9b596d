import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The newest email the e2e server kept in its outbox for an address (the servers run without SMTP;
 * delivery over real SMTP is covered by the integration tests). Polls briefly, since sending is async.
 */
export async function latestEmail(dataDir: string, to: string, after = 0, timeoutMs = 5000): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new SQLite(join(dataDir, 'quire.db'), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare('select subject, text_body as text, html_body as html from outbox where to_address = ? and created_at > ? order by created_at desc limit 1')
        .get(to.toLowerCase(), after) as { subject: string; text: string; html: string } | undefined;
      if (row) return row;
    } finally {
      db.close();
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} in the outbox within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function linkFrom(email: { text: string }, path: string): string {
  const match = new RegExp(`https?://\\S*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`).exec(email.text);
  if (!match) throw new Error(`No link to ${path} in:\n${email.text}`);
  return match[0];
}
