import type { Kysely } from 'kysely';

// Claps on stories and lists.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
