import { graphql } from '../../gql';

export const TwoFactorChallengeQuery = graphql(`
  query TwoFactorChallenge($token: String!) {
    twoFactorChallenge(token: $token) {
      method
      phoneLast4
    }
  }
`);

export const SendTwoFactorCodeMutation = graphql(`
  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {
    sendTwoFactorCode(token: $token, method: $method) {
      __typename
      ... on TwoFactorCodeSent {
        method
        phoneLast4
      }
      ... on NotFound {
        message
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

export const TwoFactorLoginMutation = graphql(`
  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {
    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {
      __typename
      ... on AuthInfo {
        uid
        redirect
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
      ... on TooManyRequests {
        message
      }
      ... on MissingOAuthTokens {
        message
      }
      ... on IpAuthLockout {
        message
      }
      ... on InvalidPassword {
        message
      }
      ... on PasswordSoftLockout {
        message
      }
      ... on PasswordPermanentLockout {
        message
      }
      ... on LockoutError {
        message
        lockoutInfo {
          failCount
          lockedOutUntil
        }
      }
    }
  }
`);
