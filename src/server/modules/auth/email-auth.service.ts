import { SEND_EMAIL_JOB, type EmailMessage } from '../email';
import { GraphQLError } from 'graphql';
import { isUniqueViolation, withSavepoint } from '../../db/dialect';
import type { ServiceContext } from '../../core';
import type { MagicLinkPreferredResult, SendAcctAuthEmailResult, VerifyLoginCodeResult } from '../../graphql/resolvers.generated';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, NAME_MAX_LENGTH, isValidEmail, isValidLoginCode, normalizeEmail } from '../../../shared/validation/auth';
import { alreadyHaveAccountEmail, passwordResetEmail, signInCodeEmail, signInLinkEmail, signUpLinkEmail } from '../email';
import { accountByEmail, insertAccount, userByEmail, usersByIds } from '../users';
import { checkLoginCode, clearLoginCodeCookie, issueLoginCode, LOGIN_CODE_MESSAGES, LOGIN_CODE_TTL_MS, readLoginCodeCookie } from './login-code.service';
import { auditBinding, createAccountToken, createMagicLinkToken, issueToken, MAGIC_LINK_TTL_MS, peekToken, readAccountTokenCookie, redeemMagicLink } from './magic-link.service';
import { hasPassword } from './passwords.repo';
import { safeRedirectPath } from '../../security/redirects';
import { consumeAttempt, consumeSignInAttempt } from '../../security';
import { passFirstFactor } from './sign-in.service';

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

const HOUR_MS = 3_600_000;
/** Emails one address may be sent an hour, and emails one network may ask for an hour. */
export const EMAILS_PER_ADDRESS_PER_HOUR = 5;
export const EMAILS_PER_IP_PER_HOUR = 20;
/** Account lookups (magicLinkPreferred, emailAvailability) one network may make a minute and an hour. */
export const LOOKUPS_PER_IP = { perMinute: 20, perHour: 200 };

export const UNRECOGNIZED_EMAIL_MESSAGE = "Sorry, we didn't recognize that email.";

export const EMAIL_AUTH_MESSAGES = {
  emailSignInOff: 'Signing in with email is turned off. Please choose another way to sign in.',
  unknownOperation: 'Please choose whether to sign in or sign up.',
  tooManyEmailsToAddress: 'We have already sent several emails to this address. Please check your inbox, or try again in an hour.',
  tooManyEmailsFromNetwork: 'Too many emails were requested from this network. Please try again in an hour.',
  tooManyLookups: 'Too many requests. Please wait a minute and try again.',
  nameTooLong: MESSAGES.nameTooLong,
} as const;

/** Emails are sent by a job, written after the tokens are stored; a mail server that is down is retried. */
async function deliver(ctx: ServiceContext, composing: Promise<EmailMessage>): Promise<SendAcctAuthEmailResult | null> {
  const message = await composing;
  try {
    await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, payload: message });
    return null;
  } catch {
    return { __typename: 'BadRequest', message: MESSAGES.retryableError };
  }
}

function absolute(ctx: ServiceContext, path: string): string {
  return ctx.config.publicUrl + path;
}

function callbackUrl(ctx: ServiceContext, token: string): string {
  return absolute(ctx, buildPath('HandleAuthCallback', { provider: 'email' }, { query: { token } }));
}

export interface SendAcctAuthEmailInput {
  email: string;
  redirect?: string | null;
  fullName?: string | null;
  operation?: string | null;
  onMobileWeb?: boolean | null;
  resetPasswordFlow?: boolean | null;
}

/**
 * Sends the email behind every email flow: a sign-in link (with a code for phones), a sign-up link, or a
 * password reset link. What it answers never tells whether an address has an account, except the
 * sign-in 'NotFound' the spec's UNRECOGNIZED_EMAIL step relies on.
 */
export async function sendAcctAuthEmail(ctx: ServiceContext, input: SendAcctAuthEmailInput): Promise<SendAcctAuthEmailResult> {
  if (!isValidEmail(input.email)) return { __typename: 'BadRequest', message: MESSAGES.invalidEmail };
  const email = normalizeEmail(input.email);
  const operation = input.operation ?? 'login';
  const resetPassword = input.resetPasswordFlow === true;
  // A password reset is account recovery, not signing in by email, so the switch does not block it.
  if (!resetPassword && ctx.flags.disable_login_email) return { __typename: 'BadRequest', message: EMAIL_AUTH_MESSAGES.emailSignInOff };
  if (!resetPassword && operation !== 'login' && operation !== 'register') {
    return { __typename: 'BadRequest', message: EMAIL_AUTH_MESSAGES.unknownOperation };
  }
  const fullName = input.fullName?.trim() || null;
  if (fullName && fullName.length > NAME_MAX_LENGTH) return { __typename: 'BadRequest', message: EMAIL_AUTH_MESSAGES.nameTooLong };

  const byNetwork = await consumeAttempt(ctx.deps.rateLimits, `auth-email:ip:${ctx.request.ip}`, [{ limit: EMAILS_PER_IP_PER_HOUR, windowMs: HOUR_MS }]);
  if (!byNetwork.ok) return { __typename: 'TooManyRequests', message: EMAIL_AUTH_MESSAGES.tooManyEmailsFromNetwork };
  const byAddress = await consumeAttempt(ctx.deps.rateLimits, `auth-email:to:${email}`, [{ limit: EMAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }]);
  if (!byAddress.ok) return { __typename: 'TooManyRequests', message: EMAIL_AUTH_MESSAGES.tooManyEmailsToAddress };

  const redirect = safeRedirectPath(input.redirect);
  const binding = auditBinding(ctx.request);
  // Links go only to accounts that proved the address: an unconfirmed one could have been made by anyone.
  const account = await userByEmail(ctx.db, email);
  const { productName, publicUrl } = ctx.config;
  const validMinutes = MAGIC_LINK_TTL_MS / 60_000;

  if (resetPassword) {
    if (account) {
      const token = await issueToken(ctx, {
        kind: 'password_reset',
        email,
        userId: account.id,
        operation: 'login',
        redirect,
        binding,
        ttlMs: PASSWORD_RESET_TTL_MS,
      });
      const url = absolute(ctx, buildPath('ShowPassword', {}, { query: { token } }));
      const failed = await deliver(ctx, passwordResetEmail({ to: email, productName, publicUrl, url, validMinutes: PASSWORD_RESET_TTL_MS / 60_000 }));
      if (failed) return failed;
    }
    return { __typename: 'SusiMethod', value: 'password_reset' };
  }

  if (operation === 'register') {
    if (account) {
      const token = await createMagicLinkToken(ctx, { email, userId: account.id, operation: 'login', redirect, binding });
      const failed = await deliver(ctx, alreadyHaveAccountEmail({ to: email, productName, publicUrl, url: callbackUrl(ctx, token), validMinutes }));
      return failed ?? { __typename: 'SusiMethod', value: 'magic_link' };
    }
    const token = await createMagicLinkToken(ctx, { email, userId: null, operation: 'register', redirect, fullName, binding });
    const failed = await deliver(ctx, signUpLinkEmail({ to: email, productName, publicUrl, url: callbackUrl(ctx, token), validMinutes }));
    return failed ?? { __typename: 'SusiMethod', value: 'magic_link' };
  }

  if (!account) return { __typename: 'NotFound', message: UNRECOGNIZED_EMAIL_MESSAGE };
  const token = await createMagicLinkToken(ctx, { email, userId: account.id, operation: 'login', redirect, binding });
  const url = callbackUrl(ctx, token);
  if (input.onMobileWeb === true && ctx.flags.enable_login_code) {
    const code = await issueLoginCode(ctx, { userId: account.id, email, redirect });
    const failed = await deliver(ctx, signInCodeEmail({ to: email, productName, publicUrl, url, code, validMinutes: LOGIN_CODE_TTL_MS / 60_000 }));
    return failed ?? { __typename: 'SusiMethod', value: 'login_code' };
  }
  const failed = await deliver(ctx, signInLinkEmail({ to: email, productName, publicUrl, url, validMinutes }));
  return failed ?? { __typename: 'SusiMethod', value: 'magic_link' };
}

/** A login code typed into the browser that asked for it becomes a one-time sign-in link token. */
export async function verifyLoginCode(ctx: ServiceContext, input: { loginCode: string }): Promise<VerifyLoginCodeResult> {
  const code = input.loginCode.trim();
  if (!isValidLoginCode(code)) return { __typename: 'BadRequest', message: MESSAGES.loginCodeFormat };
  const rate = await consumeSignInAttempt(ctx.deps.rateLimits, ctx.config.signInRate, ctx.request.ip);
  if (!rate.ok) return { __typename: 'TooManyRequests', message: MESSAGES.tooManySignInAttempts };
  const check = await checkLoginCode(ctx, { binding: readLoginCodeCookie(ctx), code });
  switch (check.kind) {
    case 'expired':
      return { __typename: 'NotFound', message: LOGIN_CODE_MESSAGES.expired };
    case 'incorrect':
      return { __typename: 'BadRequest', message: LOGIN_CODE_MESSAGES.incorrect };
    case 'tooManyAttempts':
      clearLoginCodeCookie(ctx);
      return { __typename: 'TooManyRequests', message: LOGIN_CODE_MESSAGES.tooManyAttempts };
    case 'ok': {
      clearLoginCodeCookie(ctx);
      const value = await createMagicLinkToken(ctx, {
        email: check.email,
        userId: check.userId,
        operation: 'login',
        redirect: check.redirect,
        binding: auditBinding(ctx.request),
      });
      return { __typename: 'Token', value };
    }
  }
}

async function consumeLookup(ctx: ServiceContext): Promise<boolean> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `account-lookup:${ctx.request.ip}`, [
    { limit: LOOKUPS_PER_IP.perMinute, windowMs: 60_000 },
    { limit: LOOKUPS_PER_IP.perHour, windowMs: HOUR_MS },
  ]);
  return verdict.ok;
}

function lookupRateLimited() {
  return new GraphQLError(EMAIL_AUTH_MESSAGES.tooManyLookups, { extensions: { code: 'TOO_MANY_REQUESTS' } });
}

/** Whether an account should be offered a link rather than a password field (Reading B's first step). */
export async function magicLinkPreferred(ctx: ServiceContext, input: { email: string }): Promise<MagicLinkPreferredResult> {
  if (!(await consumeLookup(ctx))) throw lookupRateLimited();
  const email = normalizeEmail(input.email);
  const account = isValidEmail(email) ? await accountByEmail(ctx, { email }) : null;
  const withPassword = account ? await hasPassword(ctx.db, account.id) : false;
  // An account still confirming this address can only come in by password: no link is sent there.
  if (!account || (account.email !== email && !withPassword)) return { __typename: 'NotFound', message: UNRECOGNIZED_EMAIL_MESSAGE };
  return { __typename: 'PrefersMagicLink', result: !withPassword };
}

/** True when no account uses the address, verified or not. */
export async function emailAvailability(ctx: ServiceContext, input: { email: string }): Promise<boolean> {
  if (!(await consumeLookup(ctx))) throw lookupRateLimited();
  if (!isValidEmail(input.email)) return false;
  return (await accountByEmail(ctx, { email: normalizeEmail(input.email) })) === null;
}

/** The raw account token of a sign-up waiting on the registration form, if it is still live. */
export async function liveAccountToken(ctx: ServiceContext): Promise<string | null> {
  const token = readAccountTokenCookie(ctx);
  if (!token) return null;
  return (await peekToken(ctx, { kind: 'account_token', token })) ? token : null;
}

export type EmailLinkOutcome =
  | { kind: 'signed-in'; redirect: string }
  | { kind: 'second-factor'; token: string }
  | { kind: 'finish-registration'; accountToken: string; redirect: string }
  | { kind: 'invalid' };

/**
 * Opens an email link: claims it and signs in (or starts the second factor) in the caller's transaction. A
 * sign-up link makes the account when the name is known, else hands over to the registration form.
 */
export async function completeEmailLink(ctx: ServiceContext, input: { token: string; now?: number }): Promise<EmailLinkOutcome> {
  const { token } = input;
  const now = input.now ?? Date.now();
  const attempt = () =>
    withSavepoint(ctx.db, async (db): Promise<EmailLinkOutcome> => {
      const step: ServiceContext = { ...ctx, db };
      const link = await redeemMagicLink(step, { token, now });
      if (link.kind === 'expired' || link.kind === 'invalid') return { kind: 'invalid' };
      let user: { id: string; email: string | null } | null;
      if (link.kind === 'ok') {
        user = (await usersByIds(db, [link.userId]))[0] ?? null;
        if (!user) return { kind: 'invalid' };
      } else {
        user = await userByEmail(db, link.email);
        if (!user && link.fullName) user = await insertAccount(db, { name: link.fullName, email: link.email }, now);
        if (!user) {
          const binding = auditBinding(ctx.request);
          const accountToken = await createAccountToken(step, { email: link.email, redirect: link.redirect, fullName: null, binding, now });
          return { kind: 'finish-registration', accountToken, redirect: link.redirect };
        }
      }
      const outcome = await passFirstFactor(step, { user, redirect: link.redirect, now });
      return outcome.kind === 'signed-in' ? { kind: 'signed-in', redirect: outcome.redirect } : { kind: 'second-factor', token: outcome.token };
    });
  try {
    return await attempt();
  } catch (error) {
    // Someone verified this address between the lookup and the insert; the claim was undone with the step, so
    // the second run finds that account and signs in to it.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}
