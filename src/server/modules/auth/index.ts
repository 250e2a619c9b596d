/** What other modules may use of this one. */
export { auditBinding, claimToken, clearAccountTokenCookie, issueToken, peekToken } from './magic-link.service';
export { type SignInExchange, exchangeOf, openSession, passFirstFactor, secondFactorPagePath } from './sign-in.service';
export { createMagicLinkToken, MAGIC_LINK_TTL_MS, setAccountTokenCookie } from './magic-link.service';
export { resumeSession, endSessionFamily } from './sessions.service';
export { completeEmailLink } from './email-auth.service';
export { issueDomainHandoff, redeemDomainHandoff } from './domain-handoff.service';
