import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { UsersTable } from '../../db/schema.generated';

export interface UserModel {
  id: string;
  username: string | null;
  name: string;
  email: string | null;
  unverifiedEmail: string | null;
  bio: string;
  imageId: string | null;
  mediumMemberAt: number | null;
  isPartnerProgramEnrolled: boolean;
  hightowerTermsAcceptedAt: number | null;
  isSuspended: boolean;
  isStaff: boolean;
  allowNotes: boolean;
  hasSeenStyleReminder: boolean;
  createdAt: number;
}

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
  };
}

export async function usersByIds(db: Executor, ids: readonly string[]): Promise<UserModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', [...ids]).execute();
  return rows.map(toUser);
}

export async function userByUsername(db: Executor, username: string): Promise<UserModel | null> {
  const row = await db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function publishedPostCounts(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('posts')
    .select(['creator_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('creator_id', 'in', [...userIds])
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .groupBy('creator_id')
    .execute();
  for (const row of rows) counts.set(row.creator_id, Number(row.n));
  return counts;
}

export async function dismissedFlags(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_dismissed_flags').select('flag').where('user_id', '=', userId).orderBy('flag').execute();
  return rows.map((r) => r.flag);
}
