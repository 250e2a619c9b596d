import { graphql } from '../../gql';

export const SequencePageQuery = graphql(`
  query SequencePage($slug: String!) {
    sequence(slug: $slug) {
      id
      slug
      title
      description
      postCount
      updatedAt
      creator {
        id
        name
        username
        imageId
        mediumUrl
        mediumMemberAt
      }
      viewerEdge {
        id
        isCreator
      }
      posts {
        id
        title
        subtitle
        readingTime
        isLocked
        previewImage {
          id
        }
        creator {
          id
          name
        }
      }
    }
  }
`);

/**
 * The bar over a story read in a sequence: where it is, and the stories either side. The cache keeps
 * `position(postId)` on the Sequence once per story, so each story's bar keeps its own place.
 */
export const SequenceBarQuery = graphql(`
  query SequenceBar($slug: String!, $postId: ID!) {
    sequence(slug: $slug) {
      id
      slug
      title
      position(postId: $postId) {
        id
        number
        count
        previous {
          id
          title
        }
        next {
          id
          title
        }
      }
    }
  }
`);

export const SequenceLibraryQuery = graphql(`
  query SequenceLibrary($paging: PagingOptions) {
    sequencesConnection(paging: $paging) {
      sequences {
        id
        slug
        title
        description
        postCount
        creator {
          id
          name
          imageId
        }
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

export const CreateSequenceMutation = graphql(`
  mutation CreateSequence($title: String!, $description: String) {
    createSequence(title: $title, description: $description) {
      __typename
      ... on Sequence {
        id
        slug
        postCount
      }
      ...SequenceRefusal
    }
  }
`);

export const AddPostToSequenceMutation = graphql(`
  mutation AddPostToSequence($sequenceId: ID!, $postId: ID!) {
    addPostToSequence(sequenceId: $sequenceId, postId: $postId) {
      __typename
      ... on Sequence {
        id
        slug
        postCount
      }
      ...SequenceRefusal
    }
  }
`);

export const RemovePostFromSequenceMutation = graphql(`
  mutation RemovePostFromSequence($sequenceId: ID!, $postId: ID!) {
    removePostFromSequence(sequenceId: $sequenceId, postId: $postId) {
      __typename
      ... on Sequence {
        id
        slug
        postCount
      }
      ...SequenceRefusal
    }
  }
`);

export const ReorderSequenceMutation = graphql(`
  mutation ReorderSequence($sequenceId: ID!, $postIds: [ID!]!) {
    reorderSequence(sequenceId: $sequenceId, postIds: $postIds) {
      __typename
      ... on Sequence {
        id
        slug
        postCount
      }
      ...SequenceRefusal
    }
  }
`);
