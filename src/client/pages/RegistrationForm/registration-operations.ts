import { graphql } from '../../gql';

export const AccountTokenQuery = graphql(`
  query AccountTokenQuery {
    accountToken
  }
`);

export const CreateAccountMutation = graphql(`
  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {
    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {
      __typename
      ...SignedIn
      ...CreateAccountRefusal
    }
  }
`);
