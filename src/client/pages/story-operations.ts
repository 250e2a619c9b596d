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

export const DeletePostMutation = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId) {
      __typename
      ... on PostDeleted {
        id
      }
      ...DeletePostRefusal
    }
  }
`);
