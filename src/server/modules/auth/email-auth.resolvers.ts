import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { emailAvailability, liveAccountToken, magicLinkPreferred, sendAcctAuthEmail, verifyLoginCode } from './email-auth.service';

export const emailAuthResolvers: Resolvers = {
  Query: {
    magicLinkPreferred: anyone('the sign-in form asks which way to offer; it tells no more than the form would', (_, { email }, ctx) =>
      magicLinkPreferred(ctx, { email }),
    ),
    emailAvailability: anyone('the sign-up form checks an address before an account exists', (_, { email }, ctx) => emailAvailability(ctx, { email })),
    // Every GraphQL answer is sent with cache-control: no-store.
    accountToken: anyone("the registration form reads its own browser's account-token cookie", (_, __, ctx) => liveAccountToken(ctx)),
  },
  Mutation: {
    // captchaValue: no challenge provider is configured, so FailedChallenge is never the answer.
    sendAcctAuthEmail: anyone('it only emails a sign-in or sign-up link to the address given, within rate limits', (_, args, ctx) =>
      sendAcctAuthEmail(ctx, args),
    ),
    verifyLoginCode: anyone('signing in by code: the code and the browser binding are the proof', (_, { loginCode }, ctx) =>
      verifyLoginCode(ctx, { loginCode }),
    ),
  },
};
