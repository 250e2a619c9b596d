/** What other modules may use of this one. */
export { MAGIC_LINK_TTL_MS, setAccountTokenCookie } from './magic-link.service';
export { insertToken } from './tokens.repo';
export { secondFactorPagePath } from './sign-in.service';
export { resumeSession, endSessionFamily } from './sessions.service';
export { completeEmailLink } from './email-auth.service';
export { confirmEmail, emailConfirmationFailed } from './email-verification.service';
export { completeSocialSignIn } from './social-sign-in.service';
export { issueDomainHandoff, redeemDomainHandoff } from './domain-handoff.service';
