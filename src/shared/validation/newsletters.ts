/**
 * Newsletters (Newsletter V3): the words readers see when they subscribe and unsubscribe (the toasts:
 * subscribe success, fail, self, already; newsletter unsubscribe), and the limits the server keeps.
 */

export const NEWSLETTER_TYPES = ['AUTHOR', 'COLLECTION', 'UNKNOWN'] as const;
export type NewsletterType = (typeof NEWSLETTER_TYPES)[number];

export const NEWSLETTER_MESSAGES = {
  subscribed: (name: string) => `You're now subscribed to ${name}. You'll get their new stories by email.`,
  checkInbox: (email: string) => `Check your inbox: we sent a link to ${email} to confirm your subscription.`,
  already: (name: string) => `You're already subscribed to ${name}.`,
  self: "You can't subscribe to your own newsletter.",
  fail: 'Something went wrong and you were not subscribed. Please try again.',
  unsubscribed: (name: string) => `You're unsubscribed from ${name}. You won't get their stories by email anymore.`,
  confirmed: (name: string) => `Your subscription to ${name} is confirmed.`,
  invalidEmail: 'Please enter a valid email address.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: 'This newsletter was not found.',
  linkInvalid: 'This link is not valid or has expired.',
  verifyFirst: 'Verify your email address first to subscribe.',
} as const;

/** A confirmation link works this long, once. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
/** Subscribe attempts by one address or one network address per hour, and by one reader per minute. */
export const NEWSLETTER_SUBSCRIBES_PER_HOUR = 10;
export const NEWSLETTER_SUBSCRIBES_PER_MINUTE = 10;
/** Recipients written per job when a story is sent. */
export const NEWSLETTER_BATCH_SIZE = 100;

/** A publication newsletter's name and description (its landing page shows both). */
export const NEWSLETTER_NAME_MAX = 100;
export const NEWSLETTER_DESCRIPTION_MAX = 500;

export const PUBLICATION_NEWSLETTER_MESSAGES = {
  editorsOnly: 'Only editors of this publication can manage its newsletter.',
  nameRequired: 'Give your newsletter a name.',
  nameTooLong: `The name can be at most ${NEWSLETTER_NAME_MAX} characters.`,
  descriptionTooLong: `The description can be at most ${NEWSLETTER_DESCRIPTION_MAX} characters.`,
  exists: 'This publication has a newsletter already.',
  created: (name: string) => `${name} is ready. Readers can subscribe from your publication's page.`,
  saved: 'Your newsletter is saved.',
  issueSent: (count: number) => `Your email is on its way to ${count === 1 ? '1 subscriber' : `${count} subscribers`}.`,
  issueAlreadySent: 'This email was sent already.',
  issueEmpty: 'Write something before you send.',
  notAnIssue: 'This draft is not an email for a newsletter.',
} as const;

/** What the publish dialog says of the newsletter choice. */
export const SEND_NEWSLETTER_LABEL = 'Send this story by email to your subscribers';
export const SEND_NEWSLETTER_HINT = 'Subscribers to your newsletter (and to the publication’s, when you publish in one) get it in their inbox. Member-only stories send their preview and a link to non-members.';

/** A send stops after this many deliveries in a row fail at their first attempt (none delivered between them): the mail server is failing. */
export const NEWSLETTER_SEND_STOP_AFTER = 10;
/** An address gets nothing more once its delivery has ended failed (temporary errors) on this many sends in a row. */
export const NEWSLETTER_SOFT_FAILURE_SENDS = 3;

/** The newsletter stats page's list of sends: a page of this many, newest first. */
export const NEWSLETTER_SENDS_PAGE = 20;
export const NEWSLETTER_SEND_MESSAGES = {
  notStopped: 'This send is not stopped, so there is nothing to resume.',
  notSendable: 'This story is no longer published, so its email is not sent.',
} as const;
/** What the stats page calls a send's state. */
export const NEWSLETTER_SEND_STATUS_LABELS = { SENDING: 'Sending', SENT: 'Sent', STOPPED: 'Stopped' } as const;
