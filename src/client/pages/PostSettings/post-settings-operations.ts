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
        isDiscussionClosed
        creator {
          id
        }
        latestDraft {
          version
          bodyJson
        }
      }
      ...PostForEditingRefusal
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
      ...PostMutationRefusal
    }
  }
`);
