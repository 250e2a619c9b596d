import {
  NOTIFICATION_EMAIL_CATEGORIES,
  NOTIFICATION_EMAIL_CATEGORY_NAMES,
  isNotificationEmailCategory,
  type NotificationEmailCategory,
  type NotificationEmailMode,
} from '../../../shared/notification-email';
import type { ServiceContext } from '../../core';
import { notificationEmailModes, saveNotificationEmailMode } from './email-preferences.repo';

export interface NotificationEmailSetting {
  id: string;
  category: NotificationEmailCategory;
  label: string;
  description: string;
  mode: NotificationEmailMode;
}

export const EMAIL_PREFERENCE_MESSAGES = {
  unknownCategory: 'There is no such kind of email.',
} as const;

function setting(userId: string, category: NotificationEmailCategory, mode: NotificationEmailMode): NotificationEmailSetting {
  const info = NOTIFICATION_EMAIL_CATEGORIES[category];
  return { id: `${userId}:${category}`, category, label: info.label, description: info.description, mode };
}

/** One reader's settings, every category in order. Callers pass only the signed-in reader's own id. */
export async function notificationEmailSettings(ctx: ServiceContext, input: { userId: string }): Promise<NotificationEmailSetting[]> {
  const { userId } = input;
  const modes = await notificationEmailModes(ctx.db, userId);
  return NOTIFICATION_EMAIL_CATEGORY_NAMES.map((category) => setting(userId, category, modes[category]));
}

export type UpdateSettingOutcome = ({ __typename: 'NotificationEmailSetting' } & NotificationEmailSetting) | { __typename: 'BadRequest'; message: string };

/** Changes one category of one reader (the signed-in reader, or the holder of their unsubscribe link). */
export async function updateNotificationEmailSetting(
  ctx: ServiceContext,
  input: { userId: string; category: string; mode: NotificationEmailMode },
): Promise<UpdateSettingOutcome> {
  if (!isNotificationEmailCategory(input.category)) return { __typename: 'BadRequest', message: EMAIL_PREFERENCE_MESSAGES.unknownCategory };
  await saveNotificationEmailMode(ctx.db, { userId: input.userId, category: input.category, mode: input.mode, at: ctx.now() });
  return { __typename: 'NotificationEmailSetting', ...setting(input.userId, input.category, input.mode) };
}
