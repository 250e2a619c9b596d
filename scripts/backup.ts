/**
 * `npm run backup [-- --out FOLDER_OR_FILE]`: one .tar.gz of the database (a consistent snapshot, taken while the
 * server runs), the uploads and, when the server keeps it in DATA_DIR, the app secret. Reads the server's settings.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { createBackup, describeBackup } from '../src/server/ops/backup';
import { OperationError } from '../src/server/ops/archive';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : null;
if ((outAt >= 0 && !out) || args.some((arg, i) => arg !== '--out' && i !== outAt + 1)) {
  console.error('Usage: npm run backup [-- --out FOLDER_OR_FILE]');
  process.exit(2);
}
try {
  const result = await createBackup(loadConfig(), { out });
  for (const line of describeBackup(result)) console.log(line);
} catch (error) {
  if (error instanceof OperationError || error instanceof ConfigError) {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
