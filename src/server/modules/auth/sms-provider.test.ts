import { describe, expect, it } from 'vitest';
import { normalizeBackupCode, newBackupCode } from '../../security/backup-codes';
import { webhookSmsProvider } from './sms-provider';

describe('the SMS webhook', () => {
  it('posts the message as JSON', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    await webhookSmsProvider('https://sms.example/send', fakeFetch).send({ to: '+15550100000', channel: 'voice', text: 'Your code' });
    expect(calls).toEqual([{ url: 'https://sms.example/send', body: { to: '+15550100000', channel: 'voice', text: 'Your code' } }]);
  });

  it('fails clearly when the gateway refuses', async () => {
    const fakeFetch = (async () => new Response('nope', { status: 502, statusText: 'Bad Gateway' })) as unknown as typeof fetch;
    await expect(webhookSmsProvider('https://sms.example/send', fakeFetch).send({ to: '+1', channel: 'sms', text: 'x' })).rejects.toThrow(
      'The SMS webhook answered 502 Bad Gateway',
    );
  });
});

describe('backup codes', () => {
  it('are 8 characters from an alphabet without look-alikes, and typed back loosely', () => {
    for (let i = 0; i < 50; i++) expect(newBackupCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeBackupCode(' abcd-ef gh ')).toBe('ABCDEFGH');
  });
});
