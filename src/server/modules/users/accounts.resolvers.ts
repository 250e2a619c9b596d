import type { Resolvers } from '../../graphql/resolvers.generated';
import { withTransaction } from '../../core';
import { anyone, signedIn } from '../../security';
import { ACCOUNT_MESSAGES, createAccount, sendVerificationEmail, updateViewerProfile, verificationEmailFailed, viewerProfileFailed } from './accounts.service';

export const accountsResolvers: Resolvers = {
  Mutation: {
    // accessTokenSecret, accountName, entryPoint, onboardingStatus and source belong to sign-up paths this
    // instance does not offer (OAuth 1 providers, onboarding analytics); they are accepted and ignored.
    createAccount: anyone('signing up: an emailed link, a provider or a password proves the address', (_, args, ctx) => createAccount(ctx, args)),
    // One transaction: a link whose email cannot be queued is not kept; the refusal is answered after the rollback.
    sendVerificationEmail: signedIn((_, __, ctx) => withTransaction(ctx, (tx) => sendVerificationEmail(tx)).catch(verificationEmailFailed), {
      signedOut: () => ({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signInToVerify }),
    }),
    // One transaction; a username taken at the same moment is answered after it rolled back.
    updateViewerProfile: signedIn((_, args, ctx) => withTransaction(ctx, (tx) => updateViewerProfile(tx, args)).catch(viewerProfileFailed), {
      signedOut: () => ({ __typename: 'Forbidden' as const, message: ACCOUNT_MESSAGES.signInToEdit }),
    }),
  },
};
