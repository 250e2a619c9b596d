import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { crupdatePassword, signInWithPassword } from './password.service';
import { hasPassword } from './passwords.repo';
import { signInWithSecondFactor } from './two-factor-sign-in.service';

export const loginResolvers: Resolvers = {
  Viewer: {
    hasPassword: (viewer, _, ctx) => (ctx.viewer?.id === viewer.id ? hasPassword(ctx.db, viewer.id) : false),
  },
  Mutation: {
    loginUser: anyone('signing in: the password or second factor is the proof, counted per attempt', (_, args, ctx) => {
      if (args.token) {
        return signInWithSecondFactor(ctx, { token: args.token, code: args.twoFactorVerificationCode ?? null, backupCode: args.backupCode ?? null });
      }
      return signInWithPassword(ctx, { email: args.email, password: args.password, referrer: args.referrer });
    }),
    crupdatePassword: anyone('a reset token, or the signed-in viewer with their current password, is checked by the service', (_, args, ctx) =>
      crupdatePassword(ctx, { password: args.password, oldPassword: args.oldPassword, token: args.token }),
    ),
  },
};
