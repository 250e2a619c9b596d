import { billingDate } from '../../../shared/format/money';

const STATUS_LABELS: Record<string, string> = { PAID: 'Paid', FAILED: 'Failed', REFUNDED: 'Refunded' };

export function chargeStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** "Nov 25, 2026 – Dec 25, 2026", or null when the charge paid for no period. */
export function chargePeriod(charge: { periodStart?: number | null; periodEnd?: number | null }): string | null {
  if (charge.periodStart == null || charge.periodEnd == null) return null;
  return `${billingDate(charge.periodStart)} – ${billingDate(charge.periodEnd)}`;
}
