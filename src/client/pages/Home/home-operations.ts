import { graphql } from '../../gql';

/** The signed-in reader's For you tab: stories with why each is there. */
export const HomeForYouQuery = graphql(`
  query HomeForYou($paging: PagingOptions) {
    forYouFeed(paging: $paging) {
      items {
        reason
        reasonKind
        post {
          ...PostCard
        }
      }
      pagingInfo {
        next {
          limit
          to
        }
        previous {
          limit
          from
        }
      }
    }
  }
`);

/** The Following tab: stories of the people and publications the reader follows, newest first. */
export const HomeFollowingQuery = graphql(`
  query HomeFollowing($paging: PagingOptions) {
    followingFeed(paging: $paging) {
      items {
        post {
          ...PostCard
        }
      }
      pagingInfo {
        next {
          limit
          to
        }
        previous {
          limit
          from
        }
      }
    }
  }
`);

/** Signed out: the newest stories. */
export const HomeLatestQuery = graphql(`
  query HomeLatest($paging: PagingOptions) {
    latestPostsConnection(paging: $paging) {
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
`);

/** A story in a short list (trending, staff picks): byline, title, date and reading time. */
export const HomeStoryLineFields = graphql(`
  fragment HomeStoryLine on Post {
    id
    title
    mediumUrl
    isLocked
    readingTime
    firstPublishedAt
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

export const HomeTrendingQuery = graphql(`
  query HomeTrending($paging: PagingOptions) {
    trendingPosts(paging: $paging) {
      posts {
        ...HomeStoryLine
      }
    }
  }
`);

export const HomeStaffPicksQuery = graphql(`
  query HomeStaffPicks($limit: Int) {
    staffPicks(limit: $limit) {
      ...HomeStoryLine
    }
  }
`);

export const HomeTopicsQuery = graphql(`
  query HomeTopics($limit: Int) {
    recommendedTopics(limit: $limit) {
      id
      slug
      name
    }
  }
`);

export const HomeWhoToFollowQuery = graphql(`
  query HomeWhoToFollow($limit: Int) {
    whoToFollow(limit: $limit) {
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
`);

/** Taking a story, a read or a clap out of For you, and putting it back. */
export const RemoveFromForYouMutation = graphql(`
  mutation RemoveFromForYou($kind: FeedSignalKind!, $postId: ID!) {
    removeFromForYou(kind: $kind, postId: $postId) {
      __typename
      ... on FeedSignalChange {
        kind
        postId
        removed
      }
      ...FeedSignalRefusal
    }
  }
`);

export const RestoreToForYouMutation = graphql(`
  mutation RestoreToForYou($kind: FeedSignalKind!, $postId: ID!) {
    restoreToForYou(kind: $kind, postId: $postId) {
      __typename
      ... on FeedSignalChange {
        kind
        postId
        removed
      }
      ...FeedSignalRefusal
    }
  }
`);
