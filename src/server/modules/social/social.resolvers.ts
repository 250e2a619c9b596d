import type { Resolvers } from '../../graphql/resolvers.generated';
import { connectionsOf } from './social.service';
import { toConnection } from './social-connections';

export const socialResolvers: Resolvers = {
  Viewer: {
    // Only the viewer's own connections, and only through their own session.
    socialConnections: async (viewer, _, ctx) => {
      if (ctx.viewer?.id !== viewer.id) return [];
      return (await connectionsOf(ctx, { userId: viewer.id })).map(toConnection);
    },
  },
};
