import { graphql } from '../../gql';

export const GiftPageQuery = graphql(`
  query GiftPage {
    viewer {
      id
      name
    }
    paymentsConfig {
      enabled
    }
    giftPlans {
      planId
      name
      description
      amount
      currency
      months
    }
    viewerGiftPurchases {
      id
      kind
      months
      quantity
      amount
      currency
      recipientName
      recipientEmail
      message
      deliverAt
      deliveredAt
      createdAt
      redeemedCount
      codes {
        id
        code
        redeemUrl
        state
        redeemedAt
        expiresAt
      }
    }
  }
`);


export const StartGiftCheckoutMutation = graphql(`
  mutation StartGiftCheckout($input: GiftCheckoutInput!) {
    startGiftCheckout(input: $input) {
      ...CheckoutAnswer
      ...GiftCheckoutRefusal
    }
  }
`);

export const StartGroupGiftCheckoutMutation = graphql(`
  mutation StartGroupGiftCheckout($planId: ID!, $quantity: Int!) {
    startGroupGiftCheckout(planId: $planId, quantity: $quantity) {
      ...CheckoutAnswer
      ...GiftCheckoutRefusal
    }
  }
`);

export const GiftByCodeQuery = graphql(`
  query GiftByCode($giftCode: String!) {
    giftByCode(giftCode: $giftCode) {
      code
      months
      senderName
      recipientName
      state
      expiresAt
      message
      redeemedByViewer
    }
  }
`);

export const RedeemGiftCodeMutation = graphql(`
  mutation RedeemGiftCode($giftCode: String!) {
    redeemGiftCode(giftCode: $giftCode) {
      __typename
      ... on GiftRedemption {
        months
        senderName
        giftMessage: message
        memberUntil
      }
      ...RedeemGiftRefusal
    }
  }
`);
