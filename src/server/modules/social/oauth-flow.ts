import * as oidc from 'openid-client';
import type { Database } from '../../db';
import type { SusiOperation } from '../../../shared/validation/auth';
import { keyringOf, sign, verifySigned } from '../../security';
import { safeEqual } from '../../security/tokens';
import { isSocialProvider, type SocialProviderName } from './providers';

/** How long a reader has at the provider before the sign-in must start again. */
export const OAUTH_FLOW_TTL_MS = 10 * 60_000;

/** What travels through the provider in `state`, signed so it comes back unaltered. */
export interface OAuthState {
  provider: SocialProviderName;
  redirect: string;
  operation: SusiOperation;
  /** Set when a signed-in reader connects a provider to their account. */
  viewerId: string | null;
  expiresAt: number;
  /** Ties the state to the cookie of the browser that started the sign-in. */
  binding: string;
}

/** What stays in the browser, in an HttpOnly cookie bound to the state. */
export interface OAuthFlowSecrets {
  binding: string;
  codeVerifier: string;
  nonce: string;
}

// Distinct prefixes keep a signed state from passing as a signed cookie and back.
const STATE_PREFIX = 'oauth-state:';
const COOKIE_PREFIX = 'oauth-flow:';

const STATE_KEY = 'oauth-state';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(signed: string | null, prefix: string): Record<string, unknown> | null {
  if (signed === null || !signed.startsWith(prefix)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(signed.slice(prefix.length), 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function flowCookieName(provider: SocialProviderName): string {
  return `quire_oauth_${provider}`;
}

export async function startOAuthFlow(
  db: Database,
  input: Omit<OAuthState, 'expiresAt' | 'binding'>,
  now = Date.now(),
): Promise<{ state: string; cookie: string; secrets: OAuthFlowSecrets }> {
  const secret = keyringOf(db).current(STATE_KEY);
  const secrets: OAuthFlowSecrets = { binding: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
  const state = { p: input.provider, r: input.redirect, o: input.operation, v: input.viewerId, x: now + OAUTH_FLOW_TTL_MS, b: secrets.binding };
  return {
    state: sign(secret, STATE_PREFIX + encode(state)),
    cookie: sign(secret, COOKIE_PREFIX + encode({ b: secrets.binding, c: secrets.codeVerifier, n: secrets.nonce })),
    secrets,
  };
}

/** The state if it is ours, unaltered, for this provider and not expired; otherwise null. */
export async function readOAuthState(db: Database, raw: unknown, provider: SocialProviderName, now = Date.now()): Promise<OAuthState | null> {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  const value = decode(verifySigned(keyringOf(db).candidates(STATE_KEY), raw), STATE_PREFIX);
  if (!value) return null;
  const { p, r, o, v, x, b } = value;
  if (typeof p !== 'string' || !isSocialProvider(p) || p !== provider) return null;
  if (typeof x !== 'number' || now >= x || typeof b !== 'string' || typeof r !== 'string') return null;
  if (o !== 'login' && o !== 'register') return null;
  return { provider: p, redirect: r, operation: o, viewerId: typeof v === 'string' ? v : null, expiresAt: x, binding: b };
}

/** The PKCE verifier and nonce, only when the cookie is ours and belongs to this very state. */
export async function readFlowCookie(db: Database, raw: unknown, state: OAuthState): Promise<OAuthFlowSecrets | null> {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  const value = decode(verifySigned(keyringOf(db).candidates(STATE_KEY), raw), COOKIE_PREFIX);
  if (!value) return null;
  const { b, c, n } = value;
  if (typeof b !== 'string' || typeof c !== 'string' || typeof n !== 'string' || !safeEqual(b, state.binding)) return null;
  return { binding: b, codeVerifier: c, nonce: n };
}
