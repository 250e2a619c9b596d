import { graphql } from '../../gql';

export const PostSettingsQuery = graphql(`
  query PostSettings($id: ID!) {
    viewer {
      id
    }
    postForEditing(id: $id) {
      __typename
      ... on Post {
        ...PostSettingsFields
        title
        mediumUrl
        isPublished
        creator {
          id
        }
        latestDraft {
          version
          bodyJson
        }
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
    }
  }
`);

export const PostSettingsFieldsFragment = graphql(`
  fragment PostSettingsFields on Post {
    id
    visibility
    license
    canonicalUrl
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

export const UpdatePostSettingsMutation = graphql(`
  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {
    updatePostSettings(postId: $postId, input: $input) {
      __typename
      ... on Post {
        ...PostSettingsFields
      }
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
  }
`);
