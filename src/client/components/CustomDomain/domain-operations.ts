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
      ...CustomDomainRefusal
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
      ...CustomDomainRefusal
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
      ...CustomDomainRefusal
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
      ...CustomDomainRefusal
    }
  }
`);
