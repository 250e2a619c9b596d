import { graphql } from '../../gql';

export const MembershipPlanFields = graphql(`
  fragment MembershipPlanFields on PaymentPlan {
    planId
    name
    description
    kind
    amount
    currency
    months
    trialDays
  }
`);

export const ViewerMembershipFields = graphql(`
  fragment ViewerMembershipFields on Membership {
    id
    status
    source
    startedAt
    currentPeriodEnd
    cancelAtPeriodEnd
    graceEndsAt
    endedAt
    plan {
      ...MembershipPlanFields
    }
  }
`);

/** The sales page and the plan chooser: the instance's plans, and who is looking. */
export const MembershipPageQuery = graphql(`
  query MembershipPage {
    viewer {
      id
      username
      name
      mediumMemberAt
      hasPastMemberships
    }
    paymentsConfig {
      enabled
      plans {
        ...MembershipPlanFields
      }
    }
    viewerMembership {
      ...ViewerMembershipFields
    }
  }
`);

/** /@{username}/membership: the writer a reader would support. */
export const UserMembershipQuery = graphql(`
  query UserMembership($username: String!) {
    user(username: $username) {
      id
      name
      username
      bio
      imageId
      mediumMemberAt
      mediumUrl
      userPostCounts {
        publishedPosts
      }
    }
  }
`);

/** What every call that hands the browser to Stripe Checkout answers (membership, card update, gifts). */
export const CheckoutAnswerFragment = graphql(`
  fragment CheckoutAnswer on CheckoutResult {
    __typename
    ... on CheckoutSession {
      url
    }
    ... on CheckoutNotAvailable {
      message
    }
    ... on PaymentError {
      message
    }
    ...CheckoutRefusal
  }
`);

export const StartMembershipCheckoutMutation = graphql(`
  mutation StartMembershipCheckout($planId: ID!, $referrerUsername: String) {
    startMembershipCheckout(planId: $planId, referrerUsername: $referrerUsername) {
      ...CheckoutAnswer
    }
  }
`);

/** /welcome-member polls this until the webhook has made the reader a member. */
export const WelcomeMemberQuery = graphql(`
  query WelcomeMember {
    viewer {
      id
      name
      username
      imageId
      mediumMemberAt
    }
    viewerMembership {
      ...ViewerMembershipFields
    }
  }
`);

/** A few recent stories, to point a new member at a member-only one. */
export const WelcomeStoriesQuery = graphql(`
  query WelcomeStories {
    latestPostsConnection(paging: { limit: 25 }) {
      posts {
        ...PostCard
      }
    }
  }
`);
