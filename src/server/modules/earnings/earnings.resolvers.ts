import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { storyEarningsAudit, viewerEarningsMonths, viewerEarningsStories, viewerPartnerEarnings, type EarningsContext } from './earnings.service';

function earnings(ctx: GraphQLContext): EarningsContext {
  return { viewer: ctx.viewer, db: ctx.db, loaders: ctx.loaders, percent: ctx.config.partnerSharePercent, now: ctx.deps.now };
}

/**
 * Queries only. Everything is the signed-in viewer's own (PartnerEarnings is only ever the viewer's: its fields
 * read the viewer from the context, never from the parent); a story's audit is for its writer or staff.
 */
export const earningsResolvers: Resolvers = {
  Query: {
    viewerPartnerEarnings: (_, __, ctx) => viewerPartnerEarnings(earnings(ctx)),
    storyEarningsAudit: signedIn((_, { postId }, ctx) => storyEarningsAudit(earnings(ctx), postId)),
  },
  PartnerEarnings: {
    months: (_, { count }, ctx) => viewerEarningsMonths(earnings(ctx), count),
    stories: (_, { month }, ctx) => viewerEarningsStories(earnings(ctx), month),
  },
};
