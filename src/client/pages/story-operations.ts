import { graphql } from '../gql';

/** Documents shared by the pages that write and manage stories: the editor, your stories and story settings. */

/** A story's settings, as the publish dialog and the story settings page show them. */
export const PostSettingsFieldsFragment = graphql(`
  fragment PostSettingsFields on Post {
    id
    visibility
    license
    canonicalUrl
    crawlersReadWhole
    tags {
      id
      displayTitle
      normalizedTagSlug
    }
    previewImage {
      id
      focusPercentX
      focusPercentY
    }
  }
`);

/** Why a change to a story (publish, unpublish, settings) was refused: every answer but the story itself. */
export const PostMutationRefusalFragment = graphql(`
  fragment PostMutationRefusal on PostMutationResult {
    ... on BadRequest {
      message
    }
    ... on Forbidden {
      message
    }
    ... on NotFound {
      message
    }
    ... on Conflict {
      message
    }
  }
`);

/** Why a story could not be opened for editing. */
export const PostForEditingRefusalFragment = graphql(`
  fragment PostForEditingRefusal on PostForEditingResult {
    ... on NotFound {
      message
    }
    ... on Forbidden {
      message
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId) {
      __typename
      ... on PostDeleted {
        id
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);
