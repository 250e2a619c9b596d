import { STORY_MESSAGES } from '../../../shared/validation/stories';
import type { ServiceContext, SignedInContext, UserModel } from '../../core';
import { definePolicy } from '../../security';
import { collectionByDomainOrSlug } from '../collections';
import { canReadLatestDraft, canSeePost, type CollectionRole } from './posts.policy';
import type { PostModel } from './posts.repo';

/** Who may do what to a story. Everything not allowed here is refused. */

export interface StoryRoles {
  viewer: UserModel;
  /** The viewer's role in the publication the story is in. */
  collectionRole: CollectionRole;
  /** The viewer's role in the publication the story is pending in (any status). */
  pendingRole: CollectionRole;
}

export type Decision = { allowed: true } | { allowed: false; kind: 'NotFound' | 'Forbidden'; message: string };

const ALLOW: Decision = { allowed: true };
const forbid = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });
const NOT_FOUND: Decision = { allowed: false, kind: 'NotFound', message: STORY_MESSAGES.notFound };

export function isAuthor(post: PostModel, viewer: UserModel): boolean {
  return post.creatorId === viewer.id;
}

/** Editors of the story's publication, or of the one it was submitted to (an unsubmitted draft stays the author's). */
export function isStoryEditor(post: PostModel, roles: StoryRoles): boolean {
  if (post.collectionId !== null && roles.collectionRole === 'EDITOR') return true;
  return post.pendingCollectionId !== null && post.statusForCollection === 'PENDING' && roles.pendingRole === 'EDITOR';
}

function editorRole(post: PostModel, roles: StoryRoles): CollectionRole {
  return isStoryEditor(post, roles) ? 'EDITOR' : null;
}

/** Deleted stories, and drafts the viewer may not see, do not exist for them; suspended accounts change nothing. */
function reachable(post: PostModel, roles: StoryRoles): Decision {
  if (post.deletedAt !== null) return NOT_FOUND;
  if (!canSeePost(post, { viewer: roles.viewer, collectionRole: editorRole(post, roles) })) return NOT_FOUND;
  if (roles.viewer.isSuspended) return forbid(STORY_MESSAGES.suspended);
  return ALLOW;
}

function unless(first: Decision, then: () => Decision): Decision {
  return first.allowed ? then() : first;
}

/** Open in the editor, save drafts, read the newest draft and the Friend Link key. */
export function canEditStory(post: PostModel, roles: StoryRoles): Decision {
  return unless(reachable(post, roles), () =>
    canReadLatestDraft(post, { viewer: roles.viewer, collectionRole: editorRole(post, roles) }) ? ALLOW : forbid(STORY_MESSAGES.cannotEdit),
  );
}

export function canDeleteStory(post: PostModel, roles: StoryRoles): Decision {
  return unless(reachable(post, roles), () => (isAuthor(post, roles.viewer) ? ALLOW : forbid(STORY_MESSAGES.cannotDelete)));
}

export function canChangeSettings(post: PostModel, roles: StoryRoles): Decision {
  return unless(reachable(post, roles), () => (isAuthor(post, roles.viewer) ? ALLOW : forbid(STORY_MESSAGES.cannotChangeSettings)));
}

/** The author unpublishes; an editor of its publication takes it out of the publication (or declines its submission). */
export function canUnpublishStory(post: PostModel, roles: StoryRoles): Decision {
  return unless(reachable(post, roles), () =>
    isAuthor(post, roles.viewer) || isStoryEditor(post, roles) ? ALLOW : forbid(STORY_MESSAGES.cannotUnpublish),
  );
}

export type PublishTarget =
  | { kind: 'profile' }
  /** Published in the publication (an editor publishes or approves; the story already there stays). */
  | { kind: 'collection'; collectionId: string }
  /** Published on the author's profile and submitted to the publication for its editors. */
  | { kind: 'submission'; collectionId: string };

/**
 * Where a publish goes. `targetRole` is the viewer's role in the publication asked for (when one is).
 * Authors publish on their profile; an editor publishes in their publication (also someone else's story
 * submitted to it); a writer's story is submitted, unless it is already in that publication.
 */
export function publishTarget(
  post: PostModel,
  roles: StoryRoles,
  collectionId: string | null,
  targetRole: CollectionRole,
): { decision: Decision; target?: PublishTarget } {
  const base = reachable(post, roles);
  if (!base.allowed) return { decision: base };
  const author = isAuthor(post, roles.viewer);
  if (collectionId === null) {
    return author ? { decision: ALLOW, target: { kind: 'profile' } } : { decision: forbid(STORY_MESSAGES.cannotPublishOnProfile) };
  }
  if (targetRole === 'EDITOR') {
    const editorMayTake = author || post.collectionId === collectionId || (post.pendingCollectionId === collectionId && post.statusForCollection === 'PENDING');
    if (editorMayTake) return { decision: ALLOW, target: { kind: 'collection', collectionId } };
    return { decision: forbid(STORY_MESSAGES.notSubmittedHere) };
  }
  if (!author) return { decision: forbid(STORY_MESSAGES.cannotSubmit) };
  if (post.collectionId === collectionId) return { decision: ALLOW, target: { kind: 'collection', collectionId } };
  if (targetRole === 'WRITER') return { decision: ALLOW, target: { kind: 'submission', collectionId } };
  return { decision: forbid(STORY_MESSAGES.notAPublicationMember) };
}

/** Only the author submits, and only to a publication they write for or edit. */
export function canSubmitStory(post: PostModel, roles: StoryRoles, targetRole: CollectionRole): Decision {
  return unless(reachable(post, roles), () => {
    if (!isAuthor(post, roles.viewer)) return forbid(STORY_MESSAGES.cannotSubmit);
    return targetRole ? ALLOW : forbid(STORY_MESSAGES.notAPublicationMember);
  });
}

/** Drafts start on the profile, or in a publication the viewer writes for or edits. */
export function canStartDraft(viewer: UserModel, targetRole: CollectionRole | undefined): Decision {
  if (viewer.isSuspended) return forbid(STORY_MESSAGES.suspended);
  if (targetRole === undefined) return ALLOW;
  return targetRole ? ALLOW : forbid(STORY_MESSAGES.cannotDraftInPublication);
}

// ——— The policies the guard calls before an authoring mutation runs ———

export async function roleIn(ctx: ServiceContext, collectionId: string | null): Promise<CollectionRole> {
  if (!ctx.viewer || !collectionId) return null;
  return ctx.loaders.collectionRole.load(`${collectionId}:${ctx.viewer.id}`);
}

export async function storyRoles(ctx: SignedInContext, post: PostModel): Promise<StoryRoles> {
  const [collectionRole, pendingRole] = await Promise.all([roleIn(ctx, post.collectionId), roleIn(ctx, post.pendingCollectionId)]);
  return { viewer: ctx.viewer, collectionRole, pendingRole };
}

/** The refusal as the authoring mutations answer it (a NotFound or Forbidden member of their result). */
export function refusedStory(message: string): { __typename: 'NotFound' | 'Forbidden'; message: string } {
  return { __typename: message === STORY_MESSAGES.notFound ? 'NotFound' : 'Forbidden', message };
}

const refusalOf = (decision: Decision): string | null => (decision.allowed ? null : decision.message);

/** The story as it is now, from the database (not a loader's copy from earlier in the request). */
async function currentPost(ctx: ServiceContext, postId: string): Promise<PostModel | null> {
  ctx.loaders.postById.clear(postId);
  return ctx.loaders.postById.load(postId);
}

/** A rule over one story: its refusal when the story is missing or the rule refuses the viewer. */
function storyPolicy(name: string, rule: (post: PostModel, roles: StoryRoles) => Decision) {
  return definePolicy<{ postId: string }>(name, async (ctx, { postId }) => {
    const post = await currentPost(ctx, postId);
    if (!post) return STORY_MESSAGES.notFound;
    return refusalOf(rule(post, await storyRoles(ctx, post)));
  });
}

/** Save drafts: the author, or an editor of the story's publication (or of the one it is submitted to). */
export const mayEditStory = storyPolicy('posts.edit: author or editor of its publication', canEditStory);
export const mayDeleteStory = storyPolicy('posts.delete: author', canDeleteStory);
export const mayChangeSettings = storyPolicy('posts.settings: author', canChangeSettings);
export const mayUnpublishStory = storyPolicy('posts.unpublish: author, or editor of its publication', canUnpublishStory);

/**
 * Publish: the author on their profile or to a publication they write for; an editor in their publication. A
 * publication that does not exist is the service's to answer (a BadRequest, not a refusal).
 */
export const mayPublishStory = definePolicy<{ postId: string; input: { collectionId?: string | null } }>(
  'posts.publish: author, or editor of the target publication',
  async (ctx, { postId, input }) => {
    const post = await currentPost(ctx, postId);
    if (!post) return STORY_MESSAGES.notFound;
    const collectionId = input.collectionId ?? null;
    if (collectionId && !(await ctx.loaders.collectionById.load(collectionId))) return null;
    return refusalOf(publishTarget(post, await storyRoles(ctx, post), collectionId, await roleIn(ctx, collectionId)).decision);
  },
);

/** Submit: the author, to a publication they write for or edit (one that does not exist is the service's to answer). */
export const maySubmitStory = definePolicy<{ postId: string; collectionId: string }>(
  'posts.submit: author, member of the publication',
  async (ctx, { postId, collectionId }) => {
    const post = await currentPost(ctx, postId);
    if (!post) return STORY_MESSAGES.notFound;
    if (!(await ctx.loaders.collectionById.load(collectionId))) return null;
    return refusalOf(canSubmitStory(post, await storyRoles(ctx, post), await roleIn(ctx, collectionId)));
  },
);

/** Start a draft: anyone in good standing on their profile; a writer or editor in a publication (one that does not exist is the service's to answer). */
export const mayStartDraft = definePolicy<{ collectionSlug?: string | null }>('posts.create: writer or editor of the publication', async (ctx, { collectionSlug }) => {
  if (!collectionSlug) return refusalOf(canStartDraft(ctx.viewer, undefined));
  const collection = await collectionByDomainOrSlug(ctx.db, collectionSlug);
  if (!collection) return null;
  return refusalOf(canStartDraft(ctx.viewer, await roleIn(ctx, collection.id)));
});
