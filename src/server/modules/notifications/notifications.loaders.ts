import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { NotificationsTable } from '../../db/schema.generated';
import type { ServiceContext } from '../../graphql/context';
import { ROLLUP_ITEMS_SHOWN } from './notifications.policy';
import { actorsOfRows, notificationRowsByIds, statusOf, type NotificationStatusRow } from './notifications.repo';

function createNotificationLoaders(ctx: ServiceContext) {
  return {
    /** The counter row of a reader (only ever the request's own reader: see the service). */
    statusByUser: new DataLoader<string, NotificationStatusRow>(async (userIds) => Promise.all(userIds.map((id) => statusOf(ctx.db, id)))),
    /** The people of a page of rows, newest first: one query for the page. */
    actorIdsByRow: new DataLoader<string, string[]>(async (ids) => {
      const found = await actorsOfRows(ctx.db, ids, ROLLUP_ITEMS_SHOWN);
      return ids.map((id) => found.get(id) ?? []);
    }),
  };
}

export type NotificationLoaders = ReturnType<typeof createNotificationLoaders>;

// Kept beside the request's own loaders (one set per request) without widening the shared loader list.
const byRequest = new WeakMap<object, NotificationLoaders>();

/** This request's notification loaders. */
export function notificationLoaders(ctx: ServiceContext): NotificationLoaders {
  let loaders = byRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createNotificationLoaders(ctx);
    byRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/**
 * Rows by id, one set per request or job beside the other modules' loaders (assembled in graphql/loaders.ts):
 * what other modules read of a notification (its email) without naming the table.
 */
export function createNotificationRowLoaders(db: Executor) {
  return {
    notificationRowById: new DataLoader<string, Selectable<NotificationsTable> | null>(async (ids) => {
      const found = new Map((await notificationRowsByIds(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
