import type { Executor } from '../../db';
import { safeRedirectPath } from '../../security/redirects';
import { hashToken, newSecretToken } from '../../security/tokens';

/** Kinds of single-use rows in auth_tokens made by the email flows. */
export type EmailTokenKind = 'magic_link' | 'login_code' | 'password_reset' | 'account_token' | 'verify_email';

export interface IssuedTokenInput {
  kind: EmailTokenKind;
  email: string;
  userId: string | null;
  operation: string;
  ttlMs: number;
  redirect?: string | null;
  fullName?: string | null;
  binding?: string;
  /** The time of issue; the wall clock unless given. */
  now?: number;
}

/** Stores a new single-use token (only its hash) and hands back the raw value for the link. */
export async function insertToken(db: Executor, input: IssuedTokenInput): Promise<string> {
  const now = input.now ?? Date.now();
  const token = newSecretToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      kind: input.kind,
      email: input.email.toLowerCase(),
      user_id: input.userId,
      operation: input.operation,
      redirect: safeRedirectPath(input.redirect),
      full_name: input.fullName ?? null,
      binding: input.binding ?? '',
      created_at: now,
      expires_at: now + input.ttlMs,
    })
    .execute();
  return token;
}
