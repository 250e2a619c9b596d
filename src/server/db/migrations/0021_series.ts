import type { Kysely } from 'kysely';

// Series (a story made of parts added over time) and sequences (ordered stories).
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
