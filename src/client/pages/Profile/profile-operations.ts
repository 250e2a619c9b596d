import { graphql } from '../../gql';

/**
 * The profile frame: who, their counts, their design, and how the reader stands towards them (all false when
 * signed out, so signed-out readers share one cached page; the edge's id also tells a reader's own profile).
 */
export const ProfileQuery = graphql(`
  query ProfilePage($username: String, $id: ID) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        id
        name
        username
        bio
        imageId
        mediumUrl
        mediumMemberAt
        createdAt
        socialStats {
          followerCount
          followingCount
        }
        ...PublisherMenuUser
        newsletterV3 {
          id
          viewerEdge {
            id
            isSubscribed
          }
        }
        customStyleSheet {
          ...CustomStyle
          header {
            backgroundImage {
              id
              originalWidth
              originalHeight
            }
          }
        }
      }
      ...UserRefusal
      ... on Blocked {
        message
      }
      ... on AccountDeleted {
        message
      }
    }
  }
`);

/** The author's published stories, newest first, a page at a time. */
export const ProfileStoriesQuery = graphql(`
  query ProfileStories($username: String, $id: ID, $paging: PagingOptions) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        id
        homepagePostsConnection(paging: $paging) {
          posts {
            ...PostCard
          }
          pagingInfo {
            next {
              limit
              to
            }
          }
        }
      }
    }
  }
`);

export const ProfileFollowersQuery = graphql(`
  query ProfileFollowers($username: String, $id: ID, $paging: PagingOptions) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        id
        followersConnection(paging: $paging) {
          users {
            ...ProfilePerson
          }
          pagingInfo {
            next {
              limit
              to
            }
          }
        }
      }
    }
  }
`);

export const ProfileFollowingQuery = graphql(`
  query ProfileFollowing($username: String, $id: ID, $paging: PagingOptions, $collectionPaging: PagingOptions) {
    userResult(username: $username, id: $id) {
      __typename
      ... on User {
        id
        followingConnection(paging: $paging) {
          users {
            ...ProfilePerson
          }
          pagingInfo {
            next {
              limit
              to
            }
          }
        }
        followingCollectionsConnection(paging: $collectionPaging) {
          collections {
            id
            name
            slug
            description
            mediumUrl
            avatar {
              id
            }
            viewerEdge {
              id
              isFollowing
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
    }
  }
`);

export const ProfilePersonFields = graphql(`
  fragment ProfilePerson on User {
    id
    name
    username
    bio
    imageId
    mediumUrl
    mediumMemberAt
    viewerEdge {
      id
      isFollowing
    }
  }
`);

export const UpdateBioMutation = graphql(`
  mutation UpdateProfileBio($bio: String!) {
    updateUserProfile(bio: $bio) {
      __typename
      ... on User {
        id
        bio
      }
      ... on InvalidProfileInput {
        field
        message
      }
      ...UpdateUserProfileRefusal
    }
  }
`);

/** For the style reminder (spec 1 §4): asked of the signed-in reader's own account, in the browser only. */
export const StyleReminderQuery = graphql(`
  query StyleReminder($userId: ID!) {
    userResult(userId: $userId) {
      __typename
      ... on User {
        id
        hasSeenStyleReminder
        userPostCounts {
          publishedPosts
        }
        customStyleSheet {
          id
        }
      }
    }
  }
`);

export const SetStyleReminderSeenMutation = graphql(`
  mutation SetUserStyleReminderSeen {
    setUserStyleReminderSeen {
      id
      hasSeenStyleReminder
    }
  }
`);
