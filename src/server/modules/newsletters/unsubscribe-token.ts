import type { ServiceContext } from '../../core';
import { keyringOf, sign, verifySigned } from '../../security';

const PURPOSE = 'newsletter-unsubscribe';
const VERSION = 'n1';

/**
 * The token in a newsletter email's unsubscribe link and List-Unsubscribe header: the subscriber row, signed
 * with the instance's key (HMAC). It never expires (an old email's link still works) and does one thing only.
 */
export function newsletterUnsubscribeToken(ctx: ServiceContext, input: { subscriberId: string }): string {
  return sign(keyringOf(ctx.deps.db).current(PURPOSE), `${VERSION}.${input.subscriberId}`);
}

export function readNewsletterUnsubscribeToken(ctx: ServiceContext, input: { token: string }): string | null {
  if (input.token.length > 400) return null;
  const payload = verifySigned(keyringOf(ctx.deps.db).candidates(PURPOSE), input.token);
  const [version, subscriberId, extra] = payload?.split('.') ?? [];
  return version === VERSION && subscriberId && extra === undefined ? subscriberId : null;
}
