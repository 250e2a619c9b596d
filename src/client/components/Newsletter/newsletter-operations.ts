import { graphql } from '../../gql';

/**
 * The envelope's mutations: each answers the newsletter with the reader's new state, or why it was refused. (A
 * writer's newsletter this first subscriber enabled is not written onto the writer: the page's query kept it null,
 * and the envelope keeps the answered newsletter itself.)
 */
export const SubscribeToWriterNewsletterMutation = graphql(`
  mutation SubscribeToWriterNewsletter($userId: ID!) {
    subscribeToWriterNewsletter(userId: $userId) {
      __typename
      ... on NewsletterV3 {
        id
        viewerEdge {
          id
          isSubscribed
        }
      }
      ...NewsletterV3Refusal
    }
  }
`);

export const SubscribeNewsletterV3Mutation = graphql(`
  mutation SubscribeNewsletterV3($newsletterV3Id: ID!) {
    subscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3 {
        id
        viewerEdge {
          id
          isSubscribed
        }
      }
      ...NewsletterV3Refusal
    }
  }
`);

export const UnsubscribeNewsletterV3Mutation = graphql(`
  mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {
    unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3 {
        id
        viewerEdge {
          id
          isSubscribed
        }
      }
      ...NewsletterV3Refusal
    }
  }
`);
