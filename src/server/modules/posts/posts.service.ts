import type { PostBody } from '../../../shared/content';
import type { ServiceContext } from '../../graphql/context';
import { disablePageCache } from '../../http/cache-control';
import { meterDecision, readOnMeter, verifySearchCrawler, type MeterDecision, type MeterFreeReason } from '../meter';
import { isBlockedBy } from '../relations';
import { latestPublished, type PostModel, type PublishedCursor } from './posts.repo';
import { canReadFullPost, canSeePost, fullReadReason, isHiddenBySuspension, type PostAccessFacts } from './posts.policy';

export type PostLookup =
  | { kind: 'post'; post: PostModel }
  | { kind: 'notFound' }
  | { kind: 'suspended'; post: PostModel }
  | { kind: 'blocked'; post: PostModel };

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;
/** How much of a members-only story a non-member sees before the paywall. */
export const LOCKED_PREVIEW_PARAGRAPHS = 4;

async function accessFacts(ctx: ServiceContext, post: PostModel, shareKey?: string | null): Promise<PostAccessFacts> {
  // A draft merely started in a publication (NOT_YET_SUBMITTED) stays private to its author until submitted.
  const collectionId = post.collectionId ?? (post.statusForCollection === 'PENDING' ? post.pendingCollectionId : null);
  const collectionRole =
    ctx.viewer && collectionId ? await ctx.loaders.collectionRole.load(`${collectionId}:${ctx.viewer.id}`) : null;
  return { viewer: ctx.viewer, collectionRole, shareKey };
}

export async function findPost(ctx: ServiceContext, { id }: { id: string }): Promise<PostLookup> {
  const post = await ctx.loaders.postById.load(id);
  if (!post) return { kind: 'notFound' };
  const facts = await accessFacts(ctx, post);
  if (!canSeePost(post, facts)) return { kind: 'notFound' };
  if (isHiddenBySuspension(post, facts)) return { kind: 'suspended', post };
  // An author who blocked the reader: their stories are not shown to them, on any page.
  if (await isBlockedBy(ctx, { userId: post.creatorId })) return { kind: 'blocked', post };
  return { kind: 'post', post };
}

/**
 * Whether this reader gets the whole published text or the members' preview (a member-only story read on the
 * meter this month counts as whole: its highlights, notes and claps follow the text). Spends nothing.
 */
export async function readsWholeStory(ctx: ServiceContext, { post, shareKey }: { post: PostModel; shareKey?: string | null }): Promise<boolean> {
  if (canReadFullPost(post, await accessFacts(ctx, post, shareKey))) return true;
  return ctx.viewer !== null && (await readOnMeter(ctx, { userId: ctx.viewer.id, postId: post.id }));
}

/**
 * How this reader gets the story (the meter state) and whether the text is whole. `read` is true for a read of
 * this one story that returns its text (the story page, `post(id)`): only such a read spends the meter. A whole
 * locked text sent to a signed-out request (a Friend Link, a search engine) keeps the page out of the shared cache.
 */
export async function storyAccess(
  ctx: ServiceContext,
  { post, shareKey, read }: { post: PostModel; shareKey?: string | null; read: boolean },
): Promise<MeterDecision> {
  let free: MeterFreeReason = fullReadReason(post, await accessFacts(ctx, post, shareKey));
  const request = ctx as Partial<ServiceContext>;
  if (!free && read && ctx.viewer === null && post.crawlersReadWhole && post.visibility === 'LOCKED' && request.request) {
    const now = request.deps?.now();
    if (await verifySearchCrawler(request.request.ip, request.request.userAgent, { now })) free = 'crawler';
  }
  const decision = await meterDecision(ctx, { story: { id: post.id, locked: post.visibility === 'LOCKED' }, free, spend: read });
  if (decision.whole && post.visibility === 'LOCKED' && ctx.viewer === null) disablePageCache(request.cacheControl, 'locked story text');
  return decision;
}

/** The text this reader gets: the whole story, or its first paragraphs when it is for members. */
export async function readableBody(ctx: ServiceContext, { post, whole }: { post: PostModel; whole: boolean }): Promise<PostBody> {
  // A published story shows its published version, to its editors too, until a newer one is published;
  // drafts (only their editors see them) show the newest.
  const version = post.isPublished ? (post.latestPublishedVersion ?? post.latestVersion) : post.latestVersion;
  const body = (await ctx.loaders.bodyByVersion.load(`${post.id}:${version}`)) ?? { paragraphs: [], sections: [] };
  if (whole) return body;
  const paragraphs = body.paragraphs.slice(0, LOCKED_PREVIEW_PARAGRAPHS);
  return { paragraphs, sections: body.sections.filter((s) => s.startIndex < paragraphs.length) };
}

export function encodeCursor(post: PostModel): string {
  return `${post.publishedAt ?? 0}_${post.id}`;
}

export function decodeCursor(to: string | null | undefined): PublishedCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { publishedAt: Number(match[1]), id: match[2] ?? '' } : null;
}

export function pageSize(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);
}

export async function latestPosts(ctx: ServiceContext, paging: { limit?: number | null; to?: string | null }) {
  const limit = pageSize(paging.limit);
  // One extra row tells whether a next page exists without a count query.
  // A signed-in reader's feed leaves out muted people and publications and blocked people, in the query,
  // so that every page stays full and the cursor stays exact.
  const rows = await latestPublished(ctx.db, limit + 1, decodeCursor(paging.to), ctx.viewer?.id ?? null);
  const posts = rows.slice(0, limit);
  for (const post of posts) ctx.loaders.postById.prime(post.id, post);
  const last = posts[posts.length - 1];
  return { posts, next: rows.length > limit && last ? { limit, to: encodeCursor(last) } : null };
}
