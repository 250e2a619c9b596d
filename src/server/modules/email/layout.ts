import { escapeHtml } from '../../../shared/format/html';
import type { EmailMessage } from './mailer';

/** One plain, readable layout for every account email: a line or two of text and one button. */
export function actionEmail(input: {
  to: string;
  subject: string;
  productName: string;
  lines: string[];
  action: { label: string; url: string };
  footer?: string;
}): EmailMessage {
  const footer = input.footer ?? `If you did not ask for this, you can ignore this email.`;
  const text = [...input.lines, '', `${input.action.label}: ${input.action.url}`, '', footer, '', `— ${input.productName}`].join('\n');
  const paragraphs = input.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const html =
    `<!doctype html><html><body style="font-family:Georgia,serif;color:#242424;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:22px;margin:0 0 24px">${escapeHtml(input.productName)}</h1>${paragraphs}` +
    `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1a8917;color:#fff;padding:10px 20px;border-radius:99px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#6b6b6b">Or paste this link into your browser: ${escapeHtml(input.action.url)}</p>` +
    `<p style="font-size:13px;color:#6b6b6b">${escapeHtml(footer)}</p></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
