import { graphql } from '../../gql';


export const SearchPostsQuery = graphql(`
  query SearchPosts($query: String!, $collectionId: ID, $paging: PagingOptions) {
    searchPosts(query: $query, collectionId: $collectionId, paging: $paging) {
      items {
        id
        title {
          ...HighlightedText
        }
        snippet {
          ...HighlightedText
        }
        post {
          ...PostCard
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
`);

export const SearchUsersQuery = graphql(`
  query SearchUsers($query: String!, $paging: PagingOptions) {
    searchUsers(query: $query, paging: $paging) {
      users {
        ...SearchPerson
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

export const SearchCollectionsQuery = graphql(`
  query SearchCollections($query: String!, $paging: PagingOptions) {
    searchCollections(query: $query, paging: $paging) {
      collections {
        ...SearchPublication
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

export const SearchTagsQuery = graphql(`
  query SearchTags($query: String!, $paging: PagingOptions) {
    searchTags(query: $query, paging: $paging) {
      tags {
        ...SearchTag
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

export const SearchCatalogsQuery = graphql(`
  query SearchCatalogs($query: String!, $paging: PagingOptions) {
    searchCatalogs(query: $query, paging: $paging) {
      catalogs {
        ...CatalogSummary
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

/** The publication a scoped search (/{collectionSlug}/search) happens in. */
export const SearchPublicationQuery = graphql(`
  query SearchPublication($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...SearchPublication
    }
  }
`);
