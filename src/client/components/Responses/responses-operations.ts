import { graphql } from '../../gql';

export const ResponseItemFragment = graphql(`
  fragment ResponseItem on Post {
    id
    mediumUrl
    firstPublishedAt
    clapCount
    responsesCount
    responseDepth
    responseParentId
    isHiddenOnParent
    creator {
      id
      name
      username
      imageId
      mediumUrl
      mediumMemberAt
    }
    responseParagraphs {
      name
      type
      text
    }
  }
`);

/** The discussion under a story: its count, what the reader may do, and a page of top-level responses. */
/** A page of responses with the cursor of the next. */
export const ResponsePageFragment = graphql(`
  fragment ResponsePage on ResponseConnection {
    responses {
      ...ResponseItem
    }
    pagingInfo {
      next {
        limit
        to
      }
    }
  }
`);

/** The reader as the response editor shows them. */
export const ResponseWriterFragment = graphql(`
  fragment ResponseWriter on Viewer {
    id
    name
    imageId
    mediumMemberAt
  }
`);

export const StoryThreadQuery = graphql(`
  query StoryThread($id: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {
    post(id: $id) {
      id
      responsesCount
      isDiscussionClosed
      responseViewerEdge {
        id
        canRespond
        cannotRespondReason
        canModerate
      }
      threadedPostResponses(paging: $paging, sortType: $sortType) {
        ...ResponsePage
      }
    }
    viewer {
      ...ResponseWriter
    }
  }
`);

export const ResponseRepliesQuery = graphql(`
  query ResponseReplies($id: ID!, $paging: PagingOptions) {
    post(id: $id) {
      id
      responsesCount
      responseReplies(paging: $paging) {
        ...ResponsePage
      }
    }
  }
`);


export const PublishPostResponseMutation = graphql(`
  mutation PublishPostResponse($inResponseToPostId: ID!, $text: String!, $quoteParagraphName: String, $quoteStartOffset: Int, $quoteEndOffset: Int) {
    publishPostResponse(
      inResponseToPostId: $inResponseToPostId
      text: $text
      quoteParagraphName: $quoteParagraphName
      quoteStartOffset: $quoteStartOffset
      quoteEndOffset: $quoteEndOffset
    ) {
      __typename
      ... on Post {
        ...ResponseItem
      }
      ...PostResponseRefusal
    }
  }
`);

export const PublishCatalogResponseMutation = graphql(`
  mutation PublishCatalogResponse($catalogId: ID!, $text: String!, $inResponseToPostId: ID) {
    publishCatalogResponse(catalogId: $catalogId, text: $text, inResponseToPostId: $inResponseToPostId) {
      __typename
      ... on Post {
        ...ResponseItem
      }
      ...PostResponseRefusal
    }
  }
`);

export const HidePostResponseMutation = graphql(`
  mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
      ...PostResponseRefusal
    }
  }
`);

export const UnhidePostResponseMutation = graphql(`
  mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
      ...PostResponseRefusal
    }
  }
`);

export const HideCatalogResponseMutation = graphql(`
  mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {
    hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
      ...PostResponseRefusal
    }
  }
`);

export const ShowCatalogResponseMutation = graphql(`
  mutation ShowCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {
    showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
      ...PostResponseRefusal
    }
  }
`);

export const DeletePostResponseMutation = graphql(`
  mutation DeletePostResponse($postResponseId: ID!) {
    deletePostResponse(postResponseId: $postResponseId) {
      __typename
      ... on Post {
        id
        isDeleted
      }
      ...PostResponseRefusal
    }
  }
`);

export const CatalogThreadQuery = graphql(`
  query CatalogThread($catalogId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {
    catalogDiscussion(catalogId: $catalogId) {
      id
      catalogId
      responsesCount
      isDiscussionClosed
      viewerEdge {
        id
        canRespond
        cannotRespondReason
        canModerate
      }
      threadedCatalogResponses(paging: $paging, sortType: $sortType) {
        ...ResponsePage
      }
    }
    viewer {
      ...ResponseWriter
    }
  }
`);


/** A response's own page: the replies under it, and what the reader may do there. */
export const ResponsePageThreadQuery = graphql(`
  query ResponsePageThread($id: ID!, $paging: PagingOptions) {
    post(id: $id) {
      id
      responsesCount
      isDiscussionClosed
      responseRootPost {
        id
      }
      responseRootCatalog {
        id
      }
      responseViewerEdge {
        id
        canRespond
        cannotRespondReason
        canModerate
      }
      responseReplies(paging: $paging) {
        ...ResponsePage
      }
    }
    viewer {
      ...ResponseWriter
    }
  }
`);

export const SetPostDiscussionClosedMutation = graphql(`
  mutation SetPostDiscussionClosed($postId: ID!, $closed: Boolean!) {
    setPostDiscussionClosed(postId: $postId, closed: $closed) {
      __typename
      ... on Post {
        id
        isDiscussionClosed
        responseViewerEdge {
          id
          canRespond
          cannotRespondReason
          canModerate
        }
      }
      ...PostResponseRefusal
    }
  }
`);

export const SetCatalogDiscussionClosedMutation = graphql(`
  mutation SetCatalogDiscussionClosed($catalogId: ID!, $closed: Boolean!) {
    setCatalogDiscussionClosed(catalogId: $catalogId, closed: $closed) {
      __typename
      ... on CatalogDiscussion {
        id
        isDiscussionClosed
        viewerEdge {
          id
          canRespond
          cannotRespondReason
          canModerate
        }
      }
      ...CatalogDiscussionRefusal
    }
  }
`);

/** Whether a list's discussion is closed, for its owner's edit form. */
export const CatalogDiscussionStateQuery = graphql(`
  query CatalogDiscussionState($catalogId: ID!) {
    catalogDiscussion(catalogId: $catalogId) {
      id
      isDiscussionClosed
    }
  }
`);
