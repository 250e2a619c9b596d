import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// A search's title-or-subtitle arm asks for the newest 200 stories whose headline matches. For a common
// word PostgreSQL answers by walking `published_at` backwards and testing each story's headline: about
// 6,000 rows read from the wide `search_posts` table at 1M stories for 200 kept. With the headline (and the
// key) carried in this index the walk is an index-only scan that never touches the table; the results are
// the same rows in the same order. SQLite reads FTS5 in document order instead: nothing to add there.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE INDEX search_posts_published_headline ON search_posts (published_at) INCLUDE (headline, doc_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP INDEX IF EXISTS search_posts_published_headline`.execute(db);
}
