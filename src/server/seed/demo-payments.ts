import type { DemoRefs } from './demo-refs';

/**
 * Demo Stripe customers: the demo's paying readers (ada, margaret, and linus who used to pay) have a card on
 * file. Their ids are the demo's own (`cus_demo_…`): a Stripe account has never heard of them, so changes to
 * these demo memberships answer with a payment error; new checkouts make real customers.
 */
export async function seedDemoPayments(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const cards = [
    { key: 'ada', brand: 'VISA', last4: '4242', expMonth: 8, expYear: 2029 },
    { key: 'margaret', brand: 'MASTERCARD', last4: '4444', expMonth: 3, expYear: 2028 },
    { key: 'linus', brand: 'AMEX', last4: '8431', expMonth: 11, expYear: 2027 },
  ];
  for (const card of cards) {
    await trx
      .insertInto('stripe_customers')
      .values({
        user_id: user(card.key),
        customer_id: `cus_demo_${card.key}`,
        payment_method_id: `pm_demo_${card.key}`,
        card_brand: card.brand,
        card_last4: card.last4,
        card_exp_month: card.expMonth,
        card_exp_year: card.expYear,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
