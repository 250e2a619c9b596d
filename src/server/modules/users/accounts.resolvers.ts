import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
import { ACCOUNT_MESSAGES, createAccount, sendVerificationEmail, updateViewerProfile } from './accounts.service';

export const accountsResolvers: Resolvers = {
  Mutation: {
    // accessTokenSecret, accountName, entryPoint, onboardingStatus and source belong to sign-up paths this
    // instance does not offer (OAuth 1 providers, onboarding analytics); they are accepted and ignored.
    createAccount: anyone('signing up: an emailed link, a provider or a password proves the address', (_, args, ctx) => createAccount(ctx, args)),
    sendVerificationEmail: signedIn((_, __, ctx) => sendVerificationEmail(ctx), {
      signedOut: () => ({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signInToVerify }),
    }),
    updateViewerProfile: signedIn((_, args, ctx) => updateViewerProfile(ctx, args), {
      signedOut: () => ({ __typename: 'Forbidden' as const, message: ACCOUNT_MESSAGES.signInToEdit }),
    }),
  },
};
