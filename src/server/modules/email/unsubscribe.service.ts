import { NOTIFICATION_EMAIL_CATEGORIES, type NotificationEmailCategory, type NotificationEmailMode } from '../../../shared/notification-email';
import type { Database } from '../../db';
import { notificationEmailModes, saveNotificationEmailMode } from './email-preferences.repo';
import type { UnsubscribeGrant } from './unsubscribe-token';

export type PreviousModes = Partial<Record<NotificationEmailCategory, NotificationEmailMode>>;

async function accountExists(db: Database, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst());
}

/** Turns the link's categories off; answers what they were before (for Undo), or null when the account is gone. */
export async function unsubscribe(deps: { db: Database; now: () => number }, grant: UnsubscribeGrant): Promise<PreviousModes | null> {
  if (!(await accountExists(deps.db, grant.userId))) return null;
  return deps.db.transaction().execute(async (trx) => {
    const modes = await notificationEmailModes(trx, grant.userId);
    const previous: PreviousModes = {};
    for (const category of grant.categories) {
      previous[category] = modes[category];
      await saveNotificationEmailMode(trx, { userId: grant.userId, category, mode: 'off', at: deps.now() });
    }
    return previous;
  });
}

/** Undo: puts the link's categories back as they were (never beyond the link's own categories). */
export async function resubscribe(deps: { db: Database; now: () => number }, grant: UnsubscribeGrant, previous: PreviousModes): Promise<boolean> {
  if (!(await accountExists(deps.db, grant.userId))) return false;
  await deps.db.transaction().execute(async (trx) => {
    for (const category of grant.categories) {
      const mode = previous[category];
      await saveNotificationEmailMode(trx, { userId: grant.userId, category, mode: mode && mode !== 'off' ? mode : NOTIFICATION_EMAIL_CATEGORIES[category].defaultMode, at: deps.now() });
    }
  });
  return true;
}
