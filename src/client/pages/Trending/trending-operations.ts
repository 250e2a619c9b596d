import { graphql } from '../../gql';

export const RankedStoryFields = graphql(`
  fragment RankedStory on Post {
    id
    title
    mediumUrl
    isLocked
    readingTime
    firstPublishedAt
    clapCount
    responsesCount
    creator {
      id
      name
      username
      imageId
      mediumMemberAt
    }
    collection {
      id
      name
    }
  }
`);

export const TrendingPostsQuery = graphql(`
  query TrendingPosts($mode: String, $topicSlug: String, $paging: PagingOptions) {
    trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) {
      posts {
        ...RankedStory
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

export const TopStoriesQuery = graphql(`
  query TopStories($period: String, $paging: PagingOptions) {
    topStories(period: $period, paging: $paging) {
      posts {
        ...RankedStory
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

/** The topics a reader can narrow trending to, and the one chosen. */
export const TrendingTopicsQuery = graphql(`
  query TrendingTopics {
    recommendedTopics(limit: 8) {
      id
      slug
      name
    }
  }
`);

export const TrendingTopicQuery = graphql(`
  query TrendingTopic($slug: String!) {
    topic(slug: $slug) {
      id
      slug
      name
    }
  }
`);

export const BrowseCatalogQuery = graphql(`
  query BrowseCatalog($slug: String!, $paging: PagingOptions) {
    browseCatalog(slug: $slug) {
      ...CatalogSummary
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
