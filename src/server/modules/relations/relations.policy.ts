import { RELATION_MESSAGES } from '../../../shared/validation/relations';
import type { CollectionRole, ServiceContext } from '../../core';
import { hiddenSets, NO_COLLECTION_RELATION, NO_USER_RELATION, type CollectionRelation, type HiddenSets, type UserRelation } from './relations.repo';

export type Decision = { allowed: true } | { allowed: false; kind: 'BadRequest' | 'Forbidden'; message: string };

const allow: Decision = { allowed: true };
const badRequest = (message: string): Decision => ({ allowed: false, kind: 'BadRequest', message });
const forbidden = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });

interface Person {
  id: string;
  name: string;
}

/** Following: not yourself, not someone who blocked you, not someone you blocked (unblock first). */
export function canFollowUser(viewerId: string, target: Person, relation: UserRelation, productName: string): Decision {
  if (viewerId === target.id) return badRequest(RELATION_MESSAGES.followSelf(productName));
  if (relation.isBlockedBy) return forbidden(RELATION_MESSAGES.blockedYou);
  if (relation.isBlocking) return forbidden(RELATION_MESSAGES.youBlocked(target.name));
  return allow;
}

/** The edge's id names both ends, so each reader's view of each person is one entity in the client's cache. */
export function userEdgeId(userId: string, viewerId: string | null): string {
  return `userId:${userId}-viewerId:${viewerId ?? 'lo'}`;
}

/** Muting is not offered for yourself (spec 1 §6). */
export function canMuteUser(viewerId: string, targetId: string): Decision {
  return viewerId === targetId ? badRequest(RELATION_MESSAGES.muteSelf) : allow;
}

/** Muting a publication is not offered to its editors (its creator counts as one). */
export function canMuteCollection(role: CollectionRole): Decision {
  return role === 'EDITOR' ? forbidden(RELATION_MESSAGES.muteOwnCollection) : allow;
}

/** Blocking and reporting act for the signed-in reader only (the spec's calls name the user), never on themselves. */
export function canBlockOrReport(viewerId: string, userId: string, targetId: string, selfMessage: string): Decision {
  if (userId !== viewerId) return forbidden(RELATION_MESSAGES.notYourself);
  if (targetId === viewerId) return badRequest(selfMessage);
  return allow;
}

/** The reader's relation to a person, batched per request; nothing for signed-out readers. */
export async function relationTo(ctx: ServiceContext, input: { userId: string }): Promise<UserRelation> {
  const { userId } = input;
  if (!ctx.viewer || ctx.viewer.id === userId) return NO_USER_RELATION;
  return ctx.loaders.userRelation.load(`${ctx.viewer.id}:${userId}`);
}

/** The reader's relation to a publication, batched per request; nothing for signed-out readers. */
export async function collectionRelationTo(ctx: ServiceContext, input: { collectionId: string }): Promise<CollectionRelation> {
  if (!ctx.viewer) return NO_COLLECTION_RELATION;
  return ctx.loaders.collectionRelation.load(`${ctx.viewer.id}:${input.collectionId}`);
}

/**
 * Whether this person has blocked the reader: then the reader cannot read their stories (the story page,
 * `post`, `postResult` and every list of stories) nor follow them. Signed-out readers are never blocked.
 */
export async function isBlockedBy(ctx: ServiceContext, input: { userId: string }): Promise<boolean> {
  return (await relationTo(ctx, input)).isBlockedBy;
}

/** What the rule for showing a person reads of them. */
interface ShownPerson {
  id: string;
  isSuspended: boolean;
  deletedAt: number | null;
}

/**
 * The one rule for showing a person to a reader, wherever they appear on their own (`user`, a hover card, a
 * list of people: followers, following, clappers, search, suggestions): not someone who blocked the reader
 * (their profile answers Blocked), not a suspended or deleted account, except to the person themselves.
 */
export async function isShownTo(ctx: ServiceContext, person: ShownPerson): Promise<boolean> {
  if (ctx.viewer?.id === person.id) return true;
  if (person.isSuspended || person.deletedAt !== null) return false;
  return !(await isBlockedBy(ctx, { userId: person.id }));
}

/** `isShownTo` over a list as loaded (misses and load errors left out too), keeping its order. */
export async function shownPeople<T extends ShownPerson>(ctx: ServiceContext, input: { people: readonly (T | null | Error | undefined)[] }): Promise<T[]> {
  const present = input.people.filter((p): p is T => !!p && !(p instanceof Error));
  const shown = await Promise.all(present.map((p) => isShownTo(ctx, p)));
  return present.filter((_, index) => shown[index]);
}

/**
 * Whether the reader may clap for, respond to or otherwise act on this person's stories: signed in, and
 * neither of the two has blocked the other.
 */
export async function canInteractWith(ctx: ServiceContext, input: { userId: string }): Promise<boolean> {
  if (!ctx.viewer) return false;
  const relation = await relationTo(ctx, input);
  return !relation.isBlockedBy && !relation.isBlocking;
}

const hiddenByRequest = new WeakMap<object, Promise<HiddenSets>>();
const NOTHING_HIDDEN: HiddenSets = { userIds: new Set(), collectionIds: new Set() };

/**
 * The people and publications whose stories this reader's lists (home, tags, topics, search) leave out:
 * muted people and publications, people who blocked the reader and people the reader blocked. Read once
 * per request. Lists paged in SQL should use `notHiddenFrom` instead, so that pages stay full.
 */
export function hiddenAuthorsFor(ctx: ServiceContext): Promise<HiddenSets> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(NOTHING_HIDDEN);
  let hidden = hiddenByRequest.get(ctx.loaders);
  if (!hidden) {
    hidden = hiddenSets(ctx.db, viewer.id);
    hiddenByRequest.set(ctx.loaders, hidden);
  }
  return hidden;
}

/** Whether a story is left out of this reader's lists, given `hiddenAuthorsFor`. */
export function isHiddenStory(hidden: HiddenSets, story: { creatorId: string; collectionId: string | null }): boolean {
  return hidden.userIds.has(story.creatorId) || (story.collectionId !== null && hidden.collectionIds.has(story.collectionId));
}

/** Forgets what this request read about the reader's relations (after the reader changed one). */
export function forgetHidden(ctx: ServiceContext) {
  hiddenByRequest.delete(ctx.loaders);
}
