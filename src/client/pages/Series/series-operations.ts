import { graphql } from '../../gql';

export const SeriesCardFields = graphql(`
  fragment SeriesCard on Post {
    id
    title
    subtitle
    mediumUrl
    isPublished
    updatedAt
    seriesPartCount
    seriesUpdatedAt
    previewImage {
      id
    }
    creator {
      id
      name
      username
      imageId
      mediumMemberAt
    }
  }
`);

export const SeriesPageQuery = graphql(`
  query SeriesPage($postId: ID!) {
    series(postId: $postId) {
      ...SeriesCard
      visibility
      seriesFollowerCount
      seriesViewerEdge {
        id
        isFollowing
        isWriter
      }
      creator {
        id
        bio
        mediumUrl
      }
      tags {
        id
        displayTitle
        normalizedTagSlug
      }
      seriesParts {
        id
        number
        isPublished
        excerpt
      }
    }
  }
`);

/** The part being read, asked on its own (one body at a time, whichever card the reader turns to). */
export const SeriesPartQuery = graphql(`
  query SeriesPart($postId: ID!, $number: Int!) {
    seriesPart(postId: $postId, number: $number) {
      id
      number
      isPublished
      readingTime
      bodyModel {
        paragraphs {
          id
          name
          type
          text
          markups {
            type
            start
            end
            href
            anchorType
            userId
          }
        }
        sections {
          name
          startIndex
        }
      }
    }
  }
`);

export const FollowSeriesMutation = graphql(`
  mutation FollowSeries($postId: ID!) {
    followSeries(postId: $postId) {
      __typename
      ... on Post {
        id
        seriesFollowerCount
        seriesViewerEdge {
          id
          isFollowing
          isWriter
        }
      }
      ...SeriesRefusal
    }
  }
`);

export const UnfollowSeriesMutation = graphql(`
  mutation UnfollowSeries($postId: ID!) {
    unfollowSeries(postId: $postId) {
      __typename
      ... on Post {
        id
        seriesFollowerCount
        seriesViewerEdge {
          id
          isFollowing
          isWriter
        }
      }
      ...SeriesRefusal
    }
  }
`);

export const ViewerSeriesQuery = graphql(`
  query ViewerSeries($paging: PagingOptions) {
    viewerSeries(paging: $paging) {
      posts {
        ...SeriesCard
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

export const UserSeriesQuery = graphql(`
  query UserSeries($id: ID!, $paging: PagingOptions) {
    user(id: $id) {
      id
      seriesConnection(paging: $paging) {
        posts {
          ...SeriesCard
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
