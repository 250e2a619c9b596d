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

/** The links every notification email ends with. */
export function emailLinks(db: object, config: Config, to: string, userId: string, categories: NotificationEmailCategory[]): NotificationEmailBase {
  return {
    to,
    productName: config.productName,
    unsubscribeUrl: `${config.publicUrl}/_/unsubscribe/${unsubscribeToken(db, { userId, categories })}`,
    settingsUrl: config.publicUrl + buildPath('ShowSettings', {}, { hash: 'email-notifications' }),
    notificationsUrl: config.publicUrl + buildPath('ShowNotifications'),
  };
}
