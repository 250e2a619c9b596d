import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { lockedPostSource } from '../../../shared/validation/meter';
import { isEnrolled } from '../partner';
import { crawlersReadWholeOf, storyAccess } from '../posts';
import { meterAllowance, meteringInfo } from './meter.service';

export const meterResolvers: Resolvers = {
  Query: {
    meterFreeStoriesPerMonth: anyone('the instance setting signed-out pages show in their paywall', (_, __, ctx) => meterAllowance(ctx.config)),
  },
  Post: {
    crawlersReadWhole: (post, _, ctx) => crawlersReadWholeOf(ctx, post),
    lockedSource: async (post, _, ctx) =>
      lockedPostSource(post.visibility === 'LOCKED', post.visibility === 'LOCKED' && (await isEnrolled(ctx, { userId: post.creatorId }))),
    // Decided with the story's text, in the same request: the page never shows a banner the text disagrees with.
    meterState: async (post, _, ctx) => (await storyAccess(ctx, { post, shareKey: post.requestedShareKey, read: post.singleRead === true })).state,
  },
  Viewer: {
    // A reader's meter is theirs alone, and members have none.
    meteringInfo: (viewer, _, ctx) =>
      ctx.viewer?.id === viewer.id && viewer.mediumMemberAt == null ? meteringInfo(ctx, { userId: viewer.id }) : null,
  },
};
