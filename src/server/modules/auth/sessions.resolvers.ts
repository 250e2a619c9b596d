import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { endOneSession, endOtherSessions, listSessions } from './sessions.service';

export const sessionsResolvers: Resolvers = {
  Viewer: {
    // Only the viewer's own sessions, and only through their own session (never another user's Viewer).
    sessions: async (viewer, _, ctx) => {
      if (ctx.viewer?.id !== viewer.id) return [];
      const sessions = await listSessions(ctx, { userId: viewer.id, currentId: ctx.session?.id ?? null });
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
    endSession: signedIn((_, { id }, ctx) => endOneSession(ctx, { userId: ctx.viewer.id, sessionId: id, currentId: ctx.session?.id ?? null })),
    endOtherSessions: signedIn((_, __, ctx) => endOtherSessions(ctx, { userId: ctx.viewer.id, currentId: ctx.session?.id ?? null })),
  },
};
