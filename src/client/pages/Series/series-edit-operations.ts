import { graphql } from '../../gql';

/** What the edit page shows: the series with every part (drafts too), as its writer sees it. */
export const SeriesEditQuery = graphql(`
  query SeriesEdit($postId: ID!) {
    series(postId: $postId) {
      id
      title
      subtitle
      mediumUrl
      isPublished
      seriesPartCount
      seriesViewerEdge {
        id
        isFollowing
        isWriter
      }
      tags {
        id
        displayTitle
      }
      seriesParts {
        id
        number
        isPublished
        updatedAt
        bodyModel {
          paragraphs {
            id
            text
          }
        }
      }
    }
  }
`);

export const CreateSeriesMutation = graphql(`
  mutation CreateSeries($title: String!, $description: String) {
    createSeries(title: $title, description: $description) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const UpdateSeriesMutation = graphql(`
  mutation UpdateSeries($postId: ID!, $title: String!, $description: String) {
    updateSeries(postId: $postId, title: $title, description: $description) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const AddSeriesPartMutation = graphql(`
  mutation AddSeriesPart($postId: ID!, $text: String!, $publish: Boolean) {
    addSeriesPart(postId: $postId, text: $text, publish: $publish) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const UpdateSeriesPartMutation = graphql(`
  mutation UpdateSeriesPart($partId: ID!, $text: String!) {
    updateSeriesPart(partId: $partId, text: $text) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const PublishSeriesPartMutation = graphql(`
  mutation PublishSeriesPart($partId: ID!) {
    publishSeriesPart(partId: $partId) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const DeleteSeriesPartMutation = graphql(`
  mutation DeleteSeriesPart($partId: ID!) {
    deleteSeriesPart(partId: $partId) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const PublishSeriesMutation = graphql(`
  mutation PublishSeries($postId: ID!, $tags: [String!]!) {
    publishSeries(postId: $postId, tags: $tags) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);

export const UnpublishSeriesMutation = graphql(`
  mutation UnpublishSeries($postId: ID!) {
    unpublishSeries(postId: $postId) {
      __typename
      ... on Post {
        id
        title
        isPublished
      }
      ...SeriesRefusal
    }
  }
`);
