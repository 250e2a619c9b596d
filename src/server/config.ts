import { resolve } from 'node:path';
import { parseFlagList, type FlagValues } from '../shared/flags';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  productName: string;
  databaseUrl: string;
  redisUrl: string | null;
  dataDir: string;
  uploadsDir: string;
  smtpUrl: string | null;
  /** Signs tokens and seals two-factor seeds (else a key file under DATA_DIR); older secrets still read. */
  appSecret: string | null;
  appSecretPrevious: string[];
  /** Whether this process runs jobs (JOBS_WORKER=0 makes a web-only process that only writes them). */
  jobsWorker: boolean;
  /** How long a job stays claimed without a sign of life from the process running it (renewed while it runs). */
  jobLeaseMs: number;
  /** How long finished jobs and delivered emails are kept before the retention job deletes them. */
  jobRetentionMs: number;
  mailFrom: string;
  /** The hour of the day (UTC) the daily notification digest goes out. */
  emailDigestHour: number;
  /** Newsletter emails attempted per minute by the whole deployment (every process together); 0: no limit. */
  newsletterSendRatePerMinute: number;
  demo: boolean;
  flags: FlagValues;
  logLevel: string;
  /** `pretty`: one readable line per event and per request (a terminal); `json`: pino's JSON lines (a log collector). */
  logFormat: 'pretty' | 'json';
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  trustProxy: boolean;
  signInRate: { perMinute: number; perHour: number };
  signUpRate: { perHour: number; perDay: number };
  /** Searches allowed per IP address (every search field of a request counts, suggestions included). */
  searchRate: { perMinute: number; perHour: number };
  oauth: Record<OAuthProviderName, OAuthClientConfig | null>;
  googleOneTapClientId: string | null;
  smsWebhookUrl: string | null;
  /** Test-only: link previews may fetch loopback addresses on any port. Refused in production. */
  embedAllowLoopback: boolean;
  /**
   * Whether the GraphQL endpoint runs operation text and ids it does not know; otherwise only the client's persisted
   * operations, by id. Off in production unless GRAPHQL_ARBITRARY_OPERATIONS=1.
   */
  graphqlArbitraryOperations: boolean;
  /** How a custom domain is proved to be its owner's: `manual` (the owner confirms it in settings) or `dns` (a TXT record). */
  customDomainVerification: 'manual' | 'dns';
  /** Stripe, when both keys are set; without it membership is granted by an operator and checkout says payments are off. */
  stripe: StripeConfig | null;
  /** A JSON file of membership plans replacing the built-in ones. */
  plansFile: string | null;
  /** Locked stories a signed-in non-member may read in full each UTC month (0 turns the meter off). */
  meterFreeStories: number;
  /** Days a membership whose renewal failed stays active while the payment is retried. */
  membershipGraceDays: number;
  /** The share of each member's fee, in percent, that goes to the Partner Program writers they read. */
  partnerSharePercent: number;
  /** A WebSub hub (WEBSUB_HUB_URL) told of every feed a newly published story changes, and named in the feeds; null: none. */
  websubHubUrl: string | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local server that speaks it), e.g. http://127.0.0.1:12111. */
  apiUrl: string | null;
}

export const OAUTH_PROVIDERS = ['google', 'facebook', 'apple', 'twitter'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer to discover endpoints from, in place of the provider's own (a self-hosted or test provider). */
  issuer: string | null;
}

export class ConfigError extends Error {}

/** Every environment variable the server reads, with its default and meaning (the README table mirrors this). */
export const CONFIG_VARIABLES = [
  ['PORT', '3000', 'HTTP port'],
  ['HOST', '0.0.0.0', 'interface to listen on'],
  ['PUBLIC_URL', 'http://localhost:$PORT', 'the address readers use; links in emails and feeds are built from it'],
  ['DATABASE_URL', 'sqlite:./data/quire.db', 'sqlite:PATH (embedded) or postgres://… (PostgreSQL)'],
  ['REDIS_URL', '(none)', 'redis://… moves cache, rate limits and pub/sub to Redis; without it they stay in process'],
  ['DATA_DIR', './data', 'where the SQLite file and uploads live'],
  ['SMTP_URL', '(none)', 'smtp://user:pass@host:port; without it email goes to the outbox table'],
  ['MAIL_FROM', 'Quire <no-reply@localhost>', 'sender address of outgoing email'],
  ['EMAIL_DIGEST_HOUR', '8', 'the hour of the day (0–23, UTC) the daily digest of notifications is emailed'],
  ['NEWSLETTER_SEND_RATE_PER_MINUTE', '600', 'newsletter emails sent per minute by the whole deployment (every process together); 0 sends as fast as the jobs run'],
  ['JOB_LEASE_SECONDS', '15', 'a running job is renewed every third of this; a job whose process died runs again after it'],
  ['JOB_RETENTION_DAYS', '7', 'finished jobs and delivered emails (the outbox) are deleted once this old; dead letters are kept'],
  ['QUIRE_DEMO', '1', '0 turns off seeding demo content into an empty database'],
  ['QUIRE_FLAGS', '(none)', 'instance feature-flag defaults, e.g. "enable_apple_sign_in=1,passwords=1"'],
  ['LOG_LEVEL', 'info (warn in test)', 'fatal, error, warn, info, debug or trace'],
  ['LOG_FORMAT', 'pretty on a terminal, else json', 'pretty (one readable line per request and event) or json (one JSON object per line)'],
  ['SESSION_IDLE_MINUTES', '10080', 'a session ends after this long unused'],
  ['SESSION_ABSOLUTE_DAYS', '30', 'a session ends this long after sign-in, used or not'],
  ['TRUST_PROXY', '0', '1 when behind a load balancer that sets X-Forwarded-*'],
  ['SIGNIN_RATE_PER_MINUTE', '6', 'sign-in attempts allowed per IP address per minute'],
  ['SIGNIN_RATE_PER_HOUR', '30', 'sign-in attempts allowed per IP address per hour'],
  ['SIGNUP_RATE_PER_HOUR', '5', 'accounts that may be created from one IP address per hour'],
  ['SIGNUP_RATE_PER_DAY', '20', 'accounts that may be created from one IP address per day'],
  ['SEARCH_RATE_PER_MINUTE', '120', 'searches allowed per IP address per minute (a search page makes four, each pause while typing one)'],
  ['SEARCH_RATE_PER_HOUR', '2000', 'searches allowed per IP address per hour'],
  ['GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET', '(none)', 'enables "Sign in with Google" and Google one-tap'],
  ['FACEBOOK_CLIENT_ID / FACEBOOK_CLIENT_SECRET', '(none)', 'enables "Sign in with Facebook"'],
  ['APPLE_CLIENT_ID / APPLE_CLIENT_SECRET', '(none)', 'enables "Sign in with Apple" (also needs the enable_apple_sign_in flag)'],
  ['TWITTER_CLIENT_ID / TWITTER_CLIENT_SECRET', '(none)', 'enables "Sign in with Twitter"'],
  ['<PROVIDER>_ISSUER', '(the provider\'s own)', 'an OpenID Connect issuer URL to use instead, e.g. GOOGLE_ISSUER=http://127.0.0.1:9000'],
  ['SMS_WEBHOOK_URL', '(none)', 'two-factor texts and calls are POSTed here as JSON; without it they go to the outbox'],
  ['EMBED_ALLOW_LOOPBACK', '0', 'test-only: 1 lets link previews fetch loopback addresses (127.0.0.0/8, ::1) on any port; refused in production'],
  ['GRAPHQL_ARBITRARY_OPERATIONS', '0 in production, else 1', '1 lets the GraphQL endpoint run operation text (scripts, other clients); 0 runs only the web client\'s own operations, sent by id'],
  ['CUSTOM_DOMAIN_VERIFICATION', 'manual', 'how custom domains are verified: manual (the owner confirms in settings) or dns (a TXT record the server looks up)'],
  ['STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET', '(none)', 'turn on paid membership and gifts through Stripe; without them an operator grants membership (`npm run membership`)'],
  ['STRIPE_API_URL', '(Stripe\'s own)', 'another address for Stripe\'s API, e.g. a local server that speaks it in tests'],
  ['QUIRE_PLANS_FILE', '(built-in plans)', 'a JSON file of membership plans (monthly, yearly, trial, gift, staff yearly) and their Stripe prices'],
  ['METER_FREE_STORIES', '3', 'member-only stories a signed-in non-member may read in full each month (UTC); 0 turns the meter off'],
  ['MEMBERSHIP_GRACE_DAYS', '7', 'days a membership stays active after a failed renewal while Stripe retries the card'],
  ['PARTNER_SHARE_PERCENT', '50', 'the share of each member\'s fee that goes to the Partner Program writers they read'],
  ['NODE_ENV', 'development', 'production serves the built client; test is set by the test runner'],
] as const;

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function urlVar(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}, got "${raw}"`);
  }
  return raw;
}

function oauthClient(env: NodeJS.ProcessEnv, provider: OAuthProviderName): OAuthClientConfig | null {
  const prefix = provider.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret, issuer: urlVar(env, `${prefix}_ISSUER`, ['http:', 'https:']) };
}

function embedAllowLoopback(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): boolean {
  const allow = env.EMBED_ALLOW_LOOPBACK === '1';
  if (allow && nodeEnv === 'production') throw new ConfigError('EMBED_ALLOW_LOOPBACK is for tests only and cannot be set in production');
  return allow;
}

function graphqlArbitraryOperations(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): boolean {
  const raw = env.GRAPHQL_ARBITRARY_OPERATIONS;
  if (raw === undefined || raw === '') return nodeEnv !== 'production';
  if (raw !== '0' && raw !== '1') throw new ConfigError(`GRAPHQL_ARBITRARY_OPERATIONS must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

/** A secret given in the environment must be long enough to be one. */
function secretVar(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  if (!value) return null;
  if (value.length < 32) throw new ConfigError(`${name} must be at least 32 characters (e.g. \`openssl rand -base64 32\`)`);
  return value;
}

function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !webhookSecret) throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  return { secretKey, webhookSecret, apiUrl: urlVar(env, 'STRIPE_API_URL', ['http:', 'https:']) };
}

function customDomainVerification(env: NodeJS.ProcessEnv): Config['customDomainVerification'] {
  const raw = env.CUSTOM_DOMAIN_VERIFICATION || 'manual';
  if (raw !== 'manual' && raw !== 'dns') throw new ConfigError(`CUSTOM_DOMAIN_VERIFICATION must be manual or dns, got "${raw}"`);
  return raw;
}

function logFormat(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): Config['logFormat'] {
  const raw = env.LOG_FORMAT;
  if (!raw) return process.stdout.isTTY && nodeEnv !== 'test' ? 'pretty' : 'json';
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${raw}"`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || `sqlite:${resolve(dataDir, 'quire.db')}`;
  if (!/^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be sqlite:PATH or postgres://…, got "${databaseUrl}"`);
  }
  const publicUrl = urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: publicUrl.replace(/\/$/, ''),
    productName: 'Quire',
    databaseUrl,
    redisUrl: urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    smtpUrl: urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    appSecret: secretVar(env, 'APP_SECRET'),
    appSecretPrevious: (env.APP_SECRET_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    jobsWorker: env.JOBS_WORKER !== '0',
    jobLeaseMs: intVar(env, 'JOB_LEASE_SECONDS', 15, 1, 3600) * 1000,
    jobRetentionMs: intVar(env, 'JOB_RETENTION_DAYS', 7, 1, 3650) * 24 * 60 * 60_000,
    mailFrom: env.MAIL_FROM || 'Quire <no-reply@localhost>',
    emailDigestHour: intVar(env, 'EMAIL_DIGEST_HOUR', 8, 0, 23),
    newsletterSendRatePerMinute: intVar(env, 'NEWSLETTER_SEND_RATE_PER_MINUTE', 600, 0, 10_000_000),
    demo: env.QUIRE_DEMO !== '0',
    flags: parseFlagList(env.QUIRE_FLAGS ?? ''),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat: logFormat(env, nodeEnv),
    sessionIdleMinutes: intVar(env, 'SESSION_IDLE_MINUTES', 7 * 24 * 60, 5, 525600),
    sessionAbsoluteDays: intVar(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 3650),
    trustProxy: env.TRUST_PROXY === '1',
    signInRate: {
      perMinute: intVar(env, 'SIGNIN_RATE_PER_MINUTE', 6, 1, 100_000),
      perHour: intVar(env, 'SIGNIN_RATE_PER_HOUR', 30, 1, 1_000_000),
    },
    signUpRate: {
      perHour: intVar(env, 'SIGNUP_RATE_PER_HOUR', 5, 1, 1_000_000),
      perDay: intVar(env, 'SIGNUP_RATE_PER_DAY', 20, 1, 1_000_000),
    },
    searchRate: {
      perMinute: intVar(env, 'SEARCH_RATE_PER_MINUTE', 120, 1, 10_000_000),
      perHour: intVar(env, 'SEARCH_RATE_PER_HOUR', 2000, 1, 100_000_000),
    },
    oauth: Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, oauthClient(env, p)])) as Record<OAuthProviderName, OAuthClientConfig | null>,
    // Google's one-tap script only ever speaks for Google itself, so a substitute issuer turns it off.
    googleOneTapClientId: env.GOOGLE_ISSUER ? null : env.GOOGLE_CLIENT_ID || null,
    smsWebhookUrl: urlVar(env, 'SMS_WEBHOOK_URL', ['http:', 'https:']),
    embedAllowLoopback: embedAllowLoopback(env, nodeEnv),
    graphqlArbitraryOperations: graphqlArbitraryOperations(env, nodeEnv),
    customDomainVerification: customDomainVerification(env),
    stripe: stripeConfig(env),
    plansFile: env.QUIRE_PLANS_FILE ? resolve(env.QUIRE_PLANS_FILE) : null,
    meterFreeStories: intVar(env, 'METER_FREE_STORIES', 3, 0, 1000),
    membershipGraceDays: intVar(env, 'MEMBERSHIP_GRACE_DAYS', 7, 0, 60),
    partnerSharePercent: intVar(env, 'PARTNER_SHARE_PERCENT', 50, 0, 100),
    websubHubUrl: urlVar(env, 'WEBSUB_HUB_URL', ['http:', 'https:']),
  };
}
