import { graphql } from '../../gql';

/** What the signed-in viewer may do with the story: asked apart from the story, so readers' pages stay the same for all. */
export const PostViewerEdgeQuery = graphql(`
  query PostViewerEdge($id: ID!) {
    post(id: $id) {
      id
      viewerEdge {
        canEdit
        shareKey
      }
      isDiscussionClosed
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
      }
    }
  }
`);
