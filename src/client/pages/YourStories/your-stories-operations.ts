import { graphql } from '../../gql';

export const YourStoriesQuery = graphql(`
  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {
    viewerStoryCounts {
      drafts
      public
      unlisted
      responses
    }
    viewerStories(filter: $filter, paging: $paging) {
      posts {
        ...YourStory
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

export const YourStoryFragment = graphql(`
  fragment YourStory on Post {
    id
    title
    subtitle
    mediumUrl
    isPublished
    visibility
    readingTime
    updatedAt
    latestPublishedAt
    draftLabel
    collection {
      id
      name
    }
  }
`);

export const UnpublishStoryMutation = graphql(`
  mutation UnpublishStory($postId: ID!) {
    unpublishPost(postId: $postId) {
      __typename
      ... on Post {
        id
        isPublished
      }
      ...PostMutationRefusal
    }
  }
`);
