import * as oidc from 'openid-client';
import type { OAuthFlowSecrets } from './oauth-flow';
import { profileFromClaims, profileFromFacebook, profileFromTwitter, type SocialProfile } from './profiles';
import type { ProviderClient } from './providers';

/** Where the reader is sent to sign in at the provider: PKCE always, a nonce for OpenID Connect. */
export async function authorizationUrl(client: ProviderClient, state: string, secrets: OAuthFlowSecrets): Promise<URL> {
  const parameters: Record<string, string> = {
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (client.openId) parameters.nonce = secrets.nonce;
  if (client.formPost) parameters.response_mode = 'form_post';
  return oidc.buildAuthorizationUrl(client.configuration, parameters);
}

/**
 * Trades the code the provider sent back (as query or form parameters) for tokens, then reads the account.
 * openid-client checks the state, the PKCE verifier, the issuer and, for OpenID Connect, the ID token and nonce.
 */
export async function profileFromCallback(
  client: ProviderClient,
  parameters: URLSearchParams,
  state: string,
  secrets: OAuthFlowSecrets,
): Promise<SocialProfile | null> {
  const current = new URL(client.redirectUri);
  for (const [name, value] of parameters) current.searchParams.append(name, value);
  const tokens = await oidc.authorizationCodeGrant(client.configuration, current, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: state,
    ...(client.openId ? { expectedNonce: secrets.nonce } : {}),
  });
  if (client.openId) {
    const claims = tokens.claims();
    if (!claims) return null;
    // Apple has no userinfo endpoint: its ID token carries everything it shares.
    const userInfo = client.configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(client.configuration, tokens.access_token, claims.sub)
      : {};
    return profileFromClaims({ ...claims, ...userInfo });
  }
  if (!client.profileUrl) return null;
  const response = await oidc.fetchProtectedResource(client.configuration, tokens.access_token, new URL(client.profileUrl), 'GET');
  if (!response.ok) throw new Error(`${client.provider} profile request answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  return client.provider === 'facebook' ? profileFromFacebook(body) : profileFromTwitter(body);
}
