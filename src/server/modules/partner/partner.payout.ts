import Stripe from 'stripe';
import type { Config } from '../../config';

/**
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

function stripeClient(config: NonNullable<Config['stripe']>): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey);
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

export function payoutProvider(config: Config): PayoutProvider | null {
  if (providers.has(config)) return providers.get(config) ?? null;
  const provider = config.stripe ? stripeProvider(stripeClient(config.stripe)) : null;
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
