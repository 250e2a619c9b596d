import { CombinedGraphQLErrors, type GraphQLClient, useClient } from '../../data';
import { useMemo } from 'react';
import { MESSAGES } from '../../../shared/validation/auth';
import type { SusiApi } from './susi-calls';
import {
  CreateAccountMutation,
  EmailAvailabilityQuery,
  LoginUserMutation,
  MagicLinkPreferredQuery,
  SendAcctAuthEmailMutation,
  VerifyLoginCodeMutation,
} from './operations';

function required<T>(data: T | undefined | null, call: string): T {
  if (data == null) throw new Error(`${call} answered without data`);
  return data;
}

/** The sign-in calls. Nothing is cached: every answer depends on the moment it is asked. */
export function susiApiFor(client: GraphQLClient): SusiApi {
  return {
    async sendAcctAuthEmail(input) {
      const { data } = await client.mutate({ mutation: SendAcctAuthEmailMutation, variables: input, fetchPolicy: 'no-cache' });
      return required(data, 'sendAcctAuthEmail').sendAcctAuthEmail;
    },
    async magicLinkPreferred(email) {
      const { data } = await client.query({ query: MagicLinkPreferredQuery, variables: { email }, fetchPolicy: 'no-cache' });
      return required(data, 'magicLinkPreferred').magicLinkPreferred;
    },
    async emailAvailability(email) {
      const { data } = await client.query({ query: EmailAvailabilityQuery, variables: { email }, fetchPolicy: 'no-cache' });
      return required(data, 'emailAvailability').emailAvailability;
    },
    async loginUser({ email, password, referrer }) {
      const { data } = await client.mutate({
        mutation: LoginUserMutation,
        variables: { email, password, referrer, operation: 'login' },
        fetchPolicy: 'no-cache',
      });
      return required(data, 'loginUser').loginUser;
    },
    async createAccount(input) {
      const { data } = await client.mutate({ mutation: CreateAccountMutation, variables: input, fetchPolicy: 'no-cache' });
      return required(data, 'createAccount').createAccount;
    },
    async verifyLoginCode(loginCode) {
      const { data } = await client.mutate({ mutation: VerifyLoginCodeMutation, variables: { loginCode }, fetchPolicy: 'no-cache' });
      return required(data, 'verifyLoginCode').verifyLoginCode;
    },
  };
}

export function useSusiApi(): SusiApi {
  const client = useClient();
  return useMemo(() => susiApiFor(client), [client]);
}

/** What to say when a call failed outright: the server's words for a rate limit, else 'Please try again.' */
export function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
    if (limited) return limited.message;
  }
  return MESSAGES.tryAgain;
}
