import type { Kysely } from 'kysely';

// Partner earnings: engaged reading time by members and each period's shares.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
