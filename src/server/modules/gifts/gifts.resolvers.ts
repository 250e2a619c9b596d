import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, signedIn, staffOnly } from '../../security';
import {
  createGiftCodes,
  giftByCode,
  giftPlans,
  redeemGiftCode,
  startGiftCheckout,
  startGroupGiftCheckout,
  viewerGiftPurchase,
  viewerGiftPurchases,
} from './gifts.service';

export const giftsResolvers: Resolvers = {
  Query: {
    giftPlans: anyone('the gift plans and their prices are what the gift page shows everyone', (_, __, ctx) => giftPlans(ctx)),
    giftByCode: anyone(
      'whoever holds a gift code may see what it gives before signing in; lookups are rate-limited per address and reader',
      (_, { giftCode }, ctx) => giftByCode(ctx, { giftCode }),
    ),
    // The buyer's own purchases: empty, or null, when signed out.
    viewerGiftPurchases: signedIn((_, __, ctx) => viewerGiftPurchases(ctx), { signedOut: () => [] }),
    viewerGiftPurchase: signedIn((_, { id }, ctx) => viewerGiftPurchase(ctx, { id }), { signedOut: () => null }),
  },
  Mutation: {
    // The buyer pays for their own gift; the purchase is theirs alone. Checkout calls Stripe: no transaction around it.
    startGiftCheckout: signedIn((_, { input }, ctx) => startGiftCheckout(ctx, input)),
    startGroupGiftCheckout: signedIn((_, { planId, quantity }, ctx) => startGroupGiftCheckout(ctx, { planId, quantity })),
    // Redeeming adds time to the signed-in reader's own membership (rate-limited per reader and address in the service).
    redeemGiftCode: signedIn((_, { giftCode }, ctx) => redeemGiftCode(ctx, { giftCode }), { writes: true }),
    createGiftCodes: staffOnly((_, args, ctx) => createGiftCodes(ctx, args), { writes: true }),
  },
};
