import { graphql } from '../../gql';

export const PasswordViewerQuery = graphql(`
  query PasswordViewer {
    viewer {
      id
      email
      hasPassword
    }
  }
`);

export const CrupdatePasswordMutation = graphql(`
  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {
    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {
      __typename
      ... on PasswordUpdated {
        success
        redirect
        otherSessionCount
      }
      ...CrupdatePasswordRefusal
      ... on InvalidPassword {
        message
      }
      ... on PasswordSoftLockout {
        message
      }
      ... on PasswordPermanentLockout {
        message
      }
      ... on IpAuthLockout {
        message
      }
    }
  }
`);

export const EndOtherSessionsAfterPasswordMutation = graphql(`
  mutation EndOtherSessionsAfterPassword {
    endOtherSessions
  }
`);

export const SendPasswordResetEmailMutation = graphql(`
  mutation SendPasswordResetEmail($email: String!) {
    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {
      __typename
      ...SendAcctAuthEmailRefusal
    }
  }
`);
