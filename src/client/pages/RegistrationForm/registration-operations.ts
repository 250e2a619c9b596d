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
      ... on AuthInfo {
        uid
        redirect
      }
      ... on Forbidden {
        message
      }
      ... on AlreadyExists {
        message
      }
      ... on UserCreationRateLimited {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
`);
