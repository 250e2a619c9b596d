import { describe, expect, it } from 'vitest';
import { isCancelling, isCurrentMembership, membershipSentence, statusLabel, type MembershipLike } from './membership-status';

const base: MembershipLike = {
  status: 'ACTIVE',
  source: 'STRIPE',
  startedAt: Date.UTC(2026, 9, 25),
  currentPeriodEnd: Date.UTC(2026, 11, 25),
  cancelAtPeriodEnd: false,
  plan: { kind: 'MONTHLY' },
};

describe('membership sentences', () => {
  it('names the next payment of an active paid membership', () => {
    expect(membershipSentence(base)).toBe('Your next payment is on Dec 25, 2026.');
    expect(statusLabel(base)).toBe('Active');
  });
  it('says a trial ends with the first payment', () => {
    expect(membershipSentence({ ...base, plan: { kind: 'TRIAL', trialDays: 30 } })).toBe(
      'Your free trial runs until Dec 25, 2026, when your first payment is taken.',
    );
  });
  it('keeps a cancelled member a member until the period ends', () => {
    for (const m of [{ ...base, cancelAtPeriodEnd: true }, { ...base, status: 'CANCELED' as const }]) {
      expect(isCancelling(m)).toBe(true);
      expect(isCurrentMembership(m)).toBe(true);
      expect(statusLabel(m)).toBe('Cancelled');
      expect(membershipSentence(m)).toBe('You cancelled your membership. You’re still a member until Dec 25, 2026.');
    }
  });
  it('warns about the grace period after a failed renewal', () => {
    const m = { ...base, status: 'PAST_DUE' as const, graceEndsAt: Date.UTC(2026, 11, 2) };
    expect(statusLabel(m)).toBe('Payment failed');
    expect(membershipSentence(m)).toBe('We couldn’t charge your card for your membership. Update your payment method by Dec 2, 2026 to keep it.');
  });
  it('speaks of gifts and grants without payments', () => {
    expect(membershipSentence({ ...base, source: 'GIFT' })).toBe('Your gift membership runs until Dec 25, 2026.');
    expect(membershipSentence({ ...base, source: 'OPERATOR', currentPeriodEnd: null })).toBe('Your membership has no end date.');
  });
  it('dates an ended membership', () => {
    const m = { ...base, status: 'ENDED' as const, endedAt: Date.UTC(2026, 10, 1) };
    expect(isCurrentMembership(m)).toBe(false);
    expect(membershipSentence(m)).toBe('Your membership ended on Nov 1, 2026.');
  });
});
