import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/** The server-rendered sign-in page and sign-up prompts, before any script runs. */
describe('sign-in page and prompts, server-rendered', () => {
  let short: TestApp;
  let passwords: TestApp;
  let author: { id: string; username: string | null };
  let story: { id: string; slug: string };

  beforeAll(async () => {
    short = await createTestApp();
    passwords = await createTestApp({ QUIRE_FLAGS: 'enable_passwords=1' });
    author = await createUser(short.deps.db, { username: 'gateauthor', name: 'Gate Author' });
    story = await createPost(short.deps.db, author.id, { title: 'A Story To Clap For' });
  });
  afterAll(async () => {
    await short?.close();
    await passwords?.close();
  });

  const get = (t: TestApp, url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('opens on signing in, or at the options of the operation asked for, as a page rather than a dialog', async () => {
    const plain = await get(short, '/m/signin');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Welcome back.');
    // No social sign-in on this instance: email is the only way in, so its field is on the options themselves.
    expect(plain.body).toContain('Your email');
    expect(plain.body).toMatch(/<button type="submit"[^>]*>Sign In<\/button>/);

    const signUp = await get(short, '/m/signin?operation=register');
    expect(signUp.statusCode).toBe(200);
    expect(signUp.body).toContain('Join Quire.');
    expect(signUp.body).toMatch(/<button type="submit"[^>]*>Sign Up<\/button>/);
    expect(signUp.body).not.toContain('role="dialog"');
    expect(signUp.body).not.toContain('aria-label="Close"');
    expect(signUp.body).toMatch(/Click “Sign Up” to agree to Quire’s <a href="\/legal#terms">Terms of Service<\/a>/);

    const signIn = await get(short, '/m/signin?operation=login');
    expect(signIn.body).toContain('Welcome back.');
    expect(signIn.body).toContain('Enter the email address associated with your account');

    const readingB = await get(passwords, '/m/signin');
    expect(readingB.body).toContain('Welcome Back');
  });

  it('says when the email link has expired, in the wording of each reading', async () => {
    expect((await get(short, '/m/signin?entry=email_login_timeout')).body).toContain('Your sign in link has expired');
    expect((await get(passwords, '/m/signin?entry=email_login_timeout')).body).toContain('Your login link has expired.');
  });

  it('shows why a two-factor sign-in was stopped, without the code input', async () => {
    const res = await get(passwords, '/m/signin?error=TwoFactorAuthPermanentLockout&failCount=18&step=VERIFY_2FA_CODE&token=abc');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Your account has been locked, because you have attempted to enter a verification code too many times.');
    expect(res.body).not.toContain('data-step="VERIFY_2FA_CODE"');
    expect(res.body).toContain('data-step="SIGNIN_OPTIONS"');
  });

  it('links the metabar and the story prompts to the sign-in page for signed-out readers only', async () => {
    const home = await get(short, '/');
    expect(home.body).toContain('href="/m/signin?operation=login"');
    expect(home.body).toContain('href="/m/signin?operation=register"');

    const path = `/@gateauthor/${story.slug}-${story.id}`;
    const signedOut = await get(short, path);
    expect(signedOut.statusCode).toBe(200);
    const gate = `href="/m/signin?operation=register&amp;redirect=${encodeURIComponent(path)}"`;
    expect(signedOut.body).toContain(gate);
    expect(signedOut.body).toContain('class="story-actions story-actions--top"');
    expect(signedOut.body).toMatch(/story-actions__follow"[^>]*>Follow</);

    const reader = await createUser(short.deps.db, { name: 'Signed In Reader' });
    const { cookie } = await short.signIn(reader.id);
    const signedIn = await get(short, path, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('A Story To Clap For');
    // The same bar, with the reader's own actions in place of the sign-up gates.
    expect(signedIn.body).toContain('class="story-actions story-actions--top"');
    expect(signedIn.body).not.toContain('/m/signin?operation=register');
  });
});
