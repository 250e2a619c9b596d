import type { AppDeps } from '../../graphql/context';
import { declareTaxNotices } from './partner.notices';

// The Partner Program: enrolment, payout account, tax documents and notices.

/** What other modules may use of this one. */
export { isEnrolled, enrolledWriterIds, earningStatus, readableTaxDocuments } from './partner.service';
export type { EarningStatus } from '../../../shared/validation/partner';
/** The daily tax notices, for operators and tests: the notices due at `at`. */
export { enqueueDueTaxNotices, sendTaxNotices, TAX_NOTICES_JOB } from './partner.notices';

/** Registers the tax notices' subscribers and declares their daily recurring job. */
export function subscribePartnerEvents(deps: AppDeps): void {
  declareTaxNotices(deps);
}
