import {
  NOTIFICATION_EMAIL_CATEGORIES,
  NOTIFICATION_EMAIL_CATEGORY_NAMES,
  isNotificationEmailCategory,
  isNotificationEmailMode,
  type NotificationEmailCategory,
  type NotificationEmailMode,
} from '../../../shared/notification-email';
import type { Executor } from '../../db';

export type NotificationEmailModes = Record<NotificationEmailCategory, NotificationEmailMode>;

/** Every category's mode for one reader: what they chose, else the default. */
export async function notificationEmailModes(db: Executor, userId: string): Promise<NotificationEmailModes> {
  const rows = await db.selectFrom('notification_email_settings').select(['category', 'mode']).where('user_id', '=', userId).execute();
  const modes = Object.fromEntries(NOTIFICATION_EMAIL_CATEGORY_NAMES.map((c) => [c, NOTIFICATION_EMAIL_CATEGORIES[c].defaultMode])) as NotificationEmailModes;
  for (const row of rows) {
    if (isNotificationEmailCategory(row.category) && isNotificationEmailMode(row.mode)) modes[row.category] = row.mode;
  }
  return modes;
}

export async function notificationEmailMode(db: Executor, userId: string, category: NotificationEmailCategory): Promise<NotificationEmailMode> {
  return (await notificationEmailModes(db, userId))[category];
}

/** Many readers' modes for one category at once (a fan-out batch): one query. */
export async function notificationEmailModesOf(db: Executor, userIds: readonly string[], category: NotificationEmailCategory): Promise<Map<string, NotificationEmailMode>> {
  const modes = new Map<string, NotificationEmailMode>(userIds.map((id) => [id, NOTIFICATION_EMAIL_CATEGORIES[category].defaultMode]));
  if (userIds.length === 0) return modes;
  const rows = await db.selectFrom('notification_email_settings').select(['user_id', 'mode']).where('category', '=', category).where('user_id', 'in', [...userIds]).execute();
  for (const row of rows) if (isNotificationEmailMode(row.mode)) modes.set(row.user_id, row.mode);
  return modes;
}

export async function saveNotificationEmailMode(
  db: Executor,
  input: { userId: string; category: NotificationEmailCategory; mode: NotificationEmailMode; at: number },
): Promise<void> {
  await db
    .insertInto('notification_email_settings')
    .values({ user_id: input.userId, category: input.category, mode: input.mode, updated_at: input.at })
    .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet({ mode: input.mode, updated_at: input.at }))
    .execute();
}
