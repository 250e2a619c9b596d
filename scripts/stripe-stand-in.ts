/**
 * Runs the local Stripe stand-in for development: Checkout, 3-D Secure, webhooks and Connect onboarding
 * without a Stripe account. Start it, then start Quire with the settings it prints.
 */
import { startStripeStandIn } from '../test/support/stripe-stand-in';

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111);
const quire = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const standIn = await startStripeStandIn({
  port,
  webhookUrl: `${quire}/_/stripe/webhook`,
  secretKey: 'sk_test_local_stand_in',
  webhookSecret: 'whsec_local_stand_in',
});
const env = standIn.env();
console.log(`Stripe stand-in on ${standIn.url}, sending webhooks to ${quire}/_/stripe/webhook`);
console.log('Start Quire with:\n');
console.log(`  ${Object.entries(env).map(([name, value]) => `${name}=${value}`).join(' ')} npm start\n`);
console.log('Cards: 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002 is declined.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standIn.close().then(() => process.exit(0)));
