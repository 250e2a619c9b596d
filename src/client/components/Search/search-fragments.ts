import { graphql } from '../../gql';

export const HighlightedTextFields = graphql(`
  fragment HighlightedText on HighlightedText {
    text
    highlights {
      start
      end
    }
  }
`);

export const SearchPersonFields = graphql(`
  fragment SearchPerson on User {
    id
    name
    username
    bio
    imageId
    mediumUrl
    mediumMemberAt
  }
`);

export const SearchPublicationFields = graphql(`
  fragment SearchPublication on Collection {
    id
    name
    slug
    tagline
    domain
    mediumUrl
    avatar {
      id
    }
  }
`);

export const SearchTagFields = graphql(`
  fragment SearchTag on TagSearchHit {
    postCount
    tag {
      id
      displayTitle
      normalizedTagSlug
    }
  }
`);

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query) {
      posts {
        id
        title
        mediumUrl
        creator {
          id
          name
        }
      }
      users {
        ...SearchPerson
      }
      collections {
        ...SearchPublication
      }
      tags {
        ...SearchTag
      }
    }
  }
`);
