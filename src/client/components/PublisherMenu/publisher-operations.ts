import { graphql } from '../../gql';

export const MuteUserMutation = graphql(`
  mutation MuteUser($targetUserId: ID!) {
    muteUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        viewerEdge {
          id
          isMuting
        }
      }
      ...RelationRefusal
    }
  }
`);

export const UnmuteUserMutation = graphql(`
  mutation UnmuteUser($targetUserId: ID!) {
    unmuteUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        viewerEdge {
          id
          isMuting
        }
      }
      ...RelationRefusal
    }
  }
`);

export const MuteCollectionMutation = graphql(`
  mutation MuteCollection($targetCollectionId: ID!) {
    muteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        viewerEdge {
          id
          isMuting
        }
      }
      ...CollectionRelationRefusal
    }
  }
`);

export const UnmuteCollectionMutation = graphql(`
  mutation UnmuteCollection($targetCollectionId: ID!) {
    unmuteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        viewerEdge {
          id
          isMuting
        }
      }
      ...CollectionRelationRefusal
    }
  }
`);

/** Blocking also ends follows both ways: the answer brings the new follow state and count. */
export const BlockUserMutation = graphql(`
  mutation BlockUser($userId: ID!, $targetUserId: ID!) {
    blockUser(userId: $userId, targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        socialStats {
          followerCount
        }
        viewerEdge {
          id
          isBlocking
          isFollowing
        }
      }
      ...RelationRefusal
    }
  }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($userId: ID!, $targetUserId: ID!) {
    unblockUser(userId: $userId, targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        viewerEdge {
          id
          isBlocking
        }
      }
      ...RelationRefusal
    }
  }
`);

export const ReportAndMaybeBlockUserMutation = graphql(`
  mutation ReportAndMaybeBlockUser($userId: ID!, $targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: String) {
    reportAndMaybeBlockUser(userId: $userId, targetUserId: $targetUserId, alsoBlockUser: $alsoBlockUser, reason: $reason) {
      __typename
      ... on User {
        id
        socialStats {
          followerCount
        }
        viewerEdge {
          id
          isBlocking
          isFollowing
          hasReported
        }
      }
      ...RelationRefusal
    }
  }
`);

export const RelationRefusalFragment = graphql(`
  fragment RelationRefusal on FollowUserResult {
    ...FollowUserRefusal
  }
`);

export const CollectionRelationRefusalFragment = graphql(`
  fragment CollectionRelationRefusal on FollowCollectionResult {
    ...FollowCollectionRefusal
  }
`);
