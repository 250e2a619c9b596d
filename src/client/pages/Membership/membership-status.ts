import { billingDate } from '../../../shared/format/money';

/** The parts of a membership its one-line description needs. */
export interface MembershipLike {
  status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED' | 'ENDED';
  source: 'STRIPE' | 'GIFT' | 'OPERATOR';
  startedAt: number;
  currentPeriodEnd?: number | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt?: number | null;
  endedAt?: number | null;
  plan?: { kind: string; trialDays?: number | null } | null;
}

/** Still a member (paid up, in the grace period, or cancelled but not yet run out). */
export function isCurrentMembership(m: Pick<MembershipLike, 'status'> | null | undefined): boolean {
  return m != null && m.status !== 'ENDED';
}

/** A cancellation is waiting for the end of the period: the reader may still undo it. */
export function isCancelling(m: MembershipLike): boolean {
  return m.status === 'CANCELED' || (m.status === 'ACTIVE' && m.cancelAtPeriodEnd);
}

export function statusLabel(m: MembershipLike): string {
  if (m.status === 'PAST_DUE') return 'Payment failed';
  if (m.status === 'ENDED') return 'Ended';
  if (isCancelling(m)) return 'Cancelled';
  return 'Active';
}

/** One sentence on where the membership stands and what happens next. */
export function membershipSentence(m: MembershipLike): string {
  const end = m.currentPeriodEnd != null ? billingDate(m.currentPeriodEnd) : null;
  switch (m.status) {
    case 'ENDED':
      return m.endedAt != null ? `Your membership ended on ${billingDate(m.endedAt)}.` : 'Your membership has ended.';
    case 'PAST_DUE':
      return m.graceEndsAt != null
        ? `We couldn’t charge your card for your membership. Update your payment method by ${billingDate(m.graceEndsAt)} to keep it.`
        : 'We couldn’t charge your card for your membership. Update your payment method to keep it.';
    default:
      break;
  }
  if (isCancelling(m)) return end ? `You cancelled your membership. You’re still a member until ${end}.` : 'You cancelled your membership.';
  if (m.source !== 'STRIPE') {
    const given = m.source === 'GIFT' ? 'Your gift membership' : 'Your membership';
    return end ? `${given} runs until ${end}.` : `${given} has no end date.`;
  }
  if (!end) return 'Your membership is active.';
  return m.plan?.kind === 'TRIAL' ? `Your free trial runs until ${end}, when your first payment is taken.` : `Your next payment is on ${end}.`;
}
