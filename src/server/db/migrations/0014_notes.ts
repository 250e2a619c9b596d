import type { Kysely } from 'kysely';

// Private notes and their replies.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
