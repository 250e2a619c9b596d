import { graphql } from '../../gql';

/** /{collectionSlug}/trending: the site's trending ranking among the publication's stories. */
export const PublicationTrendingQuery = graphql(`
  query PublicationTrending($slug: String!, $paging: PagingOptions) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      trendingPostsConnection(paging: $paging) {
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

/** /{collectionSlug}/all/{page}: one numbered page of every story, newest first. */
export const PublicationAllQuery = graphql(`
  query PublicationAll($slug: String!, $page: Int!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      ...PublicationHeader
      allPostsPage(page: $page) {
        page
        pageCount
        total
        posts {
          ...PostCard
        }
      }
    }
  }
`);
