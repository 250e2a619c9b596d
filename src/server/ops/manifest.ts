import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialectName } from '../db/dialect';
import type { ArchivedFile } from './archive';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'quire-backup';
export const MANIFEST_VERSION = 1;

/** The folders of an archive, beside manifest.json. */
export const ARCHIVE_DIRS = { database: 'database', uploads: 'uploads', secrets: 'secrets' } as const;

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: number;
  product: { name: string; version: string | null; commit: string | null };
  createdAt: string;
  database: {
    kind: DialectName;
    /** The file in the archive: a SQLite database, or a `pg_dump --format=custom` file. */
    file: string;
    /** The newest migration the snapshot had run, and how many it had run. */
    migration: string | null;
    migrations: number;
  };
  uploads: { files: number; bytes: number };
  secret: {
    /** Where the server read the secret that signs sessions, sign-in and unsubscribe links and seals two-factor seeds. */
    source: 'APP_SECRET' | 'file' | 'none';
    /** The secret files (from DATA_DIR) this archive holds: they make the archive as private as the secret itself. */
    included: string[];
    /** A hash of a key derived from the secret: tells a restore whether the secret it will run with is the same one. */
    fingerprint: string | null;
  };
  files: ArchivedFile[];
}

/** The product's version and commit, when this runs from the project's folder (npm run) or a git checkout of it. */
export function productIdentity(cwd = process.cwd()): Manifest['product'] {
  let version = process.env.npm_package_version ?? null;
  const packageFile = join(cwd, 'package.json');
  if (!version && existsSync(packageFile)) {
    try {
      version = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: string }).version ?? null;
    } catch {
      version = null;
    }
  }
  let commit: string | null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim() || null;
  } catch {
    commit = null;
  }
  return { name: 'Quire', version, commit };
}

/** The manifest of an unpacked archive, or a clear reason it is not one this code can restore. */
export function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new Error('its manifest.json is not valid JSON');
  }
  if (value.format !== MANIFEST_FORMAT) throw new Error('its manifest.json does not describe a Quire backup');
  if (value.formatVersion !== MANIFEST_VERSION) {
    throw new Error(`it is in backup format ${String(value.formatVersion)}, and this version of Quire reads format ${MANIFEST_VERSION}`);
  }
  if (!value.database || !Array.isArray(value.files) || !value.secret || !value.uploads) throw new Error('its manifest.json is incomplete');
  return value as Manifest;
}
