import type { NotificationEmailCategory } from '../../../shared/notification-email';
import { buildPath } from '../../../shared/routes';
import type { ServiceContext } from '../../core';
import type { NotificationEmailBase } from './templates/notification-emails';
import { unsubscribeToken } from './unsubscribe-token';

/** The address notification email may go to: a confirmed one, of an account that is neither suspended nor deleted. */
export async function mailableAddress(ctx: ServiceContext, input: { userId: string }): Promise<string | null> {
  const user = await ctx.loaders.userById.load(input.userId);
  return user?.email && !user.isSuspended && user.deletedAt == null ? user.email : null;
}

/** Which of these people notification email may go to, by the same rule: one query. */
export async function mailableUserIds(ctx: ServiceContext, input: { userIds: readonly string[] }): Promise<Set<string>> {
  const { userIds } = input;
  if (userIds.length === 0) return new Set();
  const users = await ctx.loaders.userById.loadMany(userIds);
  return new Set(users.flatMap((user) => (user && !(user instanceof Error) && user.email && !user.isSuspended && user.deletedAt == null ? [user.id] : [])));
}

/** The links every notification email ends with. */
export function emailLinks(ctx: ServiceContext, input: { to: string; userId: string; categories: NotificationEmailCategory[] }): NotificationEmailBase {
  const { config } = ctx;
  const { to, userId, categories } = input;
  return {
    to,
    productName: config.productName,
    publicUrl: config.publicUrl,
    unsubscribeUrl: `${config.publicUrl}/_/unsubscribe/${unsubscribeToken(ctx, { grant: { userId, categories } })}`,
    settingsUrl: config.publicUrl + buildPath('ShowSettings', {}, { hash: 'email-notifications' }),
    notificationsUrl: config.publicUrl + buildPath('ShowNotifications'),
  };
}
