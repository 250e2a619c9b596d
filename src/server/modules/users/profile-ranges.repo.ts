import type { Executor } from '../../db';
import { hasListedStory } from '../posts';

// Reads of accounts by a range of their ids (ids are random, so a range is a fair share of all): one range
// read of the primary key each, for the sitemaps of profiles.

/** Ids from `from` (inclusive) to `to` (exclusive; null: to the end). */
export interface UserIdRange {
  from: string;
  to: string | null;
}

/** How many accounts with a username have an id in [from, to). */
export async function profileCountInIdRange(db: Executor, range: { from: string; to: string }): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('users.id', '>=', range.from)
    .where('users.id', '<', range.to)
    .where('users.username', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writers in good standing with at least one listed story whose ids fall in a range, in id order, at most `limit`. */
export async function writersInIdRange(db: Executor, range: UserIdRange, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.updated_at'])
    .where('users.username', 'is not', null)
    .where('users.is_suspended', '=', 0)
    .where('users.deleted_at', 'is', null)
    .where('users.id', '>=', range.from)
    .where(hasListedStory('users.id'));
  if (range.to) query = query.where('users.id', '<', range.to);
  return query.orderBy('users.id').limit(limit).execute();
}
