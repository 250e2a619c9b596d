import { withTransaction } from '../../core';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, staffOnly, type SignedInContext } from '../../security';
import {
  acceptTerms,
  completePayoutOnboarding,
  confirmEligibility,
  enrollmentState,
  finishPayoutStep,
  pendingTaxDocuments,
  readableTaxDocuments,
  reviewTaxDocument,
  setDismissableFlag,
  startPayoutOnboarding,
  submitTaxDocument,
  unenroll,
  type PayoutStepDone,
} from './partner.service';

type EnrollmentState = Awaited<ReturnType<typeof enrollmentState>>;

/** The payout provider's calls ran outside any transaction; finishing the step writes in one. */
async function finishing<T extends { __typename: string }>(ctx: SignedInContext, step: T | PayoutStepDone) {
  if (step.__typename !== 'PayoutStepDone') return step as T;
  return withTransaction(ctx, (tx) => finishPayoutStep(tx, { changes: (step as PayoutStepDone).changes }));
}

export const partnerResolvers: Resolvers = {
  Query: {
    // The reader's own enrollment: null when signed out.
    partnerEnrollmentState: signedIn((_, __, ctx): Promise<EnrollmentState | null> => enrollmentState(ctx, { user: ctx.viewer }), { signedOut: () => null }),
    pendingTaxDocuments: staffOnly((_, __, ctx) => pendingTaxDocuments(ctx)),
  },
  Mutation: {
    confirmPartnerEligibility: signedIn((_, { country }, ctx) => confirmEligibility(ctx, { country }), { writes: true }),
    acceptPartnerProgramTerms: signedIn((_, __, ctx) => acceptTerms(ctx), { writes: true }),
    startPartnerPayoutOnboarding: signedIn(async (_, __, ctx) => finishing(ctx, await startPayoutOnboarding(ctx))),
    completePartnerPayoutOnboarding: signedIn(async (_, __, ctx) => finishing(ctx, await completePayoutOnboarding(ctx))),
    submitTaxDocument: signedIn((_, { input }, ctx) => submitTaxDocument(ctx, input), { writes: true }),
    unenrollPartnerProgram: signedIn((_, __, ctx) => unenroll(ctx), { writes: true }),
    reviewTaxDocument: staffOnly((_, args, ctx) => reviewTaxDocument(ctx, args), { writes: true }),
    setDismissableFlag: signedIn((_, args, ctx) => setDismissableFlag(ctx, args), { writes: true }),
  },
  User: {
    userTaxDocuments: (user, _, ctx) => readableTaxDocuments(ctx, { userId: user.id }),
  },
  Viewer: {
    userTaxDocuments: (viewer, _, ctx) => readableTaxDocuments(ctx, { userId: viewer.id }),
    partnerProgramEnrollment: (viewer) => (viewer.isPartnerProgramEnrolled ? 'ENROLLED' : viewer.isSuspended ? 'PERMISSION_DENIED' : 'NOT_ENROLLED'),
  },
};
