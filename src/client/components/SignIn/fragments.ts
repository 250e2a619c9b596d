import { graphql } from '../../gql';

/** Documents shared by the sign-in, sign-up, password and two-factor operations. */

/** A refused attempt that counts toward a lockout (or is one), with where the lockout stands. */
export const LockoutRefusalFragment = graphql(`
  fragment LockoutRefusal on LockoutError {
    message
    lockoutInfo {
      failCount
      lockedOutUntil
    }
  }
`);

/** Signed in (after sign-up or a second factor): the account and where to go next. */
export const SignedInFragment = graphql(`
  fragment SignedIn on AuthInfo {
    uid
    redirect
  }
`);

/** Why a sign-in, sign-up or password-reset email was not sent. */
export const SendAcctAuthEmailRefusalFragment = graphql(`
  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {
    ... on BadRequest {
      message
    }
    ... on FailedChallenge {
      message
    }
    ... on NotFound {
      message
    }
    ... on TooManyRequests {
      message
    }
  }
`);

/** Why an account was not created. */
export const CreateAccountRefusalFragment = graphql(`
  fragment CreateAccountRefusal on CreateAccountResult {
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
`);
