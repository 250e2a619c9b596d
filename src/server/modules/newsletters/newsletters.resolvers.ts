import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import {
  isViewerSubscribed,
  newsletterSubscriberCount,
  readerSubscriptions,
  subscribeToWriter,
  unsubscribeReader,
  writerNewsletter,
} from './newsletters.service';

export const newslettersResolvers: Resolvers = {
  Query: {
    newsletterV3Subscriptions: signedIn((_, __, ctx) => readerSubscriptions(ctx)),
  },
  Mutation: {
    subscribeToWriterNewsletter: signedIn((_, { userId }, ctx) => subscribeToWriter(ctx, { userId }), { writes: true }),
    unsubscribeNewsletterV3: signedIn((_, { newsletterV3Id }, ctx) => unsubscribeReader(ctx, { newsletterId: newsletterV3Id }), { writes: true }),
  },
  User: {
    newsletterV3: (user, _, ctx) => writerNewsletter(ctx, { writerId: user.id }),
  },
  NewsletterV3: {
    user: (newsletter, _, ctx) => (newsletter.userId ? ctx.loaders.userById.load(newsletter.userId) : null),
    subscriberCount: (newsletter, _, ctx) => newsletterSubscriberCount(ctx, { newsletterId: newsletter.id }),
    viewerEdge: (newsletter) => ({ id: newsletter.id }),
  },
  NewsletterV3ViewerEdge: {
    isSubscribed: (edge, _, ctx) => isViewerSubscribed(ctx, { newsletterId: edge.id }),
  },
};
