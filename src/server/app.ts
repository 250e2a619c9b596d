import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db';
import type { AppDeps } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import { createInProcessExecutor } from './graphql/execute';
import { buildSchema } from './graphql/schema';
import { registerAuthRoutes } from './http/auth-routes';
import { registerMeRoute } from './http/me-route';
import { registerDomainSessions } from './http/domain-sessions';
import { registerGraphQL } from './http/graphql-route';
import { registerHealth } from './http/health-route';
import { registerSecurityHeaders } from './http/security-headers';
import { registerEmbedFrames } from './http/embed-frame-route';
import { registerMedia } from './http/media-route';
import { registerOutboxRoute } from './http/outbox-route';
import { registerSocialRoutes } from './http/social-routes';
import { registerSubscribeRoutes } from './http/subscribe-routes';
import { registerTopicSubscriptionRoutes } from './http/topic-subscription-routes';
import { registerPublicationRoutes } from './http/custom-domains';
import { registerUploads } from './http/upload-route';
import { registerVoteRoutes } from './http/vote-routes';
import { requireRouteDeclarations } from './http/web-routes';
import { registerBookmarkRoutes } from './http/bookmark-routes';
import { registerShareRoutes } from './http/share-routes';
import { registerSyndicationRoutes } from './http/syndication-routes';
import { registerStatRoutes } from './http/stat-routes';
import { registerUnsubscribeRoutes } from './http/unsubscribe-routes';
import { registerNewsletterRoutes } from './http/newsletter-routes';
import { registerAudienceRoutes } from './http/audience-routes';
import { registerNewsletterArchiveRoutes } from './http/newsletter-archive-routes';
import { registerPublicationNewsletterRoutes } from './http/publication-newsletter-routes';
import { registerStripeWebhookRoute } from './http/stripe-webhook-route';
import { createPageCache } from './http/page-cache';
import { dynamicCompression } from './http/compression';
import { subscribePageCachePurges } from './http/page-cache-purges';
import { subscribeResponseEvents } from './modules/responses';
import { subscribeNotificationEvents } from './modules/notifications';
import { subscribeNotificationEmails } from './modules/email';
import { subscribeTopicsEvents } from './modules/topics';
import { subscribeNewsletterSending } from './modules/newsletters';
import { subscribeTrendingEvents } from './modules/trending';
import { subscribeSeriesEvents } from './modules/series';
import { subscribeSearchEvents } from './modules/search';
import { subscribeFeedsEvents } from './modules/feeds';
import { subscribePaymentsEvents } from './modules/payments';
import { subscribeMembershipEvents } from './modules/membership';
import { subscribeGiftsEvents } from './modules/gifts';
import { subscribePartnerEvents } from './modules/partner';
import { subscribeEarningsEvents } from './modules/earnings';
import { subscribeWebSubPings } from './modules/syndication';
import { registerPageRendering, type SsrRuntime } from './http/ssr';
import { openRedis } from './kv/redis';
import { createMemoryStore, createRedisStore } from './kv/kv';
import { alignStoredSecrets, createRateLimitStore, loadKeyring, registerKeyring } from './security';
import { createJobSystem, declareRetention, type JobRunner } from './jobs';
import { loggerOptions, registerReadableRequestLog } from './logging';
import { createMailer, EMAIL_MESSAGE, pruneDeliveredEmails, SEND_EMAIL_JOB } from './modules/email';
import { createDiskStorage, type BlobStorage } from './modules/media';

/** Pages for signed-out readers are the same for everyone, so they are kept briefly and served again. */
export const ANONYMOUS_PAGE_TTL_MS = 30_000;
const ANONYMOUS_PAGE_MAX_ENTRIES = 1000;

export interface BuildAppOptions {
  config: Config;
  ssr: SsrRuntime;
  database?: DatabaseHandle;
  storage?: BlobStorage;
  /** The BullMQ queue's name when REDIS_URL is set (tests give each app its own). */
  queueName?: string;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** Lets a mode add what it serves before pages (the built assets, or Vite's middleware). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** The clock of lockouts and the in-process key-value store (tests drive their own); the wall clock by default. */
  now?: () => number;
  /** Runs once the app's parts exist, before subscribers, clocks and jobs start (the demo content is written here). */
  beforeStart?: (deps: AppDeps) => Promise<void>;
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Runs the jobs (an operator's command uses it to read and replay dead letters). */
  runner: JobRunner;
}

/** Builds the whole HTTP application; `main.ts` starts it and tests drive it the same way. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    ...loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreDuplicateSlashes: false },
  });
  registerReadableRequestLog(app, config);
  // Every route from here on declares who may call it (http/web-routes.ts); one that does not stops the start.
  requireRouteDeclarations(app);
  const database = options.database ?? openDatabase(config.databaseUrl);
  await migrateToLatest(database.db as never);
  const keyring = loadKeyring(config);
  registerKeyring(database.db, keyring);
  const aligned = await alignStoredSecrets(database.db, keyring, config.dataDir);
  if (aligned.movedKeys + aligned.resealedSeeds > 0) app.log.info(aligned, 'stored secrets moved out of the database and re-sealed');
  const now = options.now ?? (() => Date.now());
  const kv = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore(now);
  const rateRedis = config.redisUrl ? openRedis(config.redisUrl, 'rate-limits') : null;
  const rateLimits = createRateLimitStore(rateRedis);
  const { jobs, events: bus, runner } = createJobSystem({ config, db: database.db, log: app.log, queueName: options.queueName, now });
  const mailer = createMailer(config, database.db, (line) => app.log.info(line));
  jobs.register(SEND_EMAIL_JOB, EMAIL_MESSAGE, async (message, run) => {
    await mailer.send(message, run.key);
  });
  // Finished jobs and delivered emails are deleted once JOB_RETENTION_DAYS old.
  declareRetention(jobs, {
    db: database.db,
    keepMs: config.jobRetentionMs,
    prune: [(db, before) => pruneDeliveredEmails(db, { before, smtp: config.smtpUrl !== null })],
  });
  const storage = options.storage ?? createDiskStorage(config.uploadsDir);
  const pageCache = createPageCache({
    ttlMs: ANONYMOUS_PAGE_TTL_MS,
    maxEntries: ANONYMOUS_PAGE_MAX_ENTRIES,
    redisUrl: config.redisUrl,
    onError: (error) => app.log.error({ err: error }, 'page cache purge message unreadable'),
  });
  const deps: AppDeps = { config, now, db: database.db, kv, rateLimits, bus, jobs, mailer, storage, pageCache, createLoaders };
  await options.beforeStart?.(deps);
  subscribePageCachePurges(deps);
  subscribeResponseEvents(deps);
  subscribeNotificationEvents(deps);
  subscribeTopicsEvents(deps);
  subscribeTrendingEvents(deps);
  subscribeSeriesEvents(deps);
  subscribeSearchEvents(deps);
  subscribeFeedsEvents(deps);
  subscribePaymentsEvents(deps);
  subscribeMembershipEvents(deps);
  subscribeGiftsEvents(deps);
  subscribePartnerEvents(deps);
  subscribeEarningsEvents(deps);
  subscribeWebSubPings(deps);
  subscribeNotificationEmails(deps);
  subscribeNewsletterSending(deps);
  if (config.jobsWorker) runner.start();
  const schema = buildSchema();

  await app.register(cookie);
  // Answers made per request are compressed quickly; kept pages and built assets go out compressed at the best settings.
  await app.register(compress, dynamicCompression());
  await registerSecurityHeaders(app, config);
  app.addHook('onClose', async () => {
    // Jobs under way finish before anything they use is closed.
    await runner.stop();
    mailer.close();
    await pageCache.close();
    await kv.close();
    await rateRedis?.quit();
    await database.close();
  });

  registerHealth(app, deps);
  registerGraphQL(app, deps, schema);
  registerMedia(app, deps, storage);
  registerUploads(app, deps);
  registerEmbedFrames(app, deps);
  registerAuthRoutes(app, deps);
  registerMeRoute(app, deps);
  registerDomainSessions(app, deps);
  registerOutboxRoute(app, deps);
  registerSocialRoutes(app, deps);
  registerSubscribeRoutes(app, deps);
  registerTopicSubscriptionRoutes(app, deps);
  registerPublicationRoutes(app, deps);
  registerVoteRoutes(app, deps);
  registerBookmarkRoutes(app, deps);
  registerShareRoutes(app, deps);
  registerSyndicationRoutes(app, deps);
  registerStatRoutes(app, deps);
  registerUnsubscribeRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerAudienceRoutes(app, deps);
  registerNewsletterArchiveRoutes(app, deps);
  registerPublicationNewsletterRoutes(app, deps);
  await registerStripeWebhookRoute(app, deps);
  if (options.beforePages) await options.beforePages(app);
  registerPageRendering(app, deps, options.ssr, createInProcessExecutor(schema));
  return { app, deps, runner };
}
