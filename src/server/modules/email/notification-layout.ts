import { escapeHtml } from '../../../shared/format/html';
import type { EmailMessage } from './mailer';

/** A line of the email: plain words, or words that link somewhere. */
export type Inline = { text: string; href?: string | null };

export interface NotificationLayoutInput {
  to: string;
  subject: string;
  productName: string;
  /** Each item one paragraph (an instant email has one; a digest one per notification). */
  items: Inline[][];
  /** A last line under the items ('…and 3 more'). */
  after?: string | null;
  action: { label: string; url: string };
  /** Why the reader got it. */
  reason: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

const MUTED = 'color:#6b6b6b';

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) => (part.href ? `<a href="${escapeHtml(part.href)}" style="color:#242424;font-weight:600">${escapeHtml(part.text)}</a>` : escapeHtml(part.text)))
    .join('');
}

const inlineText = (parts: Inline[]) => parts.map((part) => part.text).join('');

/**
 * Notification emails: the product's name, the notifications, one button, and a footer saying why the email
 * came with 'Unsubscribe' and 'Manage email settings'. Every notification email carries the one-click
 * unsubscribe headers (RFC 8058), so mail apps can offer their own button.
 */
export function notificationEmail(input: NotificationLayoutInput): EmailMessage {
  const text = [
    ...input.items.map((item) => (input.items.length > 1 ? `• ${inlineText(item)}` : inlineText(item))),
    ...(input.after ? [input.after] : []),
    '',
    `${input.action.label}: ${input.action.url}`,
    '',
    '—',
    input.reason,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    `Manage email settings: ${input.settingsUrl}`,
  ].join('\n');
  const items = input.items.map((item) => `<p style="margin:0 0 16px;font-size:17px;line-height:26px">${inlineHtml(item)}</p>`).join('');
  const after = input.after ? `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(input.after)}</p>` : '';
  const html =
    `<!doctype html><html><body style="font-family:Georgia,serif;color:#242424;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:22px;margin:0 0 24px">${escapeHtml(input.productName)}</h1>${items}${after}` +
    `<p style="margin:24px 0 32px"><a href="${escapeHtml(input.action.url)}" style="background:#1a8917;color:#fff;padding:10px 20px;border-radius:99px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(input.action.label)}</a></p>` +
    `<hr style="border:0;border-top:1px solid #f2f2f2;margin:0 0 16px">` +
    `<p style="margin:0 0 8px;font-size:13px;${MUTED}">${escapeHtml(input.reason)}</p>` +
    `<p style="margin:0;font-size:13px;${MUTED}"><a href="${escapeHtml(input.unsubscribeUrl)}" style="${MUTED}">Unsubscribe</a> · ` +
    `<a href="${escapeHtml(input.settingsUrl)}" style="${MUTED}">Manage email settings</a></p></body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
