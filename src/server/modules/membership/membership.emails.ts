import type { Config } from '../../config';
import { composeEmail, type EmailMessage } from '../email';

function day(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Told to a member whose renewal payment failed: what happens and where to fix it. */
export function renewalFailedEmail(
  config: Pick<Config, 'publicUrl' | 'productName'>,
  input: { to: string; name: string; graceEndsAt: number },
): Promise<EmailMessage> {
  return composeEmail({
    to: input.to,
    subject: `Your ${config.productName} membership payment didn’t go through`,
    productName: config.productName,
    publicUrl: config.publicUrl,
    blocks: [
      { kind: 'paragraph', parts: [{ text: `Hi ${input.name},` }] },
      {
        kind: 'paragraph',
        parts: [
          {
            text:
              `We couldn’t charge your card for your ${config.productName} membership. ` +
              `You’re still a member until ${day(input.graceEndsAt)} while we try again.`,
          },
        ],
      },
      { kind: 'paragraph', parts: [{ text: 'Update your payment method to keep reading member-only stories.' }] },
    ],
    action: { label: 'Update your payment method', url: `${config.publicUrl}/me/settings/payment/update` },
    pasteLink: true,
    footer: [`You’re getting this email because you are a ${config.productName} member.`],
  });
}
