import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

describe('the request log', () => {
  it('never records a sign-in token, share key or confirmation key', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const secrets = ['tok3nSecretValue0123456789abcdef', 'shareKeySecret42', 'confirmKeySecret77'];
      await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${secrets[0]}` });
      await t.app.inject({ method: 'GET', url: `/p/0123456789ab?sk=${secrets[1]}` });
      await t.app.inject({ method: 'GET', url: `/m/account/confirm/${secrets[2]}` });
      const log = lines.join('');
      expect(log).toContain('/m/callback/email?token=%5Bredacted%5D');
      expect(log).toContain('/m/account/confirm/[redacted]');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('the readable log (LOG_FORMAT=pretty, the default on a terminal)', () => {
  it('writes one plain line per request, secrets redacted, and leaves asset requests to debug', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await t.app.inject({ method: 'GET', url: '/m/callback/email?token=tok3nSecretValue0123456789abcdef' });
      await t.app.inject({ method: 'GET', url: '/_/health' });
      await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
      const log = lines.join('');
      expect(log).not.toContain('{"level"');
      expect(log).not.toContain('tok3nSecretValue');
      const requestLines = log.split('\n').filter((line) => / GET \//.test(line));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatch(/INFO.*GET \/m\/callback\/email\?token=%5Bredacted%5D \d{3} \d+ ms/);
    } finally {
      await t.close();
    }
  });
});
