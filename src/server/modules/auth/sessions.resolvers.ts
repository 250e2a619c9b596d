import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { endOneSession, endOtherSessions, listSessions, sessionTimeouts } from './sessions.service';

function signedInViewer(ctx: GraphQLContext) {
  if (!ctx.viewer) throw new GraphQLError('You need to sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewer;
}

export const sessionsResolvers: Resolvers = {
  Viewer: {
    // Only the viewer's own sessions, and only through their own session (never another user's Viewer).
    sessions: async (viewer, _, ctx) => {
      if (ctx.viewer?.id !== viewer.id) return [];
      const sessions = await listSessions(ctx.db, sessionTimeouts(ctx.config), viewer.id, ctx.session?.id ?? null);
      return sessions.map((s) => ({
        id: s.id,
        ipAddress: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        isCurrent: s.isCurrent,
      }));
    },
  },
  Mutation: {
    endSession: async (_, { id }, ctx) => endOneSession(ctx.db, signedInViewer(ctx).id, id, ctx.session?.id ?? null),
    endOtherSessions: async (_, __, ctx) => endOtherSessions(ctx.db, signedInViewer(ctx).id, ctx.session?.id ?? null),
  },
};
