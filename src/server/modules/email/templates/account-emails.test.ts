import { describe, expect, it } from 'vitest';
import {
  alreadyHaveAccountEmail,
  passwordResetEmail,
  signInCodeEmail,
  signInLinkEmail,
  signUpLinkEmail,
  verifyEmailEmail,
} from './account-emails';

const base = { to: 'reader@example.com', productName: 'Quire', publicUrl: 'https://quire.example' };
const url = 'https://quire.example/m/callback/email?token=abc&x=1';

describe('account emails', () => {
  it('have subject lines a reader understands', async () => {
    expect((await signInLinkEmail({ ...base, url, validMinutes: 15 })).subject).toBe('Sign in to Quire');
    expect((await signUpLinkEmail({ ...base, url, validMinutes: 15 })).subject).toBe('Finish creating your Quire account');
    expect((await signInCodeEmail({ ...base, url, code: '042137', validMinutes: 15 })).subject).toBe('Your Quire sign-in code: 042137');
    expect((await alreadyHaveAccountEmail({ ...base, url, validMinutes: 15 })).subject).toBe('You already have a Quire account');
    expect((await passwordResetEmail({ ...base, url, validMinutes: 60 })).subject).toBe('Reset your Quire password');
    expect((await verifyEmailEmail({ ...base, url, validHours: 24 })).subject).toBe('Confirm your email address');
  });

  it('carry the absolute link in the text, on a line of its own, and, escaped, in the HTML', async () => {
    const message = await signInLinkEmail({ ...base, url, validMinutes: 15 });
    expect(message.to).toBe('reader@example.com');
    expect(message.text.split('\n')).toContain(`Sign in to Quire: ${url}`);
    expect(message.text).toContain('expires in 15 minutes');
    expect(message.html).toContain('href="https://quire.example/m/callback/email?token=abc&amp;x=1"');
  });

  it('are responsive HTML with the logo from the public address', async () => {
    const message = await passwordResetEmail({ ...base, url, validMinutes: 60 });
    expect(message.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(message.html).toContain('src="https://quire.example/email-logo.png"');
    expect(message.html).toContain('max-width:600px');
  });

  it('show a login code large, before the words, and in the text', async () => {
    const message = await signInCodeEmail({ ...base, url, code: '042137', validMinutes: 15 });
    expect(message.text).toContain('Your sign-in code is 042137');
    expect(message.html).toMatch(/<p[^>]*>Your sign-in code<\/p><p[^>]*font-size:32px[^>]*>042137<\/p><p[^>]*>Enter it on the page/);
    expect(message.text).toContain(url);
  });
});
