import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../support/oidc-provider';
import { startStripeStandIn } from '../support/stripe-stand-in';
import { ensureBuilt, freePort, startServer, type RunningServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A second server with passwords and login codes switched on (spec 2 Reading B). */
    accountsBaseUrl: string;
    accountsDataDir: string;
    /** The local OpenID provider the accounts server uses for Google, Facebook, Apple and Twitter. */
    oidcIssuer: string;
    /** The local Stripe stand-in both servers talk to (drive it with `stripeStandInControls(stripeUrl)`). */
    stripeUrl: string;
    /** Each server's Stripe secret key on the stand-in (an account of its own, with its own webhook address). */
    stripeSecretKey: string;
    accountsStripeSecretKey: string;
  }
}

/** Where Quire takes Stripe's webhooks (src/server/http/stripe-webhook-route.ts). */
const STRIPE_WEBHOOK_PATH = '/_/stripe/webhook';

/** Flags of the second server: the password-enabled flow and login codes. */
export const ACCOUNTS_SERVER_FLAGS = 'enable_passwords=1,enable_login_code=1,enable_apple_sign_in=1';

export default async function setup(project: TestProject) {
  ensureBuilt();
  // The provider must know the accounts server's callback addresses before that server starts.
  const accountsPort = await freePort();
  const accountsUrl = `http://127.0.0.1:${accountsPort}`;
  const oidc = await startOidcProvider({ appBaseUrls: [accountsUrl] });
  const stripe = await startStripeStandIn();
  const accountsStripeKey = stripe.addAccount(`${accountsUrl}${STRIPE_WEBHOOK_PATH}`);
  const accountsEnv = { QUIRE_FLAGS: ACCOUNTS_SERVER_FLAGS, PORT: String(accountsPort), PUBLIC_URL: accountsUrl, ...oidc.appEnv(), ...stripe.env(accountsStripeKey) };
  const servers = await Promise.all([startServer(stripe.env()), startServer(accountsEnv)]).catch(async (error: unknown) => {
    await oidc.close();
    await stripe.close();
    throw error;
  });
  const [main, accounts] = servers as [RunningServer, RunningServer];
  stripe.setWebhookUrl(`${main.baseUrl}${STRIPE_WEBHOOK_PATH}`);
  project.provide('stripeUrl', stripe.url);
  project.provide('stripeSecretKey', stripe.secretKey);
  project.provide('accountsStripeSecretKey', accountsStripeKey);
  project.provide('baseUrl', main.baseUrl);
  project.provide('dataDir', main.dataDir);
  project.provide('accountsBaseUrl', accounts.baseUrl);
  project.provide('accountsDataDir', accounts.dataDir);
  project.provide('oidcIssuer', oidc.issuer);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await oidc.close();
    await stripe.close();
  };
}
