import { graphql } from '../../gql';

/** What every publication page shows at the top: the header, its navigation, the follow button and menu. */
export const PublicationHeaderFields = graphql(`
  fragment PublicationHeader on Collection {
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
      originalWidth
      originalHeight
    }
    viewerEdge {
      id
      isEditor
      isWriter
      isFollowing
      isMuting
    }
    newsletterV3 {
      id
      slug
      name
      viewerEdge {
        id
        isSubscribed
      }
    }
    navItems {
      id
      title
      type
      tagSlug
      url
      featurePage {
        id
        slug
      }
    }
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
`);

export const PublicationHomeQuery = graphql(`
  query PublicationHome($slug: String!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      featuredPosts {
        ...PostCard
      }
      latestPostsConnection(paging: $paging) {
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
`);

export const PublicationTaggedQuery = graphql(`
  query PublicationTagged($slug: String!, $tagSlug: String!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      taggedPostsConnection(tagSlug: $tagSlug, paging: $paging) {
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
`);

export const PublicationArchiveQuery = graphql(`
  query PublicationArchive($slug: String!, $year: Int, $month: Int, $day: Int, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      archive(year: $year, month: $month, day: $day) {
        years {
          year
          count
        }
        months {
          year
          month
          count
        }
        days {
          year
          month
          day
          count
        }
        postsConnection(paging: $paging) {
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

export const PublicationAboutQuery = graphql(`
  query PublicationAbout($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      createdAt
      postCount
      followerCount
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
    }
  }
`);

export const PublicationMastheadQuery = graphql(`
  query PublicationMasthead($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      masthead {
        editors {
          ...MastheadMember
        }
        writers {
          ...MastheadMember
        }
      }
    }
  }
`);

export const MastheadMemberFields = graphql(`
  fragment MastheadMember on CollectionMember {
    role
    isCreator
    joinedAt
    user {
      id
      name
      username
      bio
      imageId
      mediumUrl
      mediumMemberAt
    }
  }
`);

export const PublicationFollowersQuery = graphql(`
  query PublicationFollowers($slug: String!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
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

export const PublicationFeaturePageQuery = graphql(`
  query PublicationFeaturePage($slug: String!, $pageSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      featurePage(slug: $pageSlug) {
        id
        slug
        title
        description
        posts {
          ...PostCard
        }
      }
    }
  }
`);

export const PublicationFeaturedQuery = graphql(`
  query PublicationFeatured($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      featuredPosts {
        ...PostCard
      }
    }
  }
`);
