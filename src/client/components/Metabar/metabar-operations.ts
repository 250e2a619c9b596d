import { graphql } from '../../gql';

/**
 * Everything the signed-in bar and its menus show, in one small query: the viewer's own fields come
 * with the session (no extra lookup) and viewerPublications is one indexed query plus the roles. The
 * home page's greeting reads the same answer. The bell's unread count is one row read by key, so it comes
 * along instead of costing a request of its own.
 */
export const MetabarViewerQuery = graphql(`
  query MetabarViewer {
    viewer {
      id
      username
      name
      imageId
      mediumMemberAt
      hasPastMemberships
      isAuroraVisible
      isPartnerProgramEnrolled
      isStaff
    }
    notificationStatus {
      unreadNotificationCount
    }
    viewerPublications {
      id
      slug
      name
      avatar {
        id
      }
      isAuroraVisible
      isAuroraEligible
      viewerEdge {
        id
        isEditor
        isWriter
      }
    }
  }
`);
