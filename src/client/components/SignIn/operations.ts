import { graphql } from '../../gql';

export const SendAcctAuthEmailMutation = graphql(`
  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {
    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {
      __typename
      ... on SusiMethod {
        value
      }
      ...SendAcctAuthEmailRefusal
    }
  }
`);

export const MagicLinkPreferredQuery = graphql(`
  query MagicLinkPreferred($email: String!) {
    magicLinkPreferred(email: $email) {
      __typename
      ... on PrefersMagicLink {
        result
      }
      ...MagicLinkPreferredRefusal
    }
  }
`);

export const EmailAvailabilityQuery = graphql(`
  query emailAvailability($email: String!) {
    emailAvailability(email: $email)
  }
`);

export const LoginUserMutation = graphql(`
  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {
    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on AuthToken {
        token
      }
      ...LoginRefusal
      ... on MissingOAuthTokens {
        message
      }
      ... on IpAuthLockout {
        message
      }
      ... on InvalidPassword {
        ...LockoutRefusal
      }
      ... on PasswordSoftLockout {
        ...LockoutRefusal
      }
      ... on PasswordPermanentLockout {
        message
      }
      ... on InvalidTwoFactorAuthCode {
        message
      }
      ... on TwoFactorAuthSoftLockout {
        message
      }
      ... on TwoFactorAuthPermanentLockout {
        message
      }
    }
  }
`);

export const CreateAccountMutation = graphql(`
  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {
    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ...CreateAccountRefusal
    }
  }
`);

export const VerifyLoginCodeMutation = graphql(`
  mutation VerifyLoginCode($loginCode: String!) {
    verifyLoginCode(loginCode: $loginCode) {
      __typename
      ... on Token {
        value
      }
      ...VerifyLoginCodeRefusal
    }
  }
`);
