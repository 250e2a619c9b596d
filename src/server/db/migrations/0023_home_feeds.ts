import type { Kysely } from 'kysely';

// What shapes a reader's For you feed, and what they removed from it.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
