import type { NotificationEmailCategory } from '../../../shared/notification-email';
import { buildPath } from '../../../shared/routes';
import type { Config } from '../../config';
import type { Executor } from '../../db';
import type { NotificationEmailBase } from './templates/notification-emails';
import { unsubscribeToken } from './unsubscribe-token';

/** The address notification email may go to: a confirmed one, of an account that is neither suspended nor deleted. */
export async function mailableAddress(db: Executor, userId: string): Promise<string | null> {
  const user = await db.selectFrom('users').select(['email', 'is_suspended', 'deleted_at']).where('id', '=', userId).executeTakeFirst();
  return user?.email && user.is_suspended !== 1 && user.deleted_at == null ? user.email : null;
}

/** Which of these people notification email may go to, by the same rule: one query. */
export async function mailableUserIds(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const users = await db.selectFrom('users').select(['id', 'email', 'is_suspended', 'deleted_at']).where('id', 'in', [...userIds]).execute();
  return new Set(users.filter((user) => user.email && user.is_suspended !== 1 && user.deleted_at == null).map((user) => user.id));
}

/** The links every notification email ends with. */
export function emailLinks(db: object, config: Config, to: string, userId: string, categories: NotificationEmailCategory[]): NotificationEmailBase {
  return {
    to,
    productName: config.productName,
    publicUrl: config.publicUrl,
    unsubscribeUrl: `${config.publicUrl}/_/unsubscribe/${unsubscribeToken(db, { userId, categories })}`,
    settingsUrl: config.publicUrl + buildPath('ShowSettings', {}, { hash: 'email-notifications' }),
    notificationsUrl: config.publicUrl + buildPath('ShowNotifications'),
  };
}
