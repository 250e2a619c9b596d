import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The title-or-subtitle arm of a story search asks for the newest 200 stories whose headline holds a word.
// For a common word PostgreSQL walked `published_at` backwards and tested every story's headline: about
// 5,500 index entries read at 10k stories for 200 kept ("garden"), and as many more at every scale. Its GIN
// index knows which stories hold a word but not in what order, and RUM (ordered GIN) is an extension most
// hosts do not offer. `search_headline_words` is that order: one row per (lexeme of the headline, story),
// keyed lexeme first then `published_at`, so the newest 200 stories whose headline holds "garden" are the
// first 200 entries of one range, read backwards. A trigger on `search_posts` keeps it in step with every
// insert, update and delete, whoever writes them (the indexer, the rebuild, a bulk load), from the
// generated `headline` column itself, so its lexemes are exactly those `@@` tests.
// SQLite reads FTS5's own per-word lists in document order instead: nothing to add there.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TABLE search_headline_words (
    lexeme text NOT NULL,
    published_at bigint NOT NULL,
    doc_id bigint NOT NULL,
    PRIMARY KEY (lexeme, published_at, doc_id)
  )`.execute(db);
  await sql`CREATE FUNCTION search_headline_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_headline_words
          WHERE lexeme = ANY (tsvector_to_array(OLD.headline)) AND published_at = OLD.published_at AND doc_id = OLD.doc_id;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO search_headline_words (lexeme, published_at, doc_id)
          SELECT lexeme, NEW.published_at, NEW.doc_id FROM unnest(tsvector_to_array(NEW.headline)) AS lexeme;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER search_headline_words_on_insert_or_delete AFTER INSERT OR DELETE ON search_posts
    FOR EACH ROW EXECUTE FUNCTION search_headline_words_sync()`.execute(db);
  await sql`CREATE TRIGGER search_headline_words_on_update AFTER UPDATE ON search_posts FOR EACH ROW
    WHEN (OLD.headline IS DISTINCT FROM NEW.headline OR OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.doc_id IS DISTINCT FROM NEW.doc_id)
    EXECUTE FUNCTION search_headline_words_sync()`.execute(db);
  // Stories indexed before this migration (about 12 rows a story; a minute or two at 1M stories).
  await sql`INSERT INTO search_headline_words (lexeme, published_at, doc_id)
    SELECT lexeme, s.published_at, s.doc_id FROM search_posts s, unnest(tsvector_to_array(s.headline)) AS lexeme`.execute(db);
  await sql`ANALYZE search_headline_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER IF EXISTS search_headline_words_on_update ON search_posts`.execute(db);
  await sql`DROP TRIGGER IF EXISTS search_headline_words_on_insert_or_delete ON search_posts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_headline_words_sync()`.execute(db);
  await sql`DROP TABLE IF EXISTS search_headline_words`.execute(db);
}
