import { graphql } from '../../gql';

/** The hover card's stats (spec 2 §7), with what the card shows of the person beside them. */
export const UserMentionTooltipStatsQuery = graphql(`
  query UserMentionTooltipStatsQuery($id: ID!) {
    user(id: $id) {
      id
      name
      username
      bio
      imageId
      mediumMemberAt
      socialStats {
        followerCount
      }
      viewerEdge {
        id
        isFollowing
        createdAt
        lastPostCreatedAt
      }
    }
  }
`);
