import { emailQuote } from '../../../../shared/format/email-quote';
import { countLabel, formatCount } from '../../../../shared/format/intl';
import { notificationSentence, notificationSnippet, type NotificationSentence } from '../../../../shared/format/notification-sentence';
import { DIGEST_MAX_ROWS, categoryLabels, type NotificationEmailCategory } from '../../../../shared/notification-email';
import { composeEmail } from '../compose';
import type { Block, Inline } from '../document';
import type { EmailMessage } from '../mailer';
import type { NotificationForEmail } from '../notification-facts';

export interface NotificationEmailBase {
  to: string;
  productName: string;
  publicUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  notificationsUrl: string;
}

/** The sentence as linked words: the actor and the story, list or publication each lead where the page's do. */
function inline(parts: NotificationSentence['parts'], notification: NotificationForEmail): Inline[] {
  return parts.map((part) => {
    if (part.type === 'actor') return { text: part.text, href: notification.links.actor ?? null };
    if (part.type === 'target') return { text: part.text, href: part.link ? (notification.links[part.link] ?? null) : null };
    return { text: part.text };
  });
}

/**
 * The sentence split at its quoted words: the feed cuts them to a snippet, an email quotes them whole (or cut
 * at a word by emailQuote). Which text the snippet came from is found by cutting each the same way, so any type
 * that quotes a note, a reply, a response or a highlight is told whole.
 */
function splitQuote(sentence: NotificationSentence, notification: NotificationForEmail): { lead: NotificationSentence['parts']; quote: string | null } {
  const at = sentence.parts.findIndex((part) => part.type === 'snippet');
  const snippet = sentence.parts[at];
  if (at < 1 || snippet?.type !== 'snippet') return { lead: sentence.parts, quote: null };
  const { facts } = notification;
  const texts = [facts.noteReplyText, facts.noteText, facts.responseText, facts.quoteText].filter((text): text is string => !!text);
  const full = texts.find((text) => notificationSnippet(text) === snippet.text) ?? snippet.text;
  // The part before the snippet is ': “'; the lead ends on the colon.
  return { lead: [...sentence.parts.slice(0, at - 1), { type: 'text', text: ':' }], quote: emailQuote(full) };
}

const ACTION_LABELS: Partial<Record<string, string>> = {
  responsePost: 'Read the response',
  post: 'View the story',
  actor: 'View profile',
  followers: 'See your followers',
  stats: 'See your stats',
  taxes: 'Update your tax information',
};

/** The sentence without its quoted words or full stop: 'Ada responded to Gardens in the city'. */
function subjectOf(sentence: NotificationSentence): string {
  const quoteAt = sentence.parts.findIndex((part) => part.type === 'snippet');
  const parts = quoteAt > 0 ? sentence.parts.slice(0, quoteAt - 1) : sentence.parts;
  const subject = parts
    .map((part) => part.text)
    .join('')
    .replace(/\.$/, '');
  return subject.length > 140 ? `${Array.from(subject).slice(0, 139).join('')}…` : subject;
}

function footer(input: NotificationEmailBase, reason: string) {
  return { footer: [reason], unsubscribe: { url: input.unsubscribeUrl, settingsUrl: input.settingsUrl } };
}

/**
 * One notification, sent as it happens: the actor's avatar, the sentence, what they wrote quoted whole, and a
 * button to the exact note, reply, response or highlight. Null for a type with no sentence (nothing to say).
 */
export function instantNotificationEmail(
  input: NotificationEmailBase & { notification: NotificationForEmail; category: NotificationEmailCategory },
): Promise<EmailMessage> | null {
  const { notification } = input;
  const sentence = notificationSentence(notification.facts);
  if (!sentence) return null;
  const { lead, quote } = splitQuote(sentence, notification);
  const blocks: Block[] = [{ kind: 'paragraph', parts: inline(lead, notification) }];
  if (quote) blocks.push({ kind: 'quote', text: quote });
  const action = notification.exact ?? {
    label: ACTION_LABELS[sentence.link] ?? 'View',
    url: notification.links[sentence.link] ?? input.notificationsUrl,
  };
  return composeEmail({
    to: input.to,
    subject: subjectOf(sentence),
    productName: input.productName,
    publicUrl: input.publicUrl,
    actor: notification.actor,
    blocks,
    action,
    ...footer(input, `You're getting this email because ${categoryLabels([input.category])} emails are on in your ${input.productName} settings.`),
  });
}

/** A digest's line: the sentence with its quoted words in full (or cut at a word), after the actor's avatar. */
function digestItem(notification: NotificationForEmail): { parts: Inline[]; actor: NotificationForEmail['actor'] } | null {
  const sentence = notificationSentence(notification.facts);
  if (!sentence) return null;
  const { lead, quote } = splitQuote(sentence, notification);
  const parts = inline(lead, notification);
  if (quote) parts.push({ text: ' ' }, { text: `“${quote}”`, href: notification.exact?.url ?? null, quoted: true });
  return { parts, actor: notification.actor };
}

/** The day's notifications in one message, newest first, at most DIGEST_MAX_ROWS of them. */
export function digestEmail(
  input: NotificationEmailBase & { notifications: readonly NotificationForEmail[]; categories: readonly NotificationEmailCategory[] },
): Promise<EmailMessage> | null {
  const told = input.notifications.flatMap((notification) => digestItem(notification) ?? []);
  if (told.length === 0) return null;
  const shown = told.slice(0, DIGEST_MAX_ROWS);
  const more = told.length - shown.length;
  const blocks: Block[] = [{ kind: 'list', items: shown }];
  if (more > 0) blocks.push({ kind: 'note', text: `…and ${formatCount(more)} more` });
  return composeEmail({
    to: input.to,
    subject: `Your ${input.productName} daily digest: ${countLabel(told.length, 'new notification', 'new notifications', formatCount(told.length))}`,
    productName: input.productName,
    publicUrl: input.publicUrl,
    blocks,
    action: { label: 'See all notifications', url: input.notificationsUrl },
    ...footer(
      input,
      `You're getting this daily digest because ${categoryLabels(input.categories)} emails are set to a daily digest in your ${input.productName} settings.`,
    ),
  });
}
