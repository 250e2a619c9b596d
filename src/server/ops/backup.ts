import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Config } from '../config';
import { dialectName } from '../db/dialect';
import { isRenditionKey } from '../modules/media';
import { KEY_FILE, LEGACY_KEYS_FILE, loadKeyring } from '../security';
import { describeFile, listFiles, OperationError, packTarGz } from './archive';
import { ARCHIVE_DIRS, MANIFEST_FILE, MANIFEST_FORMAT, MANIFEST_VERSION, productIdentity, type Manifest } from './manifest';
import { dumpPostgres } from './postgres-copy';
import { snapshotSqlite, sqlitePath } from './sqlite-copy';

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  /** What the operator must know: where the secret is, and whether this archive holds it. */
  notes: string[];
}

function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
}

/** `--out` names a folder (one that exists, or ends with a slash) or the archive's file; by default the current folder. */
export function archivePath(out: string | null, now: Date): string {
  const name = `quire-backup-${stamp(now)}.tar.gz`;
  if (!out) return resolve(name);
  const isDir = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory());
  return isDir ? resolve(out, name) : resolve(out);
}

/** A hash of a key derived from the secret: equal for equal secrets, and useless for making anything with the secret. */
export function secretFingerprint(config: Pick<Config, 'appSecret' | 'appSecretPrevious' | 'dataDir'>): string | null {
  if (!config.appSecret && !existsSync(join(config.dataDir, KEY_FILE))) return null;
  const key = loadKeyring({ ...config, appSecretPrevious: [] }).current('backup-fingerprint');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Writes one .tar.gz of what the server keeps, while it runs: a consistent snapshot of the database (SQLite's
 * online backup, or pg_dump), then the uploads (pictures are written before their rows, and never change or go,
 * so every picture the snapshot names is there; resized renditions are left out and made again on demand), the
 * secret's files from DATA_DIR when the server reads its secret there, and manifest.json with every file's size
 * and SHA-256.
 */
export async function createBackup(config: Config, options: { out?: string | null; now?: Date } = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const archive = archivePath(options.out ?? null, now);
  mkdirSync(dirname(archive), { recursive: true });
  if (existsSync(archive)) throw new OperationError(`${archive} already exists: name another file with --out.`);
  const staging = mkdtempSync(join(dirname(archive), '.quire-backup-'));
  try {
    const kind = dialectName(config.databaseUrl);
    mkdirSync(join(staging, ARCHIVE_DIRS.database));
    const databaseFile = `${ARCHIVE_DIRS.database}/${kind === 'sqlite' ? 'quire.db' : 'quire.pgdump'}`;
    const level =
      kind === 'sqlite'
        ? await snapshotSqlite(sqlitePath(config.databaseUrl), join(staging, databaseFile))
        : await dumpPostgres(config.databaseUrl, join(staging, databaseFile));
    if (level.migrations === 0) {
      throw new OperationError(`${kind === 'sqlite' ? sqlitePath(config.databaseUrl) : 'The database in DATABASE_URL'} holds no Quire tables: check DATABASE_URL and DATA_DIR (the server's own settings).`);
    }

    // After the snapshot: every picture a row of it names was written before that row.
    const uploads = (await listFiles(config.uploadsDir)).filter((key) => !isRenditionKey(key));
    for (const key of uploads) {
      const target = join(staging, ARCHIVE_DIRS.uploads, ...key.split('/'));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(config.uploadsDir, ...key.split('/')), target);
    }

    const notes: string[] = [];
    const secretFiles = [...(config.appSecret ? [] : [KEY_FILE]), LEGACY_KEYS_FILE].filter((name) => existsSync(join(config.dataDir, name)));
    if (secretFiles.length > 0) {
      mkdirSync(join(staging, ARCHIVE_DIRS.secrets));
      for (const name of secretFiles) copyFileSync(join(config.dataDir, name), join(staging, ARCHIVE_DIRS.secrets, name));
    }
    const source: Manifest['secret']['source'] = config.appSecret ? 'APP_SECRET' : existsSync(join(config.dataDir, KEY_FILE)) ? 'file' : 'none';
    if (source === 'APP_SECRET') {
      notes.push('The app secret comes from the APP_SECRET environment variable and is not in the archive: carry it over separately (restore the same APP_SECRET on the new machine), or sign-in links, unsubscribe links and two-factor seeds stop working.');
    } else if (source === 'file') {
      notes.push(`The app secret is the file ${join(config.dataDir, KEY_FILE)}, and the archive holds a copy of it.`);
    } else {
      notes.push('There is no app secret yet (no APP_SECRET, no key file in DATA_DIR): the server makes one at its first start.');
    }
    if (secretFiles.includes(LEGACY_KEYS_FILE)) notes.push(`The archive holds ${LEGACY_KEYS_FILE} (keys from an older version) too.`);
    if (secretFiles.length > 0) notes.push('WARNING: this archive holds secret keys: keep it as private as the server itself.');

    const files = [];
    for (const path of await listFiles(staging)) files.push(await describeFile(staging, path));
    const uploadsFiles = files.filter((file) => file.path.startsWith(`${ARCHIVE_DIRS.uploads}/`));
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_VERSION,
      product: productIdentity(),
      createdAt: now.toISOString(),
      database: { kind, file: databaseFile, ...level },
      uploads: { files: uploadsFiles.length, bytes: uploadsFiles.reduce((sum, file) => sum + file.bytes, 0) },
      secret: { source, included: secretFiles.map((name) => `${ARCHIVE_DIRS.secrets}/${name}`), fingerprint: secretFingerprint(config) },
      files,
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${archive}.partial`;
    const entries = [MANIFEST_FILE, ...Object.values(ARCHIVE_DIRS).filter((dir) => existsSync(join(staging, dir)))];
    await packTarGz(staging, entries, partial);
    // The whole database is in it (email addresses, password hashes): the archive is for its owner's eyes only.
    chmodSync(partial, 0o600);
    renameSync(partial, archive);
    return { archive, manifest, notes };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${archive}.partial`, { force: true });
  }
}

export function describeBackup(result: BackupResult): string[] {
  const { manifest } = result;
  const mib = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  const database = manifest.files.find((file) => file.path === manifest.database.file);
  return [
    `Wrote ${result.archive} (${mib(statSync(result.archive).size)}).`,
    `  database: ${manifest.database.kind === 'sqlite' ? 'SQLite (online backup)' : 'PostgreSQL (pg_dump)'}, ${mib(database?.bytes ?? 0)}, at migration ${manifest.database.migration ?? '(none)'}`,
    `  uploads: ${manifest.uploads.files} files, ${mib(manifest.uploads.bytes)}`,
    `  Quire ${manifest.product.version ?? '(version unknown)'}${manifest.product.commit ? ` (${manifest.product.commit.slice(0, 12)})` : ''}; manifest: ${manifest.files.length} files with SHA-256 sums`,
    ...result.notes,
    `Restore it with: npm run restore -- ${basename(result.archive)}`,
  ];
}
