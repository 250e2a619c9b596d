import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { MembershipChargesTable, MembershipsTable } from '../../db/schema.generated';

export type MembershipStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELED' | 'ENDED';
export type MembershipSource = 'STRIPE' | 'GIFT' | 'OPERATOR';

export interface MembershipModel {
  id: string;
  userId: string;
  planId: string | null;
  status: MembershipStatus;
  source: MembershipSource;
  stripeSubscriptionId: string | null;
  referrerId: string | null;
  startedAt: number;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: number | null;
  endedAt: number | null;
  note: string | null;
}

export function toMembership(row: Selectable<MembershipsTable>): MembershipModel {
  return {
    id: row.id,
    userId: row.user_id,
    planId: row.plan_id,
    status: row.status as MembershipStatus,
    source: row.source as MembershipSource,
    stripeSubscriptionId: row.stripe_subscription_id,
    referrerId: row.referrer_id,
    startedAt: row.started_at,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    graceEndsAt: row.grace_ends_at,
    endedAt: row.ended_at,
    note: row.note,
  };
}

export interface ChargeModel {
  id: string;
  userId: string;
  createdAt: number;
  amount: number;
  currency: string;
  status: 'PAID' | 'FAILED' | 'REFUNDED';
  description: string;
  receiptNumber: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  periodStart: number | null;
  periodEnd: number | null;
}

export function toCharge(row: Selectable<MembershipChargesTable>): ChargeModel {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    amount: row.amount,
    currency: row.currency,
    status: row.status as ChargeModel['status'],
    description: row.description,
    receiptNumber: row.receipt_number,
    card: row.card_last4
      ? { brand: row.card_brand ?? 'OTHERS', last4: row.card_last4, expMonth: row.card_exp_month ?? 0, expYear: row.card_exp_year ?? 0 }
      : null,
    periodStart: row.period_start,
    periodEnd: row.period_end,
  };
}

/** The reader's membership that counts now: the newest one not ENDED, else the newest one. */
export async function currentMembership(db: Executor, userId: string): Promise<MembershipModel | null> {
  const rows = await db.selectFrom('memberships').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').orderBy('id', 'desc').execute();
  const row = rows.find((r) => r.status !== 'ENDED') ?? rows[0];
  return row ? toMembership(row) : null;
}

export async function membershipBySubscription(db: Executor, subscriptionId: string): Promise<MembershipModel | null> {
  const row = await db.selectFrom('memberships').selectAll().where('stripe_subscription_id', '=', subscriptionId).executeTakeFirst();
  return row ? toMembership(row) : null;
}

/** How many times the membership of a subscription was synced from Stripe; null while there is none. */
export async function syncCountOf(db: Executor, subscriptionId: string): Promise<number | null> {
  const row = await db.selectFrom('memberships').select('stripe_sync_count').where('stripe_subscription_id', '=', subscriptionId).executeTakeFirst();
  return row ? Number(row.stripe_sync_count) : null;
}

// Asked with the metabar of every signed-in page.
const pastMembershipQuery = preparedQuery((db, userId: string) =>
  db.selectFrom('memberships').select('id').where('user_id', '=', userId).where('status', '=', 'ENDED').limit(1),
);

export async function hasPastMemberships(db: Executor, userId: string): Promise<boolean> {
  const row = await pastMembershipQuery.executeTakeFirst(db, userId);
  return row !== undefined;
}

export async function liveMembershipCount(db: Executor, userId: string): Promise<number> {
  const rows = await db.selectFrom('memberships').select('id').where('user_id', '=', userId).where('status', '!=', 'ENDED').execute();
  return rows.length;
}
