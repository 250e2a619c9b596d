import type { Kysely } from 'kysely';

// What some notifications need to know about a story's past.
//
// `posts.submitted_at`: when the story was last submitted to a publication (null when never). A story submitted as
// it was first published (the writer's "publish in The Long Read") has `submitted_at = first_published_at`: its
// approval is what publishes it in the publication ('collection_post_published'), while a story published on its
// own and submitted later is approved into it ('collection_post_approved').
//
// `post_versions.saved_by`: who saved the version (null for versions saved before this column). The story's
// author and the editors of its publication who saved a draft of it worked on it together
// ('post_collaborated_published' when it is first published).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('submitted_at', 'bigint').execute();
  await db.schema.alterTable('post_versions').addColumn('saved_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_versions').dropColumn('saved_by').execute();
  await db.schema.alterTable('posts').dropColumn('submitted_at').execute();
}
