import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';

// Pieces of other modules' queries over people (a session's account, a fan-out's readers, search documents,
// a tag's top writers, suggestions of whom to follow): each list stays one SQL statement, and the `users`
// table is named only here.

/** Accounts, for another module's query to compose with (its own joins, columns and conditions). */
export function accountsQuery(db: Executor) {
  return db.selectFrom('users');
}

/** The accounts in use (neither suspended nor deleted) as `users.id`, to narrow further. */
export function activeAccounts(db: Executor) {
  return accountsQuery(db).select('users.id').where((eb) => eb.and(inGoodStanding(eb)));
}

/** What an account in good standing is (neither suspended nor deleted), as conditions to spread into an `and`. */
export function inGoodStanding(eb: ExpressionBuilder<DB, 'users'>) {
  return [eb('users.is_suspended', '=', 0), eb('users.deleted_at', 'is', null)];
}

/** Joins each row's account (`userRef` names the column holding its id) into another module's query. */
export function joinAccounts<TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, userRef: `${string}.${string}`): SelectQueryBuilder<DB, TB | 'users', O> {
  return (qb as unknown as SelectQueryBuilder<DB, never, O>).innerJoin('users', 'users.id', userRef as 'users.id') as unknown as SelectQueryBuilder<DB, TB | 'users', O>;
}

/** The account of each row, every column of it selected (a session's reader). */
export function joinAccount<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, userIdColumn: `${TB & string}.${string}`) {
  return joinAccounts(query, userIdColumn).selectAll('users');
}

/** Keeps the rows whose account (`userRef`) is not deleted. */
export function joinLiveAccounts<QB extends SelectQueryBuilder<DB, keyof DB, object>>(qb: QB, userRef: `${string}.${string}`): QB {
  return joinAccounts(qb as SelectQueryBuilder<DB, keyof DB, object>, userRef).where('users.deleted_at', 'is', null) as unknown as QB;
}

/** Keeps the rows whose account (`userId`) is not suspended. */
export function joinUnsuspendedUsers<D extends DB, TB extends keyof D, O>(qb: SelectQueryBuilder<D, TB, O>, userId: `${string}.${string}`): SelectQueryBuilder<D, TB | 'users', O> {
  const joined = joinAccounts(qb as unknown as SelectQueryBuilder<DB, never, O>, userId).where('users.is_suspended', '=', 0);
  return joined as unknown as SelectQueryBuilder<D, TB | 'users', O>;
}
