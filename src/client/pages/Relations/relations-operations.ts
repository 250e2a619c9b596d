import { graphql } from '../../gql';

export const RelationPersonFields = graphql(`
  fragment RelationPerson on User {
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    viewerEdge {
      id
      isFollowing
      isMuting
      isBlocking
    }
  }
`);

export const RelationPublicationFields = graphql(`
  fragment RelationPublication on Collection {
    id
    name
    slug
    description
    mediumUrl
    avatar {
      id
    }
    viewerEdge {
      id
      isFollowing
      isMuting
      isEditor
    }
  }
`);

export const FollowedPeopleQuery = graphql(`
  query FollowedPeople($paging: PagingOptions) {
    viewerFollowedUsers(paging: $paging) {
      users {
        ...RelationPerson
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

export const FollowedPublicationsQuery = graphql(`
  query FollowedPublications($paging: PagingOptions) {
    viewerFollowedCollections(paging: $paging) {
      collections {
        ...RelationPublication
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

export const MutedPeopleQuery = graphql(`
  query MutedPeople($paging: PagingOptions) {
    viewerMutedUsers(paging: $paging) {
      users {
        ...RelationPerson
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

export const MutedPublicationsQuery = graphql(`
  query MutedPublications($paging: PagingOptions) {
    viewerMutedCollections(paging: $paging) {
      collections {
        ...RelationPublication
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

export const BlockedPeopleQuery = graphql(`
  query BlockedPeople($paging: PagingOptions) {
    viewerBlockedUsers(paging: $paging) {
      users {
        ...RelationPerson
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
