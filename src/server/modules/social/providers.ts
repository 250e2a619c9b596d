import * as oidc from 'openid-client';
import type { FlagName, FlagValues } from '../../../shared/flags';
import type { Config, OAuthClientConfig, OAuthProviderName } from '../../config';

export type SocialProviderName = OAuthProviderName;

export const SOCIAL_PROVIDERS: readonly SocialProviderName[] = ['google', 'facebook', 'apple', 'twitter'];

export const PROVIDER_LABELS: Record<SocialProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  twitter: 'Twitter',
};

export function isSocialProvider(value: string): value is SocialProviderName {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** How each provider is reached when no issuer is configured in its place. */
interface NativeProvider {
  /** OpenID Connect providers are discovered from their issuer; plain OAuth 2 ones list their endpoints. */
  issuer: string;
  endpoints?: { authorization: string; token: string };
  scope: string;
  auth: 'post' | 'basic';
  /** Apple posts its answer back (response_mode=form_post), which is the only way it shares the name. */
  formPost?: boolean;
}

const NATIVE: Record<SocialProviderName, NativeProvider> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile', auth: 'post' },
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid email name', auth: 'post', formPost: true },
  facebook: {
    issuer: 'https://www.facebook.com',
    endpoints: { authorization: 'https://www.facebook.com/v19.0/dialog/oauth', token: 'https://graph.facebook.com/v19.0/oauth/access_token' },
    scope: 'email public_profile',
    auth: 'post',
  },
  twitter: {
    issuer: 'https://twitter.com',
    endpoints: { authorization: 'https://twitter.com/i/oauth2/authorize', token: 'https://api.twitter.com/2/oauth2/token' },
    scope: 'users.read tweet.read',
    auth: 'basic',
  },
};

export const FACEBOOK_PROFILE_URL = 'https://graph.facebook.com/me?fields=id,name,email,picture';
export const TWITTER_PROFILE_URL = 'https://api.twitter.com/2/users/me?user.fields=profile_image_url';

/** What a sign-in with one provider needs: its client, what to ask for, and how its answer comes back. */
export interface ProviderClient {
  provider: SocialProviderName;
  configuration: oidc.Configuration;
  scope: string;
  /** An OpenID Connect provider answers with an ID token, so a nonce is sent and checked. */
  openId: boolean;
  formPost: boolean;
  /** Where the profile comes from when it is not OpenID Connect (Facebook's and Twitter's own APIs). */
  profileUrl: string | null;
  redirectUri: string;
}

const PROVIDER_TIMEOUT_SECONDS = 10;

const clients = new WeakMap<Config, Map<SocialProviderName, Promise<ProviderClient>>>();

/** The provider's client, discovered once per configuration (a failed discovery is retried next time). */
export function providerClient(config: Config, provider: SocialProviderName): Promise<ProviderClient> {
  const settings = config.oauth[provider];
  if (!settings) return Promise.reject(new Error(`${PROVIDER_LABELS[provider]} sign-in is not configured`));
  let byProvider = clients.get(config);
  if (!byProvider) clients.set(config, (byProvider = new Map()));
  let client = byProvider.get(provider);
  if (!client) {
    client = buildClient(config, provider, settings);
    client.catch(() => byProvider.delete(provider));
    byProvider.set(provider, client);
  }
  return client;
}

export function callbackUrl(config: Config, provider: SocialProviderName): string {
  return `${config.publicUrl}/m/callback/${provider}`;
}

async function buildClient(config: Config, provider: SocialProviderName, settings: OAuthClientConfig): Promise<ProviderClient> {
  const native = NATIVE[provider];
  const clientAuth = native.auth === 'basic' ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.ClientSecretPost(settings.clientSecret);
  const base = { provider, formPost: native.formPost === true, redirectUri: callbackUrl(config, provider) };
  // A configured issuer (a self-hosted or test provider) replaces the provider's own endpoints, whatever the provider.
  if (settings.issuer || !native.endpoints) {
    const issuer = new URL(settings.issuer ?? native.issuer);
    const configuration = await oidc.discovery(issuer, settings.clientId, undefined, clientAuth, {
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return { ...base, configuration, scope: settings.issuer ? 'openid email profile' : native.scope, openId: true, profileUrl: null };
  }
  const configuration = new oidc.Configuration(
    { issuer: native.issuer, authorization_endpoint: native.endpoints.authorization, token_endpoint: native.endpoints.token },
    settings.clientId,
    undefined,
    clientAuth,
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  const profileUrl = provider === 'facebook' ? FACEBOOK_PROFILE_URL : TWITTER_PROFILE_URL;
  return { ...base, configuration, scope: native.scope, openId: false, profileUrl };
}

const DISABLE_FLAGS: Record<SocialProviderName, FlagName> = {
  google: 'disable_login_google',
  facebook: 'disable_login_facebook',
  apple: 'disable_login_apple',
  twitter: 'disable_login_twitter',
};

/** Configured, not switched off for this visitor, and (Apple) switched on for them. */
export function providerAvailable(config: Config, flags: FlagValues, provider: SocialProviderName): boolean {
  if (!config.oauth[provider] || flags[DISABLE_FLAGS[provider]]) return false;
  return provider !== 'apple' || flags.enable_apple_sign_in;
}
