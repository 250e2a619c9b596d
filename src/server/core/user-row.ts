import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.generated';
import type { UserModel } from './viewer';

/** A `users` row as the model every service reads of a person (the viewer, an author…). */
export function toUser(row: Selectable<UsersTable>): UserModel {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    unverifiedEmail: row.unverified_email,
    bio: row.bio,
    imageId: row.image_id,
    mediumMemberAt: row.medium_member_at,
    isPartnerProgramEnrolled: row.is_partner_program_enrolled === 1,
    hightowerTermsAcceptedAt: row.hightower_terms_accepted_at,
    isSuspended: row.is_suspended === 1,
    isStaff: row.is_staff === 1,
    allowNotes: row.allow_notes === 1,
    hasSeenStyleReminder: row.has_seen_style_reminder === 1,
    createdAt: row.created_at,
    deletedAt: row.deleted_at ?? null,
  };
}
