import {
  ENGAGED_SLACK_MS,
  isRead,
  MAX_READING_HISTORY_PAGE_SIZE,
  READING_HISTORY_PAGE_SIZE,
  READING_HISTORY_RATE_LIMITS,
  READS_MESSAGES,
} from '../../../shared/validation/reads';
import type { ServiceContext, SignedInContext } from '../../core';
import { isId } from '../../db/ids';
import { consumeAttempt } from '../../security';
import { findPost, readsWholeStory, type PostModel } from '../posts';
import {
  addHistoryEngagement,
  advanceView,
  findView,
  forgetHistory,
  historyPage,
  insertView,
  markHistoryRead,
  markViewRead,
  touchHistory,
  type HistoryCursor,
  type ViewRow,
  type ViewTotals,
} from './reads.repo';
import { tracksHistory } from './reads.policy';
import type { StatEvent } from './stat-events';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A reader really read a story, once per reader and story (the home feed's dedupe, partner earnings). */
    'post.read': { readerId: string; postId: string; authorId: string; collectionId: string | null; engagedMs: number };
  }
}

/** What a ping may count: published stories the reader can see, not the writer's own. */
async function countablePost(ctx: ServiceContext, postId: string): Promise<PostModel | null> {
  const found = await findPost(ctx, { id: postId });
  if (found.kind !== 'post' || !found.post.isPublished) return null;
  if (ctx.viewer?.id === found.post.creatorId) return null;
  return found.post;
}

/** A page view's totals only go up, and engaged time never exceeds how long the view has existed. */
export function nextTotals(view: Pick<ViewRow, 'engagedMs' | 'scrollTop' | 'progress' | 'createdAt'>, event: StatEvent, now: number): ViewTotals {
  const possible = Math.max(0, now - view.createdAt) + ENGAGED_SLACK_MS;
  return {
    engagedMs: Math.max(view.engagedMs, Math.min(event.totalEngagedTime, possible)),
    scrollTop: Math.max(view.scrollTop, event.scrollTop),
    progress: Math.max(view.progress, event.progress),
  };
}

const sameTotals = (a: ViewTotals, b: ViewTotals) => a.engagedMs === b.engagedMs && a.scrollTop === b.scrollTop && a.progress === b.progress;

/** The view as it stands, started now if it is new; null when it belongs to another story or another reader. */
async function viewFor(ctx: ServiceContext, event: StatEvent, post: PostModel, now: number): Promise<ViewRow | null> {
  const existing = await findView(ctx.db, event.pageViewId);
  if (existing) {
    if (existing.postId !== post.id) return null;
    // A view started by a signed-in reader answers to them alone (its id travels only in their tab).
    if (existing.viewerId !== null && existing.viewerId !== ctx.viewer?.id) return null;
    return existing;
  }
  const viewerId = ctx.viewer && tracksHistory(ctx.flags) ? ctx.viewer.id : null;
  if (!(await insertView(ctx.db, { id: event.pageViewId, postId: post.id, viewerId, collectionId: post.collectionId, now }))) {
    return viewFor(ctx, event, post, now);
  }
  if (viewerId) await touchHistory(ctx.db, viewerId, post.id, now);
  return { id: event.pageViewId, postId: post.id, viewerId, engagedMs: 0, scrollTop: 0, progress: 0, readAt: null, createdAt: now };
}

async function recordEvent(ctx: ServiceContext, event: StatEvent): Promise<boolean> {
  const post = await countablePost(ctx, event.postId);
  if (!post) return false;
  // Members-only stories read only in preview are viewed, never read.
  const whole = await readsWholeStory(ctx, { post });
  const now = ctx.now();
  let view = await viewFor(ctx, event, post, now);
  if (!view) return false;
  // Another ping of the same view may move it between our read and our write: read again and retry.
  for (let attempt = 0; ; attempt++) {
    const totals = nextTotals(view, event, now);
    if (sameTotals(totals, view)) break;
    if (await advanceView(ctx.db, view.id, view, totals, now)) {
      const delta = totals.engagedMs - view.engagedMs;
      view = { ...view, ...totals };
      if (whole && view.readAt === null && isRead({ ...totals, readingTime: post.readingTime })) await markViewRead(ctx.db, view.id, now);
      if (view.viewerId) await advanceHistory(ctx, view.viewerId, post, delta, totals.progress, whole, now);
      break;
    }
    const fresh = await findView(ctx.db, view.id);
    if (!fresh || attempt >= 5) return false;
    view = fresh;
  }
  return true;
}

/** The reader's totals for the story move on; the first time they make it read, `post.read` goes out with the change. */
async function advanceHistory(ctx: ServiceContext, readerId: string, post: PostModel, deltaMs: number, progress: number, whole: boolean, now: number) {
  const facts = await addHistoryEngagement(ctx.db, readerId, post.id, deltaMs, progress);
  if (!facts || facts.readAt !== null || !whole) return;
  if (!isRead({ engagedMs: facts.engagedMs, progress: facts.progress, readingTime: post.readingTime })) return;
  if (await markHistoryRead(ctx.db, readerId, post.id, now)) {
    await ctx.bus.publish(ctx.db, 'post.read', {
      readerId,
      postId: post.id,
      authorId: post.creatorId,
      collectionId: post.collectionId,
      engagedMs: facts.engagedMs,
    });
  }
}

/**
 * Records a checked batch of page views and pings, in order; answers how many counted. The caller runs each
 * event in a transaction of its own (a view and the reader's history move together).
 */
export async function recordStatEvents(ctx: ServiceContext, input: { events: readonly StatEvent[] }): Promise<number> {
  let recorded = 0;
  for (const event of input.events) if (await recordEvent(ctx, event)) recorded++;
  return recorded;
}

// The reader's own history.

export function historyPageSize(limit: number | null | undefined): number {
  if (limit == null) return READING_HISTORY_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_READING_HISTORY_PAGE_SIZE);
}

function decodeCursor(to: string | null | undefined): HistoryCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { lastViewedAt: Number(match[1]), postId: match[2] ?? '' } : null;
}

/** One page of the signed-in reader's history, newest first; one extra row says whether more follow. */
export async function readingHistory(ctx: SignedInContext, input: { paging: { limit?: number | null; to?: string | null } }) {
  const { paging } = input;
  const limit = historyPageSize(paging.limit);
  const rows = await historyPage(ctx.db, ctx.viewer.id, limit + 1, decodeCursor(paging.to));
  const entries = rows.slice(0, limit);
  for (const entry of entries) ctx.loaders.postById.prime(entry.post.id, entry.post);
  const last = entries[entries.length - 1];
  const next = rows.length > limit && last ? { limit, to: `${last.lastViewedAt}_${last.post.id}` } : null;
  return {
    items: entries.map((entry) => ({
      id: entry.post.id,
      post: entry.post,
      firstViewedAt: entry.firstViewedAt,
      lastViewedAt: entry.lastViewedAt,
      readAt: entry.readAt,
    })),
    pagingInfo: { next, previous: null },
  };
}

type TooMany = { __typename: 'TooManyRequests'; message: string };

async function overLimit(ctx: SignedInContext): Promise<TooMany | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `reads:history:${ctx.viewer.id}`, READING_HISTORY_RATE_LIMITS, ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: READS_MESSAGES.historyTooMany };
}

export async function removeFromReadingHistory(ctx: SignedInContext, input: { postId: string }) {
  const limited = await overLimit(ctx);
  if (limited) return limited;
  if (!isId(input.postId)) return { __typename: 'BadRequest' as const, message: READS_MESSAGES.notAStory };
  const removed = await forgetHistory(ctx.db, ctx.viewer.id, [input.postId], ctx.now());
  return { __typename: 'ReadingHistoryRemoval' as const, postId: input.postId, removed: removed > 0 };
}

export async function clearReadingHistory(ctx: SignedInContext) {
  const limited = await overLimit(ctx);
  if (limited) return limited;
  const clearedCount = await forgetHistory(ctx.db, ctx.viewer.id, null, ctx.now());
  return { __typename: 'ReadingHistoryCleared' as const, clearedCount };
}
