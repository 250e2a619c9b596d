import { graphql } from '../../gql';

export const NewsletterSendFields = graphql(`
  fragment NewsletterSendFields on NewsletterSendStats {
    id
    sentAt
    status
    stopReason
    stoppedAt
    emailOnly
    recipients
    delivered
    failed
    bounced
    skipped
    queued
    stopped
    opens
    clicks
    cursor
    post {
      id
      title
      mediumUrl
    }
  }
`);

export const NewsletterSendsQuery = graphql(`
  query NewsletterSends($newsletterV3Id: ID!, $before: String, $limit: Int) {
    newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {
      __typename
      ... on NewsletterV3Stats {
        id
        sendsPage(before: $before, limit: $limit) {
          ...NewsletterSendFields
        }
      }
    }
  }
`);

export const ResumeNewsletterSendMutation = graphql(`
  mutation ResumeNewsletterSend($sendId: ID!) {
    resumeNewsletterSend(sendId: $sendId) {
      __typename
      ... on NewsletterSendStats {
        ...NewsletterSendFields
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);
