import type { RawBuilder } from 'kysely';
import type { Executor } from '../../db';
import { eachSeekQuery } from '../../db/union-of-seeks';

// What other modules read of who follows whom (the home feeds and their suggestions): the follow tables and
// the follower counters stay named only here.

/** The people and publications a reader follows, the newest follows first, at most `people` and `publications`. */
export async function followedIdsOf(
  db: Executor,
  readerId: string,
  limits: { people: number; publications: number },
): Promise<{ userIds: string[]; collectionIds: string[] }> {
  const [people, publications] = await Promise.all([
    db.selectFrom('user_follows').select('followed_id as id').where('follower_id', '=', readerId).orderBy('created_at', 'desc').limit(limits.people).execute(),
    db
      .selectFrom('collection_follows')
      .select('collection_id as id')
      .where('user_id', '=', readerId)
      .orderBy('created_at', 'desc')
      .limit(limits.publications)
      .execute(),
  ]);
  return { userIds: people.map((r) => r.id), collectionIds: publications.map((r) => r.id) };
}

/**
 * Friends of friends, best first: of the newest follows of each of these people (at most `perPerson` each),
 * the people most of them follow, leaving out the reader and those the reader follows already. Ranked and
 * cut in the database, so only `limit` candidates are checked further, however many follows there are.
 */
export async function mostFollowedByFollowsOf(
  db: Executor,
  input: { readerId: string; userIds: readonly string[]; perPerson: number; limit: number },
): Promise<{ id: string; count: number }[]> {
  const { readerId, userIds, perPerson, limit } = input;
  if (userIds.length === 0) return [];
  const newestFollows = (follower: string | RawBuilder<string>) =>
    db.selectFrom('user_follows').select('followed_id').where('follower_id', '=', follower).orderBy('created_at', 'desc').limit(perPerson);
  const seeks = eachSeekQuery(db, userIds, newestFollows)!;
  const rows = await db
    .selectFrom(seeks.as('follows'))
    .select((eb) => ['follows.followed_id', eb.fn.countAll<number | string>().as('followers')])
    .where('follows.followed_id', '!=', readerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_follows')
            .select('user_follows.followed_id')
            .where('user_follows.follower_id', '=', readerId)
            .whereRef('user_follows.followed_id', '=', 'follows.followed_id'),
        ),
      ),
    )
    .groupBy('follows.followed_id')
    .orderBy('followers', 'desc')
    .orderBy('follows.followed_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.followed_id, count: Number(row.followers) }));
}

/** The most followed people (a seek on the follower counter's index). */
export async function mostFollowedUserIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('user_social_counts').select('user_id').orderBy('follower_count', 'desc').orderBy('user_id', 'desc').limit(limit).execute();
  return rows.map((row) => row.user_id);
}
