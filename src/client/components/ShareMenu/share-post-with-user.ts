import { graphql } from '../../gql';

/** Tells one person about the story (a 'post_shared' notification); a refusal comes back with its message. */
export const SharePostWithUserMutation = graphql(`
  mutation SharePostWithUser($postId: ID!, $userId: ID!) {
    sharePostWithUser(postId: $postId, userId: $userId) {
      __typename
      ... on Post {
        id
      }
      ...SharePostRefusal
    }
  }
`);
