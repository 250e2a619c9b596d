import { graphql } from '../../gql';

/** What a follow or unfollow answers: the person's new state, or why it was refused. */
export const FollowUserMutation = graphql(`
  mutation FollowUser($targetUserId: ID!) {
    followUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        socialStats {
          followerCount
        }
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowUserRefusal
    }
  }
`);

export const UnfollowUserMutation = graphql(`
  mutation UnfollowUser($targetUserId: ID!) {
    unfollowUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        socialStats {
          followerCount
        }
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowUserRefusal
    }
  }
`);

export const FollowCollectionMutation = graphql(`
  mutation FollowCollection($targetCollectionId: ID!) {
    followCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        followerCount
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowCollectionRefusal
    }
  }
`);

export const UnfollowCollectionMutation = graphql(`
  mutation UnfollowCollection($targetCollectionId: ID!) {
    unfollowCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        followerCount
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowCollectionRefusal
    }
  }
`);
