import { graphql } from '../../gql';

/** The answer to asking for a two-factor code by text or call, at sign-in or in settings. */
export const TwoFactorCodeSendResultFragment = graphql(`
  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {
    __typename
    ... on TwoFactorCodeSent {
      method
      phoneLast4
    }
    ...SendTwoFactorCodeRefusal
  }
`);

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
      ...TwoFactorCodeSendResult
    }
  }
`);

export const TwoFactorLoginMutation = graphql(`
  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {
    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {
      __typename
      ...SignedIn
      ...LoginRefusal
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
      ...LockoutRefusal
    }
  }
`);
