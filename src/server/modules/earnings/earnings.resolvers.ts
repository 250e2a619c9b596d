import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
import { partnerSharePercent, storyEarningsAudit, viewerEarningsMonths, viewerEarningsStories, viewerPartnerEarnings } from './earnings.service';

/**
 * Queries only. Everything is the signed-in viewer's own (PartnerEarnings is only ever the viewer's: its fields
 * read the viewer from the context, never from the parent); a story's audit is for its writer or staff.
 */
export const earningsResolvers: Resolvers = {
  Query: {
    partnerSharePercent: anyone('the writers’ share is what the public Partner Program pages tell everyone', (_, __, ctx) => partnerSharePercent(ctx)),
    // The writer's own dashboard: null when signed out (the contract answers rather than refuses).
    viewerPartnerEarnings: signedIn((_, __, ctx) => viewerPartnerEarnings(ctx), { signedOut: () => null }),
    storyEarningsAudit: signedIn((_, { postId }, ctx) => storyEarningsAudit(ctx, { postId })),
  },
  PartnerEarnings: {
    months: (_, { count }, ctx) => viewerEarningsMonths(ctx, { count }),
    stories: (_, { month }, ctx) => viewerEarningsStories(ctx, { month }),
  },
};
