import type { Kysely } from 'kysely';

// Topics group tags; readers follow topics.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
