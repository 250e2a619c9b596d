import { render } from '@react-email/render';
import { createElement } from 'react';
import { plainTextOf, type EmailDocument } from './document';
import { EmailLayout } from './email-layout';
import type { EmailMessage } from './mailer';

/**
 * The message for a document: its HTML part from the one layout (React Email), its text part from the same
 * blocks, and, for notification email, the one-click unsubscribe headers (RFC 8058).
 */
export async function composeEmail(doc: EmailDocument): Promise<EmailMessage> {
  const html = await render(createElement(EmailLayout, { doc }));
  const message: EmailMessage = { to: doc.to, subject: doc.subject, text: plainTextOf(doc), html };
  if (doc.unsubscribe) {
    message.headers = { 'List-Unsubscribe': `<${doc.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  return message;
}
