import { describe, expect, it } from 'vitest';
import { formatGiftCode, GIFT_MESSAGE_MAX, GIFT_MESSAGES, giftDetailsError, groupQuantityError, normalizeGiftCode } from './gifts';

const NOW = Date.UTC(2026, 10, 2, 12);
const DAY = 24 * 60 * 60 * 1000;
const ok = { recipientName: 'Grace', recipientEmail: 'grace@example.com', senderName: 'Ada', message: 'Enjoy' };

describe('gift codes', () => {
  it('reads a code in any case, with or without dashes and spaces, taking O for 0 and I or L for 1', () => {
    expect(normalizeGiftCode('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeGiftCode(' ABCD EFGH JKMN PQRS ')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeGiftCode('O0IL-0000-0000-0000')).toBe('0011000000000000');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeGiftCode('ABCD-EFGH-JKMN')).toBeNull();
    expect(normalizeGiftCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normalizeGiftCode('x'.repeat(100))).toBeNull();
    expect(normalizeGiftCode(null)).toBeNull();
  });

  it('groups a code by four for reading', () => {
    expect(formatGiftCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('gift details', () => {
  it('accepts a complete gift, now or on a date within a year', () => {
    expect(giftDetailsError(ok, NOW)).toBeNull();
    expect(giftDetailsError({ ...ok, deliverAt: NOW + 30 * DAY }, NOW)).toBeNull();
  });

  it('names the first problem', () => {
    expect(giftDetailsError({ ...ok, recipientName: ' ' }, NOW)).toBe(GIFT_MESSAGES.recipientName);
    expect(giftDetailsError({ ...ok, recipientEmail: 'grace' }, NOW)).toBe(GIFT_MESSAGES.recipientEmail);
    expect(giftDetailsError({ ...ok, senderName: '' }, NOW)).toBe(GIFT_MESSAGES.senderName);
    expect(giftDetailsError({ ...ok, message: 'x'.repeat(GIFT_MESSAGE_MAX + 1) }, NOW)).toBe(GIFT_MESSAGES.messageTooLong);
    expect(giftDetailsError({ ...ok, deliverAt: NOW - 2 * DAY }, NOW)).toBe(GIFT_MESSAGES.deliverAtPast);
    expect(giftDetailsError({ ...ok, deliverAt: NOW + 400 * DAY }, NOW)).toBe(GIFT_MESSAGES.deliverAtFar);
  });

  it('takes 2 to 50 codes for a group', () => {
    expect(groupQuantityError(2)).toBeNull();
    expect(groupQuantityError(50)).toBeNull();
    expect(groupQuantityError(1)).toBe(GIFT_MESSAGES.quantity);
    expect(groupQuantityError(51)).toBe(GIFT_MESSAGES.quantity);
    expect(groupQuantityError(2.5)).toBe(GIFT_MESSAGES.quantity);
  });
});

describe('gift schemas', () => {
  it('read the form in order and answer with its messages', async () => {
    const { giftDetailsError, groupQuantityError, GIFT_MESSAGES } = await import('./gifts');
    const now = Date.UTC(2026, 10, 28);
    const gift = { recipientName: 'Ada', recipientEmail: 'ada@quire.test', senderName: 'Grace', message: null, deliverAt: null };
    expect(giftDetailsError(gift, now)).toBeNull();
    expect(giftDetailsError({ ...gift, recipientName: ' ', recipientEmail: 'bad' }, now)).toBe('Please enter the recipient’s name.');
    expect(giftDetailsError({ ...gift, recipientEmail: 'bad', senderName: '' }, now)).toBe(GIFT_MESSAGES.recipientEmail);
    expect(giftDetailsError({ ...gift, senderName: ' ' }, now)).toBe(GIFT_MESSAGES.senderName);
    expect(giftDetailsError({ ...gift, senderName: 'x'.repeat(51) }, now)).toBe('Names can be at most 50 characters.');
    expect(giftDetailsError({ ...gift, message: 'x'.repeat(301) }, now)).toBe(GIFT_MESSAGES.messageTooLong);
    expect(giftDetailsError({ ...gift, deliverAt: now - 2 * 86_400_000 }, now)).toBe('Choose today or a date in the future.');
    expect(giftDetailsError({ ...gift, deliverAt: now + 366 * 86_400_000 }, now)).toBe(GIFT_MESSAGES.deliverAtFar);
    expect([2, 50].map(groupQuantityError)).toEqual([null, null]);
    expect([1, 51, 2.5, Number.NaN].map(groupQuantityError)).toEqual(Array(4).fill('Choose between 2 and 50 gift memberships.'));
  });
});
