import { graphql } from '../../gql';

export const EditorPostFragment = graphql(`
  fragment EditorPost on Post {
    id
    title
    subtitle
    isPublished
    mediumUrl
    draftLabel
    latestVersion
    ...PostSettingsFields
    latestDraft {
      version
      title
      subtitle
      bodyJson
      savedAt
    }
    collection {
      id
      name
    }
    pendingCollection {
      id
      name
    }
  }
`);

export const PostForEditingQuery = graphql(`
  query PostForEditing($id: ID!) {
    postForEditing(id: $id) {
      __typename
      ... on Post {
        ...EditorPost
      }
      ...PostForEditingRefusal
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {
    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {
      __typename
      ... on Post {
        ...EditorPost
      }
      ...CreatePostRefusal
    }
  }
`);

export const SavePostDraftMutation = graphql(`
  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {
    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {
      __typename
      ... on PostDraftSaved {
        version
        savedAt
        post {
          id
          draftLabel
          latestVersion
        }
      }
      ... on Conflict {
        message
        latestVersion
      }
      ...SavePostDraftRefusal
    }
  }
`);

export const PublishPostMutation = graphql(`
  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {
    publishPost(postId: $postId, input: $input) {
      __typename
      ... on Post {
        id
        mediumUrl
        isPublished
        draftLabel
        latestVersion
        visibility
      }
      ...PostMutationRefusal
      ... on Conflict {
        latestVersion
      }
    }
  }
`);

export const ViewerPublicationsQuery = graphql(`
  query ViewerPublications {
    viewerPublications {
      id
      name
      slug
      viewerEdge {
        id
        isEditor
        isWriter
      }
    }
  }
`);
