import type { Kysely } from 'kysely';

// Indexes the feeds, tag pages, profiles and search need at a million stories, beyond those their own
// migrations made. Measured with `npm run bench:scale` (1M stories, 100k people, 10M claps): every query of
// the story page, profiles, tag pages and search seeks an index those migrations already create, and the
// costs that grow with the tables come from the shape of two queries (a candidate list of about a thousand
// ids, and ranking every matching entity), which no index removes. So this migration adds nothing; its
// name stays, as every shipped migration's does.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
