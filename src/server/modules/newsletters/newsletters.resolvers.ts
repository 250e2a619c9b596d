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
import {
  collectionNewsletter,
  issueOfPost,
  mayManage,
  newsletterById,
  newsletterForEmail,
  sendIssue,
  startIssue,
  subscribeToNewsletter,
} from './publication-newsletters.service';

export const newslettersResolvers: Resolvers = {
  Query: {
    newsletterV3Subscriptions: signedIn((_, __, ctx) => readerSubscriptions(ctx)),
    newsletterV3ForEmail: signedIn((_, { newsletterV3Id }, ctx) => newsletterForEmail(ctx, { newsletterId: newsletterV3Id })),
  },
  Mutation: {
    subscribeToWriterNewsletter: signedIn((_, { userId }, ctx) => subscribeToWriter(ctx, { userId }), { writes: true }),
    unsubscribeNewsletterV3: signedIn((_, { newsletterV3Id }, ctx) => unsubscribeReader(ctx, { newsletterId: newsletterV3Id }), { writes: true }),
    subscribeNewsletterV3: signedIn((_, { newsletterV3Id }, ctx) => subscribeToNewsletter(ctx, { newsletterId: newsletterV3Id }), { writes: true }),
    createNewsletterEmail: signedIn((_, { newsletterV3Id, ...draft }, ctx) => startIssue(ctx, { newsletterId: newsletterV3Id, ...draft }), { writes: true }),
    sendNewsletterEmail: signedIn((_, args, ctx) => sendIssue(ctx, args), { writes: true }),
  },
  User: {
    newsletterV3: (user, _, ctx) => writerNewsletter(ctx, { writerId: user.id }),
  },
  Collection: {
    newsletterV3: (collection, _, ctx) => collectionNewsletter(ctx, { collectionId: collection.id }),
  },
  Post: {
    newsletterIssue: (post, _, ctx) => {
      if (!post.emailOnly || !ctx.viewer || post.creatorId !== ctx.viewer.id) return null;
      return issueOfPost(ctx, { postId: post.id });
    },
  },
  NewsletterIssue: {
    newsletter: async (issue, _, ctx) => (await newsletterById(ctx, { newsletterId: issue.newsletterId }))!,
  },
  NewsletterV3: {
    user: (newsletter, _, ctx) => (newsletter.userId ? ctx.loaders.userById.load(newsletter.userId) : null),
    collection: (newsletter, _, ctx) => (newsletter.collectionId ? ctx.loaders.collectionById.load(newsletter.collectionId) : null),
    subscriberCount: (newsletter, _, ctx) => newsletterSubscriberCount(ctx, { newsletterId: newsletter.id }),
    viewerEdge: (newsletter) => ({ id: newsletter.id, newsletter }),
  },
  NewsletterV3ViewerEdge: {
    isSubscribed: (edge, _, ctx) => isViewerSubscribed(ctx, { newsletterId: edge.id }),
    canManage: (edge, _, ctx) => mayManage(ctx, edge.newsletter),
  },
};
