import type { Resolvers } from '../../graphql/resolvers.generated';
import { crupdatePassword, signInWithPassword } from './password.service';
import { hasPassword } from './passwords';
import { signInWithSecondFactor } from './two-factor-sign-in.service';

export const loginResolvers: Resolvers = {
  Viewer: {
    hasPassword: (viewer, _, ctx) => (ctx.viewer?.id === viewer.id ? hasPassword(ctx.db, viewer.id) : false),
  },
  Mutation: {
    loginUser: (_, args, ctx) => {
      if (args.token) {
        return signInWithSecondFactor(ctx, { token: args.token, code: args.twoFactorVerificationCode ?? null, backupCode: args.backupCode ?? null });
      }
      return signInWithPassword(ctx, { email: args.email, password: args.password, referrer: args.referrer });
    },
    crupdatePassword: (_, args, ctx) => crupdatePassword(ctx, { password: args.password, oldPassword: args.oldPassword, token: args.token }),
  },
};
