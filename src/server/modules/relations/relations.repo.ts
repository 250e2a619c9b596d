import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db';
import { lockForTransaction } from '../../db/dialect';
import { preparedQuery } from '../../db/prepared';
import type { DB } from '../../db/schema.generated';

/** How the signed-in reader stands towards one person. */
export interface UserRelation {
  isFollowing: boolean;
  isMuting: boolean;
  isBlocking: boolean;
  /** The person has blocked the reader. */
  isBlockedBy: boolean;
}

export interface CollectionRelation {
  isFollowing: boolean;
  isMuting: boolean;
}

export interface SocialCounts {
  followerCount: number;
  followingCount: number;
  collectionFollowingCount: number;
}

export const NO_USER_RELATION: UserRelation = Object.freeze({ isFollowing: false, isMuting: false, isBlocking: false, isBlockedBy: false });
export const NO_COLLECTION_RELATION: CollectionRelation = Object.freeze({ isFollowing: false, isMuting: false });
export const NO_COUNTS: SocialCounts = Object.freeze({ followerCount: 0, followingCount: 0, collectionFollowingCount: 0 });

const changed = (n: bigint | undefined) => (n ?? 0n) > 0n;

type UserCounter = 'follower_count' | 'following_count' | 'collection_following_count';

/** Adds `delta` to one of a person's counters (creating their row at the first change), atomically. */
async function bumpUserCounter(trx: Executor, userId: string, column: UserCounter, delta: 1 | -1) {
  await trx
    .insertInto('user_social_counts')
    .values({ user_id: userId, [column]: Math.max(delta, 0) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ [column]: eb(eb.ref(`user_social_counts.${column}`), '+', delta) })))
    .execute();
}

async function bumpCollectionCounter(trx: Executor, collectionId: string, delta: 1 | -1) {
  await trx
    .insertInto('collection_follower_counts')
    .values({ collection_id: collectionId, follower_count: Math.max(delta, 0) })
    .onConflict((oc) =>
      oc.column('collection_id').doUpdateSet((eb) => ({ follower_count: eb(eb.ref('collection_follower_counts.follower_count'), '+', delta) })),
    )
    .execute();
}

// Writes. Each answers whether it changed anything: a follow of a pair already followed inserts nothing
// (the primary key decides, also between two concurrent requests), and counters move only on a change.

export async function insertUserFollow(trx: Executor, followerId: string, followedId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('user_follows')
    .values({ follower_id: followerId, followed_id: followedId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
    .executeTakeFirst();
  if (!changed(result.numInsertedOrUpdatedRows)) return false;
  await bumpUserCounter(trx, followedId, 'follower_count', 1);
  await bumpUserCounter(trx, followerId, 'following_count', 1);
  return true;
}

export async function deleteUserFollow(trx: Executor, followerId: string, followedId: string): Promise<boolean> {
  const result = await trx.deleteFrom('user_follows').where('follower_id', '=', followerId).where('followed_id', '=', followedId).executeTakeFirst();
  if (!changed(result.numDeletedRows)) return false;
  await bumpUserCounter(trx, followedId, 'follower_count', -1);
  await bumpUserCounter(trx, followerId, 'following_count', -1);
  return true;
}

export async function insertCollectionFollow(trx: Executor, userId: string, collectionId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('collection_follows')
    .values({ user_id: userId, collection_id: collectionId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'collection_id']).doNothing())
    .executeTakeFirst();
  if (!changed(result.numInsertedOrUpdatedRows)) return false;
  await bumpCollectionCounter(trx, collectionId, 1);
  await bumpUserCounter(trx, userId, 'collection_following_count', 1);
  return true;
}

export async function deleteCollectionFollow(trx: Executor, userId: string, collectionId: string): Promise<boolean> {
  const result = await trx.deleteFrom('collection_follows').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  if (!changed(result.numDeletedRows)) return false;
  await bumpCollectionCounter(trx, collectionId, -1);
  await bumpUserCounter(trx, userId, 'collection_following_count', -1);
  return true;
}

export async function insertUserMute(trx: Executor, userId: string, mutedUserId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('user_mutes')
    .values({ user_id: userId, muted_user_id: mutedUserId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'muted_user_id']).doNothing())
    .executeTakeFirst();
  return changed(result.numInsertedOrUpdatedRows);
}

export async function deleteUserMute(trx: Executor, userId: string, mutedUserId: string): Promise<boolean> {
  const result = await trx.deleteFrom('user_mutes').where('user_id', '=', userId).where('muted_user_id', '=', mutedUserId).executeTakeFirst();
  return changed(result.numDeletedRows);
}

export async function insertCollectionMute(trx: Executor, userId: string, collectionId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('collection_mutes')
    .values({ user_id: userId, collection_id: collectionId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'collection_id']).doNothing())
    .executeTakeFirst();
  return changed(result.numInsertedOrUpdatedRows);
}

export async function deleteCollectionMute(trx: Executor, userId: string, collectionId: string): Promise<boolean> {
  const result = await trx.deleteFrom('collection_mutes').where('user_id', '=', userId).where('collection_id', '=', collectionId).executeTakeFirst();
  return changed(result.numDeletedRows);
}

export async function insertBlock(trx: Executor, blockerId: string, blockedId: string, now: number): Promise<boolean> {
  const result = await trx
    .insertInto('user_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .executeTakeFirst();
  return changed(result.numInsertedOrUpdatedRows);
}

/** Whether either of two people blocked the other. */
export async function blockBetween(trx: Executor, a: string, b: string): Promise<boolean> {
  const row = await trx
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the transactions that change what two people are to each other (a follow, a block) take turns,
 * so that a follow checked against no block cannot land beside a block made at the same instant.
 */
export function lockPair(trx: Executor, a: string, b: string): Promise<void> {
  return lockForTransaction(trx, [a < b ? `people:${a}:${b}` : `people:${b}:${a}`]);
}

export async function deleteBlock(trx: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await trx.deleteFrom('user_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).executeTakeFirst();
  return changed(result.numDeletedRows);
}

/** One report per reporter and person: a second one keeps the first's time and takes the newer reason. */
export async function upsertReport(
  trx: Executor,
  input: { reporterId: string; reportedUserId: string; reason: string; now: number },
): Promise<'created' | 'updated'> {
  const inserted = await trx
    .insertInto('user_reports')
    .values({ reporter_id: input.reporterId, reported_user_id: input.reportedUserId, reason: input.reason, created_at: input.now, updated_at: input.now })
    .onConflict((oc) => oc.columns(['reporter_id', 'reported_user_id']).doNothing())
    .executeTakeFirst();
  if (changed(inserted.numInsertedOrUpdatedRows)) return 'created';
  await trx
    .updateTable('user_reports')
    .set({ reason: input.reason, updated_at: input.now })
    .where('reporter_id', '=', input.reporterId)
    .where('reported_user_id', '=', input.reportedUserId)
    .execute();
  return 'updated';
}

// Reads, batched for loaders.

// Asked on every signed-in page that shows a person (a byline, a card): compiled once per length of the list.
const userRelationsQuery = preparedQuery((db, viewerId: string, ids: readonly string[]) =>
  db
    .selectFrom('user_follows')
    .select([sql<string>`'following'`.as('kind'), 'followed_id as id'])
    .where('follower_id', '=', viewerId)
    .where('followed_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('user_mutes')
        .select([sql<string>`'muting'`.as('kind'), 'muted_user_id as id'])
        .where('user_id', '=', viewerId)
        .where('muted_user_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('user_blocks')
        .select([sql<string>`'blocking'`.as('kind'), 'blocked_id as id'])
        .where('blocker_id', '=', viewerId)
        .where('blocked_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('user_blocks')
        .select([sql<string>`'blockedBy'`.as('kind'), 'blocker_id as id'])
        .where('blocked_id', '=', viewerId)
        .where('blocker_id', 'in', ids),
    ),
);

const reportedByQuery = preparedQuery((db, viewerId: string, ids: readonly string[]) =>
  db
    .selectFrom('user_reports')
    .select('reported_user_id as id')
    .where('reporter_id', '=', viewerId)
    .where('reported_user_id', 'in', ids),
);

/** The reader's relation to each of these people: one query (four indexed lookups) whatever their number. */
export async function userRelations(db: Executor, viewerId: string, targetIds: readonly string[]): Promise<Map<string, UserRelation>> {
  const found = new Map<string, UserRelation>();
  if (targetIds.length === 0) return found;
  const ids = [...new Set(targetIds)];
  const rows = await userRelationsQuery.execute(db, viewerId, ids);
  const has = new Set(rows.map((row) => `${row.kind}:${row.id}`));
  for (const id of ids) {
    found.set(id, {
      isFollowing: has.has(`following:${id}`),
      isMuting: has.has(`muting:${id}`),
      isBlocking: has.has(`blocking:${id}`),
      isBlockedBy: has.has(`blockedBy:${id}`),
    });
  }
  return found;
}

/** Which of these people the reader has reported. */
export async function reportedBy(db: Executor, viewerId: string, targetIds: readonly string[]): Promise<Map<string, boolean>> {
  const found = new Map<string, boolean>();
  if (targetIds.length === 0) return found;
  const rows = await reportedByQuery.execute(db, viewerId, [...new Set(targetIds)]);
  for (const row of rows) found.set(row.id, true);
  return found;
}

export async function collectionRelations(db: Executor, viewerId: string, collectionIds: readonly string[]): Promise<Map<string, CollectionRelation>> {
  const found = new Map<string, CollectionRelation>();
  if (collectionIds.length === 0) return found;
  const ids = [...new Set(collectionIds)];
  const [following, muting] = await Promise.all([
    db.selectFrom('collection_follows').select('collection_id as id').where('user_id', '=', viewerId).where('collection_id', 'in', ids).execute(),
    db.selectFrom('collection_mutes').select('collection_id as id').where('user_id', '=', viewerId).where('collection_id', 'in', ids).execute(),
  ]);
  const [f, m] = [following, muting].map((rows) => new Set(rows.map((r) => r.id)));
  for (const id of ids) found.set(id, { isFollowing: f!.has(id), isMuting: m!.has(id) });
  return found;
}

export async function socialCounts(db: Executor, userIds: readonly string[]): Promise<Map<string, SocialCounts>> {
  const found = new Map<string, SocialCounts>();
  if (userIds.length === 0) return found;
  const rows = await db.selectFrom('user_social_counts').selectAll().where('user_id', 'in', [...userIds]).execute();
  for (const row of rows) {
    found.set(row.user_id, {
      followerCount: Number(row.follower_count),
      followingCount: Number(row.following_count),
      collectionFollowingCount: Number(row.collection_following_count),
    });
  }
  return found;
}

export async function collectionFollowerCounts(db: Executor, collectionIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (collectionIds.length === 0) return found;
  const rows = await db.selectFrom('collection_follower_counts').selectAll().where('collection_id', 'in', [...collectionIds]).execute();
  for (const row of rows) found.set(row.collection_id, Number(row.follower_count));
  return found;
}

/** Counts straight from the relation rows: what the counters must always equal (tests and repairs compare them). */
export async function countedFromRows(db: Executor, userId: string): Promise<SocialCounts> {
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const [followerCount, followingCount, collectionFollowingCount] = await Promise.all([
    count(db.selectFrom('user_follows').select((eb) => eb.fn.countAll().as('n')).where('followed_id', '=', userId).executeTakeFirst()),
    count(db.selectFrom('user_follows').select((eb) => eb.fn.countAll().as('n')).where('follower_id', '=', userId).executeTakeFirst()),
    count(db.selectFrom('collection_follows').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirst()),
  ]);
  return { followerCount, followingCount, collectionFollowingCount };
}

/**
 * When each of a person's current followers started following them, for follows made at or after `since`
 * (oldest first): a writer's stats count new followers per day from these (the followers index seeks to `since`).
 */
export async function followedAtSince(db: Executor, userId: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_follows')
    .select('created_at')
    .where('followed_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => Number(row.created_at));
}

// Paged lists, newest first. The cursor is "<created_at>_<id>" of the last row given.

export interface ListCursor {
  createdAt: number;
  id: string;
}

export interface ListRow {
  id: string;
  createdAt: number;
}

/** Which list: its table, the column naming whose list it is, and the column listed. */
const LISTS = {
  followers: { table: 'user_follows', owner: 'followed_id', item: 'follower_id' },
  following: { table: 'user_follows', owner: 'follower_id', item: 'followed_id' },
  followingCollections: { table: 'collection_follows', owner: 'user_id', item: 'collection_id' },
  collectionFollowers: { table: 'collection_follows', owner: 'collection_id', item: 'user_id' },
  mutedUsers: { table: 'user_mutes', owner: 'user_id', item: 'muted_user_id' },
  mutedCollections: { table: 'collection_mutes', owner: 'user_id', item: 'collection_id' },
  blockedUsers: { table: 'user_blocks', owner: 'blocker_id', item: 'blocked_id' },
} as const;

export type ListName = keyof typeof LISTS;

/** One page of a list; each has an index on (owner, created_at, item), so a deep page seeks straight to its cursor. */
export async function listPage(db: Executor, list: ListName, ownerId: string, limit: number, after: ListCursor | null): Promise<ListRow[]> {
  const { table, owner, item } = LISTS[list];
  const afterClause = after ? sql`and (created_at, ${sql.ref(item)}) < (${after.createdAt}, ${after.id})` : sql``;
  const result = await sql<{ id: string; created_at: number | string }>`
    select ${sql.ref(item)} as id, created_at from ${sql.table(table)}
    where ${sql.ref(owner)} = ${ownerId} ${afterClause}
    order by created_at desc, ${sql.ref(item)} desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ id: row.id, createdAt: Number(row.created_at) }));
}

// The reader's home feed and other lists of stories leave out what the reader muted, people who blocked
// the reader, and people the reader blocked.

/** A condition on a query over `posts`: the story is not hidden from this reader. */
export function notHiddenFrom(viewerId: string) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb.and([
      eb('posts.creator_id', 'not in', eb.selectFrom('user_mutes').select('user_mutes.muted_user_id').where('user_mutes.user_id', '=', viewerId)),
      eb('posts.creator_id', 'not in', eb.selectFrom('user_blocks').select('user_blocks.blocker_id').where('user_blocks.blocked_id', '=', viewerId)),
      eb('posts.creator_id', 'not in', eb.selectFrom('user_blocks').select('user_blocks.blocked_id').where('user_blocks.blocker_id', '=', viewerId)),
      eb.or([
        eb('posts.collection_id', 'is', null),
        eb(
          'posts.collection_id',
          'not in',
          eb.selectFrom('collection_mutes').select('collection_mutes.collection_id').where('collection_mutes.user_id', '=', viewerId),
        ),
      ]),
    ]);
}

/**
 * A condition on a query over `posts` for lists that show muted people's stories (a publication's or a
 * profile's): only the stories of people who blocked the reader are left out.
 */
export function notByBlockersOf(viewerId: string) {
  return (eb: ExpressionBuilder<DB, 'posts'>) =>
    eb('posts.creator_id', 'not in', eb.selectFrom('user_blocks').select('user_blocks.blocker_id').where('user_blocks.blocked_id', '=', viewerId));
}

export interface HiddenSets {
  userIds: ReadonlySet<string>;
  collectionIds: ReadonlySet<string>;
}

/** The people and publications hidden from this reader's lists of stories, for filtering in memory. */
export async function hiddenSets(db: Executor, viewerId: string): Promise<HiddenSets> {
  const [muted, blockedBy, blocking, mutedCollections] = await Promise.all([
    db.selectFrom('user_mutes').select('muted_user_id as id').where('user_id', '=', viewerId).execute(),
    db.selectFrom('user_blocks').select('blocker_id as id').where('blocked_id', '=', viewerId).execute(),
    db.selectFrom('user_blocks').select('blocked_id as id').where('blocker_id', '=', viewerId).execute(),
    db.selectFrom('collection_mutes').select('collection_id as id').where('user_id', '=', viewerId).execute(),
  ]);
  return {
    userIds: new Set([...muted, ...blockedBy, ...blocking].map((r) => r.id)),
    collectionIds: new Set(mutedCollections.map((r) => r.id)),
  };
}

/** A reader reached by a story's first publication, in keyset order: when they followed, then their id. */
export interface AudienceCursor {
  createdAt: number;
  userId: string;
}

/** The caller's own condition on the readers (`readerRef` names their id), added to the same statement. */
export type ReaderFilter = <QB extends SelectQueryBuilder<DB, keyof DB, object>>(qb: QB, readerRef: 'user_follows.follower_id' | 'collection_follows.user_id') => QB;

/**
 * The next readers a story's first publication reaches, in keyset order past the cursor: the author's followers
 * (`author`), or the publication's followers who do not follow the author (`publication`); leaving out the
 * author, readers who mute or block the author (or mute the publication), and readers the author blocks. One
 * statement, `readers` adding the caller's condition (live accounts, say) to it; the row comparison lets the
 * index seek straight past the cursor, so each page costs the same however far in.
 */
export async function storyAudiencePage(
  db: Executor,
  input: { authorId: string; collectionId: string | null; phase: 'author' | 'publication'; after: AudienceCursor | null; limit: number },
  readers: ReaderFilter,
): Promise<AudienceCursor[]> {
  const { authorId: author, collectionId, after, limit } = input;
  const notHidden = <TB extends 'user_follows' | 'collection_follows'>(eb: ExpressionBuilder<DB, TB>, ref: 'user_follows.follower_id' | 'collection_follows.user_id') => {
    const e = eb as unknown as ExpressionBuilder<DB, 'user_follows' | 'collection_follows'>;
    return e.and([
      e(ref, '!=', author),
      e.not(e.exists(e.selectFrom('user_mutes').select('user_mutes.user_id').whereRef('user_mutes.user_id', '=', ref).where('user_mutes.muted_user_id', '=', author))),
      e.not(
        e.exists(
          e
            .selectFrom('user_blocks')
            .select('user_blocks.blocker_id')
            .where((b) =>
              b.or([
                b.and([b('user_blocks.blocker_id', '=', b.ref(ref)), b('user_blocks.blocked_id', '=', author)]),
                b.and([b('user_blocks.blocker_id', '=', author), b('user_blocks.blocked_id', '=', b.ref(ref))]),
              ]),
            ),
        ),
      ),
      ...(collectionId
        ? [e.not(e.exists(e.selectFrom('collection_mutes').select('collection_mutes.user_id').whereRef('collection_mutes.user_id', '=', ref).where('collection_mutes.collection_id', '=', collectionId)))]
        : []),
    ]);
  };
  if (input.phase === 'author') {
    const query = db
      .selectFrom('user_follows')
      .select(['user_follows.follower_id as userId', 'user_follows.created_at as createdAt'])
      .where('user_follows.followed_id', '=', author)
      .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('user_follows.created_at', 'user_follows.follower_id'), '>', eb.tuple(after!.createdAt, after!.userId))))
      .where((eb) => notHidden(eb, 'user_follows.follower_id'))
      .orderBy('user_follows.created_at')
      .orderBy('user_follows.follower_id')
      .limit(limit);
    const rows = await readers(query, 'user_follows.follower_id').execute();
    return rows.map((r) => ({ userId: r.userId, createdAt: Number(r.createdAt) }));
  }
  const query = db
    .selectFrom('collection_follows')
    .select(['collection_follows.user_id as userId', 'collection_follows.created_at as createdAt'])
    .where('collection_follows.collection_id', '=', collectionId ?? '')
    .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('collection_follows.created_at', 'collection_follows.user_id'), '>', eb.tuple(after!.createdAt, after!.userId))))
    // Told already as a follower of the author.
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('user_follows').select('user_follows.follower_id').whereRef('user_follows.follower_id', '=', 'collection_follows.user_id').where('user_follows.followed_id', '=', author))),
    )
    .where((eb) => notHidden(eb, 'collection_follows.user_id'))
    .orderBy('collection_follows.created_at')
    .orderBy('collection_follows.user_id')
    .limit(limit);
  const rows = await readers(query, 'collection_follows.user_id').execute();
  return rows.map((r) => ({ userId: r.userId, createdAt: Number(r.createdAt) }));
}

/** Adds a person's follower count (null before their first follower) to another module's query: a join in the same statement. */
export function withFollowerCount<TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, userRef: `${string}.${string}`): SelectQueryBuilder<DB, TB, O & { follower_count: number | null }> {
  return (qb as unknown as SelectQueryBuilder<DB, 'users', O>)
    .leftJoin('user_social_counts', 'user_social_counts.user_id', userRef as 'users.id')
    .select('user_social_counts.follower_count') as unknown as SelectQueryBuilder<DB, TB, O & { follower_count: number | null }>;
}

/** Adds a publication's follower count (null before its first follower) to another module's query: a join in the same statement. */
export function withCollectionFollowerCount<TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  collectionRef: `${string}.${string}`,
): SelectQueryBuilder<DB, TB, O & { follower_count: number | null }> {
  return (qb as unknown as SelectQueryBuilder<DB, 'collections', O>)
    .leftJoin('collection_follower_counts', 'collection_follower_counts.collection_id', collectionRef as 'collections.id')
    .select('collection_follower_counts.follower_count') as unknown as SelectQueryBuilder<DB, TB, O & { follower_count: number | null }>;
}
