import type { Kysely } from 'kysely';

// Trending scores, computed by a job from reads, claps and responses.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
