import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
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

const OFF = { enabled: false, method: null, phoneLast4: null, backupCodesRemaining: 0 } as const;

export const twoFactorResolvers: Resolvers = {
  Viewer: {
    // Only ever the viewer's own settings, read through their own session.
    twoFactor: (viewer, _, ctx) => (ctx.viewer?.id === viewer.id ? twoFactorStatus(ctx, { userId: viewer.id }) : OFF),
  },
  Query: {
    twoFactorChallenge: anyone('the token proves a first factor passed moments ago; it names the method only', (_, { token }, ctx) =>
      twoFactorChallenge(ctx, { token }),
    ),
  },
  Mutation: {
    registerAuthyUser: signedIn((_, args, ctx) =>
      registerAuthyUser(ctx, { countryCode: args.countryCode ?? null, phoneNumber: args.phoneNumber ?? null, preferredMethod: args.preferredMethod }),
    ),
    // A wrong code is an answer, so the attempt it counts toward the lockout commits with the transaction.
    crupdateTwoFactorAuth: signedIn((_, args, ctx) => crupdateTwoFactorAuth(ctx, args), { writes: true }),
    crupdateTwoFactorBackupCodes: signedIn(
      (_, { userId }, ctx) => {
        if (userId && userId !== ctx.viewer.id) return { __typename: 'NotFound' as const, message: TWO_FACTOR_MESSAGES.notEnabled };
        return crupdateTwoFactorBackupCodes(ctx);
      },
      { writes: true },
    ),
    sendTwoFactorCode: anyone('the token proves a first factor passed moments ago; it only sends that account a code', (_, { token, method }, ctx) =>
      sendTwoFactorCode(ctx, { token, method }),
    ),
    sendViewerTwoFactorCode: signedIn((_, { method }, ctx) => sendViewerTwoFactorCode(ctx, { method })),
    removeTwoFactorAuth: signedIn((_, { verificationCode }, ctx) => removeTwoFactorAuth(ctx, { verificationCode }), { writes: true }),
  },
};
