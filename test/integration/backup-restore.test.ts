import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Migrator, sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { dialectOf } from '../../src/server/db/dialect';
import { migrations } from '../../src/server/db/migrations';
import { newId } from '../../src/server/db/ids';
import { isRenditionKey } from '../../src/server/modules/media';
import { listFiles, sha256File } from '../../src/server/ops/archive';
import { createBackup, secretFingerprint } from '../../src/server/ops/backup';
import { restoreBackup } from '../../src/server/ops/restore';
import { systemContext } from '../../src/server/core';
import { storeImage } from '../../src/server/modules/media/media.service';
import { freshDatabaseUrl } from '../support/database';
import { createCollection, createHighlight, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * `npm run backup` and `npm run restore` as an operator uses them: an instance with content backed up while something keeps
 * writing, restored into a fresh database and DATA_DIR, and compared table by table and upload by upload.
 */

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'quire-backup-test-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CONCURRENT_FLAG = 'backup_concurrent_write';

/** Every table of the database and its number of rows. */
async function tableCounts(db: Kysely<never>): Promise<Record<string, number>> {
  const names =
    dialectOf(db) === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const name of names.sort()) counts[name] = Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0]!.n);
  return counts;
}

/** The pairs a writer commits together (a person and a flag pointing at them): a torn snapshot would split a pair. */
async function concurrentPairs(db: Kysely<never>): Promise<{ people: number; flags: number }> {
  const people = await sql<{ n: number | string }>`select count(*) as n from users where email like 'concurrent-%'`.execute(db);
  const flags = await sql<{ n: number | string }>`select count(*) as n from user_flags where flag = ${CONCURRENT_FLAG}`.execute(db);
  return { people: Number(people.rows[0]!.n), flags: Number(flags.rows[0]!.n) };
}

/** Writes one pair per transaction until stopped; `written()` is how many have been committed. */
interface Writer {
  written(): number;
  stop(): Promise<number>;
}

/**
 * SQLite's backup step runs on this thread, so the writer is another thread with its own connection, as the server
 * would be another process.
 */
function sqliteWriter(path: string): Writer {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `
    const { workerData, parentPort } = require('node:worker_threads');
    const Database = require('better-sqlite3');
    const db = new Database(workerData.path);
    db.pragma('busy_timeout = 10000');
    db.pragma('foreign_keys = ON');
    const state = workerData.state;
    const insertUser = db.prepare("insert into users (id, name, email, created_at, updated_at) values (?, 'Concurrent writer', ?, 1, 1)");
    const insertFlag = db.prepare('insert into user_flags (user_id, flag, value) values (?, ?, 1)');
    const pair = db.transaction((n) => {
      const id = 'c' + n.toString(16).padStart(11, '0');
      insertUser.run(id, 'concurrent-' + n + '@example.com');
      insertFlag.run(id, workerData.flag);
    });
    let n = 0;
    while (Atomics.load(state, 0) === 0) {
      pair(n);
      n += 1;
      Atomics.store(state, 1, n);
    }
    db.close();
    parentPort.postMessage(n);
    `,
    { eval: true, workerData: { path, state: shared, flag: CONCURRENT_FLAG } },
  );
  const done = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    written: () => Atomics.load(shared, 1),
    async stop() {
      Atomics.store(shared, 0, 1);
      return done;
    },
  };
}

/** pg_dump is its own process: the writer runs on this thread's event loop, through the app's database handle. */
function postgresWriter(db: Kysely<never>): Writer {
  let stopped = false;
  let n = 0;
  const loop = (async () => {
    while (!stopped) {
      const id = newId();
      await db.transaction().execute(async (trx) => {
        await sql`insert into users (id, name, email, created_at, updated_at) values (${id}, 'Concurrent writer', ${`concurrent-${id}@example.com`}, 1, 1)`.execute(trx);
        await sql`insert into user_flags (user_id, flag, value) values (${id}, ${CONCURRENT_FLAG}, 1)`.execute(trx);
      });
      n += 1;
    }
    return n;
  })();
  return {
    written: () => n,
    async stop() {
      stopped = true;
      return loop;
    },
  };
}

async function uploadSums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await listFiles(dir)) if (!isRenditionKey(key)) sums[key] = await sha256File(join(dir, key));
  return sums;
}

function targetConfig(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...extra });
}

const PICTURES = 4;
const STORIES = 8;

/** People with pictures, a publication, stories in it and out of it, highlights: rows in the tables that reference each other. */
async function seed(t: TestApp): Promise<string> {
  const db = t.deps.db;
  const pictures = [];
  for (let i = 0; i < PICTURES; i += 1) {
    const png = await sharp({ create: { width: 200 + i, height: 150, channels: 3, background: { r: 40 * i, g: 90, b: 160 } } }).png().toBuffer();
    pictures.push(await storeImage(systemContext(t.deps), { bytes: png, creatorId: null }));
  }
  const people = [];
  for (const picture of pictures) {
    const person = await createUser(db);
    await db.updateTable('users').set({ image_id: picture.id }).where('id', '=', person.id).execute();
    people.push(person);
  }
  const publication = await createCollection(db, people[0]!.id, [{ userId: people[1]!.id, role: 'WRITER' }]);
  for (let i = 0; i < STORIES; i += 1) {
    const post = await createPost(db, people[i % people.length]!.id, { collectionId: i % 2 === 0 ? publication.id : undefined });
    await createHighlight(db, { postId: post.id, userId: people[(i + 1) % people.length]!.id });
  }
  return pictures[0]!.id;
}

async function roundTrip(kind: 'sqlite' | 'postgres') {
  const sourceDir = mkdtempSync(join(scratch, `${kind}-source-`));
  const sourceDb = kind === 'sqlite' ? { url: `sqlite:${join(sourceDir, 'quire.db')}`, drop: async () => {} } : await freshDatabaseUrl();
  // No job runs in the source: the only writes while the backup is taken are the writer's.
  const source: TestApp = await createTestApp({ DATABASE_URL: sourceDb.url, DATA_DIR: sourceDir, JOBS_WORKER: '0' });
  const targetDir = mkdtempSync(join(scratch, `${kind}-target-`));
  const targetDb = kind === 'sqlite' ? { url: `sqlite:${join(targetDir, 'quire.db')}`, drop: async () => {} } : await freshDatabaseUrl();
  try {
    const image = await seed(source);
    // A rendering made on demand: a cache, left out of the archive.
    expect((await source.app.inject({ method: 'GET', url: `/media/${image}?w=100` })).statusCode).toBe(200);
    expect((await listFiles(source.config.uploadsDir)).some(isRenditionKey)).toBe(true);
    const uploads = await uploadSums(source.config.uploadsDir);
    expect(Object.keys(uploads)).toHaveLength(PICTURES);

    const writer = kind === 'sqlite' ? sqliteWriter(join(sourceDir, 'quire.db')) : postgresWriter(source.deps.db as never);
    await vi.waitFor(() => expect(writer.written()).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    const before = writer.written();
    const backup = await createBackup(source.config, { out: join(scratch, `${kind}-archives`) + '/' });
    const during = writer.written();
    const total = await writer.stop();
    expect(during).toBeGreaterThan(before);
    const sourceCounts = await tableCounts(source.deps.db as never);

    expect(backup.manifest.database.kind).toBe(kind);
    expect(backup.manifest.database.migration).toBe(Object.keys(migrations).at(-1));
    expect(backup.manifest.secret).toMatchObject({ source: 'file', included: ['secrets/app-secret.key'] });
    expect(backup.notes.join('\n')).toContain('keep it as private as the server itself');
    expect(backup.manifest.files.some((file) => isRenditionKey(file.path))).toBe(false);

    const restored = await restoreBackup(targetConfig(targetDb.url, targetDir), backup.archive);
    expect(restored.migrated).toEqual([]);
    expect(restored.lines.join('\n')).toContain('The app secret here is the one the backup was made with.');
    expect(secretFingerprint(targetConfig(targetDb.url, targetDir))).toBe(secretFingerprint(source.config));

    const target = openDatabase(targetDb.url);
    try {
      const db = target.db as unknown as Kysely<never>;
      // The snapshot is one moment: every pair whole, and a moment between the backup's start and its end.
      const pairs = await concurrentPairs(db);
      expect(pairs.people).toBe(pairs.flags);
      expect(pairs.people).toBeGreaterThanOrEqual(before);
      expect(pairs.people).toBeLessThanOrEqual(total);
      if (kind === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      // pg_restore adds the foreign keys after the rows, in its one transaction: a dangling reference fails the restore.

      const restoredCounts = await tableCounts(db);
      const written = (await concurrentPairs(source.deps.db as never)).people;
      expect(restoredCounts).toEqual({ ...sourceCounts, users: sourceCounts.users! - written + pairs.people, user_flags: sourceCounts.user_flags! - written + pairs.people });
      expect(restoredCounts.posts).toBe(STORIES);
    } finally {
      await target.close();
    }
    expect(await uploadSums(join(targetDir, 'uploads'))).toEqual(uploads);

    // Once there, the database is not replaced without --force.
    await expect(restoreBackup(targetConfig(targetDb.url, targetDir), backup.archive)).rejects.toThrow(/is not empty \(\d+ people and \d+ stories\)\. Restoring replaces it: stop the server, then run again with --force/);
    const forced = await restoreBackup(targetConfig(targetDb.url, targetDir), backup.archive, { force: true });
    expect(forced.lines[0]).toMatch(/replacing the one there|its schema emptied first/);
    return backup.archive;
  } finally {
    await source.close();
    await sourceDb.drop();
    await targetDb.drop();
  }
}

describe('backup and restore', () => {
  let sqliteArchive: string;

  it('round trip on SQLite: a snapshot taken while another connection writes, restored whole into a fresh DATA_DIR', async () => {
    sqliteArchive = await roundTrip('sqlite');
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('round trip on PostgreSQL: pg_dump while the app writes, pg_restore into an empty database', async () => {
    await roundTrip('postgres');
  }, 120_000);

  it('refuses an archive with a changed byte, and names what is wrong', async () => {
    const fresh = () => {
      const dir = mkdtempSync(join(scratch, 'damaged-'));
      return targetConfig(`sqlite:${join(dir, 'quire.db')}`, dir);
    };
    const bytes = readFileSync(sqliteArchive);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(join(scratch, 'flipped.tar.gz'), flipped);
    await expect(restoreBackup(fresh(), join(scratch, 'flipped.tar.gz'))).rejects.toThrow(/is damaged/);

    // A file changed inside an archive that still unpacks: its checksum gives it away.
    const unpacked = mkdtempSync(join(scratch, 'unpacked-'));
    execFileSync('tar', ['-xzf', sqliteArchive, '-C', unpacked]);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as { files: { path: string }[] };
    const upload = manifest.files.find((file) => file.path.startsWith('uploads/'))!.path;
    const content = readFileSync(join(unpacked, upload));
    content[content.length - 1]! ^= 0x01;
    writeFileSync(join(unpacked, upload), content);
    execFileSync('tar', ['-czf', join(scratch, 'edited.tar.gz'), '-C', unpacked, 'manifest.json', 'database', 'uploads', 'secrets']);
    const config = fresh();
    await expect(restoreBackup(config, join(scratch, 'edited.tar.gz'))).rejects.toThrow(`is damaged: ${upload} does not match its SHA-256 checksum. Nothing was restored.`);
    expect(await listFiles(config.dataDir)).toEqual([]);
  });

  it('restores an archive older than the code and runs the migrations it lacks', async () => {
    const dir = mkdtempSync(join(scratch, 'older-'));
    const url = `sqlite:${join(dir, 'quire.db')}`;
    const older = openDatabase(url);
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(names.at(-2)!);
    expect(error).toBeUndefined();
    await older.close();
    mkdirSync(join(dir, 'uploads'));
    const backup = await createBackup(targetConfig(url, dir, { APP_SECRET: 'an-app-secret-of-thirty-two-characters-or-more' }), { out: join(dir, 'older.tar.gz') });
    expect(backup.manifest.database.migration).toBe(names.at(-2));
    expect(backup.manifest.secret).toMatchObject({ source: 'APP_SECRET', included: [] });
    expect(backup.notes[0]).toContain('carry it over separately');

    const target = mkdtempSync(join(scratch, 'newer-'));
    const restored = await restoreBackup(targetConfig(`sqlite:${join(target, 'quire.db')}`, target), backup.archive);
    expect(restored.migrated).toEqual([names.at(-1)]);
    expect(restored.lines.join('\n')).toContain('set APP_SECRET to the same value');
  });
});
