import type { ServiceContext } from './context';

/**
 * Runs `work` in one transaction: the one `ctx` already holds, or a new one whose context is a copy
 * carrying the transaction as `ctx.db` and loaders that read through it. Only the edge (the guard of a
 * mutation or a form route, a job runner) calls this; services compose inside it and never open one.
 */
export async function withTransaction<C extends ServiceContext, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  const result = await ctx.deps.db.transaction().execute((trx) => {
    const inner: C = { ...ctx, db: trx, loaders: ctx.deps.createLoaders(trx, (tag) => ctx.cacheTags.add(tag)) };
    return work(inner);
  });
  forgetLoaded(ctx);
  return result;
}

/**
 * After a write, what the request's loaders hold may be stale: the answer's fields (resolved with the
 * request's context, outside the transaction) and any later field of the operation load again.
 */
function forgetLoaded(ctx: ServiceContext) {
  for (const loader of Object.values(ctx.loaders) as unknown[]) {
    if (loader && typeof (loader as { clearAll?: unknown }).clearAll === 'function') (loader as { clearAll(): void }).clearAll();
  }
}
