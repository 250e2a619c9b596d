import { formatMoney } from '../../../shared/format/money';
import { formatGiftCode, giftLengthLabel } from '../../../shared/validation/gifts';
import { composeEmail, type Block, type EmailActor, type EmailMessage } from '../email';

export function redeemUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/redeem?giftCode=${encodeURIComponent(formatGiftCode(code))}`;
}

const paragraph = (text: string): Block => ({ kind: 'paragraph', parts: [{ text }] });
const day = (ms: number) => new Date(ms).toUTCString().slice(5, 16);
const person = (name: string | null | undefined, avatarUrl: string | null = null): EmailActor | null => (name?.trim() ? { name: name.trim(), avatarUrl } : null);

/** To the recipient: who it is from, the message, the code and the "Redeem your gift" button. */
export function giftEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  recipientName: string;
  senderName: string;
  months: number;
  message: string | null;
  code: string;
  expiresAt: number;
}): Promise<EmailMessage> {
  const length = giftLengthLabel(input.months);
  const blocks: Block[] = [
    paragraph(
      `Hi ${input.recipientName}, ${input.senderName} gave you ${length} of ${input.productName} membership: every member-only story, and the writers you read are supported by your reading.`,
    ),
  ];
  if (input.message) blocks.push({ kind: 'quote', text: input.message, by: input.senderName });
  blocks.push({ kind: 'code', label: 'Your gift code', code: formatGiftCode(input.code) });
  return composeEmail({
    to: input.to,
    subject: `${input.senderName} sent you ${length} of ${input.productName} membership`,
    productName: input.productName,
    publicUrl: input.publicUrl,
    actor: person(input.senderName),
    blocks,
    action: { label: 'Redeem your gift', url: redeemUrl(input.publicUrl, input.code) },
    pasteLink: true,
    footer: [`Redeem it by ${day(input.expiresAt)}. If you are already a member, the gift adds ${length} to your membership.`],
  });
}

/** To the buyer: what they paid for; for a group, every code with its link. */
export function receiptEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  kind: 'GIFT' | 'GROUP';
  months: number;
  quantity: number;
  amount: number;
  currency: string;
  recipientName: string | null;
  recipientEmail: string | null;
  deliverAt: number | null;
  codes: string[];
  purchaseUrl: string;
}): Promise<EmailMessage> {
  const length = giftLengthLabel(input.months);
  const paid = `Paid: ${formatMoney(input.amount, input.currency)}`;
  const blocks: Block[] =
    input.kind === 'GIFT'
      ? [
          paragraph(`Thank you for giving ${length} of ${input.productName} membership to ${input.recipientName ?? 'someone'}.`),
          paragraph(
            input.deliverAt ? `We will email your gift to ${input.recipientEmail} on ${day(input.deliverAt)}.` : `We have emailed your gift to ${input.recipientEmail}.`,
          ),
          paragraph(paid),
          paragraph('We will tell you when it is redeemed.'),
        ]
      : [
          paragraph(`Thank you for buying ${input.quantity} gift memberships of ${length} each. Hand out one code per person; each redeems once.`),
          paragraph(paid),
          { kind: 'list', items: input.codes.map((code) => ({ parts: [{ text: formatGiftCode(code), href: redeemUrl(input.publicUrl, code), spellOut: true, code: true }] })) },
        ];
  return composeEmail({
    to: input.to,
    subject: input.kind === 'GIFT' ? `Your receipt: ${length} of ${input.productName} membership for ${input.recipientName}` : `Your ${input.quantity} gift membership codes`,
    productName: input.productName,
    publicUrl: input.publicUrl,
    blocks,
    action: { label: 'See your gifts', url: input.purchaseUrl },
    footer: [`You’re getting this email because you bought ${input.productName} gift membership.`],
  });
}

/** To the buyer, when one of their gifts was redeemed. */
export function redeemedEmail(input: {
  to: string;
  productName: string;
  publicUrl: string;
  recipientName: string;
  recipientAvatarUrl?: string | null;
  months: number;
  purchaseUrl: string;
}): Promise<EmailMessage> {
  const length = giftLengthLabel(input.months);
  return composeEmail({
    to: input.to,
    subject: `${input.recipientName} redeemed your gift membership`,
    productName: input.productName,
    publicUrl: input.publicUrl,
    actor: person(input.recipientName, input.recipientAvatarUrl ?? null),
    blocks: [paragraph(`${input.recipientName} redeemed the gift of ${length} of ${input.productName} membership you gave. Thank you for sharing it.`)],
    action: { label: 'See your gifts', url: input.purchaseUrl },
    footer: [`You’re getting this email because you gave ${input.productName} membership.`],
  });
}
