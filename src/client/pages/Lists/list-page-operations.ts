import { graphql } from '../../gql';

export const ListPageQuery = graphql(`
  query ListPage($username: String, $catalogSlugId: String!, $paging: PagingOptions) {
    catalogBySlugId(username: $username, catalogSlugId: $catalogSlugId) {
      ...CatalogSummary
      viewerEdge {
        id
        isCreator
      }
      itemsConnection(paging: $paging) {
        items {
          catalogItemId
          note
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
  }
`);

export const ReadingListItemsQuery = graphql(`
  query ReadingListItems($state: ReadingListState!, $paging: PagingOptions) {
    readingListItems(state: $state, paging: $paging) {
      items {
        catalogItemId
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

export const LibraryQuery = graphql(`
  query Library {
    readingList {
      ...CatalogSummary
      itemsConnection(paging: { limit: 3 }) {
        items {
          catalogItemId
          post {
            id
            previewImage {
              id
            }
          }
        }
      }
    }
    viewer {
      id
    }
  }
`);

export const UserListsQuery = graphql(`
  query UserLists($id: ID!, $paging: PagingOptions) {
    user(id: $id) {
      id
      catalogsConnection(paging: $paging) {
        catalogs {
          ...CatalogSummary
          itemsConnection(paging: { limit: 3 }) {
            items {
              catalogItemId
              post {
                id
                previewImage {
                  id
                }
              }
            }
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
