import { PUBLICATION_MESSAGES } from '../../../shared/validation/publications';
import type { CollectionRole } from '../../core';
import type { UserModel } from '../../core';
import type { CollectionModel, InvitationModel, MemberModel } from './collections.models';

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
