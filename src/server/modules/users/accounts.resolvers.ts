import type { Resolvers } from '../../graphql/resolvers.generated';
import { createAccount, resendVerificationEmail, updateViewerProfile } from './accounts.service';

export const accountsResolvers: Resolvers = {
  Mutation: {
    // accessTokenSecret, accountName, entryPoint, onboardingStatus and source belong to sign-up paths this
    // instance does not offer (OAuth 1 providers, onboarding analytics); they are accepted and ignored.
    createAccount: (_, args, ctx) => createAccount(ctx, args),
    resendVerificationEmail: (_, __, ctx) => resendVerificationEmail(ctx),
    updateViewerProfile: (_, args, ctx) => updateViewerProfile(ctx, args),
  },
};
