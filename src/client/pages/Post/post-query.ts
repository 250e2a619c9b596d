import { graphql } from '../../gql';

export const PostPageQuery = graphql(`
  query PostPage($id: ID!, $shareKey: String) {
    meterFreeStoriesPerMonth
    postResult(id: $id, shareKey: $shareKey) {
      __typename
      ... on Post {
        ...PostCard
        uniqueSlug
        visibility
        isPublished
        latestPublishedAt
        latestPublishedVersion
        license
        canonicalUrl
        creator {
          id
          bio
          mediumUrl
          customStyleSheet {
            ...CustomStyle
          }
        }
        collection {
          id
          mediumUrl
        }
        tags {
          id
          displayTitle
          normalizedTagSlug
        }
        content {
          isLockedPreviewOnly
        }
        meterState
        clapCount
        responsesCount
        isResponse
        responseRootPost {
          id
          title
          mediumUrl
        }
        responseRootCatalog {
          id
          name
          slugId
          creator {
            id
            username
          }
        }
      }
      ...PostRefusal
      ... on Blocked {
        message
      }
    }
  }
`);

/**
 * The story's text, asked apart from the rest of the page: the server renders it into the HTML and does not
 * write it again into the state the browser starts from, which adopts the HTML instead.
 */
export const PostBodyQuery = graphql(`
  query PostBody($id: ID!, $shareKey: String) {
    postResult(id: $id, shareKey: $shareKey) {
      __typename
      ... on Post {
        id
        content {
          bodyModel {
            sections {
              name
              startIndex
              textLayout
              imageLayout
              videoLayout
              backgroundImage {
                id
                originalWidth
                originalHeight
                focusPercentX
                focusPercentY
                alt
              }
            }
            paragraphs {
              id
              name
              type
              text
              layout
              href
              hasDropCap
              markups {
                type
                start
                end
                href
                anchorType
                userId
                linkMetadata {
                  httpStatus
                }
              }
              metadata {
                id
                originalWidth
                originalHeight
                focusPercentX
                focusPercentY
                alt
              }
              dropCapImage {
                id
                originalWidth
                originalHeight
              }
              iframe {
                mediaResource {
                  id
                  iframeSrc
                  iframeWidth
                  iframeHeight
                  title
                }
              }
              mixtapeMetadata {
                href
                thumbnailImageId
                title
                description
              }
              codeBlockMetadata {
                lang
              }
            }
          }
        }
      }
    }
  }
`);
