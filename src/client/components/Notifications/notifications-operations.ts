import { graphql } from '../../gql';

/** What one row of the feed shows: the sentence's facts and where it links. */
export const NotificationRowFields = graphql(`
  fragment NotificationRow on Notification {
    id
    notificationName
    notificationType
    actorCount
    occurredAt
    isUnread
    milestoneArg
    actor {
      id
      name
      username
      imageId
      mediumMemberAt
    }
    post {
      id
      title
      mediumUrl
      isResponse
      creator {
        id
      }
    }
    responsePost {
      id
      mediumUrl
      responseParagraphs {
        type
        text
      }
    }
    collection {
      id
      slug
      name
      domain
      mediumUrl
    }
    catalog {
      id
      name
      slugId
      creator {
        id
        username
      }
    }
    quote {
      id
      text
    }
    note {
      id
      content
    }
    noteReply {
      id
      content
    }
  }
`);

/** The people of a rolled-up follow, asked for when its Follows dialog opens (not with every row of the feed). */
export const NotificationFollowersQuery = graphql(`
  query NotificationFollowers($id: ID!) {
    notification(id: $id) {
      id
      rollupItems {
        actor {
          ...FollowsDialogUser
        }
      }
    }
  }
`);

/** One page of the feed, newest first; the Responses tab passes its activity types. */
export const NotificationsFeedQuery = graphql(`
  query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {
    notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $activityTypes) {
      notifications {
        ...NotificationRow
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

/** Everything up to now reads as seen: the bell's count goes to 0. */
export const UpdateActivityLastViewedMutation = graphql(`
  mutation UpdateActivityLastViewed {
    updateActivityLastViewed {
      __typename
      ... on ActivityLastViewed {
        lastViewedAt
        notificationStatus {
          unreadNotificationCount
        }
      }
      ...UpdateActivityLastViewedRefusal
    }
  }
`);
