import { isNotificationEmailCategory, type NotificationEmailCategory } from '../../../shared/notification-email';
import type { ServiceContext } from '../../core';
import { keyringOf, sign, verifySigned } from '../../security';

const PURPOSE = 'email-unsubscribe';
const VERSION = 'u1';

export interface UnsubscribeGrant {
  userId: string;
  /** One category for an instant email; those a digest gathered for the digest. */
  categories: NotificationEmailCategory[];
}

/**
 * The token in an email's unsubscribe link: the reader and the categories the email was sent for, signed
 * with the instance's key (HMAC). It never expires, since an old email's link should still work, and it can
 * do one thing only: change that reader's settings for those categories. Through a rotation it works while the old secret is in APP_SECRET_PREVIOUS.
 */
export function unsubscribeToken(ctx: ServiceContext, input: { grant: UnsubscribeGrant }): string {
  const { grant } = input;
  // The keyring is registered for the app's database handle (not a transaction): a lookup, not a query.
  return sign(keyringOf(ctx.deps.db).current(PURPOSE), `${VERSION}.${grant.userId}.${grant.categories.join('-')}`);
}

export function readUnsubscribeToken(ctx: ServiceContext, input: { token: string }): UnsubscribeGrant | null {
  const { token } = input;
  if (token.length > 400) return null;
  const payload = verifySigned(keyringOf(ctx.deps.db).candidates(PURPOSE), token);
  const [version, userId, list, extra] = payload?.split('.') ?? [];
  if (version !== VERSION || !userId || !list || extra !== undefined) return null;
  const categories = list.split('-');
  if (!categories.every(isNotificationEmailCategory)) return null;
  return { userId, categories: [...new Set(categories)] };
}
