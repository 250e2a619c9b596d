import type { ServiceContext } from '../../graphql/context';
import { catalogSummary } from '../catalogs';
import { isBlockedBy } from '../relations';

/** A list as responses need it: whose it is. */
export interface CatalogRef {
  id: string;
  creatorId: string;
  name: string;
}

/** A list this reader can see (public, or their own; not by someone who blocked them), or null. */
export async function catalogOf(ctx: ServiceContext, { catalogId }: { catalogId: string }): Promise<CatalogRef | null> {
  const summary = await catalogSummary(ctx, { catalogId });
  if (!summary) return null;
  const isOwner = ctx.viewer?.id === summary.creatorId;
  if (!isOwner && summary.visibility !== 'PUBLIC') return null;
  if (await isBlockedBy(ctx, { userId: summary.creatorId })) return null;
  return { id: summary.id, creatorId: summary.creatorId, name: summary.name };
}
