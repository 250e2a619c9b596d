import { notificationSentence, type NotificationSentence } from '../../../../shared/format/notification-sentence';
import { DIGEST_MAX_ROWS, categoryLabels, type NotificationEmailCategory } from '../../../../shared/notification-email';
import type { EmailMessage } from '../mailer';
import type { NotificationForEmail } from '../notification-facts';
import { notificationEmail, type Inline } from '../notification-layout';

export interface NotificationEmailBase {
  to: string;
  productName: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  notificationsUrl: string;
}


/** The sentence as linked words: the actor and the story, list or publication each lead where the page's do. */
function inline(sentence: NotificationSentence, notification: NotificationForEmail): Inline[] {
  return sentence.parts.map((part) => {
    if (part.type === 'actor') return { text: part.text, href: notification.links.actor ?? null };
    if (part.type === 'target') return { text: part.text, href: part.link ? (notification.links[part.link] ?? null) : null };
    return { text: part.text };
  });
}

const ACTION_LABELS: Partial<Record<string, string>> = {
  responsePost: 'Read the response',
  post: 'View the story',
  actor: 'View profile',
  followers: 'See your followers',
  stats: 'See your stats',
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

/** One notification, sent as it happens. Null for a type with no sentence (nothing to say). */
export function instantNotificationEmail(
  input: NotificationEmailBase & { notification: NotificationForEmail; category: NotificationEmailCategory },
): EmailMessage | null {
  const sentence = notificationSentence(input.notification.facts);
  if (!sentence) return null;
  return notificationEmail({
    to: input.to,
    subject: subjectOf(sentence),
    productName: input.productName,
    items: [inline(sentence, input.notification)],
    action: { label: ACTION_LABELS[sentence.link] ?? 'View', url: input.notification.links[sentence.link] ?? input.notificationsUrl },
    reason: `You're getting this email because ${categoryLabels([input.category])} emails are on in your ${input.productName} settings.`,
    unsubscribeUrl: input.unsubscribeUrl,
    settingsUrl: input.settingsUrl,
  });
}

/** The day's notifications in one message, newest first, at most DIGEST_MAX_ROWS of them. */
export function digestEmail(
  input: NotificationEmailBase & { notifications: readonly NotificationForEmail[]; categories: readonly NotificationEmailCategory[] },
): EmailMessage | null {
  const told = input.notifications.flatMap((notification) => {
    const sentence = notificationSentence(notification.facts);
    return sentence ? [inline(sentence, notification)] : [];
  });
  if (told.length === 0) return null;
  const shown = told.slice(0, DIGEST_MAX_ROWS);
  const more = told.length - shown.length;
  const count = new Intl.NumberFormat('en-US').format(told.length);
  return notificationEmail({
    to: input.to,
    subject: told.length === 1 ? `Your ${input.productName} daily digest: 1 new notification` : `Your ${input.productName} daily digest: ${count} new notifications`,
    productName: input.productName,
    items: shown,
    after: more > 0 ? `…and ${new Intl.NumberFormat('en-US').format(more)} more` : null,
    action: { label: 'See all notifications', url: input.notificationsUrl },
    reason: `You're getting this daily digest because ${categoryLabels(input.categories)} emails are set to a daily digest in your ${input.productName} settings.`,
    unsubscribeUrl: input.unsubscribeUrl,
    settingsUrl: input.settingsUrl,
  });
}
