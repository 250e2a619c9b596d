import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn, type SignedInContext } from '../../security';
import {
  isViewerUsername,
  managedRecentSubscribers,
  managedSubscriberStats,
  newsletterAudience,
  newsletterStats,
  setNewsletterTracking,
  viewerNewsletter,
  viewerRecentSubscribers,
  viewerSubscriberStats,
  type NewsletterStats,
} from './audience.service';

const NOT_FOUND = { __typename: 'NotFound', message: 'Not found.' } as const;
const statsResult = (stats: NewsletterStats | null) => (stats ? { __typename: 'NewsletterV3Stats' as const, ...stats } : NOT_FOUND);

export const audienceResolvers: Resolvers = {
  Query: {
    userAudience: anyone("answers NotFound to everyone but the person named, who sees their own audience", (_, { username }, ctx) =>
      ctx.viewer && isViewerUsername(ctx, { username }) ? { __typename: 'UserAudience', id: ctx.viewer.id } : NOT_FOUND,
    ),
    viewerSubscriberStats: signedIn((_, { days }, ctx) => viewerSubscriberStats(ctx, { days })),
    newsletterV3Audience: anyone("answers NotFound to everyone but the newsletter's writer or its publication's editors", async (_, { newsletterV3Id }, ctx) => {
      const newsletter = ctx.viewer ? await newsletterAudience(ctx as SignedInContext, { newsletterId: newsletterV3Id }) : null;
      return newsletter ? { __typename: 'NewsletterV3Audience' as const, id: newsletter.id, newsletter, viewerId: ctx.viewer!.id } : NOT_FOUND;
    }),
    newsletterV3Stats: signedIn(async (_, { newsletterV3Id }, ctx) => statsResult(await newsletterStats(ctx, { newsletterId: newsletterV3Id }))),
  },
  Mutation: {
    enableViewerNewsletterV3: signedIn(async (_, __, ctx) => ({ __typename: 'NewsletterV3', ...(await viewerNewsletter(ctx)) }), { writes: true }),
    setNewsletterV3Tracking: signedIn(
      async (_, { newsletterV3Id, enabled }, ctx) => statsResult(await setNewsletterTracking(ctx, { newsletterId: newsletterV3Id, enabled })),
      { writes: true },
    ),
  },
  UserAudience: {
    // The parent exists only for the signed-in person themself (userAudience); these read the viewer's own rows.
    user: (audience, _, ctx) => ctx.loaders.userById.load(audience.id).then((user) => user!),
    subscriberStats: (audience, { days }, ctx) => viewerSubscriberStats(ownerContext(ctx, audience.id), { days }),
    recentSubscribers: (audience, { limit }, ctx) => viewerRecentSubscribers(ownerContext(ctx, audience.id), { limit }),
  },
  NewsletterV3Audience: {
    // The parent exists only for those who manage the newsletter (newsletterV3Audience), checked when it was made.
    newsletter: (audience) => ({ __typename: 'NewsletterV3', ...audience.newsletter }),
    subscriberStats: (audience, { days }, ctx) => managedSubscriberStats(ownerContext(ctx, audience.viewerId), { newsletter: audience.newsletter, days }),
    recentSubscribers: (audience, { limit }, ctx) => managedRecentSubscribers(ownerContext(ctx, audience.viewerId), { newsletter: audience.newsletter, limit }),
  },
  NewsletterSubscriber: {
    user: (subscriber, _, ctx) => (subscriber.userId ? ctx.loaders.userById.load(subscriber.userId) : null),
    subscribedAt: (subscriber) => subscriber.confirmedAt,
    source: (subscriber) => (subscriber.source === 'import' ? 'IMPORT' : 'FORM'),
  },
  NewsletterV3Stats: {
    id: (stats) => stats.newsletter.id,
    newsletter: (stats) => ({ __typename: 'NewsletterV3', ...stats.newsletter }),
  },
  NewsletterSendStats: {
    post: (send, _, ctx) => ctx.loaders.postById.load(send.postId),
  },
};

/** The audience was made for the viewer (checked when the parent was made); anyone else reads nothing. */
function ownerContext(ctx: Parameters<typeof isViewerUsername>[0], ownerId: string): SignedInContext {
  if (!ctx.viewer || ctx.viewer.id !== ownerId) throw new Error('An audience is read by those it was made for only.');
  return ctx as SignedInContext;
}
