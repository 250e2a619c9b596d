/** What other modules may use of this one. */
export { verifyGoogleIdentityToken } from './google-identity';
export { linkSocialAccount, socialAccount } from './social.repo';
