import { newId } from '../db/ids';
import { addMonths } from '../modules/membership';
import type { DemoRefs } from './demo-refs';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo memberships. ada pays monthly (two receipts in her billing history); margaret pays yearly; grace was
 * granted a year by an operator; linus was a member and cancelled (he sees 'Resume membership'); everyone else
 * is not a member. tim is staff (seeded with trending), so he also sees the staff plan.
 */
export async function seedDemoMembership(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;

  async function membership(key: string, m: { plan: string | null; source: 'STRIPE' | 'OPERATOR'; startedAt: number; periodEnd: number; status?: 'ACTIVE' | 'ENDED'; note?: string }) {
    const id = newId();
    await trx
      .insertInto('memberships')
      .values({
        id,
        user_id: user(key),
        plan_id: m.plan,
        status: m.status ?? 'ACTIVE',
        source: m.source,
        stripe_subscription_id: m.source === 'STRIPE' ? `sub_demo_${key}` : null,
        referrer_id: null,
        started_at: m.startedAt,
        current_period_end: m.periodEnd,
        cancel_at_period_end: 0,
        grace_ends_at: null,
        ended_at: m.status === 'ENDED' ? m.periodEnd : null,
        note: m.note ?? null,
        updated_at: now,
      })
      .execute();
    return id;
  }

  let receipt = 1040;
  async function charge(key: string, membershipId: string, c: { amount: number; at: number; months: number; description: string; brand: string; last4: string; exp: [number, number] }) {
    const periodEnd = addMonths(c.at, c.months);
    await trx
      .insertInto('membership_charges')
      .values({
        id: newId(),
        user_id: user(key),
        membership_id: membershipId,
        stripe_ref: `ch_demo_${key}_${c.at}`,
        created_at: c.at,
        amount: c.amount,
        currency: 'USD',
        status: 'PAID',
        description: c.description,
        receipt_number: `2718-${receipt++}`,
        card_brand: c.brand,
        card_last4: c.last4,
        card_exp_month: c.exp[0],
        card_exp_year: c.exp[1],
        period_start: c.at,
        period_end: periodEnd,
      })
      .execute();
    await trx
      .insertInto('membership_fees')
      .values({ id: newId(), user_id: user(key), source_ref: `demo:${key}:${c.at}`, amount: c.amount, currency: 'USD', period_start: c.at, period_end: periodEnd })
      .execute();
  }

  // ada: monthly, paid twice so far.
  const adaSecond = now - 5 * DAY;
  const adaFirst = addMonths(adaSecond, -1);
  const ada = await membership('ada', { plan: 'monthly', source: 'STRIPE', startedAt: adaFirst, periodEnd: addMonths(adaSecond, 1) });
  for (const at of [adaFirst, adaSecond]) await charge('ada', ada, { amount: 500, at, months: 1, description: 'Monthly membership', brand: 'VISA', last4: '4242', exp: [8, 2029] });
  await trx.updateTable('users').set({ medium_member_at: adaFirst }).where('id', '=', user('ada')).execute();

  // margaret: yearly.
  const margaretAt = now - 40 * DAY;
  const margaret = await membership('margaret', { plan: 'yearly', source: 'STRIPE', startedAt: margaretAt, periodEnd: addMonths(margaretAt, 12) });
  await charge('margaret', margaret, { amount: 5000, at: margaretAt, months: 12, description: 'Annual membership', brand: 'MASTERCARD', last4: '4444', exp: [3, 2028] });

  // grace: a year granted by an operator.
  await membership('grace', { plan: null, source: 'OPERATOR', startedAt: now - 200 * DAY, periodEnd: addMonths(now - 200 * DAY, 12), note: 'granted by an operator' });

  // linus: a past member (three months, then cancelled).
  const linusAt = now - 150 * DAY;
  const linus = await membership('linus', { plan: 'monthly', source: 'STRIPE', startedAt: linusAt, periodEnd: addMonths(linusAt, 3), status: 'ENDED' });
  for (let k = 0; k < 3; k++) {
    await charge('linus', linus, { amount: 500, at: addMonths(linusAt, k), months: 1, description: 'Monthly membership', brand: 'AMEX', last4: '8431', exp: [11, 2027] });
  }
}
