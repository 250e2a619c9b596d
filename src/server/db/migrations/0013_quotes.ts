import type { Kysely } from 'kysely';

// Highlights (quotes) on stories.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
