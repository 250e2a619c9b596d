import { graphql } from '../../gql';

export const VerifyEmailViewerQuery = graphql(`
  query VerifyEmailViewer {
    viewer {
      id
      unverifiedEmail
    }
  }
`);

export const SendVerificationEmailMutation = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail {
      __typename
      ... on SentVerificationEmail {
        email
      }
      ...SendVerificationEmailRefusal
    }
  }
`);
