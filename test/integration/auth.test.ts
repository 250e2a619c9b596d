import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { createMagicLinkToken, MAGIC_LINK_TTL_MS } from '../../src/server/modules/auth/magic-link.service';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const viewerId = async (cookie?: string) => (await t.graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, { cookie })).data?.viewer?.id ?? null;

function cookieFrom(setCookie: string | string[] | undefined, name: string): string | null {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0]! : null;
}

describe('sign-in links', () => {
  it('sign in once, with an HttpOnly SameSite=Lax session cookie holding only a random token', async () => {
    const user = await createUser(t.deps.db);
    const token = await createMagicLinkToken(systemContext(t.deps), { email: user.email, userId: user.id, operation: 'login', redirect: '/@someone' });
    const res = await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/@someone');
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(sessionCookieName(t.config)));
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    const cookie = cookieFrom(res.headers['set-cookie'], sessionCookieName(t.config))!;
    expect(await viewerId(cookie)).toBe(user.id);
    const stored = await t.deps.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(cookie.split('=')[1]);

    const again = await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${token}` });
    expect(again.headers.location).toBe('/m/signin?entry=email_login_timeout');
    expect(cookieFrom(again.headers['set-cookie'], sessionCookieName(t.config))).toBeNull();
  });

  it('refuses an expired link and sends the reader to ask for a new one', async () => {
    const user = await createUser(t.deps.db);
    const token = await createMagicLinkToken(systemContext(t.deps), { email: user.email, userId: user.id, operation: 'login', now: Date.now() - MAGIC_LINK_TTL_MS - 1 });
    const res = await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${token}` });
    expect(res.headers.location).toBe('/m/signin?entry=email_login_timeout');
  });

  it('never redirects off the site after sign-in', async () => {
    const user = await createUser(t.deps.db);
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const token = await createMagicLinkToken(systemContext(t.deps), { email: user.email, userId: user.id, operation: 'login', redirect });
      const res = await t.app.inject({ method: 'GET', url: `/m/callback/email?token=${token}` });
      expect(res.headers.location).toBe('/');
    }
  });
});

describe('sessions', () => {
  it('ends after the idle timeout and after the absolute timeout', async () => {
    const user = await createUser(t.deps.db);
    const idle = await t.signIn(user.id);
    await t.deps.db.updateTable('sessions').set({ last_seen_at: Date.now() - t.config.sessionIdleMinutes * 60_000 - 1 }).where('id', '=', idle.sessionId).execute();
    expect(await viewerId(idle.cookie)).toBeNull();
    const old = await t.signIn(user.id);
    await t.deps.db.updateTable('sessions').set({ expires_at: Date.now() - 1 }).where('id', '=', old.sessionId).execute();
    expect(await viewerId(old.cookie)).toBeNull();
  });
});

describe('sign out', () => {
  it('needs the session xsrf token in the link, then ends the session and says so on the next page', async () => {
    const user = await createUser(t.deps.db);
    const { cookie, xsrf } = await t.signIn(user.id);
    const forged = await t.app.inject({ method: 'GET', url: '/m/signout/not-the-token', headers: { cookie } });
    expect(forged.statusCode).toBe(302);
    expect(await viewerId(cookie)).toBe(user.id);

    const res = await t.app.inject({ method: 'GET', url: `/m/signout/${xsrf}`, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await viewerId(cookie)).toBeNull();
    const toast = cookieFrom(res.headers['set-cookie'], 'quire_toast');
    expect(toast).toBeTruthy();
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: toast! } });
    expect(home.body).toContain('"toast":{"message":"You have been signed out."');
  });
});
