import { describe, expect, it } from 'vitest';
import { consoleEmail } from './console-email';
import { signInLinkEmail } from './templates/account-emails';

describe('consoleEmail', () => {
  it('prints the sign-in email as lines of text, its link alone on a line', async () => {
    const url = 'http://localhost:3000/m/callback/email?token=AbC-123_x&redirect=%2F';
    const message = await signInLinkEmail({ to: 'ada@quire.test', productName: 'Quire', publicUrl: 'http://localhost:3000', url, validMinutes: 15 });
    const printed = consoleEmail(message);
    const lines = printed.split('\n');
    expect(lines).toContain('To:      ada@quire.test');
    expect(lines).toContain('Subject: Sign in to Quire');
    expect(lines).toContain('Sign in to Quire:');
    expect(lines).toContain(`    ${url}`);
    expect(printed).not.toContain('\\n');
    expect(printed.endsWith('\n')).toBe(true);
  });

  it('puts each of several links on a line of its own', () => {
    const printed = consoleEmail({ to: 'a@b.c', subject: 'Two', text: 'See https://a.example/1 and https://a.example/2 today' });
    expect(printed.split('\n')).toEqual(expect.arrayContaining(['See and today', '    https://a.example/1', '    https://a.example/2']));
  });
});
