import type { Config } from '../../config';
import type { ServiceContext } from '../../core';
import { newId } from '../../db/ids';
import type { UserModel } from '../../core';
import { loadPlans, type PlanConfig } from './plans';
import { currentMembership, toMembership, type MembershipModel } from './membership.repo';
import { clearMemberSince, setMemberSince } from '../users';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A reader became a member (a paid checkout, a gift or an operator's grant). */
    'membership.started': { userId: string; membershipId: string; source: 'STRIPE' | 'GIFT' | 'OPERATOR'; referrerId: string | null };
    /** A membership ran out (cancelled, grace passed, revoked); medium_member_at is cleared when it was the last one. */
    'membership.ended': { userId: string; membershipId: string };
    /** A renewal was paid (a new period, or a retry after a failure). */
    'membership.renewed': { userId: string; membershipId: string; periodEnd: number | null };
    /** A renewal's payment failed: the membership is PAST_DUE until graceEndsAt. */
    'membership.renewalFailed': { userId: string; membershipId: string; graceEndsAt: number; invoiceId: string };
  }
}

export const DAY_MS = 86_400_000;

const planCache = new Map<string, PlanConfig[]>();
/** The plans the running instance loaded (read where only a database handle is given, e.g. a gift's value). */
let instancePlans: readonly PlanConfig[] = loadPlans(null);

export function useInstancePlans(plans: readonly PlanConfig[]): void {
  instancePlans = plans;
}

/** The instance's plans (QUIRE_PLANS_FILE or the built-in ones); a broken file fails at start with a clear message. */
export function plansOf(from: { config: Pick<Config, 'plansFile'> }): PlanConfig[] {
  const key = from.config.plansFile ?? '';
  let plans = planCache.get(key);
  if (!plans) planCache.set(key, (plans = loadPlans(from.config.plansFile)));
  return plans;
}

export function planById(from: { config: Pick<Config, 'plansFile'> }, planId: string | null): PlanConfig | null {
  if (!planId) return null;
  return plansOf(from).find((p) => p.planId === planId) ?? null;
}

/** The plans a reader may choose: the staff plan only for staff; gifts are bought elsewhere. */
export function planChoicesFor(from: { config: Pick<Config, 'plansFile'> }, viewer: UserModel | null): PlanConfig[] {
  return plansOf(from).filter((p) => p.kind !== 'STAFF_YEARLY' || viewer?.isStaff === true);
}

export function isMember(user: Pick<UserModel, 'mediumMemberAt'> | null | undefined): boolean {
  return user?.mediumMemberAt != null;
}

export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

export interface GrantInput {
  userId: string;
  months: number;
  source: 'GIFT' | 'OPERATOR';
  now: number;
  note?: string;
  /** When true, membership.started is published with the grant (a redeemed gift, the operator command). */
  announce?: boolean;
  /** What the grant is worth, for earnings (a gift's price); the matching gift plan's price by default for gifts. */
  amountCents?: number;
  currency?: string;
}

/**
 * Starts or extends a membership that is not billed through Stripe (a gift, an operator's grant). A reader who
 * already has such a membership gets the months added to its end (gifts stack); otherwise a new one starts now
 * (beside a paid subscription, if any). Sets users.medium_member_at when the reader was not a member.
 */
export async function grantMembership(ctx: ServiceContext, input: GrantInput): Promise<MembershipModel> {
  const db = ctx.db;
  const months = Math.max(1, Math.floor(input.months));
  const existing = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('source', 'in', ['GIFT', 'OPERATOR'])
    .where('status', '=', 'ACTIVE')
    .orderBy('current_period_end', 'desc')
    .executeTakeFirst();
  let membership: MembershipModel;
  let periodStart: number;
  if (existing) {
    periodStart = Math.max(existing.current_period_end ?? input.now, input.now);
    const end = addMonths(periodStart, months);
    await db.updateTable('memberships').set({ current_period_end: end, updated_at: input.now }).where('id', '=', existing.id).execute();
    membership = toMembership({ ...existing, current_period_end: end, updated_at: input.now });
  } else {
    periodStart = input.now;
    const row = {
      id: newId(),
      user_id: input.userId,
      plan_id: null,
      status: 'ACTIVE',
      source: input.source,
      stripe_subscription_id: null,
      referrer_id: null,
      started_at: input.now,
      current_period_end: addMonths(input.now, months),
      cancel_at_period_end: 0,
      grace_ends_at: null,
      ended_at: null,
      note: input.note ?? null,
      updated_at: input.now,
      stripe_sync_count: 0,
    };
    await db.insertInto('memberships').values(row).execute();
    membership = toMembership(row);
  }
  const started = await setMemberSince(db, input.userId, input.now);
  const giftPlan = input.source === 'GIFT' ? instancePlans.find((p) => p.kind === 'GIFT' && p.months === months) : undefined;
  const amount = input.amountCents ?? giftPlan?.amount ?? 0;
  if (amount > 0) {
    await db
      .insertInto('membership_fees')
      .values({
        id: newId(),
        user_id: input.userId,
        source_ref: `grant:${membership.id}:${periodStart}`,
        amount,
        currency: input.currency ?? giftPlan?.currency ?? 'USD',
        period_start: periodStart,
        period_end: addMonths(periodStart, months),
      })
      .onConflict((c) => c.column('source_ref').doNothing())
      .execute();
  }
  if (started && input.announce) {
    await ctx.bus.publish(db, 'membership.started', { userId: input.userId, membershipId: membership.id, source: input.source, referrerId: null });
  }
  return membership;
}

/** Ends every membership of a reader that is not billed through Stripe, now (the operator's revoke). */
export async function endGrantedMemberships(ctx: ServiceContext, input: { userId: string; now: number }): Promise<number> {
  const { userId, now } = input;
  const rows = await ctx.db.selectFrom('memberships').select('id').where('user_id', '=', userId).where('source', 'in', ['GIFT', 'OPERATOR']).where('status', '!=', 'ENDED').execute();
  for (const row of rows) await endMembership(ctx, { id: row.id, userId, now });
  return rows.length;
}

/** Marks one membership ENDED (at `now`), clears medium_member_at when it was the reader's last, and publishes membership.ended. */
export async function endMembership(ctx: ServiceContext, membership: { id: string; userId: string; now: number }): Promise<boolean> {
  const { db } = ctx;
  const { now } = membership;
  const result = await db
    .updateTable('memberships')
    .set({ status: 'ENDED', ended_at: now, grace_ends_at: null, updated_at: now })
    .where('id', '=', membership.id)
    .where('status', '!=', 'ENDED')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  const others = await db.selectFrom('memberships').select('id').where('user_id', '=', membership.userId).where('status', '!=', 'ENDED').execute();
  if (others.length === 0) await clearMemberSince(db, membership.userId);
  await ctx.bus.publish(db, 'membership.ended', { userId: membership.userId, membershipId: membership.id });
  return true;
}

/**
 * What each member paid for the span [from, to): a payment covering several months (a yearly plan, a gift) is
 * split into monthly shares, exact to the cent (the shares of one payment add up to it), and a share counts in
 * the span its month starts in. Summed per member and currency.
 */
export async function memberFeesInPeriod(ctx: ServiceContext, period: { from: number; to: number }): Promise<{ userId: string; amountCents: number; currency: string }[]> {
  const rows = await ctx.db
    .selectFrom('membership_fees')
    .select(['user_id', 'amount', 'currency', 'period_start', 'period_end'])
    .where('period_start', '<', period.to)
    .where('period_end', '>', period.from)
    .execute();
  const sums = new Map<string, { userId: string; amountCents: number; currency: string }>();
  for (const row of rows) {
    const starts: number[] = [];
    for (let k = 0, at = row.period_start; at < row.period_end && k < 1200; k++, at = addMonths(row.period_start, k)) starts.push(at);
    const months = Math.max(1, starts.length);
    let share = 0;
    starts.forEach((start, k) => {
      if (start >= period.from && start < period.to) share += Math.floor((row.amount * (k + 1)) / months) - Math.floor((row.amount * k) / months);
    });
    if (share === 0) continue;
    const key = `${row.user_id}:${row.currency}`;
    const sum = sums.get(key) ?? { userId: row.user_id, amountCents: 0, currency: row.currency };
    sum.amountCents += share;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => a.userId.localeCompare(b.userId));
}

export { currentMembership };
