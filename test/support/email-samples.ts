import type { NotificationFacts } from '../../src/shared/format/notification-sentence';
import { renewalFailedEmail } from '../../src/server/modules/membership/membership.emails';
import { giftEmail, receiptEmail, redeemedEmail } from '../../src/server/modules/gifts/gifts.emails';
import {
  alreadyHaveAccountEmail,
  passwordResetEmail,
  signInCodeEmail,
  signInLinkEmail,
  signUpLinkEmail,
  verifyEmailEmail,
} from '../../src/server/modules/email/templates/account-emails';
import { digestEmail, instantNotificationEmail } from '../../src/server/modules/email/templates/notification-emails';
import type { NotificationForEmail } from '../../src/server/modules/email/notification-facts';
import type { EmailMessage } from '../../src/server/modules/email/mailer';

/** A 52-character note: the feed cuts it at 50 characters; an email quotes it whole. */
export const SAMPLE_NOTE = 'This line about tides made me call my grandmother!!!';
export const SAMPLE_LONG_RESPONSE =
  'Tides are the longest waves on Earth, and every coast hears them differently. '.repeat(5) +
  'This last sentence is past the limit and is never quoted.';

/** One notification as the email module loads it, with the links a real one has. */
function notification(publicUrl: string, facts: Partial<NotificationFacts> & { type: string }, extra: Partial<NotificationForEmail> = {}): NotificationForEmail {
  const post = `${publicUrl}/p/0a1b2c3d4e5f`;
  return {
    id: 'f0e1d2c3b4a5',
    userId: 'aaaaaaaaaaaa',
    activityType: facts.type,
    occurredAt: Date.UTC(2026, 2, 2, 10),
    facts: { actorCount: 1, actorName: 'Ada Lovelace', post: { title: 'The sea around us', isViewerOwn: true }, ...facts },
    links: {
      post,
      responsePost: `${publicUrl}/p/99aa88bb77cc`,
      actor: `${publicUrl}/@ada`,
      stats: `${publicUrl}/me/stats`,
      taxes: `${publicUrl}/me/partner-program/taxes`,
      followers: `${publicUrl}/@rachel/followers`,
      viewerProfile: `${publicUrl}/@rachel`,
    },
    actor: { name: 'Ada Lovelace', avatarUrl: null, profileUrl: `${publicUrl}/@ada` },
    exact: null,
    ...extra,
  };
}

/**
 * Every kind of email the product sends, as a reader would get it, with images under `publicUrl`. `avatarUrl`
 * stands for an uploaded picture (any image the instance serves).
 */
export async function sampleEmails(publicUrl: string, avatarUrl: string | null = null): Promise<Record<string, EmailMessage>> {
  const base = { to: 'rachel@quire.test', productName: 'Quire', publicUrl };
  const url = `${publicUrl}/m/callback/email?token=${'Tk_3x'.repeat(9)}&redirect=%2Fthe-sea-around-us-0a1b2c3d4e5f`;
  const links = { ...base, unsubscribeUrl: `${publicUrl}/_/unsubscribe/v1.aaaaaaaaaaaa.notes.${'s'.repeat(43)}`, settingsUrl: `${publicUrl}/me/settings#email-notifications`, notificationsUrl: `${publicUrl}/me/notifications` };
  const noteUrl = `${publicUrl}/p/0a1b2c3d4e5f#p000-123456abcdef`;
  const ada = { name: 'Ada Lovelace', avatarUrl, profileUrl: `${publicUrl}/@ada` };

  const note = notification(publicUrl, { type: 'post_noted', noteText: SAMPLE_NOTE }, { actor: ada, exact: { url: noteUrl, label: 'Read the note' } });
  const response = notification(
    publicUrl,
    { type: 'response_created', responseText: SAMPLE_LONG_RESPONSE, actorName: 'Grace Hopper' },
    { actor: { name: 'Grace Hopper', avatarUrl: null, profileUrl: `${publicUrl}/@grace` }, exact: { url: `${publicUrl}/p/99aa88bb77cc`, label: 'Read the response' } },
  );
  const follow = notification(publicUrl, { type: 'users_following_you', post: null });
  const highlight = notification(
    publicUrl,
    { type: 'quote', quoteText: 'Sailors learned to read the tide long before anyone could explain it.' },
    { actor: ada, exact: { url: `${publicUrl}/p/0a1b2c3d4e5f#p001`, label: 'See the highlight' } },
  );
  const milestone = notification(publicUrl, { type: 'post_clapped_milestone', actorCount: 0, actorName: null, milestoneArg: 100 }, { actor: null });
  const tax = notification(publicUrl, { type: 'tax_not_submitted_pre_earning_limit', actorCount: 0, actorName: null, post: null }, { actor: null });
  const digestRows = [note, response, follow, highlight, milestone, ...Array.from({ length: 7 }, () => follow)];

  const emails: Record<string, Promise<EmailMessage> | null> = {
    'sign-in-link': signInLinkEmail({ ...base, url, validMinutes: 15 }),
    'sign-in-code': signInCodeEmail({ ...base, url, code: '042137', validMinutes: 15 }),
    'sign-up-link': signUpLinkEmail({ ...base, url, validMinutes: 15 }),
    'already-have-account': alreadyHaveAccountEmail({ ...base, url, validMinutes: 15 }),
    'password-reset': passwordResetEmail({ ...base, url, validMinutes: 60 }),
    'verify-email': verifyEmailEmail({ ...base, url, validHours: 24 }),
    'private-note': instantNotificationEmail({ ...links, notification: note, category: 'notes' }),
    response: instantNotificationEmail({ ...links, notification: response, category: 'responses' }),
    follow: instantNotificationEmail({ ...links, notification: follow, category: 'followers' }),
    highlight: instantNotificationEmail({ ...links, notification: highlight, category: 'recommendations' }),
    milestone: instantNotificationEmail({ ...links, notification: milestone, category: 'milestones' }),
    'tax-reminder': instantNotificationEmail({ ...links, notification: tax, category: 'partner' }),
    digest: digestEmail({ ...links, notifications: digestRows, categories: ['notes', 'responses', 'followers', 'recommendations', 'milestones'] }),
    gift: giftEmail({
      ...base,
      recipientName: 'Rachel',
      senderName: 'Ada Lovelace',
      months: 12,
      message: 'For all the stories you will read on the train this year. Happy birthday!',
      code: 'ABCD2345EFGHJKMN',
      expiresAt: Date.UTC(2027, 2, 2),
    }),
    'gift-receipt': receiptEmail({
      ...base,
      kind: 'GIFT',
      months: 12,
      quantity: 1,
      amount: 5000,
      currency: 'USD',
      recipientName: 'Rachel',
      recipientEmail: 'rachel@quire.test',
      deliverAt: null,
      codes: [],
      purchaseUrl: `${publicUrl}/gift#your-gifts`,
    }),
    'group-gift-receipt': receiptEmail({
      ...base,
      kind: 'GROUP',
      months: 3,
      quantity: 4,
      amount: 6000,
      currency: 'USD',
      recipientName: null,
      recipientEmail: null,
      deliverAt: null,
      codes: ['ABCD2345EFGHJKMN', 'JKMN6789NPQRSTVW', 'STVW2345WXYZABCD', 'ABCD6789EFGHJKMN'],
      purchaseUrl: `${publicUrl}/group-gift#your-gifts`,
    }),
    'gift-redeemed': redeemedEmail({ ...base, recipientName: 'Rachel Carson', recipientAvatarUrl: avatarUrl, months: 12, purchaseUrl: `${publicUrl}/gift#your-gifts` }),
    'renewal-failed': renewalFailedEmail(base, { to: base.to, name: 'Rachel', graceEndsAt: Date.UTC(2026, 2, 9) }),
  };
  const built: Record<string, EmailMessage> = {};
  for (const [name, message] of Object.entries(emails)) {
    if (!message) throw new Error(`The sample ${name} made no email`);
    built[name] = await message;
  }
  return built;
}
