/**
 * The operator's membership command (works with and without Stripe keys):
 *   npm run membership -- grant <username|email> --months N   grants or extends a membership, no payment
 *   npm run membership -- revoke <username|email>             ends it now (a paid subscription is cancelled at Stripe)
 *   npm run membership -- list                                every current member
 * Reads the same configuration as the server (DATABASE_URL, REDIS_URL, STRIPE_*).
 */
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { createJobSystem } from '../src/server/jobs';
import { OperatorError, operatorGrant, operatorList, operatorRevoke } from '../src/server/modules/membership';

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
const { events, runner } = createJobSystem({ config, db: database.db, log: { error: (details, message) => console.error(message, details) } });
const deps = { db: database.db, bus: events, config, now: Date.now() };
let code = 0;
try {
  if (command === 'list') for (const line of await operatorList(deps)) console.log(line);
  else if (command === 'grant') console.log(await operatorGrant(deps, who!, Number(monthsArg)));
  else console.log(await operatorRevoke(deps, who!));
  if (!config.stripe && command !== 'list') console.log('(Payments are not configured on this instance: memberships are granted by operators.)');
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error);
  code = 1;
} finally {
  await runner.stop();
  await database.close();
}
process.exit(code);
