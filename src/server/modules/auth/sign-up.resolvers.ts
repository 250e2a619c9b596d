import { GraphQLError } from 'graphql';
import { withTransaction } from '../../core';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
import { ACCOUNT_MESSAGES } from '../users';
import { isSocialProvider, SocialRuleError, SOCIAL_MESSAGES, toConnection } from '../social';
import { sendVerificationEmail, verificationEmailFailed } from './email-verification.service';
import { createAccount, prepareSignUp, signUpFailed } from './sign-up.service';
import { disconnectSocialAccount } from './social-sign-in.service';

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });

export const signUpResolvers: Resolvers = {
  Mutation: {
    // accessTokenSecret, accountName, entryPoint, onboardingStatus and source belong to sign-up paths this
    // instance does not offer (OAuth 1 providers, onboarding analytics); they are accepted and ignored.
    // Checked and the password hashed first (slow work stays out of the transaction), then created in one; a link
    // used or an address taken meanwhile is answered after the rollback.
    createAccount: anyone('signing up: an emailed link, a provider or a password proves the address', async (_, args, ctx) => {
      const prepared = await prepareSignUp(ctx, args);
      if (prepared.kind === 'answer') return prepared.answer;
      return withTransaction(ctx, (tx) => createAccount(tx, prepared.signUp)).catch(signUpFailed);
    }),
    // One transaction: a link whose email cannot be queued is not kept; the refusal is answered after the rollback.
    sendVerificationEmail: signedIn((_, __, ctx) => withTransaction(ctx, (tx) => sendVerificationEmail(tx)).catch(verificationEmailFailed), {
      signedOut: () => ({ __typename: 'BadRequest', message: ACCOUNT_MESSAGES.signInToVerify }),
    }),
    // The last way in refused is an error: the transaction rolls back.
    disconnectSocialAccount: signedIn(
      async (_, { provider }, ctx) => {
        if (!isSocialProvider(provider)) throw badRequest(SOCIAL_MESSAGES.unknownProvider);
        try {
          return (await disconnectSocialAccount(ctx, { provider })).map(toConnection);
        } catch (error) {
          if (error instanceof SocialRuleError) throw badRequest(error.message);
          throw error;
        }
      },
      { writes: true },
    ),
  },
};
