/** What other modules may use of this one. */
export { auditBinding, claimToken, clearAccountTokenCookie, issueToken, peekToken, safeRedirectPath } from './magic-link.service';
export { checkNewPassword, hashPassword } from './passwords';
export { type SignInExchange, exchangeOf, openSession, passFirstFactor, secondFactorPagePath } from './sign-in.service';
