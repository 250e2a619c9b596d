import type { Config } from '../../config';
import { stripeClient, type Stripe } from './stripe-client';

/**
 * Partner payouts through Stripe Connect, behind the payments module like every Stripe call (the same client).
 * The payout account: a Stripe Connect Express account per writer, set up on Stripe's hosted onboarding.
 * Null when the instance has no Stripe keys (the payout step then says payouts are not configured).
 */
export interface PayoutProvider {
  createAccount(input: { userId: string; email: string | null; country: string }): Promise<string>;
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Whether the account can receive payouts now. */
  isReady(accountId: string): Promise<boolean>;
}

const providers = new WeakMap<object, PayoutProvider | null>();

export function payoutProvider(config: Pick<Config, 'stripe'>): PayoutProvider | null {
  if (providers.has(config)) return providers.get(config) ?? null;
  const stripe = stripeClient(config);
  const provider = stripe ? stripeProvider(stripe) : null;
  providers.set(config, provider);
  return provider;
}

function stripeProvider(stripe: Stripe): PayoutProvider {
  return {
    async createAccount({ userId, email, country }) {
      const account = await stripe.accounts.create({
        type: 'express',
        country,
        ...(email ? { email } : {}),
        capabilities: { transfers: { requested: true } },
        metadata: { purpose: 'partner_payout', userId },
      });
      return account.id;
    },
    async onboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, refresh_url: refreshUrl, return_url: returnUrl, type: 'account_onboarding' });
      return link.url;
    },
    async isReady(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return Boolean(account.payouts_enabled || account.details_submitted);
    },
  };
}
