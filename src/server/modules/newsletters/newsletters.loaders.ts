import DataLoader from 'dataloader';
import type { ServiceContext, SignedInContext } from '../../core';
import { confirmedCounts, issuesByPostIds, newslettersOfCollections, newslettersOfWriters, subscribedAmong, type IssueRow, type NewsletterModel } from './newsletters.repo';

/** This request's loaders of newsletter facts, one batch query each (kept beside the request's own loaders). */
const writerLoaders = new WeakMap<object, DataLoader<string, NewsletterModel | null>>();
const countLoaders = new WeakMap<object, DataLoader<string, number>>();
const subscribedLoaders = new WeakMap<object, DataLoader<string, boolean>>();
const collectionLoaders = new WeakMap<object, DataLoader<string, NewsletterModel | null>>();
const issueLoaders = new WeakMap<object, DataLoader<string, IssueRow | null>>();

function once<V>(map: WeakMap<object, DataLoader<string, V>>, ctx: ServiceContext, make: () => DataLoader<string, V>): DataLoader<string, V> {
  let loader = map.get(ctx.loaders);
  if (!loader) {
    loader = make();
    map.set(ctx.loaders, loader);
  }
  return loader;
}

/** A writer's newsletter by the writer's id (null until enabled). */
export function newsletterOfWriter(ctx: ServiceContext): DataLoader<string, NewsletterModel | null> {
  return once(writerLoaders, ctx, () =>
    new DataLoader(async (ids: readonly string[]) => {
      const found = new Map((await newslettersOfWriters(ctx.db, ids)).map((n) => [n.userId, n]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  );
}

export function subscriberCount(ctx: ServiceContext): DataLoader<string, number> {
  return once(countLoaders, ctx, () =>
    new DataLoader(async (ids: readonly string[]) => {
      const counts = await confirmedCounts(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  );
}

/** Whether the signed-in reader gets a newsletter. */
export function viewerSubscribed(ctx: SignedInContext): DataLoader<string, boolean> {
  return once(subscribedLoaders, ctx, () =>
    new DataLoader(async (ids: readonly string[]) => {
      const subscribed = await subscribedAmong(ctx.db, { id: ctx.viewer.id, email: ctx.viewer.email?.toLowerCase() ?? null }, ids);
      return ids.map((id) => subscribed.has(id));
    }),
  );
}

/** A publication's newsletter by the publication's id (null until its editors create one). */
export function collectionNewsletterLoader(ctx: ServiceContext): DataLoader<string, NewsletterModel | null> {
  return once(collectionLoaders, ctx, () =>
    new DataLoader(async (ids: readonly string[]) => {
      const found = new Map((await newslettersOfCollections(ctx.db, ids)).map((n) => [n.collectionId, n]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  );
}

/** The email-only issue a draft is, by the draft's id. */
export function issueLoader(ctx: ServiceContext): DataLoader<string, IssueRow | null> {
  return once(issueLoaders, ctx, () =>
    new DataLoader(async (ids: readonly string[]) => {
      const found = new Map((await issuesByPostIds(ctx.db, ids)).map((row) => [row.post_id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  );
}
