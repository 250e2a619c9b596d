import type { Config } from '../../config';
import type { EmailMessage } from '../email';
import { escapeHtml } from '../../../shared/format/html';

function day(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Told to a member whose renewal payment failed: what happens and where to fix it. */
export function renewalFailedEmail(config: Pick<Config, 'publicUrl' | 'productName'>, input: { to: string; name: string; graceEndsAt: number }): EmailMessage {
  const link = `${config.publicUrl}/me/settings/payment/update`;
  const subject = `Your ${config.productName} membership payment didn’t go through`;
  const text =
    `Hi ${input.name},\n\nWe couldn’t charge your card for your ${config.productName} membership. ` +
    `You’re still a member until ${day(input.graceEndsAt)} while we try again.\n\n` +
    `Update your payment method to keep reading member-only stories:\n${link}\n`;
  const html =
    `<p>Hi ${escapeHtml(input.name)},</p><p>We couldn’t charge your card for your ${escapeHtml(config.productName)} membership. ` +
    `You’re still a member until ${escapeHtml(day(input.graceEndsAt))} while we try again.</p>` +
    `<p><a href="${escapeHtml(link)}">Update your payment method</a> to keep reading member-only stories.</p>`;
  return { to: input.to, subject, text, html };
}
