import { graphql } from '../../gql';

export const PostClappersQuery = graphql(`
  query PostClappers($id: ID!, $paging: PagingOptions) {
    post(id: $id) {
      id
      clapCount
      clapperCount
      clappers(paging: $paging) {
        clappers {
          id
          clapCount
          user {
            ...FollowsDialogUser
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

export const CatalogClappersQuery = graphql(`
  query CatalogClappers($id: ID!, $paging: PagingOptions) {
    catalogById(catalogId: $id) {
      id
      clapCount
      clapperCount
      clappers(paging: $paging) {
        clappers {
          id
          clapCount
          user {
            ...FollowsDialogUser
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
