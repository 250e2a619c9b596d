import { graphql } from '../../gql';

export const MentionSuggestionsQuery = graphql(`
  query MentionSuggestions($query: String!, $limit: Int) {
    mentionSuggestions(query: $query, limit: $limit) {
      id
      name
      username
      imageId
      mediumUrl
    }
  }
`);

export const ResolveEmbedMutation = graphql(`
  mutation ResolveEmbed($url: String!) {
    resolveEmbed(url: $url) {
      __typename
      ... on IframeEmbed {
        mediaResource {
          id
          iframeSrc
          iframeWidth
          iframeHeight
          title
        }
      }
      ... on MixtapeEmbed {
        mixtapeMetadata {
          href
          thumbnailImageId
          title
          description
        }
      }
      ...ResolveEmbedRefusal
    }
  }
`);
