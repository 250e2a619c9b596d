import {
  isReportReason,
  MAX_RELATION_PAGE_SIZE,
  RELATION_MESSAGES,
  RELATION_PAGE_SIZE,
  RELATION_RATE_LIMITS,
  type ReportReason,
} from '../../../shared/validation/relations';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import type { GraphQLModels } from '../../core';

type CollectionModel = GraphQLModels['Collection'];
import type { UserModel } from '../../core';
import { canBlockOrReport, canFollowUser, canMuteCollection, canMuteUser, forgetHidden, shownPeople, type Decision } from './relations.policy';
import {
  blockBetween,
  deleteBlock,
  deleteCollectionFollow,
  deleteCollectionMute,
  deleteUserFollow,
  deleteUserMute,
  insertBlock,
  insertCollectionFollow,
  insertCollectionMute,
  insertUserFollow,
  insertUserMute,
  listPage,
  lockPair,
  upsertReport,
  type ListCursor,
  type ListName,
  type UserRelation,
} from './relations.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    'user.followed': { actorId: string; targetUserId: string };
    'user.unfollowed': { actorId: string; targetUserId: string };
    'collection.followed': { actorId: string; collectionId: string };
    'collection.unfollowed': { actorId: string; collectionId: string };
    'user.muted': { actorId: string; targetUserId: string };
    'user.unmuted': { actorId: string; targetUserId: string };
    'collection.muted': { actorId: string; collectionId: string };
    'collection.unmuted': { actorId: string; collectionId: string };
    'user.blocked': { actorId: string; targetUserId: string };
    'user.unblocked': { actorId: string; targetUserId: string };
    /** A first report of this person by this reader (a repeated one changes only its reason). */
    'user.reported': { actorId: string; targetUserId: string; reason: ReportReason; alsoBlocked: boolean };
  }
}

export type { Refusal };
export type UserAnswer = ({ __typename: 'User' } & UserModel) | Refusal;
export type CollectionAnswer = ({ __typename: 'Collection' } & CollectionModel) | Refusal;

const refusal = (decision: Exclude<Decision, { allowed: true }>): Refusal => ({ __typename: decision.kind, message: decision.message });
const badRequest = (message: string): Refusal => ({ __typename: 'BadRequest', message });
const userNotFound = (): Refusal => ({ __typename: 'NotFound', message: RELATION_MESSAGES.userNotFound });
const collectionNotFound = (): Refusal => ({ __typename: 'NotFound', message: RELATION_MESSAGES.collectionNotFound });

/** Counts one attempt of this kind for the reader; the refusal once they are over the limit. */
async function overLimit(ctx: SignedInContext, kind: keyof typeof RELATION_RATE_LIMITS): Promise<Refusal | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `relations:${kind}:${ctx.viewer.id}`, RELATION_RATE_LIMITS[kind], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: RELATION_MESSAGES.tooMany };
}

/** A person who can be followed, muted or blocked: an account that exists and is not suspended. */
async function person(ctx: SignedInContext, id: string): Promise<UserModel | null> {
  const user = await ctx.loaders.userById.load(id);
  return user && !user.isSuspended ? user : null;
}

/** The relation as it is now (not a copy loaded earlier in this request). */
async function freshRelation(ctx: SignedInContext, userId: string): Promise<UserRelation> {
  const key = `${ctx.viewer.id}:${userId}`;
  ctx.loaders.userRelation.clear(key);
  return ctx.loaders.userRelation.load(key);
}

/** After a change: this request's later reads (the answer's viewerEdge, counts) see it. */
function forgetUser(ctx: SignedInContext, userId: string) {
  ctx.loaders.userRelation.clear(`${ctx.viewer.id}:${userId}`);
  ctx.loaders.hasReported.clear(`${ctx.viewer.id}:${userId}`);
  ctx.loaders.socialCounts.clear(userId).clear(ctx.viewer.id);
  forgetHidden(ctx);
}

function forgetCollection(ctx: SignedInContext, collectionId: string) {
  ctx.loaders.collectionRelation.clear(`${ctx.viewer.id}:${collectionId}`);
  ctx.loaders.collectionFollowerCount.clear(collectionId);
  ctx.loaders.socialCounts.clear(ctx.viewer.id);
  forgetHidden(ctx);
}

const userAnswer = (user: UserModel): UserAnswer => ({ __typename: 'User', ...user });
const collectionAnswer = (collection: CollectionModel): CollectionAnswer => ({ __typename: 'Collection', ...collection });

/** Follows inside the caller's transaction; checked in turn with any block between the two: a block at the same instant wins, never both. */
async function insertFollow(ctx: SignedInContext, target: UserModel): Promise<'blocked' | 'already' | 'followed'> {
  await lockPair(ctx.db, ctx.viewer.id, target.id);
  if (await blockBetween(ctx.db, ctx.viewer.id, target.id)) return 'blocked';
  if (!(await insertUserFollow(ctx.db, ctx.viewer.id, target.id, ctx.now()))) return 'already';
  await ctx.bus.publish(ctx.db, 'user.followed', { actorId: ctx.viewer.id, targetUserId: target.id });
  return 'followed';
}

export async function followUser(ctx: SignedInContext, input: { targetUserId: string }): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  const target = await person(ctx, input.targetUserId);
  if (!target) return userNotFound();
  const decision = canFollowUser(ctx.viewer.id, target, await freshRelation(ctx, target.id), ctx.config.productName);
  if (!decision.allowed) return refusal(decision);
  const outcome = await insertFollow(ctx, target);
  forgetUser(ctx, target.id);
  if (outcome === 'blocked') {
    const now = canFollowUser(ctx.viewer.id, target, await freshRelation(ctx, target.id), ctx.config.productName);
    if (!now.allowed) return refusal(now);
  }
  return outcome === 'followed' ? userAnswer(target) : badRequest(RELATION_MESSAGES.alreadyFollowing(target.name, ctx.config.productName));
}

/** Unfollowing someone not followed changes nothing and succeeds. */
export async function unfollowUser(ctx: SignedInContext, input: { targetUserId: string }): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  const target = await ctx.loaders.userById.load(input.targetUserId);
  if (!target) return userNotFound();
  if (await deleteUserFollow(ctx.db, ctx.viewer.id, target.id)) {
    await ctx.bus.publish(ctx.db, 'user.unfollowed', { actorId: ctx.viewer.id, targetUserId: target.id });
  }
  forgetUser(ctx, target.id);
  return userAnswer(target);
}

export async function followCollection(ctx: SignedInContext, input: { targetCollectionId: string }): Promise<CollectionAnswer> {
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  const collection = await ctx.loaders.collectionById.load(input.targetCollectionId);
  if (!collection) return collectionNotFound();
  const followed = await insertCollectionFollow(ctx.db, ctx.viewer.id, collection.id, ctx.now());
  if (followed) await ctx.bus.publish(ctx.db, 'collection.followed', { actorId: ctx.viewer.id, collectionId: collection.id });
  forgetCollection(ctx, collection.id);
  return followed ? collectionAnswer(collection) : badRequest(RELATION_MESSAGES.alreadyFollowing(collection.name, ctx.config.productName));
}

export async function unfollowCollection(ctx: SignedInContext, input: { targetCollectionId: string }): Promise<CollectionAnswer> {
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  const collection = await ctx.loaders.collectionById.load(input.targetCollectionId);
  if (!collection) return collectionNotFound();
  if (await deleteCollectionFollow(ctx.db, ctx.viewer.id, collection.id)) {
    await ctx.bus.publish(ctx.db, 'collection.unfollowed', { actorId: ctx.viewer.id, collectionId: collection.id });
  }
  forgetCollection(ctx, collection.id);
  return collectionAnswer(collection);
}

/** Muting someone already muted, or unmuting someone not muted, changes nothing and succeeds. */
async function setUserMuted(ctx: SignedInContext, targetUserId: string, muted: boolean): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'mute');
  if (limited) return limited;
  const decision = muted ? canMuteUser(ctx.viewer.id, targetUserId) : null;
  if (decision && !decision.allowed) return refusal(decision);
  const target = await ctx.loaders.userById.load(targetUserId);
  if (!target) return userNotFound();
  const changed = muted ? await insertUserMute(ctx.db, ctx.viewer.id, target.id, ctx.now()) : await deleteUserMute(ctx.db, ctx.viewer.id, target.id);
  if (changed) await ctx.bus.publish(ctx.db, muted ? 'user.muted' : 'user.unmuted', { actorId: ctx.viewer.id, targetUserId: target.id });
  forgetUser(ctx, target.id);
  return userAnswer(target);
}

export const muteUser = (ctx: SignedInContext, input: { targetUserId: string }) => setUserMuted(ctx, input.targetUserId, true);
export const unmuteUser = (ctx: SignedInContext, input: { targetUserId: string }) => setUserMuted(ctx, input.targetUserId, false);

/** The same for publications; their editors cannot mute them. */
async function setCollectionMuted(ctx: SignedInContext, targetCollectionId: string, muted: boolean): Promise<CollectionAnswer> {
  const limited = await overLimit(ctx, 'mute');
  if (limited) return limited;
  const collection = await ctx.loaders.collectionById.load(targetCollectionId);
  if (!collection) return collectionNotFound();
  const decision = muted ? canMuteCollection(await ctx.loaders.collectionRole.load(`${collection.id}:${ctx.viewer.id}`)) : null;
  if (decision && !decision.allowed) return refusal(decision);
  const changed = muted
    ? await insertCollectionMute(ctx.db, ctx.viewer.id, collection.id, ctx.now())
    : await deleteCollectionMute(ctx.db, ctx.viewer.id, collection.id);
  if (changed) await ctx.bus.publish(ctx.db, muted ? 'collection.muted' : 'collection.unmuted', { actorId: ctx.viewer.id, collectionId: collection.id });
  forgetCollection(ctx, collection.id);
  return collectionAnswer(collection);
}

export const muteCollection = (ctx: SignedInContext, input: { targetCollectionId: string }) => setCollectionMuted(ctx, input.targetCollectionId, true);
export const unmuteCollection = (ctx: SignedInContext, input: { targetCollectionId: string }) => setCollectionMuted(ctx, input.targetCollectionId, false);

/** Blocks inside the caller's transaction: ends follows both ways (their counts and events with them). */
async function blockIn(ctx: SignedInContext, target: UserModel): Promise<void> {
  await lockPair(ctx.db, ctx.viewer.id, target.id);
  if (!(await insertBlock(ctx.db, ctx.viewer.id, target.id, ctx.now()))) return;
  if (await deleteUserFollow(ctx.db, ctx.viewer.id, target.id)) {
    await ctx.bus.publish(ctx.db, 'user.unfollowed', { actorId: ctx.viewer.id, targetUserId: target.id });
  }
  if (await deleteUserFollow(ctx.db, target.id, ctx.viewer.id)) {
    await ctx.bus.publish(ctx.db, 'user.unfollowed', { actorId: target.id, targetUserId: ctx.viewer.id });
  }
  await ctx.bus.publish(ctx.db, 'user.blocked', { actorId: ctx.viewer.id, targetUserId: target.id });
}

/** Blocking someone already blocked changes nothing and succeeds. */
export async function blockUser(ctx: SignedInContext, input: { userId: string; targetUserId: string }): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'block');
  if (limited) return limited;
  const decision = canBlockOrReport(ctx.viewer.id, input.userId, input.targetUserId, RELATION_MESSAGES.blockSelf);
  if (!decision.allowed) return refusal(decision);
  const target = await ctx.loaders.userById.load(input.targetUserId);
  if (!target) return userNotFound();
  await blockIn(ctx, target);
  forgetUser(ctx, target.id);
  return userAnswer(target);
}

export async function unblockUser(ctx: SignedInContext, input: { userId: string; targetUserId: string }): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'block');
  if (limited) return limited;
  const decision = canBlockOrReport(ctx.viewer.id, input.userId, input.targetUserId, RELATION_MESSAGES.blockSelf);
  if (!decision.allowed) return refusal(decision);
  const target = await ctx.loaders.userById.load(input.targetUserId);
  if (!target) return userNotFound();
  if (await deleteBlock(ctx.db, ctx.viewer.id, target.id)) {
    await ctx.bus.publish(ctx.db, 'user.unblocked', { actorId: ctx.viewer.id, targetUserId: target.id });
  }
  forgetUser(ctx, target.id);
  return userAnswer(target);
}

/** Records the report (one per reader and person) and, when asked, blocks in the same transaction. */
export async function reportAndMaybeBlockUser(
  ctx: SignedInContext,
  input: { userId: string; targetUserId: string; alsoBlockUser: boolean; reason?: string | null },
): Promise<UserAnswer> {
  const limited = await overLimit(ctx, 'report');
  if (limited) return limited;
  const decision = canBlockOrReport(ctx.viewer.id, input.userId, input.targetUserId, RELATION_MESSAGES.reportSelf);
  if (!decision.allowed) return refusal(decision);
  const reason = input.reason ?? 'other';
  if (!isReportReason(reason)) return badRequest(RELATION_MESSAGES.badReason);
  const target = await ctx.loaders.userById.load(input.targetUserId);
  if (!target) return userNotFound();
  const recorded = await upsertReport(ctx.db, { reporterId: ctx.viewer.id, reportedUserId: target.id, reason, now: ctx.now() });
  if (recorded === 'created') {
    await ctx.bus.publish(ctx.db, 'user.reported', { actorId: ctx.viewer.id, targetUserId: target.id, reason, alsoBlocked: input.alsoBlockUser });
  }
  if (input.alsoBlockUser) await blockIn(ctx, target);
  forgetUser(ctx, target.id);
  return userAnswer(target);
}

// Paged lists.

export function listPageSize(limit: number | null | undefined): number {
  if (limit == null) return RELATION_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), MAX_RELATION_PAGE_SIZE);
}

function decodeCursor(to: string | null | undefined): ListCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { createdAt: Number(match[1]), id: match[2] ?? '' } : null;
}

export interface Paging {
  limit?: number | null;
  to?: string | null;
}

/** One page of ids of a list, newest first, and where the next page starts (null at the end). */
export async function pageOf(ctx: ServiceContext, input: { list: ListName; ownerId: string; paging: Paging }) {
  const { list, ownerId, paging } = input;
  const limit = listPageSize(paging.limit);
  const rows = await listPage(ctx.db, list, ownerId, limit + 1, decodeCursor(paging.to));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { ids: page.map((row) => row.id), next: rows.length > limit && last ? { limit, to: `${last.createdAt}_${last.id}` } : null };
}

/** The reader's own mutes and blocks list everyone in them, so that each can be undone. */
const OWN_RELATION_LISTS: readonly ListName[] = ['mutedUsers', 'blockedUsers'];

/** A page of people, those the reader may be shown (`isShownTo`). */
export async function userPage(ctx: ServiceContext, input: { list: ListName; ownerId: string; paging: Paging }) {
  const { list } = input;
  const { ids, next } = await pageOf(ctx, input);
  const loaded = await ctx.loaders.userById.loadMany(ids);
  const users = OWN_RELATION_LISTS.includes(list)
    ? loaded.filter((u): u is UserModel => u !== null && !(u instanceof Error))
    : await shownPeople(ctx, { people: loaded });
  return { users, pagingInfo: { next, previous: null } };
}

export async function collectionPage(ctx: ServiceContext, input: { list: ListName; ownerId: string; paging: Paging }) {
  const { ids, next } = await pageOf(ctx, input);
  const collections = (await ctx.loaders.collectionById.loadMany(ids)).filter(
    (c): c is CollectionModel => c !== null && !(c instanceof Error),
  );
  return { collections, pagingInfo: { next, previous: null } };
}
