import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema.generated';
import { notHiddenFrom } from '../relations';
import { listedStory, toPost, type PostModel } from './posts.repo';

// Pieces of queries other modules' lists are built from (home feeds, tags and topics, trending): each keeps
// the list one SQL statement while the `posts`, `post_tags` and `tags` tables stay named only here.

/** A column (`table.column`, the table possibly an alias): the story's id, or a person's for `hasListedStory`. */
type ColumnRef = `${string}.${string}`;

/** The stories any list may show (`listedStory`), to narrow, order and select from (`selectAll('posts')` with `toPost`). */
export function listedStories(db: Executor) {
  return db.selectFrom('posts').where(listedStory);
}

/** Joins the story each row names in `postId`, keeping only rows whose story lists may show. */
export function joinListedStories<D extends DB, TB extends keyof D, O>(qb: SelectQueryBuilder<D, TB, O>, postId: ColumnRef): SelectQueryBuilder<D, TB | 'posts', O> {
  const joined = (qb as unknown as SelectQueryBuilder<DB, never, O>).innerJoin('posts', 'posts.id', postId as never).where(listedStory);
  return joined as unknown as SelectQueryBuilder<D, TB | 'posts', O>;
}

/**
 * Joins the story each row names in `postId`, keeping stories lists may show and, with `emailOnly`, the email-only
 * newsletter issues that are not deleted (drafts sent by email, never published: for the newsletter's managers).
 */
export function joinSentStories<D extends DB, TB extends keyof D, O>(qb: SelectQueryBuilder<D, TB, O>, postId: ColumnRef, { emailOnly }: { emailOnly: boolean }): SelectQueryBuilder<D, TB | 'posts', O> {
  const joined = (qb as unknown as SelectQueryBuilder<DB, never, O>)
    .innerJoin('posts', 'posts.id', postId as never)
    .where((eb) =>
      emailOnly
        ? eb.or([listedStory(eb), eb.and([eb('posts.email_only', '=', 1), eb('posts.deleted_at', 'is', null), eb('posts.suspended_at', 'is', null)])])
        : listedStory(eb),
    );
  return joined as unknown as SelectQueryBuilder<D, TB | 'posts', O>;
}

/** Of these stories, those lists may show (not hidden from `viewerId`, when given), in the order given. */
export async function listedStoriesByIds(db: Executor, { ids, viewerId }: { ids: readonly string[]; viewerId: string | null }): Promise<PostModel[]> {
  if (ids.length === 0) return [];
  let query = listedStories(db).selectAll('posts').where('posts.id', 'in', [...ids]);
  if (viewerId) query = query.where(notHiddenFrom(viewerId));
  const byId = new Map((await query.execute()).map((row) => [row.id, toPost(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A condition: the story named in `postId` carries at least one of these tags. */
export function carriesAnyTag(postId: ColumnRef, tagSlugs: readonly string[]) {
  return <TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const eb = outer as unknown as ExpressionBuilder<DB, never>;
    return eb.exists(
      eb
        .selectFrom('post_tags')
        .select('post_tags.post_id')
        .where('post_tags.post_id', '=', sql.ref<string>(postId))
        .where('post_tags.tag_slug', 'in', [...tagSlugs]),
    );
  };
}

/** A condition on the joined `posts`: the story is published in this publication (a publication's own rankings). */
export function inCollection(collectionId: string) {
  return <TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const eb = outer as unknown as ExpressionBuilder<DB, 'posts'>;
    return eb('posts.collection_id', '=', collectionId);
  };
}

/** A condition: the person whose id is in `userId` has at least one story lists may show. */
export function hasListedStory(userId: ColumnRef) {
  return <TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const eb = outer as unknown as ExpressionBuilder<DB, never>;
    return eb.exists(eb.selectFrom('posts').select('posts.id').where('posts.creator_id', '=', sql.ref<string>(userId)).where(listedStory));
  };
}

/** Every tag (`tags.slug`, `tags.name`), to narrow or join with what another module counts per tag. */
export function tagNames(db: Executor) {
  return db.selectFrom('tags').select(['tags.slug', 'tags.name']);
}

/** How many of these stories (a query of their ids) carry each tag: `tag_slug` and `n`, per tag. */
export function tagUsesAmong<TB extends keyof DB>(db: Executor, postIds: SelectQueryBuilder<DB, TB, { post_id: string }>) {
  return db
    .selectFrom('post_tags')
    .select(['post_tags.tag_slug', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_tags.post_id', 'in', postIds)
    .groupBy('post_tags.tag_slug');
}

/**
 * Each tag of each listed, published story with the story's writer and publish time, in this order:
 * `tag_slug`, `id` (the story's), `creator_id`, `published_at`. For indexes rebuilt in bulk.
 */
export function listedStoryTags(db: Executor) {
  return db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.post_id')
    .select(['post_tags.tag_slug', 'posts.id', 'posts.creator_id', sql<number>`posts.published_at`.as('published_at')])
    .where(listedStory)
    .where('posts.published_at', 'is not', null);
}
