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
/** A send stops after this many deliveries in a row fail at their first attempt (none delivered between them): the mail server is failing. */
export const NEWSLETTER_SEND_STOP_AFTER = 10;
/** An address gets nothing more once its delivery has ended failed (temporary errors) on this many sends in a row. */
export const NEWSLETTER_SOFT_FAILURE_SENDS = 3;
