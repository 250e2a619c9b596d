import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Database, type Executor } from '.';
import { MAX_CACHED_LIST_LENGTH, preparedQuery } from './prepared';
import type { DB } from './schema.generated';

let db: Database;

beforeAll(async () => {
  db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await migrateToLatest(db as Kysely<unknown>);
  await db
    .insertInto('tags')
    .values(['a', 'b', 'c'].map((slug, i) => ({ slug, name: slug.toUpperCase(), created_at: i })))
    .execute();
});

afterAll(() => db.destroy());

const tagsBySlugs = preparedQuery((q, slugs: readonly string[]) => q.selectFrom('tags').select(['slug', 'name']).where('slug', 'in', slugs).orderBy('slug'));
const tagNamed = preparedQuery((q, slug: string, name: string) =>
  q.selectFrom('tags').select('slug').where('slug', '=', slug).where('name', '=', name).where('created_at', '>=', 0),
);

describe('prepared queries', () => {
  it('binds each call its own values: lists of every length, several arguments, fixed values kept', async () => {
    expect(await tagsBySlugs.execute(db, ['a'])).toEqual([{ slug: 'a', name: 'A' }]);
    expect(await tagsBySlugs.execute(db, ['c', 'b'])).toEqual([
      { slug: 'b', name: 'B' },
      { slug: 'c', name: 'C' },
    ]);
    expect(await tagsBySlugs.execute(db, ['b'])).toEqual([{ slug: 'b', name: 'B' }]);
    const many = Array.from({ length: MAX_CACHED_LIST_LENGTH + 1 }, (_, i) => (i === 0 ? 'a' : `x${i}`));
    expect(await tagsBySlugs.execute(db, many)).toEqual([{ slug: 'a', name: 'A' }]);
    expect(await tagNamed.executeTakeFirst(db, 'b', 'B')).toEqual({ slug: 'b' });
    expect(await tagNamed.executeTakeFirst(db, 'b', 'C')).toBeUndefined();
  });

  it('runs inside a transaction', async () => {
    await db.transaction().execute(async (trx: Executor) => {
      expect(await tagsBySlugs.execute(trx, ['c'])).toEqual([{ slug: 'c', name: 'C' }]);
    });
  });

  it('compiles per dialect: PostgreSQL gets numbered placeholders', () => {
    const seen: string[] = [];
    const pg = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool: {
          connect: () => {
            throw new Error('not connected');
          },
          end: async () => {},
        },
      }),
    });
    const compiled = preparedQuery((q, slugs: readonly string[]) => {
      const query = q.selectFrom('tags').select('slug').where('slug', 'in', slugs);
      seen.push(query.compile().sql);
      return query;
    });
    void compiled.execute(pg, ['a', 'b']).catch(() => {});
    void compiled.execute(db, ['a', 'b']).catch(() => {});
    expect(seen).toEqual(['select "slug" from "tags" where "slug" in ($1, $2)', 'select "slug" from "tags" where "slug" in (?, ?)']);
  });

  it('refuses a query that does not bind an argument as a value', async () => {
    const unbound = preparedQuery((q, prefix: string) => q.selectFrom('tags').select('slug').where('slug', 'like', `${prefix}%`));
    await expect(unbound.execute(db, 'a')).rejects.toThrow(/bind each of its arguments/);
  });
});
