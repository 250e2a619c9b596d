import { describe, expect, it } from 'vitest';
import {
  alreadyHaveAccountEmail,
  passwordResetEmail,
  signInCodeEmail,
  signInLinkEmail,
  signUpLinkEmail,
  verifyEmailEmail,
} from './account-emails';

const base = { to: 'reader@example.com', productName: 'Quire' };
const url = 'https://quire.example/m/callback/email?token=abc&x=1';

describe('account emails', () => {
  it('have subject lines a reader understands', () => {
    expect(signInLinkEmail({ ...base, url, validMinutes: 15 }).subject).toBe('Sign in to Quire');
    expect(signUpLinkEmail({ ...base, url, validMinutes: 15 }).subject).toBe('Finish creating your Quire account');
    expect(signInCodeEmail({ ...base, url, code: '042137', validMinutes: 15 }).subject).toBe('Your Quire sign-in code: 042137');
    expect(alreadyHaveAccountEmail({ ...base, url, validMinutes: 15 }).subject).toBe('You already have a Quire account');
    expect(passwordResetEmail({ ...base, url, validMinutes: 60 }).subject).toBe('Reset your Quire password');
    expect(verifyEmailEmail({ ...base, url, validHours: 24 }).subject).toBe('Confirm your email address');
  });

  it('carry the absolute link in the text and, escaped, in the HTML', () => {
    const message = signInLinkEmail({ ...base, url, validMinutes: 15 });
    expect(message.to).toBe('reader@example.com');
    expect(message.text).toContain(url);
    expect(message.text).toContain('expires in 15 minutes');
    expect(message.html).toContain('href="https://quire.example/m/callback/email?token=abc&amp;x=1"');
  });

  it('show a login code large, right under the heading, and in the text', () => {
    const message = signInCodeEmail({ ...base, url, code: '042137', validMinutes: 15 });
    expect(message.text).toContain('Your sign-in code is 042137');
    expect(message.html).toMatch(/<\/h1><p[^>]*>Your sign-in code<\/p><p[^>]*font-size:36px[^>]*>042137<\/p>/);
    expect(message.text).toContain(url);
  });
});
