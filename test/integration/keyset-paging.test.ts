import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestPublished, latestPublishedQuery } from '../../src/server/modules/posts/posts.repo';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postgres = () => !t.config.databaseUrl.startsWith('sqlite:');

describe('keyset paging of the feed', () => {
  it('pages through stories published in the same millisecond without repeating or skipping one', async () => {
    const author = await createUser(t.deps.db);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await createPost(t.deps.db, author.id, { title: `Same instant ${i}` })).id);
    await t.deps.db.updateTable('posts').set({ published_at: 4_102_444_800_000 }).where('id', 'in', ids).execute();
    const seen: string[] = [];
    let after: { publishedAt: number; id: string } | null = null;
    for (;;) {
      const page = await latestPublished(t.deps.db, 3, after);
      const mine = page.filter((p) => ids.includes(p.id));
      seen.push(...mine.map((p) => p.id));
      if (mine.length < page.length || page.length < 3) break;
      const last = page[page.length - 1]!;
      after = { publishedAt: last.publishedAt!, id: last.id };
    }
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('seeks to the cursor through the index instead of reading every newer story', async () => {
    const author = await createUser(t.deps.db);
    if (postgres()) {
      await sql`insert into posts (id, creator_id, title, slug, visibility, is_published, published_at, first_published_at, latest_published_version, share_key, created_at, updated_at)
        select lpad(to_hex(n), 12, '0'), ${author.id}, 'Story ' || n, 'story-' || n, 'PUBLIC', 1, 1000000 + n, 1000000 + n, 1, md5(n::text), 1000000 + n, 1000000 + n
        from generate_series(1, 20000) as n`.execute(t.deps.db);
      await sql`analyze posts`.execute(t.deps.db);
    } else {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
        insert into posts (id, creator_id, title, slug, visibility, is_published, published_at, first_published_at, latest_published_version, share_key, created_at, updated_at)
        select printf('%012x', i), ${author.id}, 'Story ' || i, 'story-' || i, 'PUBLIC', 1, 1000000 + i, 1000000 + i, 1, hex(randomblob(8)), 1000000 + i, 1000000 + i from n`.execute(t.deps.db);
      await sql`analyze`.execute(t.deps.db);
    }
    const deep = latestPublishedQuery(t.deps.db, 20, { publishedAt: 1_000_100, id: '000000000064' }).compile();
    if (postgres()) {
      const explained = await t.deps.db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${deep.sql}`, [...deep.parameters]));
      const plan = JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
      expect(plan).toContain('"Index Name":"posts_feed_keyset"');
      expect(plan).toMatch(/"Index Cond":"\(ROW\(published_at, id\) < ROW\(/);
      expect(plan).not.toContain('"Node Type":"Seq Scan"');
      expect(plan).not.toContain('"Node Type":"Sort"');
    } else {
      const explained = await t.deps.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${deep.sql}`, [...deep.parameters]));
      const plan = explained.rows.map((row) => row.detail).join('\n');
      expect(plan).toMatch(/SEARCH posts USING INDEX posts_feed_keyset \(\(published_at,id\)<\(\?,\?\)\)/);
      expect(plan).not.toContain('USE TEMP B-TREE');
    }
  });
});
