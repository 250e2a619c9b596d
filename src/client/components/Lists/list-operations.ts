import { graphql } from '../../gql';

/** The reader's saved state of one story: asked in the browser after the page loads, never in the server's HTML. */
export const PostSavedStateQuery = graphql(`
  query PostSavedState($id: ID!) {
    post(id: $id) {
      id
      catalogEdge {
        id
        readingList
        catalogIds
      }
    }
  }
`);

export const BookmarkPostMutation = graphql(`
  mutation BookmarkPost($targetPostId: ID!) {
    bookmarkPost(targetPostId: $targetPostId) {
      __typename
      ... on Post {
        id
        catalogEdge {
          id
          readingList
          catalogIds
        }
      }
      ...ReadingListRefusal
    }
  }
`);

export const ArchivePostMutation = graphql(`
  mutation ArchivePost($targetPostId: ID!) {
    archivePost(targetPostId: $targetPostId) {
      __typename
      ... on Post {
        id
        catalogEdge {
          id
          readingList
          catalogIds
        }
      }
      ...ReadingListRefusal
    }
  }
`);
