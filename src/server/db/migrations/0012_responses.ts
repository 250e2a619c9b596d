import type { Kysely } from 'kysely';

// Responses: stories written in reply to a story or a list.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
