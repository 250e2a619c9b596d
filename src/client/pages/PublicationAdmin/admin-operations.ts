import { graphql } from '../../gql';

export const AdminCollectionFields = graphql(`
  fragment AdminCollection on Collection {
    id
    slug
    name
    tagline
    description
    domain
    mediumUrl
    isAuroraEligible
    isAuroraVisible
    avatar {
      id
    }
    logo {
      id
    }
    viewerEdge {
      id
      isEditor
      isWriter
      role
    }
  }
`);

export const AdminAboutQuery = graphql(`
  query AdminAbout($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
    }
  }
`);

export const AdminMastheadQuery = graphql(`
  query AdminMasthead($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      creator {
        id
      }
      masthead {
        editors {
          ...AdminMember
        }
        writers {
          ...AdminMember
        }
      }
      pendingInvitations {
        id
        role
        createdAt
        invitee {
          id
          name
          username
          imageId
        }
      }
    }
  }
`);

export const AdminMemberFields = graphql(`
  fragment AdminMember on CollectionMember {
    role
    isCreator
    joinedAt
    user {
      id
      name
      username
      imageId
      mediumMemberAt
    }
  }
`);

export const AdminNavigationQuery = graphql(`
  query AdminNavigation($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      navItems {
        id
        title
        type
        tagSlug
        url
        featurePage {
          id
        }
      }
      featurePages {
        id
        title
      }
    }
  }
`);

export const AdminFeaturePagesQuery = graphql(`
  query AdminFeaturePages($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      featurePages {
        id
        slug
        title
        description
        mediumUrl
        updatedAt
        posts {
          id
          title
        }
      }
      featuredPosts {
        id
        title
      }
      latestPostsConnection(paging: { limit: 50 }) {
        posts {
          id
          title
          firstPublishedAt
          creator {
            id
            name
          }
        }
      }
    }
  }
`);

export const AdminFollowersQuery = graphql(`
  query AdminFollowers($slug: String!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      followerCount
      followersConnection(paging: $paging) {
        users {
          id
          name
          username
          bio
          imageId
          mediumUrl
          mediumMemberAt
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
`);

export const AdminDomainQuery = graphql(`
  query AdminDomain($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      customDomainState {
        ...DomainState
      }
    }
  }
`);

export const AdminDesignQuery = graphql(`
  query AdminDesign($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      design {
        id
        font1
        font2
        font3
        accentColor
        backgroundColor
        headerImage {
          id
        }
      }
    }
  }
`);

export const AdminStoriesQuery = graphql(`
  query AdminStories($slug: String!, $filter: CollectionStoriesFilter!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      storyCounts {
        published
        submissions
        drafts
      }
      featuredPosts {
        id
      }
      storiesConnection(filter: $filter, paging: $paging) {
        posts {
          id
          title
          subtitle
          mediumUrl
          isPublished
          draftLabel
          statusForCollection
          updatedAt
          firstPublishedAt
          readingTime
          creator {
            id
            name
            username
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
  }
`);

export const AdminStatsQuery = graphql(`
  query AdminStats($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...AdminCollection
      postCount
      followerCount
      storyCounts {
        published
        submissions
        drafts
      }
      masthead {
        editors {
          user {
            id
          }
        }
        writers {
          user {
            id
          }
        }
      }
      latestPostsConnection(paging: { limit: 10 }) {
        posts {
          id
          title
          mediumUrl
          firstPublishedAt
          readingTime
        }
      }
    }
  }
`);

export const UpdateCollectionMutation = graphql(`
  mutation UpdateCollection($collectionId: ID!, $input: UpdateCollectionInput!) {
    updateCollection(collectionId: $collectionId, input: $input) {
      __typename
      ... on Collection {
        ...AdminCollection
      }
      ...CollectionRefusal
    }
  }
`);

export const SlugAvailabilityQuery = graphql(`
  query CollectionSlugAvailability($slug: String!, $collectionId: ID) {
    collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {
      slug
      available
      message
    }
  }
`);

export const InviteMutation = graphql(`
  mutation InviteToCollection($collectionId: ID!, $usernameOrEmail: String!, $role: CollectionRole!) {
    inviteToCollection(collectionId: $collectionId, usernameOrEmail: $usernameOrEmail, role: $role) {
      __typename
      ... on CollectionInvitation {
        id
        role
        invitee {
          id
          name
        }
      }
      ...CollectionInvitationRefusal
    }
  }
`);

export const CancelInviteMutation = graphql(`
  mutation CancelCollectionInvite($invitationId: ID!) {
    cancelCollectionInvite(invitationId: $invitationId) {
      __typename
      ...CollectionRefusal
    }
  }
`);

export const ChangeRoleMutation = graphql(`
  mutation ChangeCollectionRole($collectionId: ID!, $userId: ID!, $role: CollectionRole!) {
    changeCollectionRole(collectionId: $collectionId, userId: $userId, role: $role) {
      __typename
      ...CollectionRefusal
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveFromCollection($collectionId: ID!, $userId: ID!) {
    removeFromCollection(collectionId: $collectionId, userId: $userId) {
      __typename
      ...CollectionRefusal
    }
  }
`);

export const SetNavItemsMutation = graphql(`
  mutation SetCollectionNavItems($collectionId: ID!, $items: [CollectionNavItemInput!]!) {
    setCollectionNavItems(collectionId: $collectionId, items: $items) {
      __typename
      ... on Collection {
        id
        navItems {
          id
          title
          type
          tagSlug
          url
          featurePage {
            id
          }
        }
      }
      ...CollectionRefusal
    }
  }
`);

export const SetFeaturedMutation = graphql(`
  mutation SetCollectionFeaturedPosts($collectionId: ID!, $postIds: [ID!]!) {
    setCollectionFeaturedPosts(collectionId: $collectionId, postIds: $postIds) {
      __typename
      ... on Collection {
        id
        featuredPosts {
          id
          title
        }
      }
      ...CollectionRefusal
    }
  }
`);

export const CreateFeaturePageMutation = graphql(`
  mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {
    createFeaturePage(collectionId: $collectionId, input: $input) {
      __typename
      ... on FeaturePage {
        id
        slug
      }
      ...FeaturePageRefusal
    }
  }
`);

export const UpdateFeaturePageMutation = graphql(`
  mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {
    updateFeaturePage(featurePageId: $featurePageId, input: $input) {
      __typename
      ... on FeaturePage {
        id
        slug
        title
        description
      }
      ...FeaturePageRefusal
    }
  }
`);

export const DeleteFeaturePageMutation = graphql(`
  mutation DeleteFeaturePage($featurePageId: ID!) {
    deleteFeaturePage(featurePageId: $featurePageId) {
      __typename
      ...CollectionRefusal
    }
  }
`);

export const UpdateDesignMutation = graphql(`
  mutation UpdateCollectionDesign($collectionId: ID!, $input: CollectionDesignInput!) {
    updateCollectionDesign(collectionId: $collectionId, input: $input) {
      __typename
      ... on Collection {
        id
        design {
          id
          font1
          font2
          font3
          accentColor
          backgroundColor
          headerImage {
            id
          }
        }
        customStyleSheet {
          id
        }
      }
      ...CollectionRefusal
    }
  }
`);

export const ApproveMutation = graphql(`
  mutation ApproveCollectionSubmission($collectionId: ID!, $postId: ID!) {
    approveCollectionSubmission(collectionId: $collectionId, postId: $postId) {
      __typename
      ... on Post {
        id
        statusForCollection
      }
      ...CollectionPostRefusal
    }
  }
`);

export const DeclineMutation = graphql(`
  mutation DeclineCollectionSubmission($collectionId: ID!, $postId: ID!, $note: String) {
    declineCollectionSubmission(collectionId: $collectionId, postId: $postId, note: $note) {
      __typename
      ... on Post {
        id
        statusForCollection
      }
      ...CollectionPostRefusal
    }
  }
`);

export const RemovePostMutation = graphql(`
  mutation RemovePostFromCollection($collectionId: ID!, $postId: ID!) {
    removePostFromCollection(collectionId: $collectionId, postId: $postId) {
      __typename
      ... on Post {
        id
      }
      ...CollectionPostRefusal
    }
  }
`);
