import type { Kysely } from 'kysely';

// The focus point of a story's preview image (percentages of its width and height), and an index for
// "Your stories": one writer's stories by state, newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('preview_focus_x', 'real').execute();
  await db.schema.alterTable('posts').addColumn('preview_focus_y', 'real').execute();
  await db.schema.createIndex('posts_creator_state').on('posts').columns(['creator_id', 'is_published', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_creator_state').execute();
  await db.schema.alterTable('posts').dropColumn('preview_focus_y').execute();
  await db.schema.alterTable('posts').dropColumn('preview_focus_x').execute();
}
