import { graphql } from '../../gql';

export const ReadingHistoryQuery = graphql(`
  query ReadingHistory($paging: PagingOptions) {
    readingHistory(paging: $paging) {
      items {
        id
        firstViewedAt
        lastViewedAt
        readAt
        post {
          ...PostCard
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

export const RemoveFromReadingHistoryMutation = graphql(`
  mutation RemoveFromReadingHistory($postId: ID!) {
    removeFromReadingHistory(postId: $postId) {
      __typename
      ... on ReadingHistoryRemoval {
        postId
        removed
      }
      ...RemoveFromReadingHistoryRefusal
    }
  }
`);

export const ClearReadingHistoryMutation = graphql(`
  mutation ClearReadingHistory {
    clearReadingHistory {
      __typename
      ... on ReadingHistoryCleared {
        clearedCount
      }
      ...ClearReadingHistoryRefusal
    }
  }
`);
