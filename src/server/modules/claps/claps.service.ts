import {
  CLAP_MESSAGES,
  CLAP_RATE_LIMITS,
  CLAPPERS_PAGE_SIZE,
  MAX_CLAPPERS_PAGE_SIZE,
  isValidClapDelta,
  milestoneCrossed,
  type ClapTargetKind,
} from '../../../shared/validation/claps';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { readableCatalog, type CatalogModel } from '../catalogs';
import type { PostModel } from '../posts';
import { findPost, readsWholeStory } from '../posts';
import { canInteractWith, relationTo, shownPeople } from '../relations';
import { targetKey } from './claps.loaders';
import { canGiveClaps, type Refusal } from './claps.policy';
import { bumpCounter, changeReaderClaps, clappersPage, recordMilestone, type ClapTarget, type ClappersCursor, type CounterAfter } from './claps.repo';

/**
 * A target's totals as a clap event carries them. `clapperCount` and `counterVersion` are absent on events
 * written before they were carried.
 */
export interface ClapTotals {
  clapCount: number;
  clapperCount?: number;
  counterVersion?: number;
}

function totalsOf(counter: CounterAfter): Required<ClapTotals> {
  return { clapCount: counter.clapCount, clapperCount: counter.clapperCount, counterVersion: counter.version };
}

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * A reader gave claps to a story (a burst of taps is one event). `clapCount` and `clapperCount` are the
     * story's totals after it, `counterVersion` the counter's change number that made them (a copy keeps an
     * event's totals only when its version is newer than the one it holds; absent on events written before).
     */
    'post.clapped': ClapTotals & { actorId: string; postId: string; authorId: string; clapsAdded: number; viewerClapCount: number };
    /** A reader took claps back. */
    'post.unclapped': ClapTotals & { actorId: string; postId: string; authorId: string; clapsRemoved: number; viewerClapCount: number };
    /** A story's total crossed a milestone (10, 50, 100, 250, 500, 1000, then every 1000), once per milestone. */
    'post.clapMilestone': { postId: string; authorId: string; actorId: string; milestone: number; clapCount: number };
    'catalog.clapped': ClapTotals & { actorId: string; catalogId: string; creatorId: string; clapsAdded: number; viewerClapCount: number };
    'catalog.unclapped': ClapTotals & { actorId: string; catalogId: string; creatorId: string; clapsRemoved: number; viewerClapCount: number };
    'catalog.clapMilestone': { catalogId: string; creatorId: string; actorId: string; milestone: number; clapCount: number };
  }
}

export type ClapOutcome<T> = { ok: true; target: T } | ({ ok: false } & Refusal);

const refuse = (kind: Refusal['kind'], message: string): { ok: false } & Refusal => ({ ok: false, kind, message });

/** The target as seen by clap rules: who owns it, and whether the reader sees only part of it. */
interface Clappable {
  target: ClapTarget;
  ownerId: string;
  previewOnly: boolean;
}

/** Checks the call itself (count, account, rate); null when it may go on. */
async function checkCall(ctx: SignedInContext, numClaps: number, userId: string | null | undefined): Promise<({ ok: false } & Refusal) | null> {
  if (!isValidClapDelta(numClaps)) return refuse('BadRequest', CLAP_MESSAGES.badCount);
  if (userId != null && userId !== ctx.viewer.id) return refuse('Forbidden', CLAP_MESSAGES.notYou);
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `claps:${ctx.viewer.id}`, CLAP_RATE_LIMITS, ctx.now());
  return verdict.ok ? null : refuse('TooManyRequests', CLAP_MESSAGES.tooMany);
}

/** Writes the reader's change, the counter and the events through `ctx.db` (the caller's transaction). */
async function writeClaps(ctx: SignedInContext, item: Clappable, numClaps: number) {
  const { target } = item;
  const actorId = ctx.viewer.id;
  const trx = ctx.db;
  const change = await changeReaderClaps(trx, target, actorId, numClaps, ctx.now());
  const counter = change.after === change.before ? null : await bumpCounter(trx, target, change);
  if (!counter) return { change, counter };
  const difference = change.after - change.before;
  const bus = ctx.bus;
  if (target.type === 'post') {
    const common = { actorId, postId: target.id, authorId: item.ownerId, viewerClapCount: change.after, ...totalsOf(counter) };
    if (difference > 0) await bus.publish(trx, 'post.clapped', { ...common, clapsAdded: difference });
    else await bus.publish(trx, 'post.unclapped', { ...common, clapsRemoved: -difference });
  } else {
    const common = { actorId, catalogId: target.id, creatorId: item.ownerId, viewerClapCount: change.after, ...totalsOf(counter) };
    if (difference > 0) await bus.publish(trx, 'catalog.clapped', { ...common, clapsAdded: difference });
    else await bus.publish(trx, 'catalog.unclapped', { ...common, clapsRemoved: -difference });
  }
  // The counter row is this transaction's until it ends: the crossing it saw is its own, and the
  // recorded milestone stops a second announcement after claps are taken back and given again.
  const milestone = milestoneCrossed(counter.clapCount - difference, counter.clapCount);
  if (milestone !== null && milestone > counter.milestone && (await recordMilestone(trx, target, milestone))) {
    if (target.type === 'post') {
      await bus.publish(trx, 'post.clapMilestone', { postId: target.id, authorId: item.ownerId, actorId, milestone, clapCount: counter.clapCount });
    } else {
      await bus.publish(trx, 'catalog.clapMilestone', { catalogId: target.id, creatorId: item.ownerId, actorId, milestone, clapCount: counter.clapCount });
    }
  }
  return { change, counter };
}

/** Gives (or, with a negative count, takes back) the reader's claps, with the counter and events, in the caller's transaction. */
async function applyClaps(ctx: SignedInContext, item: Clappable, numClaps: number): Promise<({ ok: false } & Refusal) | null> {
  if (numClaps > 0) {
    const owner = await ctx.loaders.userById.load(item.ownerId);
    const canInteract = await canInteractWith(ctx, { userId: item.ownerId });
    const decision = canGiveClaps({
      viewerId: ctx.viewer.id,
      kind: item.target.type,
      ownerId: item.ownerId,
      ownerName: owner?.name ?? '',
      canInteract,
      blockedByOwner: !canInteract && (await relationTo(ctx, { userId: item.ownerId })).isBlockedBy,
      previewOnly: item.previewOnly,
    });
    if (!decision.allowed) return refuse(decision.kind, decision.message);
  }
  const { target } = item;
  const actorId = ctx.viewer.id;
  const totals = await writeClaps(ctx, item, numClaps);
  // This request's later reads (the answer's counts) see the change.
  const key = targetKey(target.type, target.id);
  ctx.loaders.clapTotals.clear(key);
  if (totals.counter) ctx.loaders.clapTotals.prime(key, { clapCount: totals.counter.clapCount, clapperCount: totals.counter.clapperCount });
  ctx.loaders.viewerClaps.clear(`${actorId}:${key}`).prime(`${actorId}:${key}`, totals.change.after);
  return null;
}

/** `clap(targetPostId, numClaps, userId)`: the story with its counts as they are after the claps. */
export async function clapPost(
  ctx: SignedInContext,
  input: { targetPostId: string; numClaps: number; userId?: string | null },
): Promise<ClapOutcome<PostModel>> {
  const invalid = await checkCall(ctx, input.numClaps, input.userId);
  if (invalid) return invalid;
  const found = await findPost(ctx, { id: input.targetPostId });
  if (found.kind === 'blocked') return refuse('Forbidden', CLAP_MESSAGES.blockedYou);
  if (found.kind !== 'post') return refuse('NotFound', CLAP_MESSAGES.storyNotFound);
  const post = found.post;
  if (!post.isPublished) return refuse('BadRequest', CLAP_MESSAGES.notPublished);
  const previewOnly = !(await readsWholeStory(ctx, { post }));
  const refused = await applyClaps(ctx, { target: { type: 'post', id: post.id }, ownerId: post.creatorId, previewOnly }, input.numClaps);
  return refused ?? { ok: true, target: post };
}

/** `clapCatalog(catalogId, numClaps)`: a list the reader can read (private lists and the reading list are their creator's alone). */
export async function clapCatalog(ctx: SignedInContext, input: { catalogId: string; numClaps: number }): Promise<ClapOutcome<CatalogModel>> {
  const invalid = await checkCall(ctx, input.numClaps, null);
  if (invalid) return invalid;
  const catalog = await readableCatalog(ctx, { catalogId: input.catalogId });
  if (!catalog) return refuse('NotFound', CLAP_MESSAGES.listNotFound);
  const refused = await applyClaps(ctx, { target: { type: 'catalog', id: catalog.id }, ownerId: catalog.creatorId, previewOnly: false }, input.numClaps);
  return refused ?? { ok: true, target: catalog };
}

// Reads.

/** What a clap read names: the story or list. */
export interface ClapTargetRef {
  type: ClapTargetKind;
  id: string;
}

export async function clapTotals(ctx: ServiceContext, { type, id }: ClapTargetRef) {
  return ctx.loaders.clapTotals.load(targetKey(type, id));
}

/** The signed-in reader's claps for a target; 0 signed out. */
export async function viewerClapCount(ctx: ServiceContext, { type, id }: ClapTargetRef): Promise<number> {
  if (!ctx.viewer) return 0;
  return ctx.loaders.viewerClaps.load(`${ctx.viewer.id}:${targetKey(type, id)}`);
}

export interface Paging {
  limit?: number | null;
  to?: string | null;
}

function pageSize(limit: number | null | undefined): number {
  if (limit == null) return CLAPPERS_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_CLAPPERS_PAGE_SIZE);
}

function decodeCursor(to: string | null | undefined): ClappersCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { createdAt: Number(match[1]), userId: match[2] ?? '' } : null;
}

/** One page of a target's clappers, newest first, with where the next page starts (null at the end). */
export async function clappers(ctx: ServiceContext, { type, id, paging }: ClapTargetRef & { paging: Paging }) {
  const limit = pageSize(paging.limit);
  const rows = await clappersPage(ctx.db, { type, id }, limit + 1, decodeCursor(paging.to));
  const page = rows.slice(0, limit);
  // People the reader may not be shown leave the list (their claps still count).
  const users = new Map((await shownPeople(ctx, { people: await ctx.loaders.userById.loadMany(page.map((row) => row.userId)) })).map((u) => [u.id, u]));
  const shown = page.flatMap((row) => {
    const user = users.get(row.userId);
    return user ? [{ id: `${type}:${id}:${row.userId}`, user, clapCount: row.claps, clappedAt: row.createdAt }] : [];
  });
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? { limit, to: `${last.createdAt}_${last.userId}` } : null;
  return { clappers: shown, pagingInfo: { next, previous: null } };
}
