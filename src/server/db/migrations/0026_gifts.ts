import type { Kysely } from 'kysely';

// Gift memberships: purchases and their codes.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
