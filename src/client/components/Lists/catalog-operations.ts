import { graphql } from '../../gql';

export const CatalogSummaryFields = graphql(`
  fragment CatalogSummary on Catalog {
    id
    name
    description
    visibility
    predefined
    slugId
    postItemsCount
    updatedAt
    creator {
      id
      name
      username
      imageId
      mediumUrl
    }
  }
`);

/** The reader's lists, for the Save to popover and the library. */
export const ViewerCatalogsQuery = graphql(`
  query ViewerCatalogs($paging: PagingOptions) {
    viewerCatalogs(paging: $paging) {
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
`);


export const CreateCatalogMutation = graphql(`
  mutation CreateCatalog($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {
    createCatalog(name: $name, description: $description, visibility: $visibility, postId: $postId) {
      __typename
      ... on Catalog {
        ...CatalogSummary
      }
      ...CatalogRefusal
    }
  }
`);

export const UpdateCatalogMutation = graphql(`
  mutation UpdateCatalog($catalogId: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {
    updateCatalog(catalogId: $catalogId, name: $name, description: $description, visibility: $visibility) {
      __typename
      ... on Catalog {
        ...CatalogSummary
      }
      ...CatalogRefusal
    }
  }
`);

export const DeleteCatalogMutation = graphql(`
  mutation DeleteCatalog($catalogId: ID!) {
    deleteCatalog(catalogId: $catalogId) {
      __typename
      ... on CatalogDeleted {
        catalogId
      }
      ...DeleteCatalogRefusal
    }
  }
`);

export const AddToCatalogMutation = graphql(`
  mutation AddToCatalog($catalogId: ID!, $postId: ID!) {
    addToCatalog(catalogId: $catalogId, postId: $postId) {
      __typename
      ... on Catalog {
        id
        postItemsCount
        updatedAt
      }
      ...CatalogRefusal
    }
  }
`);

export const RemoveFromCatalogMutation = graphql(`
  mutation RemoveFromCatalog($catalogId: ID!, $postId: ID!) {
    removeFromCatalog(catalogId: $catalogId, postId: $postId) {
      __typename
      ... on Catalog {
        id
        postItemsCount
        updatedAt
      }
      ...CatalogRefusal
    }
  }
`);

export const MoveCatalogItemMutation = graphql(`
  mutation MoveCatalogItem($catalogId: ID!, $catalogItemId: ID!, $afterCatalogItemId: ID) {
    moveCatalogItem(catalogId: $catalogId, catalogItemId: $catalogItemId, afterCatalogItemId: $afterCatalogItemId) {
      __typename
      ... on Catalog {
        id
        updatedAt
      }
      ...CatalogRefusal
    }
  }
`);
