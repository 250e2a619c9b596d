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
