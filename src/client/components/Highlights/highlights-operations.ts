import { graphql } from '../../gql';

export const HighlightQuoteFragment = graphql(`
  fragment HighlightQuote on Quote {
    id
    userId
    user {
      id
      name
    }
    users {
      id
      name
    }
    startOffset
    endOffset
    text
    count
    paragraphs {
      id
      name
      text
      type
    }
  }
`);

/** The viewer's highlights and the top highlights of a story: asked in the browser, never in the shared page. */
export const PostHighlightsQuery = graphql(`
  query PostHighlights($id: ID!) {
    viewer {
      id
      name
    }
    post(id: $id) {
      id
      isPublished
      visibility
      latestPublishedVersion
      creator {
        id
        allowNotes
      }
      highlights {
        ...HighlightQuote
      }
    }
  }
`);

export const CreateQuoteMutation = graphql(`
  mutation CreateQuote(
    $targetPostId: ID!
    $targetPostVersionId: ID!
    $targetParagraphNames: [String!]!
    $startOffset: Int!
    $endOffset: Int!
    $quoteType: QuoteType
  ) {
    createQuote(
      targetPostId: $targetPostId
      targetPostVersionId: $targetPostVersionId
      targetParagraphNames: $targetParagraphNames
      startOffset: $startOffset
      endOffset: $endOffset
      quoteType: $quoteType
    ) {
      __typename
      ... on Quote {
        ...HighlightQuote
      }
      ... on QuoteRemoved {
        id
        postId
      }
      ...CreateQuoteRefusal
    }
  }
`);

export const DeleteQuoteMutation = graphql(`
  mutation DeleteQuote($targetPostId: ID!, $targetQuoteId: ID!) {
    deleteQuote(targetPostId: $targetPostId, targetQuoteId: $targetQuoteId) {
      __typename
      ... on QuoteRemoved {
        id
        postId
      }
      ...DeleteQuoteRefusal
    }
  }
`);

/** A reader's highlights with their context, for the profile's Highlights tab and the library's. */
export const UserHighlightsQuery = graphql(`
  query UserHighlights($id: ID!, $paging: PagingOptions) {
    user(id: $id) {
      id
      highlightsConnection(paging: $paging) {
        quotes {
          id
          contextBefore
          contextAfter
          contextCutBefore
          contextCutAfter
          quote {
            id
            text
            startOffset
            endOffset
            paragraphs {
              id
              name
            }
          }
          post {
            id
            title
            mediumUrl
            creator {
              id
              name
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
