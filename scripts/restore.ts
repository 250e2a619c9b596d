/**
 * `npm run restore -- ARCHIVE [--force]`: brings a `npm run backup` archive back into the configured DATABASE_URL and
 * DATA_DIR (a fresh machine, or with --force one whose database it replaces; stop the server first), after checking
 * every file's checksum, then runs the migrations this code has and the archive had not.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { OperationError } from '../src/server/ops/archive';
import { restoreBackup } from '../src/server/ops/restore';

const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((arg) => arg !== '--force');
if (rest.length !== 1 || rest[0]!.startsWith('--')) {
  console.error('Usage: npm run restore -- ARCHIVE [--force]');
  process.exit(2);
}
try {
  const result = await restoreBackup(loadConfig(), rest[0]!, { force });
  const { manifest } = result;
  console.log(`Restoring the backup made ${manifest.createdAt} by Quire ${manifest.product.version ?? '(version unknown)'}${manifest.product.commit ? ` (${manifest.product.commit.slice(0, 12)})` : ''}: every file matched its checksum.`);
  for (const line of result.lines) console.log(line);
  console.log('Done: start the server (npm start).');
} catch (error) {
  if (error instanceof OperationError || error instanceof ConfigError) {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
