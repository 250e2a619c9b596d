import { graphql } from '../../gql';

export const PartnerTaxDocumentsFragment = graphql(`
  fragment PartnerTaxDocuments on UserTaxDocuments {
    taxDocumentStatus
    earningsFirstWithheldAt
    earningsLimitedAt
    earningsForfeitedAt
    earningsInternallyForfeitedAt
    invalidReason
    legalName
    country
    address
    taxIdKind
    taxIdLast4
    submittedAt
  }
`);

export const PartnerEnrollmentFragment = graphql(`
  fragment PartnerEnrollment on PartnerEnrollmentState {
    enrollment
    eligibilityRules {
      id
      label
      met
    }
    eligible
    country
    eligibilityCheckedAt
    termsAcceptedAt
    payoutsConfigured
    payoutAccountReady
    payoutStepDone
    enrolledAt
    unenrolledAt
    firstUnfinishedStep
  }
`);

export const PartnerEnrollQuery = graphql(`
  query PartnerEnroll {
    viewer {
      id
      name
      isPartnerProgramEnrolled
      userTaxDocuments {
        ...PartnerTaxDocuments
      }
    }
    partnerEnrollmentState {
      ...PartnerEnrollment
    }
  }
`);

export const ConfirmPartnerEligibilityMutation = graphql(`
  mutation ConfirmPartnerEligibility($country: String!) {
    confirmPartnerEligibility(country: $country) {
      __typename
      ... on PartnerEnrollmentState {
        ...PartnerEnrollment
      }
      ...PartnerEnrollRefusal
    }
  }
`);

export const AcceptPartnerTermsMutation = graphql(`
  mutation AcceptPartnerProgramTerms {
    acceptPartnerProgramTerms {
      __typename
      ... on PartnerEnrollmentState {
        ...PartnerEnrollment
      }
      ...PartnerEnrollRefusal
    }
  }
`);

export const StartPayoutOnboardingMutation = graphql(`
  mutation StartPartnerPayoutOnboarding {
    startPartnerPayoutOnboarding {
      __typename
      ... on PayoutOnboardingLink {
        url
      }
      ... on PartnerEnrollmentState {
        ...PartnerEnrollment
      }
      ...PayoutOnboardingRefusal
    }
  }
`);

export const CompletePayoutOnboardingMutation = graphql(`
  mutation CompletePartnerPayoutOnboarding {
    completePartnerPayoutOnboarding {
      __typename
      ... on PartnerEnrollmentState {
        ...PartnerEnrollment
      }
      ...PartnerEnrollRefusal
    }
  }
`);

export const SubmitTaxDocumentMutation = graphql(`
  mutation SubmitTaxDocument($input: TaxDocumentInput!) {
    submitTaxDocument(input: $input) {
      __typename
      ... on UserTaxDocuments {
        ...PartnerTaxDocuments
      }
      ... on InvalidTaxInput {
        field
        message
      }
      ...TaxDocumentRefusal
    }
  }
`);

export const UnenrollPartnerMutation = graphql(`
  mutation UnenrollPartnerProgram {
    unenrollPartnerProgram {
      __typename
      ... on PartnerEnrollmentState {
        ...PartnerEnrollment
      }
      ...PartnerEnrollRefusal
    }
  }
`);

export const PendingTaxDocumentsQuery = graphql(`
  query PendingTaxDocuments {
    viewer {
      id
    }
    pendingTaxDocuments {
      id
      user {
        id
        name
        username
      }
      taxDocumentStatus
      legalName
      country
      address
      taxIdKind
      taxIdLast4
      submittedAt
    }
  }
`);

export const ReviewTaxDocumentMutation = graphql(`
  mutation ReviewTaxDocument($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {
    reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) {
      __typename
      ... on TaxReviewItem {
        id
        taxDocumentStatus
      }
      ...TaxReviewRefusal
    }
  }
`);
