/** `npm run signin-link -- EMAIL`: prints a one-time sign-in link (valid 15 minutes) for an existing account. */
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { insertToken, MAGIC_LINK_TTL_MS } from '../src/server/modules/auth';
import { readServerAddress } from '../src/server/server-address';
import { buildPath } from '../src/shared/routes';

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run signin-link -- EMAIL');
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db as never);
const user = await database.db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
if (!user) {
  console.error(`No account uses ${email}.`);
  await database.close();
  process.exit(1);
}
const token = await insertToken(database.db, { kind: 'magic_link', email, userId: user.id, operation: 'login', ttlMs: MAGIC_LINK_TTL_MS });
// Unless told otherwise, the link points where the server last started (its PORT or PUBLIC_URL).
const origin = process.env.PUBLIC_URL || process.env.PORT ? config.publicUrl : (readServerAddress(config.dataDir) ?? config.publicUrl);
const link = `${origin}${buildPath('HandleAuthCallback', { provider: 'email' }, { query: { token } })}`;
console.log(`Sign in as ${user.name} (valid ${MAGIC_LINK_TTL_MS / 60_000} minutes, once):\n${link}`);
await database.close();
