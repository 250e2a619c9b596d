import { graphql } from '../../gql';

export const TopicHeaderFields = graphql(`
  fragment TopicHeader on Topic {
    id
    slug
    name
    description
    visibility
    category
    followerCount
    postCount
    viewerEdge {
      id
      isFollowing
    }
  }
`);

export const StoryPageFields = graphql(`
  fragment StoryPage on PostConnection {
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
`);

export const TagLatestQuery = graphql(`
  query TagLatest($tagSlug: String!, $paging: PagingOptions) {
    tagFromSlug(tagSlug: $tagSlug) {
      ...TagHeader
      latestPosts(paging: $paging) {
        ...StoryPage
      }
    }
  }
`);

export const TagTopQuery = graphql(`
  query TagTop($tagSlug: String!, $period: TopPeriod!, $paging: PagingOptions) {
    tagFromSlug(tagSlug: $tagSlug) {
      ...TagHeader
      topPosts(period: $period, paging: $paging) {
        ...StoryPage
      }
    }
  }
`);

export const TagTopWritersQuery = graphql(`
  query TagTopWriters($tagSlug: String!) {
    tagFromSlug(tagSlug: $tagSlug) {
      ...TagHeader
      topWriters(limit: 20) {
        postCount
        user {
          id
          name
          username
          bio
          imageId
          mediumMemberAt
          viewerEdge {
            id
            isFollowing
          }
        }
      }
    }
  }
`);

export const TagArchiveQuery = graphql(`
  query TagArchive($tagSlug: String!, $year: Int, $month: Int, $day: Int, $hasYear: Boolean!, $postsYear: Int!, $paging: PagingOptions) {
    tagFromSlug(tagSlug: $tagSlug) {
      ...TagHeader
      years: archivePeriods {
        year
        postCount
      }
      months: archivePeriods(year: $year) @include(if: $hasYear) {
        year
        month
        postCount
      }
      days: archivePeriods(year: $year, month: $month) @include(if: $hasYear) {
        year
        month
        day
        postCount
      }
      archivePosts(year: $postsYear, month: $month, day: $day, paging: $paging) @include(if: $hasYear) {
        ...StoryPage
      }
    }
  }
`);

export const TagHeaderFields = graphql(`
  fragment TagHeader on Tag {
    id
    displayTitle
    normalizedTagSlug
    postCount
    topic {
      ...TopicHeader
    }
    relatedTags(limit: 8) {
      id
      displayTitle
      normalizedTagSlug
    }
  }
`);

export const TopicQuery = graphql(`
  query TopicPage($slug: String!, $sort: TopicSort!, $paging: PagingOptions) {
    topic(slug: $slug) {
      ...TopicHeader
      tags(limit: 12) {
        id
        displayTitle
        normalizedTagSlug
        postCount
      }
      posts(sort: $sort, paging: $paging) {
        ...StoryPage
      }
    }
  }
`);

export const TopicsQuery = graphql(`
  query TopicsPage {
    topics {
      ...TopicHeader
      tags(limit: 5) {
        id
        displayTitle
        normalizedTagSlug
      }
    }
  }
`);

export const FollowedTopicsQuery = graphql(`
  query FollowedTopics($paging: PagingOptions) {
    followedTopics(paging: $paging) {
      topics {
        ...TopicHeader
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

export const FollowTopicMutation = graphql(`
  mutation FollowTopic($topicId: ID!) {
    followTopic(topicId: $topicId) {
      __typename
      ... on Topic {
        id
        followerCount
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowTopicRefusal
    }
  }
`);

export const UnfollowTopicMutation = graphql(`
  mutation UnfollowTopic($topicId: ID!) {
    unfollowTopic(topicId: $topicId) {
      __typename
      ... on Topic {
        id
        followerCount
        viewerEdge {
          id
          isFollowing
        }
      }
      ...FollowTopicRefusal
    }
  }
`);
