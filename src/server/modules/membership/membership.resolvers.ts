import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import {
  cancelMembership,
  paymentsConfigView,
  resumeMembership,
  startMembershipCheckout,
  startPaymentMethodUpdate,
  viewerCharge,
  viewerCharges,
  viewerMembership,
  viewerPaymentMethod,
} from './membership.graphql.service';

export const membershipResolvers: Resolvers = {
  Query: {
    paymentsConfig: (_, __, ctx) => paymentsConfigView(ctx),
    viewerMembership: (_, __, ctx) => viewerMembership(ctx),
    viewerPaymentMethod: (_, __, ctx) => viewerPaymentMethod(ctx),
    viewerCharges: (_, { paging }, ctx) => viewerCharges(ctx, paging ?? {}),
    viewerCharge: (_, { chargeId }, ctx) => viewerCharge(ctx, chargeId),
  },
  Mutation: {
    // Each acts on the signed-in reader's own membership, card and Stripe customer only.
    startMembershipCheckout: signedIn((_, args, ctx) => startMembershipCheckout(ctx, args)),
    startPaymentMethodUpdate: signedIn((_, __, ctx) => startPaymentMethodUpdate(ctx)),
    cancelMembership: signedIn((_, __, ctx) => cancelMembership(ctx)),
    resumeMembership: signedIn((_, __, ctx) => resumeMembership(ctx)),
  },
};
