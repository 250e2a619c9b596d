import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, staffOnly } from '../../security';
import {
  acceptTerms,
  completePayoutOnboarding,
  confirmEligibility,
  enrollmentState,
  pendingTaxDocuments,
  readableTaxDocuments,
  reviewTaxDocument,
  setDismissableFlag,
  startPayoutOnboarding,
  submitTaxDocument,
  unenroll,
} from './partner.service';

type EnrollmentState = Awaited<ReturnType<typeof enrollmentState>>;

export const partnerResolvers: Resolvers = {
  Query: {
    // The reader's own enrollment: null when signed out.
    partnerEnrollmentState: signedIn((_, __, ctx): Promise<EnrollmentState | null> => enrollmentState(ctx, { user: ctx.viewer }), { signedOut: () => null }),
    pendingTaxDocuments: staffOnly((_, __, ctx) => pendingTaxDocuments(ctx)),
  },
  Mutation: {
    confirmPartnerEligibility: signedIn((_, { country }, ctx) => confirmEligibility(ctx, { country }), { writes: true }),
    acceptPartnerProgramTerms: signedIn((_, __, ctx) => acceptTerms(ctx), { writes: true }),
    startPartnerPayoutOnboarding: signedIn((_, __, ctx) => startPayoutOnboarding(ctx)),
    completePartnerPayoutOnboarding: signedIn((_, __, ctx) => completePayoutOnboarding(ctx)),
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
