import type { Kysely } from 'kysely';

// Lists of stories and the reading list.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
