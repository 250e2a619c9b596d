import { graphql } from '../../gql';

export const VerifyEmailViewerQuery = graphql(`
  query VerifyEmailViewer {
    viewer {
      id
      unverifiedEmail
    }
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      __typename
      ... on SentVerificationEmail {
        email
      }
      ... on BadRequest {
        message
      }
      ... on TooManyRequests {
        message
      }
    }
  }
`);
