import { graphql } from '../../gql';

/**
 * What the signed-in viewer may do with the story, and whether they have highlights or notes in it (the page then
 * starts its application at load to show them, src/server/http/app-start.ts): asked apart from the story, so
 * readers' pages stay the same for all.
 */
export const PostViewerEdgeQuery = graphql(`
  query PostViewerEdge($id: ID!) {
    post(id: $id) {
      id
      viewerEdge {
        canEdit
        shareKey
      }
      isDiscussionClosed
      viewerHighlightCount
      privateNoteCount
      responseViewerEdge {
        id
        canModerate
      }
      creator {
        id
        viewerEdge {
          id
          isFollowing
        }
        newsletterV3 {
          id
          viewerEdge {
            id
            isSubscribed
          }
        }
      }
    }
  }
`);
