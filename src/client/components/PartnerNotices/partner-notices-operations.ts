import { graphql } from '../../gql';

export const PartnerNoticesQuery = graphql(`
  query PartnerNotices {
    viewer {
      id
      isPartnerProgramEnrolled
      hightowerTermsAcceptedAt
      dismissableFlags
      userTaxDocuments {
        taxDocumentStatus
        earningsLimitedAt
        earningsForfeitedAt
        invalidReason
      }
    }
  }
`);

export const DismissFlagMutation = graphql(`
  mutation DismissFlag($userId: ID!, $flag: String!) {
    setDismissableFlag(userId: $userId, flag: $flag) {
      id
      dismissableFlags
    }
  }
`);
