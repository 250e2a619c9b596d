import type { EmailMessage } from '../../core';

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const RULE = '─'.repeat(72);

/**
 * An email as a developer reads it on a terminal when there is no mail server: who it is for, the subject,
 * then the text part with every link on a line of its own (indented, nothing after it), so a terminal makes
 * it clickable and a double-click selects all of it.
 */
export function consoleEmail(message: Pick<EmailMessage, 'to' | 'subject' | 'text'>): string {
  const body = message.text.split('\n').flatMap((line) => {
    const links = line.match(URL_PATTERN);
    if (!links) return [line];
    const words = line.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
    return [...(words ? [words] : []), ...links.map((link) => `    ${link}`)];
  });
  return [
    `── Email (no SMTP_URL set, so it is shown here instead of sent) ${RULE}`.slice(0, RULE.length),
    `To:      ${message.to}`,
    `Subject: ${message.subject}`,
    '',
    ...body,
    RULE,
    '',
  ].join('\n');
}
