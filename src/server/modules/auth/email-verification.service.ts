import type { ServiceContext, UserModel } from '../../core';
import { isUniqueViolation } from '../../db/dialect';
import type { SendVerificationEmailResult } from '../../graphql/resolvers.generated';
import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';
import { consumeAttempt } from '../../security';
import { SEND_EMAIL_JOB, verifyEmailEmail } from '../email';
import { ACCOUNT_MESSAGES, confirmUnverifiedEmail, userByEmail } from '../users';
import { auditBinding, claimToken, issueToken } from './magic-link.service';

export const VERIFY_EMAIL_TTL_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const VERIFICATION_EMAILS_PER_USER = { perTenMinutes: 3, perDay: 10 };

/** Sends a link that moves the account's unverified address into its verified one (the token and the email job through `ctx.db`). */
export async function issueVerificationEmail(ctx: ServiceContext, input: { user: UserModel }): Promise<void> {
  const { user } = input;
  if (!user.unverifiedEmail) return;
  const token = await issueToken(ctx, {
    kind: 'verify_email',
    email: user.unverifiedEmail,
    userId: user.id,
    operation: 'verify',
    ttlMs: VERIFY_EMAIL_TTL_MS,
    binding: auditBinding(ctx.request),
  });
  const url = ctx.config.publicUrl + buildPath('ConfirmAccount', { key: token });
  const message = await verifyEmailEmail({ to: user.unverifiedEmail, productName: ctx.config.productName, publicUrl: ctx.config.publicUrl, url, validHours: VERIFY_EMAIL_TTL_MS / HOUR_MS });
  await ctx.deps.jobs.enqueue(ctx.db, { name: SEND_EMAIL_JOB, payload: message });
}

/** The link or its email could not be written: the caller's transaction rolls back and the reader is asked to retry. */
class VerificationEmailFailed extends Error {}

/** The answer once `sendVerificationEmail`'s transaction failed to issue the email; other failures go on. */
export function verificationEmailFailed(error: unknown): SendVerificationEmailResult {
  if (error instanceof VerificationEmailFailed) return { __typename: 'BadRequest', message: MESSAGES.retryableError };
  throw error;
}

/** Run in one transaction by its caller, which answers a failure with `verificationEmailFailed`: the link and its email go together. */
export async function sendVerificationEmail(ctx: ServiceContext): Promise<SendVerificationEmailResult> {
  const viewer = ctx.viewer;
  if (!viewer) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signInToVerify };
  if (!viewer.unverifiedEmail) return { __typename: 'BadRequest', message: ACCOUNT_MESSAGES.alreadyVerified };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `verify-email:${viewer.id}`, [
    { limit: VERIFICATION_EMAILS_PER_USER.perTenMinutes, windowMs: 10 * 60_000 },
    { limit: VERIFICATION_EMAILS_PER_USER.perDay, windowMs: DAY_MS },
  ]);
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: ACCOUNT_MESSAGES.tooManyVerificationEmails };
  await issueVerificationEmail(ctx, { user: viewer }).catch((error: unknown) => {
    throw new VerificationEmailFailed('The verification email could not be issued', { cause: error });
  });
  return { __typename: 'SentVerificationEmail', email: viewer.unverifiedEmail };
}

export type EmailConfirmation = 'verified' | 'invalid' | 'taken';

/**
 * Opens a confirmation link: the address becomes the account's verified one, unless another account verified
 * it first. The caller runs it in one transaction (the token is claimed with the change) and answers a failure
 * with `emailConfirmationFailed`.
 */
export async function confirmEmail(ctx: ServiceContext, input: { key: string; now?: number }): Promise<EmailConfirmation> {
  const now = input.now ?? Date.now();
  const claim = await claimToken(ctx, { kind: 'verify_email', token: input.key, now });
  if (claim.kind !== 'ok' || !claim.token.userId) return 'invalid';
  const { email, userId } = claim.token;
  const owner = await userByEmail(ctx.db, email);
  if (owner && owner.id !== userId) return 'taken';
  if (owner) return 'verified';
  return (await confirmUnverifiedEmail(ctx, { userId, email, now })) ? 'verified' : 'invalid';
}

/** A confirmation whose transaction failed: another account verified the address at the same moment, or the failure goes on. */
export function emailConfirmationFailed(error: unknown): EmailConfirmation {
  if (isUniqueViolation(error)) return 'taken';
  throw error;
}
