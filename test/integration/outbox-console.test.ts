import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/modules/email/mailer';
import { signInLinkEmail } from '../../src/server/modules/email';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Without SMTP, `npm start` shows each email on its standard output. On a terminal it is text with each link
 * on a line of its own; when the output is collected (not a terminal) it stays one JSON log line.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const URL = 'http://localhost:3000/m/callback/email?token=AbC-123_x&redirect=%2F';

async function sendOn(out: { isTTY?: boolean }) {
  const written: string[] = [];
  const logged: string[] = [];
  const config = { ...t.config, env: 'development' as const, smtpUrl: null };
  const mailer = createMailer(config, t.deps.db, (line) => logged.push(line), { ...out, write: (text: string) => written.push(text) });
  const message = await signInLinkEmail({ to: 'ada@quire.test', productName: 'Quire', publicUrl: 'http://localhost:3000', url: URL, validMinutes: 15 });
  await mailer.send(message);
  mailer.close();
  return { written: written.join(''), logged };
}

describe('an email kept in the outbox', () => {
  it('is printed as readable text, its sign-in link alone on a line, when standard output is a terminal', async () => {
    const { written, logged } = await sendOn({ isTTY: true });
    expect(logged).toEqual([]);
    const lines = written.split('\n');
    expect(lines).toContain('To:      ada@quire.test');
    expect(lines).toContain('Subject: Sign in to Quire');
    expect(lines).toContain(`    ${URL}`);
    expect(written).not.toContain('\\n');
  });

  it('stays one log line (JSON from the logger) when standard output is not a terminal', async () => {
    const { written, logged } = await sendOn({ isTTY: false });
    expect(written).toBe('');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('email to ada@quire.test (no SMTP_URL set, so it is shown here): Sign in to Quire');
    expect(logged[0]).toContain(URL);
  });
});
