import { graphql } from '../../gql';

/** The newsletter an email-only issue goes to, as the editor names it. */
export const EmailNewsletterFragment = graphql(`
  fragment EmailNewsletter on NewsletterV3 {
    id
    name
    type
    subscriberCount
  }
`);

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
    newsletterIssue {
      id
      sentAt
      newsletter {
        ...EmailNewsletter
      }
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

export const NewsletterForEmailQuery = graphql(`
  query NewsletterForEmail($newsletterV3Id: ID!) {
    newsletterV3ForEmail(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3 {
        ...EmailNewsletter
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const CreateNewsletterEmailMutation = graphql(`
  mutation CreateNewsletterEmail($newsletterV3Id: ID!, $title: String, $subtitle: String, $bodyJson: String) {
    createNewsletterEmail(newsletterV3Id: $newsletterV3Id, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {
      __typename
      ... on Post {
        ...EditorPost
      }
      ...CreateNewsletterEmailRefusal
    }
  }
`);

export const SendNewsletterEmailMutation = graphql(`
  mutation SendNewsletterEmail($postId: ID!, $baseVersion: Int) {
    sendNewsletterEmail(postId: $postId, baseVersion: $baseVersion) {
      __typename
      ... on NewsletterIssue {
        id
        sentAt
      }
      ...SendNewsletterIssueRefusal
    }
  }
`);
