import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn } from '../../security';
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

const NO_CHARGES = { charges: [], pagingInfo: { next: null, previous: null } };

export const membershipResolvers: Resolvers = {
  Query: {
    paymentsConfig: anyone('the plans and their prices are what the membership page shows everyone', (_, __, ctx) => paymentsConfigView(ctx)),
    // The reader's own membership, card and charges: null or empty when signed out (the contract answers rather than refuses).
    viewerMembership: signedIn((_, __, ctx) => viewerMembership(ctx), { signedOut: () => null }),
    viewerPaymentMethod: signedIn((_, __, ctx) => viewerPaymentMethod(ctx), { signedOut: () => null }),
    viewerCharges: signedIn((_, { paging }, ctx) => viewerCharges(ctx, { paging: paging ?? {} }), { signedOut: () => NO_CHARGES }),
    viewerCharge: signedIn((_, { chargeId }, ctx) => viewerCharge(ctx, { chargeId }), { signedOut: () => null }),
  },
  Mutation: {
    // Each acts on the signed-in reader's own membership, card and Stripe customer only. They call Stripe, so they
    // open no transaction around it: each write they make is one statement.
    startMembershipCheckout: signedIn((_, args, ctx) => startMembershipCheckout(ctx, args)),
    startPaymentMethodUpdate: signedIn((_, __, ctx) => startPaymentMethodUpdate(ctx)),
    cancelMembership: signedIn((_, __, ctx) => cancelMembership(ctx)),
    resumeMembership: signedIn((_, __, ctx) => resumeMembership(ctx)),
  },
};
