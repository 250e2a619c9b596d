import { graphql } from '../../../gql';

export const PartnerEarningsQuery = graphql(`
  query PartnerEarnings($month: String) {
    viewerPartnerEarnings {
      isEnrolled
      currency
      lifetime
      lifetimePayable
      thisMonth {
        periodStart
        month
        amount
        withheldAmount
        forfeitedAmount
        isEstimate
      }
      lastMonth {
        periodStart
        month
        amount
        withheldAmount
        forfeitedAmount
        isEstimate
      }
      months(count: 12) {
        periodStart
        month
        amount
        withheldAmount
        forfeitedAmount
        isEstimate
      }
      stories(month: $month) {
        postId
        title
        memberReadingTime
        amount
        state
        post {
          id
          mediumUrl
        }
      }
    }
  }
`);

export const StoryEarningsAuditQuery = graphql(`
  query StoryEarningsAudit($postId: ID!) {
    storyEarningsAudit(postId: $postId) {
      __typename
      ... on StoryEarningsAudit {
        postId
        title
        currency
        lifetime
        periods {
          periodStart
          month
          memberCount
          memberReadingTime
          amount
          state
          isEstimate
        }
      }
      ...StoryEarningsAuditRefusal
    }
  }
`);
