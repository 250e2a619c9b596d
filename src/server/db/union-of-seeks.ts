import type { SelectQueryBuilder } from 'kysely';
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
