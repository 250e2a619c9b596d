import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { dialectOf } from './dialect';
import type { Executor } from '.';
import type { DB } from './schema.generated';

/**
 * One query made of several small ones, each with its own ORDER BY and LIMIT (an index seek each), glued
 * with UNION ALL: "the newest few of each of these" in one round trip on both databases. Null for no parts.
 */
export function unionOfSeeks<O>(db: Executor, parts: SelectQueryBuilder<DB, keyof DB, O>[]) {
  const [first, ...rest] = parts.map((part, index) => db.selectFrom(part.as(`seek${index}`)).selectAll());
  if (!first) return null;
  return rest.reduce((query, part) => query.unionAll(part as never), first);
}

/** SQLite allows 500 terms in one compound SELECT, and each seek carries its own parameters. */
const SEEKS_PER_STATEMENT = 250;

/** One small seek per id, given the id as a value or (on PostgreSQL) as the column of the ids being walked. */
export type SeekFor<O> = (id: string | RawBuilder<string>) => SelectQueryBuilder<DB, keyof DB, O>;

/**
 * The seek run once for each id, as one query. PostgreSQL plans every part of a UNION ALL (with posts' many
 * indexes about 0.3 ms a part), so there the seek is planned once and run per id with LATERAL over the ids;
 * SQLite plans cheaply and has no LATERAL, so there the seeks are glued with UNION ALL. Null for no ids.
 */
export function eachSeekQuery<O>(db: Executor, ids: readonly string[], seek: SeekFor<O>) {
  if (ids.length === 0) return null;
  if (dialectOf(db) === 'postgres') {
    return db
      .selectFrom(sql<{ seek_id: string }>`unnest(${[...ids]}::text[])`.as('seek_id'))
      .innerJoinLateral(seek(sql<string>`seek_id`).as('seek'), (join) => join.onTrue())
      .selectAll('seek') as unknown as SelectQueryBuilder<DB, keyof DB, O>;
  }
  return unionOfSeeks(db, ids.map((id) => seek(id)));
}

/** The rows of `eachSeekQuery` for any number of ids (on SQLite, 250 seeks to a statement). */
export async function rowsOfEachSeek<O>(db: Executor, ids: readonly string[], seek: SeekFor<O>): Promise<O[]> {
  const chunk = dialectOf(db) === 'postgres' ? Math.max(ids.length, 1) : SEEKS_PER_STATEMENT;
  const rows: O[] = [];
  for (let start = 0; start < ids.length; start += chunk) {
    const query = eachSeekQuery(db, ids.slice(start, start + chunk), seek);
    if (query) rows.push(...((await query.execute()) as O[]));
  }
  return rows;
}
