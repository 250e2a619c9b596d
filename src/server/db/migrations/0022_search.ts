import type { Kysely } from 'kysely';

// The full-text search index, kept by jobs from events.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
