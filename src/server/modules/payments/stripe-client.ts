import Stripe from 'stripe';
import type { Config } from '../../config';

const clients = new WeakMap<object, Stripe>();

/** The Stripe client of this instance, or null without keys. STRIPE_API_URL points it at another server (a local stand-in). */
export function stripeClient(config: Pick<Config, 'stripe'>): Stripe | null {
  const stripe = config.stripe;
  if (!stripe) return null;
  let client = clients.get(stripe);
  if (!client) {
    const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Quire' } };
    if (stripe.apiUrl) {
      const url = new URL(stripe.apiUrl);
      options.host = url.hostname;
      options.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
      options.protocol = url.protocol === 'https:' ? 'https' : 'http';
    }
    client = new Stripe(stripe.secretKey, options);
    clients.set(stripe, client);
  }
  return client;
}

export type { Stripe };
