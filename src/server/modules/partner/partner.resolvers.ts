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
import { requireStaff } from '../../security';

export const partnerResolvers: Resolvers = {
  Query: {
    partnerEnrollmentState: (_, __, ctx) => (ctx.viewer ? enrollmentState(ctx, ctx.viewer) : null),
    pendingTaxDocuments: (_, __, ctx) => pendingTaxDocuments(requireStaff(ctx)),
  },
  Mutation: {
    confirmPartnerEligibility: signedIn((_, { country }, ctx) => confirmEligibility(ctx, country)),
    acceptPartnerProgramTerms: signedIn((_, __, ctx) => acceptTerms(ctx)),
    startPartnerPayoutOnboarding: signedIn((_, __, ctx) => startPayoutOnboarding(ctx)),
    completePartnerPayoutOnboarding: signedIn((_, __, ctx) => completePayoutOnboarding(ctx)),
    submitTaxDocument: signedIn((_, { input }, ctx) => submitTaxDocument(ctx, input)),
    unenrollPartnerProgram: signedIn((_, __, ctx) => unenroll(ctx)),
    reviewTaxDocument: staffOnly((_, args, ctx) => reviewTaxDocument(ctx, args)),
    setDismissableFlag: signedIn((_, args, ctx) => setDismissableFlag(ctx, args)),
  },
  User: {
    userTaxDocuments: (user, _, ctx) => readableTaxDocuments(ctx, user.id),
  },
  Viewer: {
    userTaxDocuments: (viewer, _, ctx) => readableTaxDocuments(ctx, viewer.id),
    partnerProgramEnrollment: (viewer) => (viewer.isPartnerProgramEnrolled ? 'ENROLLED' : viewer.isSuspended ? 'PERMISSION_DENIED' : 'NOT_ENROLLED'),
  },
};
