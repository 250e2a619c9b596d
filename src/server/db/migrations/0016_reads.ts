import type { Kysely } from 'kysely';

// Reads: page views, engaged time and reading history.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
