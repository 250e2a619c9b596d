import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, standing in for Google, Facebook, Apple and Twitter:
 * the app is pointed at it with <PROVIDER>_ISSUER. Its built-in login page takes any login and password;
 * the login becomes the account's `sub`, and a login that looks like an email address is that account's
 * verified email unless `setAccount` says otherwise. Consent is granted without a second page.
 */
export const PROVIDERS = ['google', 'facebook', 'apple', 'twitter'] as const;
export type TestProviderName = (typeof PROVIDERS)[number];

export const TEST_CLIENTS: Record<TestProviderName, { clientId: string; clientSecret: string; auth: string }> = {
  google: { clientId: 'quire-google.apps.test', clientSecret: 'google-test-secret-0123456789', auth: 'client_secret_post' },
  facebook: { clientId: 'quire-facebook', clientSecret: 'facebook-test-secret-0123456789', auth: 'client_secret_post' },
  apple: { clientId: 'quire-apple', clientSecret: 'apple-test-secret-0123456789', auth: 'client_secret_post' },
  twitter: { clientId: 'quire-twitter', clientSecret: 'twitter-test-secret-0123456789', auth: 'client_secret_basic' },
};

export interface TestClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** Where the provider sent the browser back: a redirect (query) or, for form_post, a form to post. */
export interface ProviderAnswer {
  url: string;
  form: Record<string, string> | null;
}

export interface LocalOidcProvider {
  issuer: string;
  /** GOOGLE_CLIENT_ID / _SECRET / _ISSUER and the same for the others. */
  appEnv(providers?: readonly TestProviderName[]): Record<string, string>;
  setAccount(login: string, claims: TestClaims): void;
  /** An ID token signed with the provider's own key, for checks that need unusual claims (expired, another audience). */
  signIdToken(claims: Record<string, unknown>, options: { audience: string; expiresInSeconds?: number; issuer?: string }): Promise<string>;
  /** Follows an authorization URL through the login page as `login`, up to the answer for the app. */
  signIn(authorizationUrl: string, login: string): Promise<ProviderAnswer>;
  /** Follows an authorization URL and cancels at the login page. */
  cancel(authorizationUrl: string): Promise<ProviderAnswer>;
  close(): Promise<void>;
}

const KEY_ID = 'quire-test-key';

function defaultClaims(login: string): TestClaims {
  return login.includes('@') ? { email: login, email_verified: true, name: login.split('@')[0] } : { name: login };
}

interface GrantContext {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: { Grant: GrantClass };
  };
}
interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface GrantClass {
  new (input: { clientId: string; accountId: string }): GrantInstance;
  find(id: string): Promise<GrantInstance | undefined>;
}

export async function startOidcProvider(options: { appBaseUrls: string[] }): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestClaims>();

  const provider = new Provider(issuer, {
    clients: PROVIDERS.map((name) => ({
      client_id: TEST_CLIENTS[name].clientId,
      client_secret: TEST_CLIENTS[name].clientSecret,
      token_endpoint_auth_method: TEST_CLIENTS[name].auth,
      redirect_uris: options.appBaseUrls.map((base) => `${base}/m/callback/${name}`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['quire-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...(accounts.get(sub) ?? defaultClaims(sub)) }),
    }),
    // Every scope asked for is granted at once, so a sign-in is one login form.
    loadExistingGrant: async (ctx: GrantContext) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  async function follow(authorizationUrl: string, login: string | null): Promise<ProviderAnswer> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop++) {
      if (!url.startsWith(issuer)) return { url, form: null };
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      init = {};
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const interaction = /\/interaction\/([^/?#]+)$/.exec(new URL(url).pathname);
      if (interaction) {
        if (login === null) url = `${issuer}/interaction/${interaction[1]}/abort`;
        else {
          init = {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
          };
        }
      } else {
        const form = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html);
        if (!form?.[1]) throw new Error(`Unexpected provider page at ${url} (${response.status}):\n${html.slice(0, 2000)}`);
        const fields: Record<string, string> = {};
        for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields[name!] = decodeEntities(value!);
        return { url: decodeEntities(form[1]), form: fields };
      }
    }
    throw new Error('Too many redirects at the local OpenID provider');
  }

  return {
    issuer,
    appEnv(providers = PROVIDERS) {
      const env: Record<string, string> = {};
      for (const name of providers) {
        const prefix = name.toUpperCase();
        env[`${prefix}_CLIENT_ID`] = TEST_CLIENTS[name].clientId;
        env[`${prefix}_CLIENT_SECRET`] = TEST_CLIENTS[name].clientSecret;
        env[`${prefix}_ISSUER`] = issuer;
      }
      return env;
    },
    setAccount(login, claims) {
      accounts.set(login, claims);
    },
    async signIdToken(claims, { audience, expiresInSeconds = 600, issuer: tokenIssuer = issuer }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(tokenIssuer)
        .setAudience(audience)
        .setIssuedAt(Math.min(now, now + expiresInSeconds - 60))
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    signIn: (authorizationUrl, login) => follow(authorizationUrl, login),
    cancel: (authorizationUrl) => follow(authorizationUrl, null),
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

function decodeEntities(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
