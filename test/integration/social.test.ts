import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/http/session-cookie';
import { verifyGoogleIdentityToken } from '../../src/server/modules/social/google-identity';
import { flowCookieName, OAUTH_FLOW_TTL_MS, startOAuthFlow } from '../../src/server/modules/social/oauth-flow';
import { authorizationUrl } from '../../src/server/modules/social/provider-exchange';
import { providerClient, type SocialProviderName } from '../../src/server/modules/social/providers';
import { SOCIAL_MESSAGES } from '../../src/server/modules/social/social-messages';
import { createUser } from '../support/factories';
import { startOidcProvider, TEST_CLIENTS, type LocalOidcProvider, type ProviderAnswer } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://localhost:3000';
const START = { google: '/m/connect/google', facebook: '/m/connect/facebook', apple: '/m/start-auth/apple', twitter: '/m/account/authenticate-twitter' };

let provider: LocalOidcProvider;
/** Default flags: Apple sign-in off. */
let t: TestApp;
/** Apple switched on, Google switched off. */
let flagged: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({ appBaseUrls: [PUBLIC_URL] });
  t = await createTestApp({ PUBLIC_URL, ...provider.appEnv() });
  flagged = await createTestApp({ PUBLIC_URL, ...provider.appEnv(), QUIRE_FLAGS: 'enable_apple_sign_in=1,disable_login_google=1' });
});
afterAll(async () => {
  await t?.close();
  await flagged?.close();
  await provider?.close();
});

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
}

/** The cookie's name=value when the response set it to something (not when it cleared it). */
function cookieFrom(res: { headers: Record<string, unknown> }, name: string): string | null {
  const found = setCookies(res).find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found ? found.split(';')[0]! : null;
}

function toastFrom(res: { headers: Record<string, unknown> }): string | null {
  const raw = cookieFrom(res, 'quire_toast');
  return raw ? (JSON.parse(Buffer.from(raw.split('=')[1]!, 'base64url').toString()) as { message: string }).message : null;
}

let ip = 0;
/** A fresh address per flow, so no per-address limit is ever what a test sees. */
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

interface Started {
  location: string;
  flowCookie: string | null;
}

async function start(app: TestApp, path: string, cookie?: string): Promise<Started & { res: Awaited<ReturnType<TestApp['app']['inject']>> }> {
  const res = await app.app.inject({ method: 'GET', url: path, remoteAddress: nextIp(), headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(302);
  const provider = new URL(path, PUBLIC_URL).pathname.split('/').includes('apple') ? 'apple' : /google|facebook|twitter/.exec(path)?.[0];
  return { res, location: String(res.headers.location), flowCookie: cookieFrom(res, flowCookieName(provider as SocialProviderName)) };
}

async function answer(app: TestApp, reply: ProviderAnswer, cookies: (string | null)[]) {
  const url = new URL(reply.url);
  expect(url.origin).toBe(PUBLIC_URL);
  const cookie = cookies.filter(Boolean).join('; ');
  return reply.form
    ? app.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        remoteAddress: nextIp(),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(reply.form).toString(),
      })
    : app.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: nextIp(), headers: { cookie } });
}

/** The whole round trip: start, log in at the provider as `login`, come back. */
async function signInWith(app: TestApp, providerName: SocialProviderName, login: string, options: { query?: string; cookie?: string } = {}) {
  const started = await start(app, START[providerName] + (options.query ?? ''), options.cookie);
  expect(started.location.startsWith(provider.issuer)).toBe(true);
  const reply = await provider.signIn(started.location, login);
  return answer(app, reply, [started.flowCookie, options.cookie ?? null]);
}

const viewerOf = async (app: TestApp, cookie: string | null) =>
  cookie
    ? ((await app.graphql<{ viewer: { id: string; name: string; email: string | null; unverifiedEmail: string | null } | null }>(
        '{ viewer { id name email unverifiedEmail } }',
        {},
        { cookie },
      )).data?.viewer ?? null)
    : null;

const sessionOf = (app: TestApp, res: { headers: Record<string, unknown> }) => cookieFrom(res, sessionCookieName(app.config));

const linkOf = (app: TestApp, provider: string, providerUserId: string) =>
  app.deps.db.selectFrom('social_accounts').selectAll().where('provider', '=', provider).where('provider_user_id', '=', providerUserId).executeTakeFirst();

describe('signing in with a provider', () => {
  it('creates an account on first use and signs in, then signs the same account in again', async () => {
    const login = `first.timer.${Date.now()}@example.com`;
    const first = await signInWith(t, 'google', login, { query: '?redirect=%2F%40someone&operation=register' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/@someone');
    const cookie = sessionOf(t, first);
    expect(setCookies(first).find((c) => c.startsWith(sessionCookieName(t.config)))).toMatch(/HttpOnly/);
    const viewer = await viewerOf(t, cookie);
    expect(viewer).toMatchObject({ name: login.split('@')[0], email: login });
    expect((await linkOf(t, 'google', login))?.user_id).toBe(viewer!.id);

    const users = await t.deps.db.selectFrom('users').select(t.deps.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const again = await signInWith(t, 'google', login);
    expect(again.headers.location).toBe('/');
    expect((await viewerOf(t, sessionOf(t, again)))?.id).toBe(viewer!.id);
    const after = await t.deps.db.selectFrom('users').select(t.deps.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(users.n));
  });

  it('opens the existing account that has the same verified email, and links it', async () => {
    const user = await createUser(t.deps.db);
    const res = await signInWith(t, 'google', user.email);
    expect((await viewerOf(t, sessionOf(t, res)))?.id).toBe(user.id);
    expect((await linkOf(t, 'google', user.email))?.user_id).toBe(user.id);
  });

  it('never opens an account for an address the provider has not verified', async () => {
    const user = await createUser(t.deps.db);
    const login = `unverified-${user.id}`;
    provider.setAccount(login, { email: user.email, email_verified: false, name: 'Someone Else' });
    const res = await signInWith(t, 'facebook', login);
    const viewer = await viewerOf(t, sessionOf(t, res));
    expect(viewer?.id).toBeDefined();
    expect(viewer?.id).not.toBe(user.id);
    expect(viewer).toMatchObject({ name: 'Someone Else', email: null, unverifiedEmail: user.email });
    expect(await linkOf(t, 'facebook', user.email)).toBeUndefined();
  });

  it('sends an account with two-factor to the code page instead of signing it in', async () => {
    const user = await createUser(t.deps.db);
    const now = Date.now();
    await t.deps.db.insertInto('two_factor').values({ user_id: user.id, method: 'AUTH_APP', secret: 'sealed', enabled_at: now, updated_at: now }).execute();
    const res = await signInWith(t, 'twitter', user.email, { query: '?redirect=/me/settings' });
    expect(res.headers.location).toMatch(/^\/two-factor-authentication\?token=[A-Za-z0-9_-]{43}$/);
    expect(sessionOf(t, res)).toBeNull();
  });

  it('says so when the reader cancels at the provider', async () => {
    const started = await start(t, START.google);
    const res = await answer(t, await provider.cancel(started.location), [started.flowCookie]);
    expect(res.headers.location).toBe('/m/signin');
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.cancelled('google'));
    expect(sessionOf(t, res)).toBeNull();
  });

  it('never follows a redirect off the site', async () => {
    const res = await signInWith(t, 'google', `offsite.${Date.now()}@example.com`, { query: '?redirect=https://evil.example/' });
    expect(res.headers.location).toBe('/');
  });
});

describe('the state and the browser cookie', () => {
  it('refuses an altered state', async () => {
    const started = await start(t, START.google);
    const reply = await provider.signIn(started.location, `tamper.${Date.now()}@example.com`);
    const url = new URL(reply.url);
    const state = url.searchParams.get('state')!;
    const [payload, mac] = [state.slice(0, state.lastIndexOf('.')), state.slice(state.lastIndexOf('.') + 1)];
    const decoded = JSON.parse(Buffer.from(payload.slice('oauth-state:'.length), 'base64url').toString()) as Record<string, unknown>;
    const forged = `oauth-state:${Buffer.from(JSON.stringify({ ...decoded, r: '/forged' })).toString('base64url')}.${mac}`;
    url.searchParams.set('state', forged);
    const res = await answer(t, { url: url.href, form: null }, [started.flowCookie]);
    expect(res.headers.location).toBe('/m/signin');
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.expired('google'));
    expect(sessionOf(t, res)).toBeNull();
  });

  it('refuses a callback without the cookie, or with the cookie of another sign-in', async () => {
    const started = await start(t, START.google);
    const other = await start(t, START.google);
    const reply = await provider.signIn(started.location, `nocookie.${Date.now()}@example.com`);
    for (const cookies of [[], [other.flowCookie]]) {
      const res = await answer(t, reply, cookies);
      expect(res.headers.location).toBe('/m/signin');
      expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.expired('google'));
      expect(sessionOf(t, res)).toBeNull();
    }
    // The right cookie still works: nothing above used the code up.
    const res = await answer(t, reply, [started.flowCookie]);
    expect(sessionOf(t, res)).not.toBeNull();
  });

  it('refuses a sign-in that was started too long ago', async () => {
    const client = await providerClient(t.config, 'google');
    const flow = await startOAuthFlow(t.deps.db, { provider: 'google', redirect: '/', operation: 'login', viewerId: null }, Date.now() - OAUTH_FLOW_TTL_MS - 1);
    const reply = await provider.signIn((await authorizationUrl(client, flow.state, flow.secrets)).href, `late.${Date.now()}@example.com`);
    const res = await answer(t, reply, [`${flowCookieName('google')}=${flow.cookie}`]);
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.expired('google'));
    expect(sessionOf(t, res)).toBeNull();
  });

  it('keeps the flow cookie HttpOnly and on the callback path only', async () => {
    const { res } = await start(t, START.twitter);
    const raw = setCookies(res).find((c) => c.startsWith(`${flowCookieName('twitter')}=`));
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/Path=\/m\/callback\/twitter/);
    expect(raw).toMatch(/SameSite=Lax/);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });
});

describe('feature flags', () => {
  it('refuses Google when disable_login_google is on, at the start and at the callback', async () => {
    const res = await flagged.app.inject({ method: 'GET', url: '/m/connect/google?redirect=/@x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/signin?redirect=%2F%40x');
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.unavailable('google'));
    const callback = await flagged.app.inject({ method: 'GET', url: '/m/callback/google?code=abc&state=xyz' });
    expect(toastFrom(callback)).toBe(SOCIAL_MESSAGES.unavailable('google'));
  });

  it('offers Apple only with enable_apple_sign_in, and takes its form_post answer', async () => {
    const off = await t.app.inject({ method: 'GET', url: START.apple });
    expect(off.headers.location).toBe('/m/signin');
    expect(toastFrom(off)).toBe(SOCIAL_MESSAGES.unavailable('apple'));

    const started = await start(flagged, START.apple);
    expect(new URL(started.location).searchParams.get('response_mode')).toBe('form_post');
    const reply = await provider.signIn(started.location, `apple.${Date.now()}@example.com`);
    expect(reply.form).not.toBeNull();
    const res = await answer(flagged, reply, [started.flowCookie]);
    expect(res.headers.location).toBe('/');
    expect(await viewerOf(flagged, sessionOf(flagged, res))).not.toBeNull();
  });
});

describe('connecting a provider to a signed-in account', () => {
  it('links to the viewer and goes back to the security settings', async () => {
    const user = await createUser(t.deps.db);
    const { cookie } = await t.signIn(user.id);
    const login = `linker-${user.id}`;
    const res = await signInWith(t, 'facebook', login, { query: '?operation=login', cookie });
    expect(res.headers.location).toBe('/me/settings#security');
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.connected('facebook'));
    expect((await linkOf(t, 'facebook', login))?.user_id).toBe(user.id);
    expect(sessionOf(t, res)).toBeNull();
  });

  it('refuses a provider account connected to someone else', async () => {
    const owner = await createUser(t.deps.db);
    const login = `taken-${owner.id}`;
    await t.deps.db.insertInto('social_accounts').values({ provider: 'google', provider_user_id: login, user_id: owner.id, email: null, created_at: Date.now() }).execute();
    const other = await createUser(t.deps.db);
    const { cookie } = await t.signIn(other.id);
    const res = await signInWith(t, 'google', login, { cookie });
    expect(res.headers.location).toBe('/me/settings#security');
    expect(toastFrom(res)).toBe(SOCIAL_MESSAGES.connectedElsewhere('google', 'Quire'));
    expect((await linkOf(t, 'google', login))?.user_id).toBe(owner.id);
  });
});

const CONNECTIONS = '{ viewer { socialConnections { provider email createdAt } } }';
const DISCONNECT = 'mutation ($provider: String!) { disconnectSocialAccount(provider: $provider) { provider } }';

describe('disconnecting', () => {
  it('lists and disconnects when the account keeps another way in', async () => {
    const user = await createUser(t.deps.db);
    await signInWith(t, 'google', user.email);
    const session = await t.signIn(user.id);
    const listed = await t.graphql<{ viewer: { socialConnections: { provider: string; email: string }[] } }>(CONNECTIONS, {}, session);
    expect(listed.data?.viewer.socialConnections).toEqual([expect.objectContaining({ provider: 'google', email: user.email })]);
    const res = await t.graphql<{ disconnectSocialAccount: unknown[] }>(DISCONNECT, { provider: 'google' }, session);
    expect(res.errors).toBeUndefined();
    expect(res.data?.disconnectSocialAccount).toEqual([]);
  });

  it('refuses to remove the only way into an account without email or password', async () => {
    const first = await signInWith(t, 'twitter', `no-email-${Date.now()}`);
    const viewer = (await viewerOf(t, sessionOf(t, first)))!;
    expect(viewer.email).toBeNull();
    const session = await t.signIn(viewer.id);
    const refused = await t.graphql(DISCONNECT, { provider: 'twitter' }, session);
    expect(refused.errors?.[0]).toMatchObject({ message: SOCIAL_MESSAGES.lastWayIn('twitter'), extensions: { code: 'BAD_REQUEST' } });
    const kept = await t.deps.db.selectFrom('social_accounts').select('provider').where('user_id', '=', viewer.id).execute();
    expect(kept).toEqual([{ provider: 'twitter' }]);

    await signInWith(t, 'facebook', `second-way-${viewer.id}`, { cookie: session.cookie });
    const allowed = await t.graphql<{ disconnectSocialAccount: { provider: string }[] }>(DISCONNECT, { provider: 'twitter' }, session);
    expect(allowed.data?.disconnectSocialAccount).toEqual([{ provider: 'facebook' }]);
  });

  it('answers only the signed-in viewer, with the session xsrf', async () => {
    const anonymous = await t.graphql(DISCONNECT, { provider: 'google' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await createUser(t.deps.db);
    const session = await t.signIn(user.id);
    const unknown = await t.graphql(DISCONNECT, { provider: 'myspace' }, session);
    expect(unknown.errors?.[0]).toMatchObject({ message: SOCIAL_MESSAGES.unknownProvider, extensions: { code: 'BAD_REQUEST' } });
    const noXsrf = await t.graphql(DISCONNECT, { provider: 'google' }, { cookie: session.cookie });
    expect(noXsrf.status).toBe(403);
  });
});

describe('Google ID tokens', () => {
  const audience = TEST_CLIENTS.google.clientId;

  it('accepts a token the provider issued to the Google client, with its nonce', async () => {
    const client = await providerClient(t.config, 'google');
    const flow = await startOAuthFlow(t.deps.db, { provider: 'google', redirect: '/', operation: 'login', viewerId: null });
    const login = `idtoken.${Date.now()}@example.com`;
    const reply = await provider.signIn((await authorizationUrl(client, flow.state, flow.secrets)).href, login);
    const tokens = await oidc.authorizationCodeGrant(client.configuration, new URL(reply.url), {
      pkceCodeVerifier: flow.secrets.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.secrets.nonce,
    });
    const idToken = tokens.id_token!;
    expect(await verifyGoogleIdentityToken(t.deps, idToken, flow.secrets.nonce)).toMatchObject({ providerUserId: login });
    expect(await verifyGoogleIdentityToken(t.deps, idToken, 'another-nonce')).toBeNull();
  });

  it('rejects another audience, another issuer, an expired token and a forged signature', async () => {
    const claims = { sub: 'someone', email: 'someone@example.com', email_verified: true };
    expect(await verifyGoogleIdentityToken(t.deps, await provider.signIdToken(claims, { audience }))).toMatchObject({
      providerUserId: 'someone',
      emailVerified: true,
    });
    expect(await verifyGoogleIdentityToken(t.deps, await provider.signIdToken(claims, { audience: TEST_CLIENTS.facebook.clientId }))).toBeNull();
    expect(await verifyGoogleIdentityToken(t.deps, await provider.signIdToken(claims, { audience, issuer: 'https://accounts.example' }))).toBeNull();
    expect(await verifyGoogleIdentityToken(t.deps, await provider.signIdToken(claims, { audience, expiresInSeconds: -120 }))).toBeNull();
    const valid = await provider.signIdToken(claims, { audience });
    const [header, , signature] = valid.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'attacker', aud: audience, iss: provider.issuer, exp: 9e9, iat: 1 })).toString('base64url');
    expect(await verifyGoogleIdentityToken(t.deps, `${header}.${payload}.${signature}`)).toBeNull();
    expect(await verifyGoogleIdentityToken(t.deps, 'not-a-token')).toBeNull();
  });
});

describe('Google one-tap', () => {
  const audience = TEST_CLIENTS.google.clientId;

  async function nonce(app: TestApp) {
    const res = await app.app.inject({ method: 'GET', url: '/m/google-one-tap/nonce' });
    return { status: res.statusCode, nonce: (res.json() as { nonce?: string }).nonce, cookie: cookieFrom(res, 'quire_one_tap') };
  }

  const post = (app: TestApp, body: Record<string, string>, cookie: string | null) =>
    app.app.inject({
      method: 'POST',
      url: '/m/callback/google-one-tap',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(body).toString(),
    });

  it('signs up with the credential when the nonce matches the browser cookie', async () => {
    const issued = await nonce(t);
    expect(issued.nonce).toBeTruthy();
    const email = `onetap.${Date.now()}@example.com`;
    const credential = await provider.signIdToken({ sub: `one-tap-${Date.now()}`, email, email_verified: true, name: 'One Tap', nonce: issued.nonce }, { audience });
    const res = await post(t, { credential, operation: 'register', redirect: '/@here' }, issued.cookie);
    expect(res.headers.location).toBe('/@here');
    expect(await viewerOf(t, sessionOf(t, res))).toMatchObject({ name: 'One Tap', email });
  });

  it('refuses a credential without the cookie (a cross-site form) or with another nonce', async () => {
    const issued = await nonce(t);
    const credential = await provider.signIdToken({ sub: 'replayed', nonce: issued.nonce }, { audience });
    const withoutCookie = await post(t, { credential, operation: 'login', redirect: '/' }, null);
    expect(toastFrom(withoutCookie)).toBe(SOCIAL_MESSAGES.expired('google'));
    expect(sessionOf(t, withoutCookie)).toBeNull();
    const other = await provider.signIdToken({ sub: 'replayed', nonce: 'not-the-one' }, { audience });
    const wrongNonce = await post(t, { credential: other, operation: 'login', redirect: '/' }, issued.cookie);
    expect(toastFrom(wrongNonce)).toBe(SOCIAL_MESSAGES.failed('google'));
    expect(sessionOf(t, wrongNonce)).toBeNull();
  });

  it('is off with disable_login_google', async () => {
    expect((await nonce(flagged)).status).toBe(404);
  });
});

describe('the page policy for one-tap', () => {
  it("allows Google's one-tap script only when Google itself is configured", async () => {
    const withGoogle = await createTestApp({ GOOGLE_CLIENT_ID: 'real-google-id', GOOGLE_CLIENT_SECRET: 'real-google-secret' });
    try {
      const page = await withGoogle.app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/accounts\.google\.com\/gsi\/;/);
      expect(csp).toContain("connect-src 'self' ws: wss: https://accounts.google.com/gsi/;");
      expect(page.body).toContain('"googleClientId":"real-google-id"');
    } finally {
      await withGoogle.close();
    }
    // A substitute issuer (here the local provider) cannot serve Google's script: no one-tap, no policy exception.
    const local = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(local.headers['content-security-policy'])).not.toContain('accounts.google.com');
    expect(local.body).toContain('"googleClientId":null');
  });
});
