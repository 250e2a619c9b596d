import { PUBLICATION_MESSAGES, type CollectionRoleName } from '../../../shared/validation/publications';
import type { CollectionRole, SignedInContext, UserModel } from '../../core';
import { definePolicy } from '../../security';
import type { CollectionModel, InvitationModel, MemberModel } from './collections.models';
import { featurePageById, invitationById, mastheadOf } from './collections.repo';

/**
 * Who may do what to a publication. Deny by default: anything not allowed here is refused. Editors (the creator
 * among them) manage everything; writers submit stories (the posts module's rules) and may leave; invitees answer
 * their own invitations; readers read.
 */

export type Decision = { allowed: true } | { allowed: false; kind: 'NotFound' | 'Forbidden'; message: string };

const ALLOW: Decision = { allowed: true };
const forbid = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });
const notFound = (message: string): Decision => ({ allowed: false, kind: 'NotFound', message });

/** Anyone signed in and in good standing may start a publication. */
export function canCreatePublication(viewer: UserModel): Decision {
  return viewer.isSuspended ? forbid(PUBLICATION_MESSAGES.suspended) : ALLOW;
}

/** About, people, navigation, feature pages, design, domain, submissions: the editors' business. */
export function canManagePublication(viewer: UserModel, role: CollectionRole): Decision {
  if (viewer.isSuspended) return forbid(PUBLICATION_MESSAGES.suspended);
  return role === 'EDITOR' ? ALLOW : forbid(PUBLICATION_MESSAGES.editorsOnly);
}

/** Only the person invited answers an invitation. */
export function canAnswerInvitation(viewer: UserModel, invitation: InvitationModel | null): Decision {
  if (!invitation) return notFound(PUBLICATION_MESSAGES.invitationNotFound);
  if (invitation.inviteeId !== viewer.id) return forbid(PUBLICATION_MESSAGES.notYourInvitation);
  if (viewer.isSuspended) return forbid(PUBLICATION_MESSAGES.suspended);
  return ALLOW;
}

/** How many editors the masthead has (the creator always counts). */
export function editorCount(masthead: readonly MemberModel[]): number {
  return masthead.filter((m) => m.role === 'EDITOR').length;
}

/**
 * Editors remove anyone but the creator; anyone but the creator may leave. A publication always keeps an
 * editor (the creator is one, so this holds while the creator stays).
 */
export function canRemoveMember(
  viewer: UserModel,
  viewerRole: CollectionRole,
  collection: CollectionModel,
  target: MemberModel | undefined,
  masthead: readonly MemberModel[],
): Decision {
  if (!target) return notFound(PUBLICATION_MESSAGES.notAMember);
  const leaving = target.userId === viewer.id;
  if (!leaving) {
    const manage = canManagePublication(viewer, viewerRole);
    if (!manage.allowed) return manage;
  }
  if (target.isCreator || target.userId === collection.creatorId) return forbid(PUBLICATION_MESSAGES.creatorStays);
  if (target.role === 'EDITOR' && editorCount(masthead) <= 1) return forbid(PUBLICATION_MESSAGES.lastEditor);
  return ALLOW;
}

/** Editors change anyone's role but the creator's (who stays an editor); the last editor stays one. */
export function canChangeRole(
  viewer: UserModel,
  viewerRole: CollectionRole,
  collection: CollectionModel,
  target: MemberModel | undefined,
  masthead: readonly MemberModel[],
  role: 'EDITOR' | 'WRITER',
): Decision {
  const manage = canManagePublication(viewer, viewerRole);
  if (!manage.allowed) return manage;
  if (!target) return notFound(PUBLICATION_MESSAGES.notAMember);
  if (target.isCreator || target.userId === collection.creatorId) return role === 'EDITOR' ? ALLOW : forbid(PUBLICATION_MESSAGES.creatorStays);
  if (target.role === 'EDITOR' && role === 'WRITER' && editorCount(masthead) <= 1) return forbid(PUBLICATION_MESSAGES.lastEditor);
  return ALLOW;
}

/** A pending custom domain's DNS record is for its owners' eyes (it proves ownership). */
export function canSeePendingDomain(role: CollectionRole): boolean {
  return role === 'EDITOR';
}

// ——— The policies the guard calls before a publication mutation runs (the service checks again) ———

const NOT_FOUND_MESSAGES: readonly string[] = [
  PUBLICATION_MESSAGES.notFound,
  PUBLICATION_MESSAGES.invitationNotFound,
  PUBLICATION_MESSAGES.featurePageNotFound,
  PUBLICATION_MESSAGES.notAMember,
];

/** The refusal as the publication mutations answer it (a NotFound or Forbidden member of their result). */
export function refusedPublication(message: string): { __typename: 'NotFound' | 'Forbidden'; message: string } {
  return { __typename: NOT_FOUND_MESSAGES.includes(message) ? 'NotFound' : 'Forbidden', message };
}

const refusalOf = (decision: Decision): string | null => (decision.allowed ? null : decision.message);

async function current(ctx: SignedInContext, collectionId: string): Promise<{ collection: CollectionModel; role: CollectionRole } | null> {
  ctx.loaders.collectionById.clear(collectionId);
  const collection = await ctx.loaders.collectionById.load(collectionId);
  if (!collection) return null;
  return { collection, role: await ctx.loaders.collectionRole.load(`${collection.id}:${ctx.viewer.id}`) };
}

async function manageRefusal(ctx: SignedInContext, collectionId: string): Promise<string | null> {
  const found = await current(ctx, collectionId);
  return found ? refusalOf(canManagePublication(ctx.viewer, found.role)) : PUBLICATION_MESSAGES.notFound;
}

/** Anyone in good standing starts a publication. */
export const startsPublication = definePolicy<unknown>('collections.create: in good standing', (ctx) => refusalOf(canCreatePublication(ctx.viewer)));

/** About, people, navigation, feature pages, design, domain, submissions: the publication's editors. */
export const managesPublication = definePolicy<{ collectionId: string }>('collections.manage: its editors', (ctx, { collectionId }) =>
  manageRefusal(ctx, collectionId),
);

/** A feature page: the editors of its publication. */
export const managesFeaturePage = definePolicy<{ featurePageId: string }>('collections.manage feature page: its editors', async (ctx, { featurePageId }) => {
  const page = await featurePageById(ctx.db, featurePageId);
  return page ? manageRefusal(ctx, page.collectionId) : PUBLICATION_MESSAGES.featurePageNotFound;
});

/** Accept or decline: the person invited. */
export const answersInvitation = definePolicy<{ invitationId: string }>('collections.answer invitation: the invitee', async (ctx, { invitationId }) =>
  refusalOf(canAnswerInvitation(ctx.viewer, await invitationById(ctx.db, invitationId))),
);

/** Cancel an invitation: the editors of its publication. */
export const cancelsInvitation = definePolicy<{ invitationId: string }>('collections.cancel invitation: its editors', async (ctx, { invitationId }) => {
  const invitation = await invitationById(ctx.db, invitationId);
  return invitation ? manageRefusal(ctx, invitation.collectionId) : PUBLICATION_MESSAGES.invitationNotFound;
});

async function mastheadDecision(
  ctx: SignedInContext,
  collectionId: string,
  userId: string,
  decide: (found: { collection: CollectionModel; role: CollectionRole }, masthead: MemberModel[], target: MemberModel | undefined) => Decision,
): Promise<string | null> {
  const found = await current(ctx, collectionId);
  if (!found) return PUBLICATION_MESSAGES.notFound;
  const masthead = await mastheadOf(ctx.db, found.collection);
  return refusalOf(decide(found, masthead, masthead.find((m) => m.userId === userId)));
}

/** Change a role: an editor, never the creator's nor the last editor's (a role that does not exist is the service's to answer). */
export const changesRole = definePolicy<{ collectionId: string; userId: string; role: CollectionRoleName }>(
  'collections.change role: its editors',
  (ctx, { collectionId, userId, role }) =>
    role !== 'EDITOR' && role !== 'WRITER'
      ? null
      : mastheadDecision(ctx, collectionId, userId, (found, masthead, target) => canChangeRole(ctx.viewer, found.role, found.collection, target, masthead, role)),
);

/** Remove someone from the masthead: an editor, or the member themselves (leaving); never the creator nor the last editor. */
export const removesMember = definePolicy<{ collectionId: string; userId: string }>('collections.remove member: its editors, or the member', (ctx, { collectionId, userId }) =>
  mastheadDecision(ctx, collectionId, userId, (found, masthead, target) => canRemoveMember(ctx.viewer, found.role, found.collection, target, masthead)),
);
