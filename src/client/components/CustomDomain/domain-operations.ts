import { graphql } from '../../gql';

export const DomainStateFields = graphql(`
  fragment DomainState on CustomDomainState {
    verificationMethod
    live {
      domain
      status
      verifiedAt
    }
    pending {
      domain
      status
      verificationRecordName
      verificationRecordValue
      createdAt
    }
  }
`);

export const SetCollectionDomainMutation = graphql(`
  mutation SetCollectionDomain($collectionId: ID!, $domain: String) {
    setCollectionDomain(collectionId: $collectionId, domain: $domain) {
      __typename
      ... on CustomDomainState {
        ...DomainState
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const VerifyCollectionDomainMutation = graphql(`
  mutation VerifyCollectionDomain($collectionId: ID!) {
    verifyCollectionDomain(collectionId: $collectionId) {
      __typename
      ... on CustomDomainState {
        ...DomainState
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const SetViewerDomainMutation = graphql(`
  mutation SetViewerCustomDomain($domain: String) {
    setViewerCustomDomain(domain: $domain) {
      __typename
      ... on CustomDomainState {
        ...DomainState
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);

export const VerifyViewerDomainMutation = graphql(`
  mutation VerifyViewerCustomDomain {
    verifyViewerCustomDomain {
      __typename
      ... on CustomDomainState {
        ...DomainState
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);
