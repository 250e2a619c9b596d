/**
 * The operator's membership command (works with and without Stripe keys):
 *   npm run membership -- grant <username|email> --months N   grants or extends a membership, no payment
 *   npm run membership -- revoke <username|email>             ends it now (a paid subscription is cancelled at Stripe)
 *   npm run membership -- list                                every current member
 * Reads the same configuration as the server (DATABASE_URL, REDIS_URL, STRIPE_*).
 */
import { loadConfig } from '../src/server/config';
import { systemContext, withTransaction, type AppDeps } from '../src/server/core';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { createLoaders } from '../src/server/graphql/loaders';
import { createPageCache } from '../src/server/http/page-cache';
import { createJobSystem } from '../src/server/jobs';
import { createMemoryStore } from '../src/server/kv/kv';
import { cancelAtStripeForRevoke, OperatorError, operatorGrant, operatorList, operatorRevoke } from '../src/server/modules/membership';
import { createMailer } from '../src/server/modules/email';
import { createDiskStorage } from '../src/server/modules/media';
import { createRateLimitStore } from '../src/server/security';

const usage = 'Usage: npm run membership -- grant <username|email> --months N | revoke <username|email> | list';
const [command, ...rest] = process.argv.slice(2);
const who = rest.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
const monthsAt = rest.indexOf('--months');
const monthsArg = monthsAt >= 0 ? rest[monthsAt + 1] : rest.find((arg) => arg.startsWith('--months='))?.slice('--months='.length);

if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && who)) || (command === 'grant' && !monthsArg)) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db as never);
const { events, jobs, runner } = createJobSystem({ config, db: database.db, log: { error: (details, message) => console.error(message, details) } });
// The app's parts as a command needs them: the events it publishes are delivered by a running server's jobs.
const now = () => Date.now();
const pageCache = createPageCache({ ttlMs: 0, maxEntries: 0, redisUrl: null, onError: () => {} });
const deps: AppDeps = {
  config,
  now,
  db: database.db,
  kv: createMemoryStore(now),
  rateLimits: createRateLimitStore(null),
  bus: events,
  jobs,
  mailer: createMailer(config, database.db, (line) => console.log(line)),
  storage: createDiskStorage(config.uploadsDir),
  pageCache,
  createLoaders,
};
const ctx = systemContext(deps);
let code = 0;
try {
  if (command === 'list') for (const line of await operatorList(ctx)) console.log(line);
  else if (command === 'grant') console.log(await withTransaction(ctx, (tx) => operatorGrant(tx, { who: who!, months: Number(monthsArg) })));
  else {
    // Stripe's calls first, outside the transaction that ends the memberships.
    const notes = await cancelAtStripeForRevoke(ctx, { who: who! });
    console.log(await withTransaction(ctx, (tx) => operatorRevoke(tx, { who: who!, notes })));
  }
  if (!config.stripe && command !== 'list') console.log('(Payments are not configured on this instance: memberships are granted by operators.)');
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error);
  code = 1;
} finally {
  await runner.stop();
  deps.mailer.close();
  await pageCache.close();
  await database.close();
}
process.exit(code);
