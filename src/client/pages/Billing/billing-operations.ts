import { graphql } from '../../gql';

export const ChargeFields = graphql(`
  fragment ChargeFields on Charge {
    id
    createdAt
    amount
    currency
    status
    description
    receiptNumber
    periodStart
    periodEnd
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
`);

export const BILLING_PAGE_SIZE = 10;

export const BillingHistoryQuery = graphql(`
  query BillingHistory($paging: PagingOptions) {
    viewer {
      id
    }
    viewerCharges(paging: $paging) {
      charges {
        ...ChargeFields
      }
      pagingInfo {
        next {
          limit
          to
          page
        }
      }
    }
  }
`);

export const ReceiptQuery = graphql(`
  query Receipt($chargeId: ID!) {
    viewer {
      id
      name
      email
    }
    viewerCharge(chargeId: $chargeId) {
      ...ChargeFields
    }
  }
`);

export const UpdatePaymentQuery = graphql(`
  query UpdatePayment {
    viewer {
      id
    }
    paymentsConfig {
      enabled
    }
    viewerPaymentMethod {
      brand
      last4
      expMonth
      expYear
    }
    viewerMembership {
      id
      status
      graceEndsAt
    }
  }
`);

export const StartPaymentMethodUpdateMutation = graphql(`
  mutation StartPaymentMethodUpdate {
    startPaymentMethodUpdate {
      ...CheckoutAnswer
    }
  }
`);
