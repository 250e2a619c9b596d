import { escapeHtml } from '../../../shared/format/html';
import { formatMoney } from '../../../shared/format/money';
import { formatGiftCode, giftLengthLabel } from '../../../shared/validation/gifts';
import type { EmailMessage } from '../email';

const BUTTON = 'background:#1a8917;color:#fff;padding:10px 20px;border-radius:99px;text-decoration:none';
const MUTED = 'font-size:13px;color:#6b6b6b';

function page(productName: string, body: string): string {
  return (
    `<!doctype html><html><body style="font-family:Georgia,serif;color:#242424;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:22px;margin:0 0 24px">${escapeHtml(productName)}</h1>${body}</body></html>`
  );
}

const para = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;

export function redeemUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/redeem?giftCode=${encodeURIComponent(formatGiftCode(code))}`;
}

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
}): EmailMessage {
  const length = giftLengthLabel(input.months);
  const url = redeemUrl(input.publicUrl, input.code);
  const code = formatGiftCode(input.code);
  const until = new Date(input.expiresAt).toUTCString().slice(5, 16);
  const intro = `Hi ${input.recipientName}, ${input.senderName} gave you ${length} of ${input.productName} membership: every member-only story, and the writers you read are supported by your reading.`;
  const text = [
    intro,
    ...(input.message ? ['', `A message from ${input.senderName}:`, input.message] : []),
    '',
    `Your gift code: ${code}`,
    `Redeem your gift: ${url}`,
    '',
    `Redeem it by ${until}. If you are already a member, the gift adds ${length} to your membership.`,
    '',
    `— ${input.productName}`,
  ].join('\n');
  const html = page(
    input.productName,
    para(intro) +
      (input.message
        ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #242424;font-style:italic">${escapeHtml(input.message)}<br><span style="${MUTED};font-style:normal">— ${escapeHtml(input.senderName)}</span></blockquote>`
        : '') +
      para('Your gift code', `margin:0 0 8px;${MUTED}`) +
      `<p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>` +
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="${BUTTON}">Redeem your gift</a></p>` +
      para(`Or paste this link into your browser: ${url}`, `margin:0 0 16px;${MUTED}`) +
      para(`Redeem it by ${until}. If you are already a member, the gift adds ${length} to your membership.`, MUTED),
  );
  return { to: input.to, subject: `${input.senderName} sent you ${length} of ${input.productName} membership`, text, html };
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
}): EmailMessage {
  const length = giftLengthLabel(input.months);
  const paid = `Paid: ${formatMoney(input.amount, input.currency)}`;
  const lines =
    input.kind === 'GIFT'
      ? [
          `Thank you for giving ${length} of ${input.productName} membership to ${input.recipientName ?? 'someone'}.`,
          input.deliverAt
            ? `We will email your gift to ${input.recipientEmail} on ${new Date(input.deliverAt).toUTCString().slice(5, 16)}.`
            : `We have emailed your gift to ${input.recipientEmail}.`,
          paid,
          `We will tell you when it is redeemed.`,
        ]
      : [
          `Thank you for buying ${input.quantity} gift memberships of ${length} each. Hand out one code per person; each redeems once.`,
          paid,
          ...input.codes.map((code) => `${formatGiftCode(code)}  ${redeemUrl(input.publicUrl, code)}`),
        ];
  const text = [...lines, '', `Your gifts: ${input.purchaseUrl}`, '', `— ${input.productName}`].join('\n');
  const codeList =
    input.kind === 'GROUP'
      ? `<ol style="font-family:'Courier New',monospace;font-size:15px">${input.codes
          .map((code) => `<li><a href="${escapeHtml(redeemUrl(input.publicUrl, code))}">${escapeHtml(formatGiftCode(code))}</a></li>`)
          .join('')}</ol>`
      : '';
  const html = page(
    input.productName,
    (input.kind === 'GIFT' ? lines : lines.slice(0, 2)).map((line) => para(line)).join('') +
      codeList +
      `<p style="margin:24px 0"><a href="${escapeHtml(input.purchaseUrl)}" style="${BUTTON}">See your gifts</a></p>`,
  );
  const subject = input.kind === 'GIFT' ? `Your receipt: ${length} of ${input.productName} membership for ${input.recipientName}` : `Your ${input.quantity} gift membership codes`;
  return { to: input.to, subject, text, html };
}

/** To the buyer, when one of their gifts was redeemed. */
export function redeemedEmail(input: { to: string; productName: string; recipientName: string; months: number; purchaseUrl: string }): EmailMessage {
  const length = giftLengthLabel(input.months);
  const line = `${input.recipientName} redeemed the gift of ${length} of ${input.productName} membership you gave. Thank you for sharing it.`;
  const text = [line, '', `Your gifts: ${input.purchaseUrl}`, '', `— ${input.productName}`].join('\n');
  const html = page(input.productName, para(line) + `<p style="margin:24px 0"><a href="${escapeHtml(input.purchaseUrl)}" style="${BUTTON}">See your gifts</a></p>`);
  return { to: input.to, subject: `${input.recipientName} redeemed your gift membership`, text, html };
}
