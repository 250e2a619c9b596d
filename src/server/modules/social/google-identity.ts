import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppDeps } from '../../graphql/context';
import { safeEqual } from '../../security/tokens';
import { profileFromClaims, type SocialProfile } from './profiles';
import { providerClient } from './providers';

/** Google's tokens name their issuer either way (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Asymmetric algorithms only: a token signed with a shared secret (or none) is never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 30;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(jwksUri: string) {
  let keys = keySets.get(jwksUri);
  if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 })));
  return keys;
}

/**
 * The Google account behind an ID token (from one-tap or a native app), or null unless the token is signed by
 * the issuer's published keys, meant for this instance's Google client id, current, and (when one was
 * issued) carries the expected nonce.
 */
export async function verifyGoogleIdentityToken(deps: AppDeps, idToken: string, nonce?: string | null): Promise<SocialProfile | null> {
  const google = deps.config.oauth.google;
  if (!google || typeof idToken !== 'string' || idToken.length > 8192) return null;
  try {
    const metadata = (await providerClient(deps.config, 'google')).configuration.serverMetadata();
    if (!metadata.jwks_uri) return null;
    const issuers = google.issuer ? [metadata.issuer] : [metadata.issuer, ...GOOGLE_ISSUERS];
    const { payload } = await jwtVerify(idToken, keySet(metadata.jwks_uri), {
      issuer: issuers,
      audience: google.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (nonce !== undefined && nonce !== null) {
      if (typeof payload.nonce !== 'string' || !safeEqual(payload.nonce, nonce)) return null;
    }
    return profileFromClaims(payload);
  } catch {
    return null;
  }
}
