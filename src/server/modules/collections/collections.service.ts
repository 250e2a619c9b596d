import type { Updateable } from 'kysely';
import { DEFAULT_STYLE_SHEET, normalizeColor, STYLE_SHEET_FONTS, type StyleSheetFont } from '../../../shared/validation/profile';
import {
  checkDescription,
  checkFeaturePage,
  checkNavItems,
  checkPublicationName,
  checkPublicationSlug,
  checkSubmissionNote,
  checkTagline,
  INVITATIONS_PER_HOUR,
  MAX_FEATURE_PAGE_POSTS,
  MAX_FEATURE_PAGES,
  MAX_FEATURED_POSTS,
  NEW_PUBLICATIONS_PER_DAY,
  PUBLICATION_MESSAGES,
  type CollectionRoleName,
  type NavItemInput,
} from '../../../shared/validation/publications';
import type { Executor } from '../../db';
import { isUniqueViolation, withSavepoint } from '../../db/dialect';
import { newId } from '../../db/ids';
import type { CollectionsTable } from '../../db/schema.generated';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { isImageUsableBy } from '../media';
import { idsPublishedInCollection, publishStory, updatePost, type PostModel } from '../posts';
import type { CollectionRole } from '../../core';
import { userByEmail, userByUsername } from '../users';
import type { UserModel } from '../../core';
import { featuredPostIds } from './collection-posts.repo';
import type { CollectionModel, DesignModel, FeaturePageModel, InvitationModel, MemberModel } from './collections.models';
import {
  canAnswerInvitation,
  canChangeRole,
  canCreatePublication,
  canManagePublication,
  canRemoveMember,
  type Decision,
} from './collections.policy';
import {
  countFeaturePages,
  deleteFeaturePageRow,
  deleteInvitation,
  deleteMember,
  deleteSubmissionNotes,
  designOf,
  featurePageById,
  featurePageBySlug,
  featurePagesOf,
  insertCollection,
  insertFeaturePage,
  insertInvitation,
  invitationById,
  invitationFor,
  mastheadOf,
  replaceFeaturedPosts,
  replaceFeaturePagePosts,
  replaceNavItems,
  saveDesign,
  setMemberRole,
  moveSlug,
  slugTaken,
  updateCollectionRow,
  updateFeaturePageRow,
  upsertMember,
  upsertSubmissionNote,
} from './collections.repo';

/** What part of a publication an editor changed (for page-cache purges and, later, notifications). */
export type CollectionChange = 'about' | 'navigation' | 'featured' | 'featurePages' | 'design' | 'domain' | 'masthead';

declare module '../../jobs/events' {
  interface DomainEvents {
    'collection.created': { collectionId: string; actorId: string };
    'collection.updated': { collectionId: string; actorId: string; change: CollectionChange; previousSlug?: string };
    'collection.invitationSent': { collectionId: string; invitationId: string; inviteeId: string; inviterId: string; role: CollectionRoleName };
    'collection.invitationDeclined': { collectionId: string; invitationId: string; inviteeId: string };
    'collection.invitationCancelled': { collectionId: string; invitationId: string; inviteeId: string; actorId: string };
    /** `inviterId` when they joined by accepting an invitation (then they are the actor); absent when an editor changed their role. */
    'collection.editorAdded': { collectionId: string; userId: string; actorId: string; inviterId?: string };
    'collection.writerAdded': { collectionId: string; userId: string; actorId: string; inviterId?: string };
    'collection.memberRemoved': { collectionId: string; userId: string; actorId: string };
    'post.declinedInCollection': { postId: string; actorId: string; authorId: string; collectionId: string; note: string };
    /** Stories an editor put at the top of the publication's home page that were not there before. */
    'collection.postsFeatured': { collectionId: string; actorId: string; posts: { postId: string; authorId: string }[] };
  }
}

type Message = { message: string };
export type Refusal = ({ __typename: 'NotFound' } & Message) | ({ __typename: 'Forbidden' } & Message);
export type BadRequest = { __typename: 'BadRequest' } & Message;
export type CollectionAnswer = { __typename: 'Collection' } & CollectionModel;

const badRequest = (message: string): BadRequest => ({ __typename: 'BadRequest', message });
const notFound = (message: string = PUBLICATION_MESSAGES.notFound): Refusal => ({ __typename: 'NotFound', message });
const refusal = (decision: Decision): Refusal => (decision.allowed ? notFound() : { __typename: decision.kind, message: decision.message });

export async function roleIn(ctx: ServiceContext, { collectionId }: { collectionId: string }): Promise<CollectionRole> {
  if (!ctx.viewer) return null;
  return ctx.loaders.collectionRole.load(`${collectionId}:${ctx.viewer.id}`);
}

/** The publication as it is now (not a loader's copy from earlier in the request). */
async function freshCollection(ctx: ServiceContext, id: string): Promise<CollectionModel | null> {
  ctx.loaders.collectionById.clear(id);
  return ctx.loaders.collectionById.load(id);
}

async function answer(ctx: ServiceContext, id: string): Promise<CollectionAnswer | Refusal> {
  const collection = await freshCollection(ctx, id);
  return collection ? { __typename: 'Collection', ...collection } : notFound();
}

/** Loads the publication and checks the viewer edits it; the refusal otherwise. */
async function managed(ctx: SignedInContext, collectionId: string): Promise<{ collection: CollectionModel } | { refused: Refusal }> {
  const collection = await freshCollection(ctx, collectionId);
  if (!collection) return { refused: notFound() };
  const decision = canManagePublication(ctx.viewer, await roleIn(ctx, { collectionId: collection.id }));
  return decision.allowed ? { collection } : { refused: refusal(decision) };
}

/** An image the viewer uploaded (or one the publication already shows) may be its avatar, logo or header. */
async function usableImage(ctx: SignedInContext, imageId: string, current: readonly (string | null)[]): Promise<boolean> {
  if (current.includes(imageId)) return true;
  return isImageUsableBy(ctx, { imageId, userId: ctx.viewer.id });
}

/** An image field as sent: undefined leaves it, '' or null clears it, an id sets it (if usable). */
async function imageField(
  ctx: SignedInContext,
  asked: string | null | undefined,
  current: readonly (string | null)[],
): Promise<{ ok: true; value: string | null | undefined } | { ok: false }> {
  if (asked === undefined) return { ok: true, value: undefined };
  if (asked === null || asked === '') return { ok: true, value: null };
  return (await usableImage(ctx, asked, current)) ? { ok: true, value: asked } : { ok: false };
}

export interface CreatePublicationInput {
  name: string;
  slug: string;
  tagline?: string | null;
  description?: string | null;
  avatarImageId?: string | null;
  logoImageId?: string | null;
}

export async function createPublication(ctx: SignedInContext, input: CreatePublicationInput): Promise<CollectionAnswer | Refusal | BadRequest> {
  const decision = canCreatePublication(ctx.viewer);
  if (!decision.allowed) return refusal(decision);
  const name = checkPublicationName(input.name);
  if (!name.ok) return badRequest(name.message);
  const slug = checkPublicationSlug(input.slug);
  if (!slug.ok) return badRequest(slug.message);
  const tagline = checkTagline(input.tagline);
  if (!tagline.ok) return badRequest(tagline.message);
  const description = checkDescription(input.description);
  if (!description.ok) return badRequest(description.message);
  const avatar = await imageField(ctx, input.avatarImageId, []);
  const logo = await imageField(ctx, input.logoImageId, []);
  if (!avatar.ok || !logo.ok) return badRequest(PUBLICATION_MESSAGES.imageMissing);
  if (await slugTaken(ctx.db, slug.slug, null)) return badRequest(PUBLICATION_MESSAGES.slugTaken);
  const limit = await consumeAttempt(ctx.deps.rateLimits, `new-publication:${ctx.viewer.id}`, [{ limit: NEW_PUBLICATIONS_PER_DAY, windowMs: 86_400_000 }]);
  if (!limit.ok) return badRequest(PUBLICATION_MESSAGES.tooManyPublications);

  const id = newId();
  const now = ctx.now();
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await insertCollection(trx, {
        id,
        slug: slug.slug,
        name: name.value,
        tagline: tagline.value,
        description: description.value,
        avatarImageId: avatar.value ?? null,
        logoImageId: logo.value ?? null,
        creatorId: ctx.viewer.id,
        now,
      });
      await moveSlug(trx, { collectionId: id, from: null, to: slug.slug, now });
      await upsertMember(trx, id, ctx.viewer.id, 'EDITOR', now);
      await ctx.bus.publish(trx, 'collection.created', { collectionId: id, actorId: ctx.viewer.id });
    });
  } catch (error) {
    // Two people asking for the same address at once: one of them gets it.
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.slugTaken);
    throw error;
  }
  ctx.loaders.collectionRole.clear(`${id}:${ctx.viewer.id}`);
  return answer(ctx, id);
}

export interface UpdatePublicationInput {
  name?: string | null;
  slug?: string | null;
  tagline?: string | null;
  description?: string | null;
  avatarImageId?: string | null;
  logoImageId?: string | null;
}

export async function updatePublication(
  ctx: SignedInContext,
  input: { collectionId: string; input: UpdatePublicationInput },
): Promise<CollectionAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const { collection } = found;
  const asked = input.input;
  const values: Updateable<CollectionsTable> = {};
  if (asked.name != null) {
    const name = checkPublicationName(asked.name);
    if (!name.ok) return badRequest(name.message);
    values.name = name.value;
  }
  if (asked.slug != null) {
    const slug = checkPublicationSlug(asked.slug);
    if (!slug.ok) return badRequest(slug.message);
    if (slug.slug !== collection.slug) {
      if (await slugTaken(ctx.db, slug.slug, collection.id)) return badRequest(PUBLICATION_MESSAGES.slugTaken);
      values.slug = slug.slug;
    }
  }
  if (asked.tagline != null) {
    const tagline = checkTagline(asked.tagline);
    if (!tagline.ok) return badRequest(tagline.message);
    values.tagline = tagline.value;
  }
  if (asked.description != null) {
    const description = checkDescription(asked.description);
    if (!description.ok) return badRequest(description.message);
    values.description = description.value;
  }
  const images = [collection.avatarImageId, collection.logoImageId];
  const avatar = await imageField(ctx, asked.avatarImageId, images);
  const logo = await imageField(ctx, asked.logoImageId, images);
  if (!avatar.ok || !logo.ok) return badRequest(PUBLICATION_MESSAGES.imageMissing);
  if (avatar.value !== undefined) values.avatar_image_id = avatar.value;
  if (logo.value !== undefined) values.logo_image_id = logo.value;

  const now = ctx.now();
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await updateCollectionRow(trx, collection.id, { ...values, updated_at: now });
      if (values.slug) await moveSlug(trx, { collectionId: collection.id, from: collection.slug, to: values.slug, now });
      await ctx.bus.publish(trx, 'collection.updated', {
        collectionId: collection.id,
        actorId: ctx.viewer.id,
        change: 'about',
        ...(values.slug ? { previousSlug: collection.slug } : {}),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.slugTaken);
    throw error;
  }
  return answer(ctx, collection.id);
}

export async function slugAvailability(ctx: ServiceContext, input: { slug: string; collectionId?: string | null }) {
  const checked = checkPublicationSlug(input.slug);
  const typed = input.slug.trim().toLowerCase();
  if (!checked.ok) return { slug: typed, available: false, message: checked.message };
  if (input.collectionId) {
    const own = await ctx.loaders.collectionById.load(input.collectionId);
    if (own?.slug === checked.slug && (await roleIn(ctx, { collectionId: own.id })) === 'EDITOR') {
      return { slug: checked.slug, available: true, message: PUBLICATION_MESSAGES.slugYours };
    }
  }
  const taken = await slugTaken(ctx.db, checked.slug, null);
  return { slug: checked.slug, available: !taken, message: taken ? PUBLICATION_MESSAGES.slugTaken : PUBLICATION_MESSAGES.slugAvailable };
}

// ——— People ———

async function findInvitee(ctx: SignedInContext, text: string): Promise<UserModel | null> {
  const key = text.trim().replace(/^@/, '').toLowerCase();
  if (!key) return null;
  const found = key.includes('@') ? await userByEmail(ctx.db, key) : await userByUsername(ctx.db, key);
  if (found) ctx.loaders.userById.prime(found.id, found);
  return found;
}

export type InvitationAnswer = { __typename: 'CollectionInvitation' } & InvitationModel;

export async function invite(
  ctx: SignedInContext,
  input: { collectionId: string; usernameOrEmail: string; role: CollectionRoleName },
): Promise<InvitationAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const { collection } = found;
  if (input.role !== 'EDITOR' && input.role !== 'WRITER') return badRequest(PUBLICATION_MESSAGES.badRole);
  if (!input.usernameOrEmail.trim()) return badRequest(PUBLICATION_MESSAGES.inviteeMissing);
  const invitee = await findInvitee(ctx, input.usernameOrEmail);
  if (!invitee) return badRequest(PUBLICATION_MESSAGES.inviteeNotFound);
  if (invitee.id === ctx.viewer.id) return badRequest(PUBLICATION_MESSAGES.inviteeIsYou);
  if (invitee.isSuspended) return badRequest(PUBLICATION_MESSAGES.inviteeSuspended);
  const masthead = await mastheadOf(ctx.db, collection);
  if (masthead.some((m) => m.userId === invitee.id)) return badRequest(PUBLICATION_MESSAGES.inviteeAlreadyMember(invitee.name));
  if (await invitationFor(ctx.db, collection.id, invitee.id)) return badRequest(PUBLICATION_MESSAGES.inviteeAlreadyInvited(invitee.name));
  const limit = await consumeAttempt(ctx.deps.rateLimits, `collection-invite:${collection.id}`, [{ limit: INVITATIONS_PER_HOUR, windowMs: 3_600_000 }]);
  if (!limit.ok) return badRequest(PUBLICATION_MESSAGES.tooManyInvitations);

  const invitation: InvitationModel = {
    id: newId(),
    collectionId: collection.id,
    inviteeId: invitee.id,
    inviterId: ctx.viewer.id,
    role: input.role,
    createdAt: ctx.now(),
  };
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await insertInvitation(trx, invitation);
      await ctx.bus.publish(trx, 'collection.invitationSent', {
        collectionId: collection.id,
        invitationId: invitation.id,
        inviteeId: invitee.id,
        inviterId: ctx.viewer.id,
        role: invitation.role,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.inviteeAlreadyInvited(invitee.name));
    throw error;
  }
  return { __typename: 'CollectionInvitation', ...invitation };
}

async function joined(ctx: SignedInContext, invitation: InvitationModel) {
  await upsertMember(ctx.db, invitation.collectionId, invitation.inviteeId, invitation.role, ctx.now());
  const name = invitation.role === 'EDITOR' ? 'collection.editorAdded' : 'collection.writerAdded';
  await ctx.bus.publish(ctx.db, name, { collectionId: invitation.collectionId, userId: invitation.inviteeId, actorId: ctx.viewer.id, inviterId: invitation.inviterId });
}

export async function acceptInvitation(ctx: SignedInContext, input: { invitationId: string }): Promise<CollectionAnswer | Refusal | BadRequest> {
  const invitation = await invitationById(ctx.db, input.invitationId);
  const decision = canAnswerInvitation(ctx.viewer, invitation);
  if (!decision.allowed || !invitation) return refusal(decision);
  const collection = await freshCollection(ctx, invitation.collectionId);
  if (!collection) return notFound();
  const masthead = await mastheadOf(ctx.db, collection);
  const current = masthead.find((m) => m.userId === ctx.viewer.id);
  // Answered once: a second click (another tab) finds the invitation gone.
  if (!(await deleteInvitation(ctx.db, invitation.id))) return notFound(PUBLICATION_MESSAGES.invitationNotFound);
  // Someone already on the masthead keeps the higher of the two roles.
  if (!(current?.role === 'EDITOR' && invitation.role === 'WRITER')) await joined(ctx, invitation);
  ctx.loaders.collectionRole.clear(`${collection.id}:${ctx.viewer.id}`);
  return answer(ctx, collection.id);
}

export async function declineInvitation(ctx: SignedInContext, input: { invitationId: string }): Promise<CollectionAnswer | Refusal> {
  const invitation = await invitationById(ctx.db, input.invitationId);
  const decision = canAnswerInvitation(ctx.viewer, invitation);
  if (!decision.allowed || !invitation) return refusal(decision);
  if (await deleteInvitation(ctx.db, invitation.id)) {
    await ctx.bus.publish(ctx.db, 'collection.invitationDeclined', { collectionId: invitation.collectionId, invitationId: invitation.id, inviteeId: ctx.viewer.id });
  }
  return answer(ctx, invitation.collectionId);
}

export async function cancelInvitation(ctx: SignedInContext, input: { invitationId: string }): Promise<CollectionAnswer | Refusal> {
  const invitation = await invitationById(ctx.db, input.invitationId);
  if (!invitation) return notFound(PUBLICATION_MESSAGES.invitationNotFound);
  const found = await managed(ctx, invitation.collectionId);
  if ('refused' in found) return found.refused;
  if (await deleteInvitation(ctx.db, invitation.id)) {
    await ctx.bus.publish(ctx.db, 'collection.invitationCancelled', {
      collectionId: invitation.collectionId,
      invitationId: invitation.id,
      inviteeId: invitation.inviteeId,
      actorId: ctx.viewer.id,
    });
  }
  return answer(ctx, invitation.collectionId);
}

async function mastheadFacts(ctx: SignedInContext, collectionId: string, userId: string) {
  const collection = await freshCollection(ctx, collectionId);
  if (!collection) return null;
  const [masthead, viewerRole] = await Promise.all([mastheadOf(ctx.db, collection), roleIn(ctx, { collectionId: collection.id })]);
  return { collection, masthead, viewerRole, target: masthead.find((m) => m.userId === userId) };
}

export async function changeRole(
  ctx: SignedInContext,
  input: { collectionId: string; userId: string; role: CollectionRoleName },
): Promise<CollectionAnswer | Refusal | BadRequest> {
  if (input.role !== 'EDITOR' && input.role !== 'WRITER') return badRequest(PUBLICATION_MESSAGES.badRole);
  const facts = await mastheadFacts(ctx, input.collectionId, input.userId);
  if (!facts) return notFound();
  const { collection, masthead, viewerRole, target } = facts;
  const decision = canChangeRole(ctx.viewer, viewerRole, collection, target, masthead, input.role);
  if (!decision.allowed || !target) return refusal(decision);
  if (target.role !== input.role && !target.isCreator) {
    await setMemberRole(ctx.db, collection.id, target.userId, input.role);
    const name = input.role === 'EDITOR' ? 'collection.editorAdded' : 'collection.writerAdded';
    await ctx.bus.publish(ctx.db, name, { collectionId: collection.id, userId: target.userId, actorId: ctx.viewer.id });
  }
  ctx.loaders.collectionRole.clear(`${collection.id}:${target.userId}`);
  return answer(ctx, collection.id);
}

export async function removeMember(ctx: SignedInContext, input: { collectionId: string; userId: string }): Promise<CollectionAnswer | Refusal> {
  const facts = await mastheadFacts(ctx, input.collectionId, input.userId);
  if (!facts) return notFound();
  const { collection, masthead, viewerRole, target } = facts;
  const decision = canRemoveMember(ctx.viewer, viewerRole, collection, target, masthead);
  if (!decision.allowed || !target) return refusal(decision);
  if (await deleteMember(ctx.db, collection.id, target.userId)) {
    await ctx.bus.publish(ctx.db, 'collection.memberRemoved', { collectionId: collection.id, userId: target.userId, actorId: ctx.viewer.id });
  }
  ctx.loaders.collectionRole.clear(`${collection.id}:${target.userId}`);
  return answer(ctx, collection.id);
}

export async function mastheadMembers(ctx: ServiceContext, collection: CollectionModel): Promise<{ editors: MemberModel[]; writers: MemberModel[] }> {
  const masthead = await mastheadOf(ctx.db, collection);
  return { editors: masthead.filter((m) => m.role === 'EDITOR'), writers: masthead.filter((m) => m.role === 'WRITER') };
}

// ——— Submissions ———

export type PostAnswer = { __typename: 'Post' } & PostModel;

async function freshPost(ctx: ServiceContext, id: string): Promise<PostModel | null> {
  ctx.loaders.postById.clear(id);
  const post = await ctx.loaders.postById.load(id);
  return post && post.deletedAt === null ? post : null;
}

async function postAnswer(ctx: ServiceContext, id: string): Promise<PostAnswer | Refusal> {
  const post = await freshPost(ctx, id);
  return post ? { __typename: 'Post', ...post } : notFound('Story not found');
}

function isPendingIn(post: PostModel, collectionId: string): boolean {
  return post.pendingCollectionId === collectionId && post.statusForCollection === 'PENDING';
}

/**
 * An editor publishes a story submitted to the publication: a published story moves into it; a submitted draft
 * is published in it (with the topics its author gave it) by the posts module's publishing.
 */
export async function approveSubmission(
  ctx: SignedInContext,
  input: { collectionId: string; postId: string },
): Promise<PostAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const post = await freshPost(ctx, input.postId);
  if (!post || !isPendingIn(post, input.collectionId)) return badRequest(PUBLICATION_MESSAGES.notSubmitted);
  if (!post.isPublished) {
    const tags = await ctx.loaders.tagsByPostId.load(post.id);
    if (tags.length === 0) return badRequest(PUBLICATION_MESSAGES.needsTopics);
    const published = await publishStory(ctx, {
      postId: post.id,
      tags: tags.map((t) => t.name),
      visibility: post.visibility,
      license: post.license,
      collectionId: input.collectionId,
    });
    if (published.__typename === 'Conflict') return badRequest(published.message);
    if (published.__typename === 'Post') await deleteSubmissionNotes(ctx.db, post.id);
    return published;
  }
  await updatePost(ctx.db, post.id, { collection_id: input.collectionId, pending_collection_id: null, status_for_collection: 'APPROVED', updated_at: ctx.now() });
  await deleteSubmissionNotes(ctx.db, post.id);
  await ctx.bus.publish(ctx.db, 'post.approvedInCollection', {
    postId: post.id,
    actorId: ctx.viewer.id,
    authorId: post.creatorId,
    collectionId: input.collectionId,
    publishedByApproval: post.submittedAt !== null && post.submittedAt === post.firstPublishedAt,
  });
  return postAnswer(ctx, post.id);
}

/** An editor sends a submission back: it stays the author's, not submitted, with the editors' note for them. */
export async function declineSubmission(
  ctx: SignedInContext,
  input: { collectionId: string; postId: string; note?: string | null },
): Promise<PostAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const note = checkSubmissionNote(input.note);
  if (!note.ok) return badRequest(note.message);
  const post = await freshPost(ctx, input.postId);
  if (!post || !isPendingIn(post, input.collectionId)) return badRequest(PUBLICATION_MESSAGES.notSubmitted);
  const now = ctx.now();
  await updatePost(ctx.db, post.id, { status_for_collection: 'NOT_YET_SUBMITTED', updated_at: now });
  await upsertSubmissionNote(ctx.db, { postId: post.id, collectionId: input.collectionId, note: note.value, decidedBy: ctx.viewer.id, decidedAt: now });
  await ctx.bus.publish(ctx.db, 'post.declinedInCollection', {
    postId: post.id,
    actorId: ctx.viewer.id,
    authorId: post.creatorId,
    collectionId: input.collectionId,
    note: note.value,
  });
  return postAnswer(ctx, post.id);
}

/** An editor takes a story out of the publication; it stays the author's (published on their profile). */
export async function removePost(ctx: SignedInContext, input: { collectionId: string; postId: string }): Promise<PostAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const post = await freshPost(ctx, input.postId);
  if (!post || post.collectionId !== input.collectionId) return badRequest(PUBLICATION_MESSAGES.notInPublication);
  await updatePost(ctx.db, post.id, { collection_id: null, pending_collection_id: null, status_for_collection: null, updated_at: ctx.now() });
  await ctx.db.deleteFrom('collection_featured_posts').where('post_id', '=', post.id).execute();
  await ctx.bus.publish(ctx.db, 'post.removedFromCollection', { postId: post.id, actorId: ctx.viewer.id, collectionId: input.collectionId });
  return postAnswer(ctx, post.id);
}

// ——— Navigation, featured stories, feature pages, design ———

async function changed(trx: Executor, ctx: SignedInContext, collectionId: string, change: CollectionChange, now: number) {
  await updateCollectionRow(trx, collectionId, { updated_at: now });
  await ctx.bus.publish(trx, 'collection.updated', { collectionId, actorId: ctx.viewer.id, change });
}

export async function setNavItems(
  ctx: SignedInContext,
  input: { collectionId: string; items: readonly (Omit<NavItemInput, 'kind'> & { type: NavItemInput['kind'] })[] },
): Promise<CollectionAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const checked = checkNavItems(input.items.map((item) => ({ ...item, kind: item.type })));
  if (!checked.ok) return badRequest(checked.message);
  const pages = new Set((await featurePagesOf(ctx.db, input.collectionId)).map((p) => p.id));
  if (checked.items.some((item) => item.featurePageId && !pages.has(item.featurePageId))) return badRequest(PUBLICATION_MESSAGES.navFeaturePageMissing);
  const now = ctx.now();
  await replaceNavItems(ctx.db, input.collectionId, checked.items.map((item, position) => ({ ...item, id: newId(), position })), now);
  await changed(ctx.db, ctx, input.collectionId, 'navigation', now);
  return answer(ctx, input.collectionId);
}

async function checkChosenPosts(ctx: SignedInContext, collectionId: string, postIds: readonly string[], max: number): Promise<string[] | BadRequest> {
  const unique = [...new Set(postIds)];
  if (unique.length > max) return badRequest(max === MAX_FEATURED_POSTS ? PUBLICATION_MESSAGES.tooManyFeatured : PUBLICATION_MESSAGES.tooManyPosts);
  const inPublication = await idsPublishedInCollection(ctx.db, collectionId, unique);
  if (unique.some((id) => !inPublication.has(id))) return badRequest(PUBLICATION_MESSAGES.postsNotInPublication);
  return unique;
}

export async function setFeaturedPosts(ctx: SignedInContext, input: { collectionId: string; postIds: readonly string[] }): Promise<CollectionAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const postIds = await checkChosenPosts(ctx, input.collectionId, input.postIds, MAX_FEATURED_POSTS);
  if (!Array.isArray(postIds)) return postIds;
  const chosen = (await ctx.loaders.postById.loadMany(postIds)).filter((post): post is PostModel => post !== null && !(post instanceof Error));
  const now = ctx.now();
  const before = new Set(await featuredPostIds(ctx.db, input.collectionId));
  await replaceFeaturedPosts(ctx.db, input.collectionId, postIds, now);
  await changed(ctx.db, ctx, input.collectionId, 'featured', now);
  const posts = chosen.filter((post) => !before.has(post.id)).map((post) => ({ postId: post.id, authorId: post.creatorId }));
  if (posts.length > 0) await ctx.bus.publish(ctx.db, 'collection.postsFeatured', { collectionId: input.collectionId, actorId: ctx.viewer.id, posts });
  return answer(ctx, input.collectionId);
}

export type FeaturePageAnswer = { __typename: 'FeaturePage' } & FeaturePageModel;

/** A slug free among the publication's feature pages: the title's, or with -2, -3… */
async function freeFeaturePageSlug(ctx: ServiceContext, collectionId: string, base: string, exceptId: string | null): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const existing = await featurePageBySlug(ctx.db, collectionId, slug);
    if (!existing || existing.id === exceptId) return slug;
  }
  return `${base}-${newId()}`;
}

export async function createFeaturePage(
  ctx: SignedInContext,
  input: { collectionId: string; input: { title: string; description?: string | null; postIds: readonly string[] } },
): Promise<FeaturePageAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const checked = checkFeaturePage(input.input);
  if (!checked.ok) return badRequest(checked.message);
  if ((await countFeaturePages(ctx.db, input.collectionId)) >= MAX_FEATURE_PAGES) return badRequest(PUBLICATION_MESSAGES.tooManyFeaturePages);
  const postIds = await checkChosenPosts(ctx, input.collectionId, input.input.postIds, MAX_FEATURE_PAGE_POSTS);
  if (!Array.isArray(postIds)) return postIds;
  const now = ctx.now();
  const page: FeaturePageModel = {
    id: newId(),
    collectionId: input.collectionId,
    slug: await freeFeaturePageSlug(ctx, input.collectionId, checked.slug, null),
    title: checked.title,
    description: checked.description,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await insertFeaturePage(trx, page);
      await replaceFeaturePagePosts(trx, page.id, postIds);
      await changed(trx, ctx, input.collectionId, 'featurePages', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.featurePageSlugTaken);
    throw error;
  }
  return { __typename: 'FeaturePage', ...page };
}

async function managedFeaturePage(ctx: SignedInContext, featurePageId: string): Promise<{ page: FeaturePageModel } | { refused: Refusal }> {
  const page = await featurePageById(ctx.db, featurePageId);
  if (!page) return { refused: notFound(PUBLICATION_MESSAGES.featurePageNotFound) };
  const found = await managed(ctx, page.collectionId);
  return 'refused' in found ? found : { page };
}

export async function updateFeaturePage(
  ctx: SignedInContext,
  input: { featurePageId: string; input: { title: string; description?: string | null; postIds: readonly string[] } },
): Promise<FeaturePageAnswer | Refusal | BadRequest> {
  const found = await managedFeaturePage(ctx, input.featurePageId);
  if ('refused' in found) return found.refused;
  const { page } = found;
  const checked = checkFeaturePage(input.input);
  if (!checked.ok) return badRequest(checked.message);
  const postIds = await checkChosenPosts(ctx, page.collectionId, input.input.postIds, MAX_FEATURE_PAGE_POSTS);
  if (!Array.isArray(postIds)) return postIds;
  const now = ctx.now();
  const slug = checked.title === page.title ? page.slug : await freeFeaturePageSlug(ctx, page.collectionId, checked.slug, page.id);
  try {
    await withSavepoint(ctx.db, async (trx) => {
      await updateFeaturePageRow(trx, page.id, { slug, title: checked.title, description: checked.description, updatedAt: now });
      await replaceFeaturePagePosts(trx, page.id, postIds);
      await changed(trx, ctx, page.collectionId, 'featurePages', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return badRequest(PUBLICATION_MESSAGES.featurePageSlugTaken);
    throw error;
  }
  return { __typename: 'FeaturePage', ...page, slug, title: checked.title, description: checked.description, updatedAt: now };
}

export async function deleteFeaturePage(ctx: SignedInContext, input: { featurePageId: string }): Promise<CollectionAnswer | Refusal> {
  const found = await managedFeaturePage(ctx, input.featurePageId);
  if ('refused' in found) return found.refused;
  const now = ctx.now();
  // Navigation items leading to it go with it (the foreign key cascades).
  await deleteFeaturePageRow(ctx.db, found.page.id);
  await changed(ctx.db, ctx, found.page.collectionId, 'featurePages', now);
  return answer(ctx, found.page.collectionId);
}

export function defaultDesign(collectionId: string): DesignModel {
  return {
    id: `design-${collectionId}`,
    collectionId,
    font1: DEFAULT_STYLE_SHEET.font1,
    font2: DEFAULT_STYLE_SHEET.font2,
    font3: DEFAULT_STYLE_SHEET.font3,
    accentColor: DEFAULT_STYLE_SHEET.accentColor,
    backgroundColor: DEFAULT_STYLE_SHEET.backgroundColor,
    headerImageId: null,
    updatedAt: null,
  };
}

export interface DesignInput {
  font1?: StyleSheetFont | null;
  font2?: StyleSheetFont | null;
  font3?: StyleSheetFont | null;
  accentColor?: string | null;
  backgroundColor?: string | null;
  headerImageId?: string | null;
  removeHeaderImage?: boolean | null;
}

export async function updateDesign(ctx: SignedInContext, input: { collectionId: string; input: DesignInput }): Promise<CollectionAnswer | Refusal | BadRequest> {
  const found = await managed(ctx, input.collectionId);
  if ('refused' in found) return found.refused;
  const asked = input.input;
  const current = (await designOf(ctx.db, input.collectionId)) ?? defaultDesign(input.collectionId);
  const next: DesignModel = { ...current };
  for (const key of ['font1', 'font2', 'font3'] as const) {
    const font = asked[key];
    if (font == null) continue;
    if (!(STYLE_SHEET_FONTS as readonly string[]).includes(font)) return badRequest(PUBLICATION_MESSAGES.fontInvalid);
    next[key] = font;
  }
  if (asked.accentColor != null) {
    const color = normalizeColor(asked.accentColor);
    if (!color) return badRequest(PUBLICATION_MESSAGES.colorInvalid('The accent colour'));
    next.accentColor = color;
  }
  if (asked.backgroundColor != null) {
    const color = normalizeColor(asked.backgroundColor);
    if (!color) return badRequest(PUBLICATION_MESSAGES.colorInvalid('The background colour'));
    next.backgroundColor = color;
  }
  if (asked.removeHeaderImage) next.headerImageId = null;
  else if (asked.headerImageId) {
    if (!(await usableImage(ctx, asked.headerImageId, [current.headerImageId]))) return badRequest(PUBLICATION_MESSAGES.imageMissing);
    next.headerImageId = asked.headerImageId;
  }
  const now = ctx.now();
  await saveDesign(ctx.db, next, now);
  await changed(ctx.db, ctx, input.collectionId, 'design', now);
  return answer(ctx, input.collectionId);
}
