import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import {
  TWO_FACTOR_MESSAGES,
  crupdateTwoFactorAuth,
  crupdateTwoFactorBackupCodes,
  registerAuthyUser,
  removeTwoFactorAuth,
  sendTwoFactorCode,
  sendViewerTwoFactorCode,
  twoFactorChallenge,
  twoFactorStatus,
} from './two-factor.service';

type SignedInContext = GraphQLContext & { viewer: NonNullable<GraphQLContext['viewer']> };

function signedIn(ctx: GraphQLContext): SignedInContext {
  if (!ctx.viewer) throw new GraphQLError('You need to sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx as SignedInContext;
}

const OFF = { enabled: false, method: null, phoneLast4: null, backupCodesRemaining: 0 } as const;

export const twoFactorResolvers: Resolvers = {
  Viewer: {
    // Only ever the viewer's own settings, read through their own session.
    twoFactor: (viewer, _, ctx) => (ctx.viewer?.id === viewer.id ? twoFactorStatus(ctx.db, viewer.id) : OFF),
  },
  Query: {
    twoFactorChallenge: (_, { token }, ctx) => twoFactorChallenge(ctx.db, token),
  },
  Mutation: {
    registerAuthyUser: (_, args, ctx) =>
      registerAuthyUser(signedIn(ctx), { countryCode: args.countryCode ?? null, phoneNumber: args.phoneNumber ?? null, preferredMethod: args.preferredMethod }),
    crupdateTwoFactorAuth: (_, args, ctx) => crupdateTwoFactorAuth(signedIn(ctx), args),
    crupdateTwoFactorBackupCodes: (_, { userId }, ctx) => {
      const signedInCtx = signedIn(ctx);
      if (userId && userId !== signedInCtx.viewer.id) return { __typename: 'NotFound', message: TWO_FACTOR_MESSAGES.notEnabled };
      return crupdateTwoFactorBackupCodes(signedInCtx);
    },
    sendTwoFactorCode: (_, { token, method }, ctx) => sendTwoFactorCode(ctx, token, method),
    sendViewerTwoFactorCode: (_, { method }, ctx) => sendViewerTwoFactorCode(signedIn(ctx), method),
    removeTwoFactorAuth: (_, { verificationCode }, ctx) => removeTwoFactorAuth(signedIn(ctx), verificationCode),
  },
};
