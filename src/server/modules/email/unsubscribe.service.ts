import { NOTIFICATION_EMAIL_CATEGORIES, type NotificationEmailCategory, type NotificationEmailMode } from '../../../shared/notification-email';
import type { ServiceContext } from '../../core';
import { notificationEmailModes, saveNotificationEmailMode } from './email-preferences.repo';
import type { UnsubscribeGrant } from './unsubscribe-token';

export type PreviousModes = Partial<Record<NotificationEmailCategory, NotificationEmailMode>>;

async function accountExists(ctx: ServiceContext, userId: string): Promise<boolean> {
  const user = await ctx.loaders.userById.load(userId);
  return user != null && user.deletedAt == null;
}

/**
 * Turns the link's categories off; answers what they were before (for Undo), or null when the account is gone.
 * The caller runs it in one transaction.
 */
export async function unsubscribe(ctx: ServiceContext, input: { grant: UnsubscribeGrant }): Promise<PreviousModes | null> {
  const { grant } = input;
  if (!(await accountExists(ctx, grant.userId))) return null;
  const modes = await notificationEmailModes(ctx.db, grant.userId);
  const previous: PreviousModes = {};
  for (const category of grant.categories) {
    previous[category] = modes[category];
    await saveNotificationEmailMode(ctx.db, { userId: grant.userId, category, mode: 'off', at: ctx.now() });
  }
  return previous;
}

/** Undo: puts the link's categories back as they were (never beyond the link's own categories); in the caller's transaction. */
export async function resubscribe(ctx: ServiceContext, input: { grant: UnsubscribeGrant; previous: PreviousModes }): Promise<boolean> {
  const { grant, previous } = input;
  if (!(await accountExists(ctx, grant.userId))) return false;
  for (const category of grant.categories) {
    const mode = previous[category];
    await saveNotificationEmailMode(ctx.db, { userId: grant.userId, category, mode: mode && mode !== 'off' ? mode : NOTIFICATION_EMAIL_CATEGORIES[category].defaultMode, at: ctx.now() });
  }
  return true;
}
