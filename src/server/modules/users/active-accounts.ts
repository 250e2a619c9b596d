import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';

// Pieces of queries other modules' lists of people are built from (a tag's top writers, suggestions of whom
// to follow): the `users` table stays named only here.

/** The accounts in use (neither suspended nor deleted) as `users.id`, to narrow further. */
export function activeAccounts(db: Executor) {
  return db.selectFrom('users').select('users.id').where('users.is_suspended', '=', 0).where('users.deleted_at', 'is', null);
}

/** Keeps only the rows whose person (the column `userId`) is not suspended. */
export function joinUnsuspendedUsers<D extends DB, TB extends keyof D, O>(qb: SelectQueryBuilder<D, TB, O>, userId: `${string}.${string}`): SelectQueryBuilder<D, TB | 'users', O> {
  const joined = (qb as unknown as SelectQueryBuilder<DB, never, O>).innerJoin('users', 'users.id', userId as never).where('users.is_suspended', '=', 0);
  return joined as unknown as SelectQueryBuilder<D, TB | 'users', O>;
}
