import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, staffOnly } from '../../security';
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
    giftPlans: (_, __, ctx) => giftPlans(ctx.deps),
    giftByCode: (_, { giftCode }, ctx) => giftByCode(ctx, giftCode),
    viewerGiftPurchases: (_, __, ctx) => viewerGiftPurchases(ctx),
    viewerGiftPurchase: (_, { id }, ctx) => viewerGiftPurchase(ctx, id),
  },
  Mutation: {
    // The buyer pays for their own gift; the purchase is theirs alone.
    startGiftCheckout: signedIn((_, { input }, ctx) => startGiftCheckout(ctx, input)),
    startGroupGiftCheckout: signedIn((_, { planId, quantity }, ctx) => startGroupGiftCheckout(ctx, { planId, quantity })),
    // Redeeming adds time to the signed-in reader's own membership (rate-limited per reader and address in the service).
    redeemGiftCode: signedIn((_, { giftCode }, ctx) => redeemGiftCode(ctx, giftCode)),
    createGiftCodes: staffOnly((_, args, ctx) => createGiftCodes(ctx, args)),
  },
};
