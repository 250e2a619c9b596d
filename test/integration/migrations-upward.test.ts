import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { migrations } from '../../src/server/db/migrations';
import { freshDatabaseUrl } from '../support/database';

/**
 * Every migration runs upward over a database that already holds rows, as an instance upgraded from an earlier
 * version does: rows written at an earlier level (plain SQL, in that level's columns: migrations never change once
 * shipped, so neither do these) must come through each later migration unchanged. Waypoints add rows for the
 * tables a level introduced.
 */

type Row = Record<string, string | number | null>;
interface Fixture {
  table: string;
  /** The columns that find the row again. */
  key: string[];
  row: Row;
}

const T = 1_700_000_000_000;
const body = JSON.stringify({
  paragraphs: [
    { name: 'a000', type: 'H3', text: 'A story from an older version', markups: [] },
    { name: 'p000', type: 'P', text: 'First paragraph, about gardens.', markups: [] },
  ],
  sections: [],
});

/** Rows inserted once the named migration has run. */
const WAYPOINTS: Record<string, Fixture[]> = {
  '0001_init': [
    { table: 'images', key: ['id'], row: { id: 'a00000000001', mime: 'image/png', width: 20, height: 10, bytes: 99, storage_key: 'images/a0/a00000000001.png', created_at: T } },
    { table: 'users', key: ['id'], row: { id: 'b00000000001', username: 'olderwriter', name: 'Older Writer', email: 'older@example.com', image_id: 'a00000000001', created_at: T, updated_at: T } },
    { table: 'users', key: ['id'], row: { id: 'b00000000002', username: 'olderreader', name: 'Older Reader', email: 'reader@example.com', created_at: T, updated_at: T } },
    { table: 'user_flags', key: ['user_id', 'flag'], row: { user_id: 'b00000000002', flag: 'enable_something', value: 1 } },
    { table: 'collections', key: ['id'], row: { id: 'c00000000001', slug: 'older-pub', name: 'Older Publication', creator_id: 'b00000000001', created_at: T, updated_at: T } },
    { table: 'collection_members', key: ['collection_id', 'user_id'], row: { collection_id: 'c00000000001', user_id: 'b00000000001', role: 'EDITOR', created_at: T } },
    {
      table: 'posts',
      key: ['id'],
      row: {
        id: 'd00000000001',
        creator_id: 'b00000000001',
        collection_id: 'c00000000001',
        title: 'A story from an older version',
        slug: 'a-story-from-an-older-version',
        is_published: 1,
        first_published_at: T,
        published_at: T,
        latest_published_version: 1,
        share_key: 'e00000000001',
        created_at: T,
        updated_at: T,
      },
    },
    { table: 'posts', key: ['id'], row: { id: 'd00000000002', creator_id: 'b00000000002', title: 'A draft', share_key: 'e00000000002', created_at: T, updated_at: T } },
    { table: 'post_versions', key: ['post_id', 'version'], row: { post_id: 'd00000000001', version: 1, title: 'A story from an older version', subtitle: '', body, created_at: T } },
    { table: 'post_versions', key: ['post_id', 'version'], row: { post_id: 'd00000000002', version: 1, title: 'A draft', subtitle: '', body, created_at: T } },
    { table: 'tags', key: ['slug'], row: { slug: 'gardens', name: 'Gardens', created_at: T } },
    { table: 'post_tags', key: ['post_id', 'tag_slug'], row: { post_id: 'd00000000001', tag_slug: 'gardens', position: 0 } },
    { table: 'sessions', key: ['id'], row: { id: 'f00000000001', token_hash: 'hash-of-a-session', user_id: 'b00000000002', xsrf: 'xsrf', created_at: T, last_seen_at: T, expires_at: T + 1 } },
  ],
  '0011_claps': [
    { table: 'claps', key: ['target_type', 'target_id', 'user_id'], row: { target_type: 'POST', target_id: 'd00000000001', user_id: 'b00000000002', claps: 7, created_at: T, updated_at: T } },
  ],
  '0039_newsletters': [
    { table: 'newsletters', key: ['id'], row: { id: 'a10000000001', type: 'AUTHOR', user_id: 'b00000000001', slug: 'olderwriter', name: 'Older Writer', created_at: T } },
    { table: 'newsletter_subscribers', key: ['id'], row: { id: 'a20000000001', newsletter_id: 'a10000000001', email: 'reader@example.com', user_id: 'b00000000002', status: 'confirmed', created_at: T, confirmed_at: T } },
    { table: 'newsletter_sends', key: ['id'], row: { id: 'a30000000001', newsletter_id: 'a10000000001', post_id: 'd00000000001', created_at: T } },
    { table: 'newsletter_deliveries', key: ['send_id', 'subscriber_id'], row: { send_id: 'a30000000001', subscriber_id: 'a20000000001', status: 'sent', attempts: 1, updated_at: T } },
    { table: 'email_bounces', key: ['email'], row: { email: 'gone@example.com', reason: '550 no such user', bounced_at: T } },
  ],
};

async function insert(db: Kysely<unknown>, { table, row }: Fixture) {
  const columns = Object.keys(row);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => row[c]))})`.execute(db);
}

async function find(db: Kysely<unknown>, { table, key, row }: Fixture): Promise<Row | undefined> {
  const where = sql.join(
    key.map((c) => sql`${sql.ref(c)} = ${row[c]}`),
    sql` and `,
  );
  const found = (await sql<Row>`select * from ${sql.table(table)} where ${where}`.execute(db)).rows[0];
  // Only the columns the fixture wrote: later migrations add others.
  return found && Object.fromEntries(Object.keys(row).map((c) => [c, typeof row[c] === 'number' && found[c] !== null ? Number(found[c]) : (found[c] ?? null)]));
}

async function upwardFromEarlierLevels(databaseUrl: string) {
  const database = openDatabase(databaseUrl);
  const db = database.db as unknown as Kysely<unknown>;
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    const written: Fixture[] = [];
    for (const name of names) {
      const { error, results } = await migrator.migrateUp();
      expect(error, `${name} fails over a database with rows`).toBeUndefined();
      expect(results?.map((r) => r.migrationName)).toEqual([name]);
      for (const fixture of written) expect(await find(db, fixture), `${fixture.table} ${JSON.stringify(fixture.row)} after ${name}`).toEqual(fixture.row);
      for (const fixture of WAYPOINTS[name] ?? []) {
        await insert(db, fixture);
        written.push(fixture);
      }
    }
    expect(written.length).toBe(Object.values(WAYPOINTS).flat().length);
    const level = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    expect(level.rows[0]?.name).toBe(names.at(-1));
  } finally {
    await database.close();
  }
}

describe('migrations run upward over a database an earlier version filled', () => {
  it('on SQLite', async () => {
    await upwardFromEarlierLevels('sqlite::memory:');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const fresh = await freshDatabaseUrl();
    try {
      await upwardFromEarlierLevels(fresh.url);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
