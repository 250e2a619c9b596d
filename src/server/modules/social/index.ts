/** What other modules may use of this one. */
export { verifyGoogleIdentityToken } from './google-identity';
export { linkSocialAccount, socialAccount } from './social.repo';
export { flowCookieName, OAUTH_FLOW_TTL_MS, readFlowCookie, readOAuthState, startOAuthFlow } from './oauth-flow';
export { issueOneTapNonce, ONE_TAP_NONCE_COOKIE, ONE_TAP_NONCE_TTL_MS, readOneTapNonce } from './one-tap';
export { nameFromAppleUser, type SocialProfile } from './profiles';
export { authorizationUrl, profileFromCallback } from './provider-exchange';
export { isSocialProvider, providerAvailable, providerClient, SOCIAL_PROVIDERS, type SocialProviderName } from './providers';
export { accountForProfile, connectToViewer, disconnectProvider, SECURITY_SETTINGS_PATH, SocialRuleError, type SocialOutcome } from './social.service';
export { toConnection } from './social-connections';
export { SOCIAL_MESSAGES } from './social-messages';
