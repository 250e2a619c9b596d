import { graphql } from '../../gql';

/** A story's public counts, for a button whose page did not ask for them. */
export const PostClapCountQuery = graphql(`
  query PostClapCount($id: ID!) {
    post(id: $id) {
      id
      clapCount
    }
  }
`);

/** A list's public counts. */
export const CatalogClapCountQuery = graphql(`
  query CatalogClapCount($id: ID!) {
    catalogById(catalogId: $id) {
      id
      clapCount
    }
  }
`);

/** The reader's own claps for a story, asked after the page loads (never in the shared server render). */
export const ViewerPostClapsQuery = graphql(`
  query ViewerPostClaps($id: ID!) {
    viewer {
      id
    }
    post(id: $id) {
      id
      viewerClapCount
    }
  }
`);

export const ViewerCatalogClapsQuery = graphql(`
  query ViewerCatalogClaps($id: ID!) {
    viewer {
      id
    }
    catalogById(catalogId: $id) {
      id
      viewerClapCount
    }
  }
`);

export const ClapPostMutation = graphql(`
  mutation ClapPost($targetPostId: ID!, $numClaps: Int!) {
    clap(targetPostId: $targetPostId, numClaps: $numClaps) {
      id
      clapCount
      viewerClapCount
    }
  }
`);

export const ClapCatalogMutation = graphql(`
  mutation ClapCatalog($catalogId: ID!, $numClaps: Int!) {
    clapCatalog(catalogId: $catalogId, numClaps: $numClaps) {
      id
      clapCount
      viewerClapCount
    }
  }
`);
