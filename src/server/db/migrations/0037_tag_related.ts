import { sql, type Kysely } from 'kysely';

// A tag page's related tags are the tags most often found on the tag's newest 50 stories. Counted at each
// request, that read 50 rows of `tag_stories` and about 150 of `post_tags` to show 8 tags. `tag_related`
// keeps the count: the 20 first of that order for each tag (the most a page may ask for), written again
// whenever a story of the tag is indexed (`reindexStory`) or the whole story index is rebuilt. A tag page
// reads its 8 rows in order from `tag_related_rank`.
const KEPT = 20;
const SAMPLE = 50;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tag_related')
    .addColumn('tag_slug', 'text', (c) => c.notNull())
    .addColumn('related_slug', 'text', (c) => c.notNull())
    .addColumn('story_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_related_pk', ['tag_slug', 'related_slug'])
    .execute();
  await db.schema.createIndex('tag_related_rank').on('tag_related').columns(['tag_slug', 'story_count desc', 'related_slug']).execute();
  // Tags with stories already (one bounded count each: 2,000 tags in a few seconds at 1M stories).
  const { rows } = await sql<{ tag_slug: string }>`SELECT DISTINCT tag_slug FROM tag_stories ORDER BY tag_slug`.execute(db);
  for (const { tag_slug } of rows) {
    await sql`INSERT INTO tag_related (tag_slug, related_slug, story_count)
      SELECT ${tag_slug}, p.tag_slug, count(*) FROM post_tags p
      WHERE p.post_id IN (SELECT s.post_id FROM tag_stories s WHERE s.tag_slug = ${tag_slug} ORDER BY s.published_at DESC, s.post_id DESC LIMIT ${SAMPLE})
        AND p.tag_slug <> ${tag_slug}
      GROUP BY p.tag_slug ORDER BY count(*) DESC, p.tag_slug LIMIT ${KEPT}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tag_related').execute();
}
