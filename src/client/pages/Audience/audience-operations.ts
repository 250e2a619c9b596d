import { graphql } from '../../gql';

export const SubscriberStatsFields = graphql(`
  fragment SubscriberStatsFields on SubscriberStats {
    subscriberCount
    newSubscribersInPeriod
    unsubscribesInPeriod
    newSubscribersPerDay {
      day
      count
    }
    unsubscribesPerDay {
      day
      count
    }
    newsletter {
      id
    }
  }
`);

export const UserAudienceQuery = graphql(`
  query UserAudience($username: String!, $days: Int, $limit: Int) {
    userAudience(username: $username) {
      __typename
      ... on UserAudience {
        id
        user {
          id
          name
          username
        }
        subscriberStats(days: $days) {
          ...SubscriberStatsFields
        }
        recentSubscribers(limit: $limit) {
          id
          email
          subscribedAt
          source
          user {
            id
            name
            username
          }
        }
      }
    }
  }
`);

export const SubscriptionStatsQuery = graphql(`
  query SubscriptionStats($days: Int) {
    viewer {
      id
      username
    }
    viewerSubscriberStats(days: $days) {
      ...SubscriberStatsFields
    }
  }
`);

export const NewsletterStatsQuery = graphql(`
  query NewsletterStats($newsletterV3Id: ID!) {
    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3Stats {
        ...NewsletterStatsFields
      }
    }
  }
`);

export const NewsletterStatsFields = graphql(`
  fragment NewsletterStatsFields on NewsletterV3Stats {
    id
    trackEngagement
    newsletter {
      id
      name
      subscriberCount
    }
  }
`);

export const SetNewsletterTrackingMutation = graphql(`
  mutation SetNewsletterTracking($newsletterV3Id: ID!, $enabled: Boolean!) {
    setNewsletterV3Tracking(newsletterV3Id: $newsletterV3Id, enabled: $enabled) {
      __typename
      ... on NewsletterV3Stats {
        ...NewsletterStatsFields
      }
    }
  }
`);

export const ImportTargetQuery = graphql(`
  query ImportTarget {
    viewerSubscriberStats(days: 1) {
      subscriberCount
      newsletter {
        id
      }
    }
  }
`);

export const EnableNewsletterMutation = graphql(`
  mutation EnableNewsletter {
    enableViewerNewsletterV3 {
      id
    }
  }
`);

export const NewsletterAudienceQuery = graphql(`
  query NewsletterAudience($newsletterV3Id: ID!, $days: Int, $limit: Int) {
    newsletterV3Audience(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3Audience {
        id
        newsletter {
          id
          type
          name
          slug
          collection {
            id
            slug
            name
          }
        }
        subscriberStats(days: $days) {
          ...SubscriberStatsFields
        }
        recentSubscribers(limit: $limit) {
          id
          email
          subscribedAt
          source
          user {
            id
            name
            username
          }
        }
      }
    }
  }
`);
