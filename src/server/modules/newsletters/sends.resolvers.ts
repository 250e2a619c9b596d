import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, definePolicy } from '../../security';
import { mayManageSend, newsletterSendsPage, resumeSend } from './sends.service';

const NOT_FOUND = { __typename: 'NotFound', message: 'Not found.' } as const;

/** Only the managers of the send's newsletter: its writer, or its publication's editors. Anyone else is told it is not there. */
const managesSend = definePolicy<{ sendId: string }>("newsletters.resumeSend: the newsletter's managers", async (ctx, args) =>
  (await mayManageSend(ctx, args)) ? null : NOT_FOUND.message,
);

export const sendsResolvers: Resolvers = {
  Mutation: {
    resumeNewsletterSend: byPolicy(managesSend, (_, { sendId }, ctx) => resumeSend(ctx, { sendId }), { writes: true, refused: () => NOT_FOUND }),
  },
  NewsletterSendStats: {
    emailOnly: async (send, _, ctx) => (await ctx.loaders.postById.load(send.postId))?.emailOnly ?? false,
  },
  NewsletterV3Stats: {
    // The parent exists only for the newsletter's managers (newsletterV3Stats checked it).
    sendsPage: (stats, { before, limit }, ctx) => newsletterSendsPage(ctx, { newsletterId: stats.newsletter.id, before, limit }),
  },
};
