import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Database } from '../db';
import type { DB } from '../db/schema.generated';
import { markDeleted } from '../modules/responses';
import { createLoaders } from './loaders';

let db: Database;
const queries: string[] = [];

beforeAll(async () => {
  db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query.sql);
    },
  });
  await migrateToLatest(db as Kysely<unknown>);
  await db.insertInto('users').values({ id: 'u1', name: 'Ada', created_at: 1, updated_at: 1 }).execute();
  await db
    .insertInto('posts')
    .values([
      { id: 'p1', creator_id: 'u1', share_key: 'k1', created_at: 1, updated_at: 1, is_response: 0 },
      { id: 'r1', creator_id: 'u1', share_key: 'k2', created_at: 2, updated_at: 2, is_response: 1, in_response_to_post_id: 'p1', response_root_post_id: 'p1', response_depth: 1 },
    ])
    .execute();
});

afterAll(() => db.destroy());

describe('request loaders', () => {
  it('answer a post and where it sits among responses with one query', async () => {
    const loaders = createLoaders(db);
    queries.length = 0;
    const [post, response] = await loaders.postById.loadMany(['p1', 'r1']);
    const [postFacts, responseFacts] = await loaders.responseFacts.loadMany(['p1', 'r1']);
    expect(queries).toHaveLength(1);
    expect(post).toMatchObject({ id: 'p1' });
    expect(response).toMatchObject({ id: 'r1' });
    expect(postFacts).toMatchObject({ id: 'p1', isResponse: false, depth: null });
    expect(responseFacts).toMatchObject({ id: 'r1', isResponse: true, rootPostId: 'p1', depth: 1, deletedAt: null });
  });

  it('read the facts again once cleared, as a change to a response does', async () => {
    const loaders = createLoaders(db);
    await loaders.postById.load('r1');
    await markDeleted(db, 'r1', 5);
    loaders.postById.clear('r1');
    loaders.responseFacts.clear('r1');
    const [, facts] = await Promise.all([loaders.postById.load('r1'), loaders.responseFacts.load('r1')]);
    expect(facts).toMatchObject({ id: 'r1', deletedAt: 5 });
  });
});
