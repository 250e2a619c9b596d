/** What other modules may use of this one. */
export { auditBinding, claimToken, clearAccountTokenCookie, issueToken, peekToken } from './magic-link.service';
export { type SignInExchange, exchangeOf, openSession, passFirstFactor, secondFactorPagePath } from './sign-in.service';
