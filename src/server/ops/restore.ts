import { chmodSync, copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config';
import { migrateToLatest, openDatabase } from '../db';
import { dialectName } from '../db/dialect';
import { migrations } from '../db/migrations';
import { KEY_FILE } from '../security';
import { describeFile, listFiles, OperationError, unpackTarGz } from './archive';
import { secretFingerprint } from './backup';
import { ARCHIVE_DIRS, MANIFEST_FILE, parseManifest, type Manifest } from './manifest';
import { clearPostgres, describePostgres, restorePostgres } from './postgres-copy';
import { describeSqlite, installSqlite, sqlitePath } from './sqlite-copy';

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations run after the restore, because the code is newer than the archive. */
  migrated: string[];
  /** What was done, one line each, for the operator. */
  lines: string[];
}

/** Every file the manifest names is in the archive with its size and checksum, and the archive holds nothing else. */
async function verify(staging: string, manifest: Manifest, archive: string): Promise<void> {
  const damaged = (what: string) => new OperationError(`The archive ${archive} is damaged: ${what}. Nothing was restored.`);
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const present = (await listFiles(staging)).filter((path) => path !== MANIFEST_FILE);
  for (const path of present) if (!listed.has(path)) throw damaged(`it holds ${path}, which its manifest does not list`);
  for (const expected of manifest.files) {
    if (expected.path.split('/').includes('..') || !present.includes(expected.path)) throw damaged(`${expected.path} is missing`);
    const actual = await describeFile(staging, expected.path);
    if (actual.bytes !== expected.bytes) throw damaged(`${expected.path} has ${actual.bytes} bytes where the manifest says ${expected.bytes}`);
    if (actual.sha256 !== expected.sha256) throw damaged(`${expected.path} does not match its SHA-256 checksum`);
  }
  if (!listed.has(manifest.database.file)) throw damaged('it holds no database');
}

/**
 * Brings a backup back into the configured DATABASE_URL and DATA_DIR: checks every file against the manifest
 * first, refuses to replace a database that already has tables unless forced, loads the database (the SQLite file,
 * or pg_restore into an empty PostgreSQL schema), puts the uploads and the secret's files in place, and runs the
 * migrations this code has and the archive had not.
 */
export async function restoreBackup(config: Config, archivePath: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const archive = resolve(archivePath);
  if (!existsSync(archive)) throw new OperationError(`There is no file at ${archive}.`);
  mkdirSync(config.dataDir, { recursive: true });
  // In DATA_DIR: the uploads move from here to their place on the same disk.
  const staging = mkdtempSync(join(config.dataDir, '.quire-restore-'));
  try {
    try {
      await unpackTarGz(archive, staging);
    } catch (error) {
      if (error instanceof OperationError) throw error;
      throw new OperationError(`The archive ${archive} is damaged or is not a .tar.gz (tar says: ${(error as Error).message}). Nothing was restored.`);
    }
    if (!existsSync(join(staging, MANIFEST_FILE))) throw new OperationError(`${archive} is not a Quire backup: it has no manifest.json. Nothing was restored.`);
    let manifest: Manifest;
    try {
      manifest = parseManifest(readFileSync(join(staging, MANIFEST_FILE), 'utf8'));
    } catch (error) {
      throw new OperationError(`${archive} cannot be restored: ${(error as Error).message}. Nothing was restored.`);
    }
    await verify(staging, manifest, archive);

    const known = Object.keys(migrations);
    if (manifest.database.migration && !known.includes(manifest.database.migration)) {
      throw new OperationError(
        `The backup was made by a newer version of Quire (its database is at migration ${manifest.database.migration}; this code knows up to ${known.at(-1)}): install that version or a newer one, then restore. Nothing was restored.`,
      );
    }
    const kind = dialectName(config.databaseUrl);
    if (manifest.database.kind !== kind) {
      const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
      throw new OperationError(
        `The backup holds a ${names[manifest.database.kind]} database and DATABASE_URL points at ${names[kind]}: restore into the same kind of database. Nothing was restored.`,
      );
    }

    const target = kind === 'sqlite' ? describeSqlite(sqlitePath(config.databaseUrl)) : await describePostgres(config.databaseUrl);
    const where = kind === 'sqlite' ? sqlitePath(config.databaseUrl) : 'the PostgreSQL database in DATABASE_URL';
    if (target && target.tables > 0 && !options.force) {
      const holds = target.users === null ? `${target.tables} tables` : `${target.users} people and ${target.posts ?? 0} stories`;
      throw new OperationError(
        `${where} is not empty (${holds}). Restoring replaces it: stop the server, then run again with --force. Nothing was restored.`,
      );
    }

    const lines: string[] = [];
    const databaseFile = join(staging, ...manifest.database.file.split('/'));
    if (kind === 'sqlite') {
      installSqlite(databaseFile, sqlitePath(config.databaseUrl));
      lines.push(`Restored the SQLite database into ${sqlitePath(config.databaseUrl)}${target && target.tables > 0 ? ' (replacing the one there)' : ''}.`);
    } else {
      if (target && target.tables > 0) await clearPostgres(config.databaseUrl);
      await restorePostgres(config.databaseUrl, databaseFile);
      lines.push(`Restored the PostgreSQL database with pg_restore${target && target.tables > 0 ? ' (its schema emptied first)' : ''}.`);
    }

    const uploads = manifest.files.filter((file) => file.path.startsWith(`${ARCHIVE_DIRS.uploads}/`));
    for (const file of uploads) {
      const destination = join(config.uploadsDir, ...file.path.split('/').slice(1));
      mkdirSync(dirname(destination), { recursive: true });
      copyFileSync(join(staging, ...file.path.split('/')), destination);
    }
    lines.push(`Restored ${uploads.length} uploaded files into ${config.uploadsDir}.`);

    for (const path of manifest.secret.included) {
      const destination = join(config.dataDir, path.split('/').at(-1)!);
      const source = join(staging, ...path.split('/'));
      if (!lstatSync(source).isFile()) continue;
      copyFileSync(source, destination);
      chmodSync(destination, 0o600);
      lines.push(`Restored ${destination} (mode 0600).`);
    }
    lines.push(...secretAdvice(config, manifest));

    const database = openDatabase(config.databaseUrl);
    let migrated: string[];
    try {
      migrated = await migrateToLatest(database.db as never);
    } finally {
      await database.close();
    }
    lines.push(
      migrated.length > 0
        ? `Ran ${migrated.length} migration${migrated.length === 1 ? '' : 's'} the backup was older than: ${migrated.join(', ')}.`
        : `The database is at this code's migration level (${manifest.database.migration ?? 'none'}).`,
    );
    return { manifest, migrated, lines };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Whether the server here will sign and open things with the secret the backup was made with. */
function secretAdvice(config: Config, manifest: Manifest): string[] {
  const fingerprint = secretFingerprint(config);
  const expected = manifest.secret.fingerprint;
  if (expected === null) return [];
  if (fingerprint === expected) return ['The app secret here is the one the backup was made with.'];
  if (manifest.secret.source === 'APP_SECRET' && !config.appSecret) {
    return [
      'WARNING: the backed-up server read its secret from APP_SECRET, which is not set here: set APP_SECRET to the same value before starting the server, or sign-in links, unsubscribe links and two-factor sign-in stop working.',
    ];
  }
  if (config.appSecret && manifest.secret.source === 'file') {
    return [`WARNING: APP_SECRET is set here, so the server will not read the restored ${KEY_FILE}: unset APP_SECRET, or set it to the old secret (that file's content).`];
  }
  return ['WARNING: the app secret here differs from the one the backup was made with: set APP_SECRET to the old value before starting the server.'];
}
