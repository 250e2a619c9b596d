import type { Kysely } from 'kysely';

// The monthly meter of member-only stories read by signed-in non-members.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
