import type { Kysely } from 'kysely';

// Email about notifications: per-kind preferences and the daily digest. (Tables come with the email work.)
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
