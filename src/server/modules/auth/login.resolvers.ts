import { withTransaction } from '../../core';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { preparePassword, savePassword, signInWithPassword } from './password.service';
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
    // Checked (a current password counted toward its lockout) and the new one hashed first, outside any
    // transaction; then saved in one.
    crupdatePassword: anyone('a reset token, or the signed-in viewer with their current password, is checked by the service', async (_, args, ctx) => {
      const prepared = await preparePassword(ctx, { password: args.password, oldPassword: args.oldPassword, token: args.token });
      if (prepared.kind === 'answer') return prepared.answer;
      return withTransaction(ctx, (tx) => savePassword(tx, prepared.change));
    }),
  },
};
