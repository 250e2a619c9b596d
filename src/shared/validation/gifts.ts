/** Rules, limits and messages of gift memberships (spec 1 §2 'Gift a membership', spec 2 §2.4 /gift, /redeem), shared by server and client. */
import { check, integer, maxValue, minValue, nullish, number, object, pipe, string } from 'valibot';
import { isValidEmail } from './auth';
import { firstError } from './schema';
import { countLabel } from '../format/intl';

/** Gift lengths in months: the free-month discount tiers of spec 2 §9 (1, 3 and 6) and a year. */
export const GIFT_MONTHS: readonly number[] = [1, 3, 6, 12];
export const GIFT_MESSAGE_MAX = 300;
export const GIFT_NAME_MAX = 50;
export const GROUP_GIFT_MIN = 2;
export const GROUP_GIFT_MAX = 50;
/** Codes (and a gift not yet redeemed) stay valid this long after purchase. */
export const GIFT_CODE_VALID_DAYS = 365;
/** The furthest a delivery date may be set ahead. */
export const GIFT_DELIVERY_MAX_DAYS = 365;
/** What a staff member may make at once with createGiftCodes. */
export const OPERATOR_GIFT_MAX = 200;

/**
 * Codes: 16 characters of Crockford's base 32 (80 random bits), shown in groups of four. Reading them back
 * ignores case, spaces and dashes, and takes O for 0 and I or L for 1.
 */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;
const GROUP = 4;

export function formatGiftCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** The code in its canonical form (16 characters, upper case, no dashes), or null when it cannot be one. */
export function normalizeGiftCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== GIFT_CODE_LENGTH) return null;
  for (const char of compact) if (!GIFT_CODE_ALPHABET.includes(char)) return null;
  return compact;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Attempts at redeeming or looking up codes, each counted (an alias or an operation of a batch too): per reader and per address, so codes cannot be guessed. */
export const GIFT_RATE_LIMITS = {
  redeemPerUser: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
  redeemPerIp: [
    { limit: 30, windowMs: HOUR },
    { limit: 100, windowMs: DAY },
  ],
  lookupPerIp: [
    { limit: 60, windowMs: HOUR },
    { limit: 300, windowMs: DAY },
  ],
  lookupPerUser: [
    { limit: 30, windowMs: HOUR },
    { limit: 100, windowMs: DAY },
  ],
  checkout: [
    { limit: 10, windowMs: MINUTE },
    { limit: 60, windowMs: HOUR },
  ],
};

export const GIFT_MESSAGES = {
  notConfigured: 'Gift memberships can’t be bought on this Quire: payments aren’t set up. Gift codes you were given can still be redeemed.',
  unknownPlan: 'Choose how long the gift membership lasts.',
  recipientName: 'Please enter the recipient’s name.',
  recipientEmail: 'Please enter a valid email address for the recipient.',
  senderName: 'Please enter your name, so they know who it’s from.',
  nameTooLong: `Names can be at most ${GIFT_NAME_MAX} characters.`,
  messageTooLong: `Your message can be at most ${GIFT_MESSAGE_MAX} characters.`,
  deliverAtPast: 'Choose today or a date in the future.',
  deliverAtFar: `Choose a date within the next ${GIFT_DELIVERY_MAX_DAYS} days.`,
  quantity: `Choose between ${GROUP_GIFT_MIN} and ${GROUP_GIFT_MAX} gift memberships.`,
  badCode: 'That doesn’t look like a gift code. A code has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.',
  unknownCode: 'We couldn’t find that gift code. Check it and try again.',
  usedCode: 'This gift code has already been redeemed.',
  expiredCode: 'This gift code has expired.',
  tooMany: 'Too many attempts at gift codes. Please wait an hour and try again.',
  signIn: 'Sign in or create an account to redeem your gift.',
  tryAgain: 'That didn’t work. Please try again.',
} as const;

export interface GiftDetails {
  recipientName: string;
  recipientEmail: string;
  message?: string | null;
  senderName: string;
  /** Milliseconds; null or absent: deliver at once. */
  deliverAt?: number | null;
}

/**
 * A gift's details as of `now`, checked in the order the form reads them: recipient's name, their email, the
 * sender's name, the names' length, the message, the delivery date.
 */
export function giftDetailsSchema(now: number) {
  return pipe(
    object({
      recipientName: string(GIFT_MESSAGES.recipientName),
      recipientEmail: string(GIFT_MESSAGES.recipientEmail),
      message: nullish(string(GIFT_MESSAGES.messageTooLong)),
      senderName: string(GIFT_MESSAGES.senderName),
      deliverAt: nullish(number(GIFT_MESSAGES.deliverAtPast)),
    }),
    check((gift) => gift.recipientName.trim() !== '', GIFT_MESSAGES.recipientName),
    check((gift) => isValidEmail(gift.recipientEmail.trim()), GIFT_MESSAGES.recipientEmail),
    check((gift) => gift.senderName.trim() !== '', GIFT_MESSAGES.senderName),
    check((gift) => gift.recipientName.trim().length <= GIFT_NAME_MAX && gift.senderName.trim().length <= GIFT_NAME_MAX, GIFT_MESSAGES.nameTooLong),
    check((gift) => (gift.message ?? '').length <= GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong),
    // A date chosen as "today" in any time zone is fine: allow the day that has begun somewhere.
    check((gift) => gift.deliverAt == null || gift.deliverAt >= now - DAY, GIFT_MESSAGES.deliverAtPast),
    check((gift) => gift.deliverAt == null || gift.deliverAt <= now + GIFT_DELIVERY_MAX_DAYS * DAY, GIFT_MESSAGES.deliverAtFar),
  );
}

/** The first problem with a gift's details, or null. */
export function giftDetailsError(input: GiftDetails, now: number): string | null {
  return firstError(giftDetailsSchema(now), input);
}

/** How many memberships a group gift holds: a whole number from GROUP_GIFT_MIN to GROUP_GIFT_MAX. */
export const groupQuantitySchema = pipe(
  number(GIFT_MESSAGES.quantity),
  integer(GIFT_MESSAGES.quantity),
  minValue(GROUP_GIFT_MIN, GIFT_MESSAGES.quantity),
  maxValue(GROUP_GIFT_MAX, GIFT_MESSAGES.quantity),
);

export function groupQuantityError(quantity: number): string | null {
  return firstError(groupQuantitySchema, quantity);
}

/** "3 months", "1 month", "12 months". */
export function giftLengthLabel(months: number): string {
  return countLabel(months, 'month', 'months');
}
