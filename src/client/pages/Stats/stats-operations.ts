import { graphql } from '../../gql';

export const StatsStoryFragment = graphql(`
  fragment StatsStory on Post {
    id
    title
    mediumUrl
    visibility
    firstPublishedAt
    readingTime
    wordCount
    collection {
      id
      name
    }
  }
`);

export const StatsStoriesQuery = graphql(`
  query StatsStories($paging: PagingOptions, $days: Int) {
    viewerPublishedStoryCount
    viewerStatsStories(paging: $paging) {
      posts {
        ...StatsStory
        viewerStats(days: $days) {
          views
          reads
        }
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
`);

export const AudienceStatsQuery = graphql(`
  query AudienceStats($days: Int) {
    viewerAudienceStats(days: $days) {
      followerCount
      newFollowersInPeriod
      newFollowersPerDay {
        day
        count
      }
    }
  }
`);

export const ViewStatsQuery = graphql(`
  query ViewStats($days: Int) {
    viewerViewStats(days: $days) {
      viewsInPeriod
      readsInPeriod
      viewsPerDay {
        day
        count
      }
      readsPerDay {
        day
        count
      }
    }
  }
`);

export const PostStatsQuery = graphql(`
  query PostStats($postId: ID!) {
    viewerPostStats(postId: $postId) {
      __typename
      ... on PostStats {
        id
        followersGainedSincePublished
        views
        reads
        post {
          ...StatsStory
          isPublished
        }
      }
      ...PostStatsRefusal
    }
  }
`);
