import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { CustomStyleSheetsTable } from '../../db/schema.generated';
import type { StyleSheetFont } from '../../../shared/validation/profile';
import { preparedQuery } from '../../db/prepared';
import { toUser, type UserModel } from '../../core';
import { caseInsensitiveLike } from '../../db/dialect';

export type { UserModel } from '../../core';
export { toUser };

export async function usersByIds(db: Executor, ids: readonly string[]): Promise<UserModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', [...ids]).execute();
  return rows.map(toUser);
}

export async function userByUsername(db: Executor, username: string): Promise<UserModel | null> {
  const row = await db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The accounts with these usernames (any case), as they are; unknown names are left out. */
export async function usersByUsernames(db: Executor, usernames: readonly string[]): Promise<UserModel[]> {
  if (usernames.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('username', 'in', [...new Set(usernames.map((u) => u.toLowerCase()))]).execute();
  return rows.map(toUser);
}

/** The account that used to go by this username (it changed it since), if any. */
export async function userIdByOldUsername(db: Executor, username: string): Promise<string | null> {
  const row = await db.selectFrom('username_redirects').select('user_id').where('old_username', '=', username.toLowerCase()).executeTakeFirst();
  return row?.user_id ?? null;
}

export interface ProfileChanges {
  name?: string;
  bio?: string;
  username?: string;
  imageId?: string;
}

/**
 * Writes the changed profile fields. A username left behind is kept as a redirect to this account (and a name
 * the account takes back stops being one), so old links keep working and nobody else can take it over at once.
 */
export async function updateProfileRow(db: Executor, input: { userId: string; previousUsername: string | null; changes: ProfileChanges; now: number }) {
  const { userId, previousUsername, changes, now } = input;
  const set: { name?: string; bio?: string; username?: string; image_id?: string; updated_at: number } = { updated_at: now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.bio !== undefined) set.bio = changes.bio;
  if (changes.imageId !== undefined) set.image_id = changes.imageId;
  if (changes.username !== undefined && changes.username !== previousUsername) {
    set.username = changes.username;
    await db.deleteFrom('username_redirects').where('old_username', '=', changes.username).execute();
    if (previousUsername) {
      await db.deleteFrom('username_redirects').where('old_username', '=', previousUsername).execute();
      await db.insertInto('username_redirects').values({ old_username: previousUsername, user_id: userId, created_at: now }).execute();
    }
  }
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** Whether a username is someone's now, or was someone else's (their old links still lead to them). */
export async function usernameHolder(db: Executor, username: string): Promise<{ current: string | null; former: string | null }> {
  const [current, former] = await Promise.all([
    db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst(),
    userIdByOldUsername(db, username),
  ]);
  return { current: current?.id ?? null, former };
}

export async function setStyleReminderSeen(db: Executor, userId: string, now: number): Promise<void> {
  await db.updateTable('users').set({ has_seen_style_reminder: 1, updated_at: now }).where('id', '=', userId).execute();
}

export async function setAllowNotes(db: Executor, userId: string, allowNotes: boolean, now: number): Promise<void> {
  await db.updateTable('users').set({ allow_notes: allowNotes ? 1 : 0, updated_at: now }).where('id', '=', userId).execute();
}

/** Soft delete: the row stays (stories keep their byline's id) but the account's pages answer 410. */
export async function markUserDeleted(db: Executor, userId: string, now = Date.now()): Promise<void> {
  await db.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', userId).execute();
}

export interface StyleSheetModel {
  id: string;
  userId: string;
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  accentColor: string;
  backgroundColor: string;
  headerImageId: string | null;
  createdAt: number;
  updatedAt: number;
}

function toStyleSheet(row: Selectable<CustomStyleSheetsTable>): StyleSheetModel {
  return {
    id: row.id,
    userId: row.user_id,
    font1: row.font1 as StyleSheetFont,
    font2: row.font2 as StyleSheetFont,
    font3: row.font3 as StyleSheetFont,
    accentColor: row.accent_color,
    backgroundColor: row.background_color,
    headerImageId: row.header_image_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const styleSheetsByUserIdsQuery = preparedQuery((db, userIds: readonly string[]) => db.selectFrom('custom_style_sheets').selectAll().where('user_id', 'in', userIds));

export async function styleSheetsByUserIds(db: Executor, userIds: readonly string[]): Promise<Map<string, StyleSheetModel>> {
  const found = new Map<string, StyleSheetModel>();
  if (userIds.length === 0) return found;
  const rows = await styleSheetsByUserIdsQuery.execute(db, [...userIds]);
  for (const row of rows) found.set(row.user_id, toStyleSheet(row));
  return found;
}

export async function saveStyleSheet(db: Executor, sheet: StyleSheetModel): Promise<void> {
  const values = {
    font1: sheet.font1,
    font2: sheet.font2,
    font3: sheet.font3,
    accent_color: sheet.accentColor,
    background_color: sheet.backgroundColor,
    header_image_id: sheet.headerImageId,
    updated_at: sheet.updatedAt,
  };
  await db
    .insertInto('custom_style_sheets')
    .values({ id: sheet.id, user_id: sheet.userId, created_at: sheet.createdAt, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function deleteStyleSheet(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('custom_style_sheets').where('user_id', '=', userId).execute();
}


/** `%` and `_` in what a person typed match themselves, not any text. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users whose name (or a word of it) or username starts with `query`, ignoring case; suspended accounts left out. */
export async function usersByPrefix(db: Executor, query: string, limit: number): Promise<UserModel[]> {
  const like = caseInsensitiveLike(db);
  const prefix = likePrefix(query);
  const wordPrefix = `% ${prefix}`;
  const op = sql.raw(like);
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('is_suspended', '=', 0)
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('name')} ${op} ${prefix} escape '\\'`,
        sql<boolean>`${eb.ref('name')} ${op} ${wordPrefix} escape '\\'`,
        sql<boolean>`${eb.ref('username')} ${op} ${prefix} escape '\\'`,
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toUser);
}
