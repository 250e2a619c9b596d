/**
 * `npm run jobs -- dead`: lists the jobs that failed for good (dead letters).
 * `npm run jobs -- replay ID…` or `npm run jobs -- replay --all`: runs them again.
 * Reads the same configuration as the server (DATABASE_URL, REDIS_URL).
 */
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { createJobSystem } from '../src/server/jobs';

const [command, ...rest] = process.argv.slice(2);
const usage = 'Usage: npm run jobs -- dead | replay ID… | replay --all';
if (command !== 'dead' && command !== 'replay') {
  console.error(usage);
  process.exit(2);
}
if (command === 'replay' && rest.length === 0) {
  console.error(`${usage}\n(replay needs the ids of the dead letters to run again, or --all)`);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db as never);
const { runner } = createJobSystem({ config, db: database.db, log: { error: (details, message) => console.error(message, details) } });
try {
  if (command === 'dead') {
    const dead = await runner.deadLetters();
    if (dead.length === 0) console.log('No dead letters.');
    for (const job of dead) {
      const when = job.failedAt ? new Date(job.failedAt).toISOString() : 'unknown time';
      console.log(`${job.id}  ${job.name}  ${job.attempts} attempts, last at ${when}\n    ${job.error ?? '(no error recorded)'}`);
    }
  } else {
    const replayed = await runner.replay(rest.includes('--all') ? undefined : rest);
    console.log(`${replayed} dead letter${replayed === 1 ? '' : 's'} will run again as soon as a server takes jobs.`);
  }
} finally {
  await runner.stop();
  await database.close();
}
