import { GraphQLError } from 'graphql';
import {
  DISMISSABLE_FLAGS,
  earningStatusAt,
  firstUnfinishedStep,
  isPartnerCountry,
  normalizeTaxId,
  PARTNER_MESSAGES,
  TAX_FORM_LIMITS,
  TAX_STATUS,
  type EarningStatus,
  type EnrollProgress,
} from '../../../shared/validation/partner';
import { buildPath } from '../../../shared/routes';
import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import type { ServiceContext } from '../../core';
import { decrypt, encrypt, keyringOf, type SignedInContext } from '../../security';
import { dismissFlag } from '../flags';
import { payoutProvider } from '../payments';
import { setPartnerEnrolled, setPartnerTermsAccepted, usersByIds, type UserModel } from '../users';
import {
  deadlineColumns,
  deadlinesOf,
  enrolledAmong,
  enrollmentOf,
  pendingTaxDocuments as pendingRows,
  saveEnrollment,
  setTaxReview,
  taxDocumentById,
  taxDocumentOf,
  upsertTaxDocument,
  type EnrollmentRow,
  type TaxDocumentRow,
} from './partner.repo';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A writer finished enrolment: the tax deadlines run from now. */
    'partner.enrolled': { userId: string; enrolledAt: number };
    'partner.unenrolled': { userId: string };
    /** A writer sent a tax form (pending review). */
    'partner.taxSubmitted': { userId: string; documentId: string };
    /** Staff decided on a tax form (status 2 on hold, 3 invalid, 4 approved): the writer is told. */
    'partner.taxReviewed': { userId: string; documentId: string; status: number };
  }
}

const SEAL_PURPOSE = 'partner-tax-id';
const badRequest = (message: string) => ({ __typename: 'BadRequest' as const, message });

// ---- What other modules use (through index.ts) ----

/** Whether the writer is enrolled now. */
export async function isEnrolled(ctx: ServiceContext, input: { userId: string }): Promise<boolean> {
  return (await enrolledAmong(ctx.db, [input.userId])).length === 1;
}

/** The writers among `ids` enrolled now. */
export async function enrolledWriterIds(ctx: ServiceContext, input: { ids: readonly string[] }): Promise<string[]> {
  const unique = [...new Set(input.ids)];
  const found: string[] = [];
  for (let i = 0; i < unique.length; i += 500) found.push(...(await enrolledAmong(ctx.db, unique.slice(i, i + 500))));
  return found;
}

/**
 * Whether a writer's stories earn at `now`: EARNING with an approved tax form or before the first deadline,
 * then WITHHELD, LIMITED, FORFEITED as the deadlines pass (see shared/validation/partner.ts). A writer who is
 * not enrolled (never, or no longer) earns nothing new: LIMITED, or FORFEITED past the forfeit date.
 */
export async function earningStatus(ctx: ServiceContext, input: { userId: string; now: number }): Promise<EarningStatus> {
  const { userId, now } = input;
  const [enrollment, doc] = await Promise.all([enrollmentOf(ctx.db, userId), taxDocumentOf(ctx.db, userId)]);
  const status = earningStatusAt({ taxStatus: doc?.status ?? TAX_STATUS.NOT_SUBMITTED, deadlines: deadlinesOf(enrollment) }, now);
  const enrolled = !!enrollment?.enrolled_at && enrollment.unenrolled_at === null;
  if (!enrolled) return status === 'FORFEITED' ? 'FORFEITED' : 'LIMITED';
  return status;
}

// ---- Enrolment ----

export interface EligibilityRule {
  id: string;
  label: string;
  met: boolean;
}

async function eligibilityRules(ctx: ServiceContext, user: UserModel): Promise<EligibilityRule[]> {
  const published = await ctx.loaders.publishedPostCount.load(user.id);
  return [
    { id: 'story', label: 'You have published at least one story.', met: published > 0 },
    { id: 'standing', label: 'Your account is in good standing (not suspended).', met: !user.isSuspended && user.deletedAt === null },
    { id: 'email', label: 'Your email address is verified.', met: !!user.email },
  ];
}

/** What the writer must do for each rule not met yet. */
const UNMET = { story: PARTNER_MESSAGES.needsStory, standing: PARTNER_MESSAGES.suspended, email: PARTNER_MESSAGES.needsEmail } as const;

function progressOf(row: EnrollmentRow | null, user: UserModel): EnrollProgress {
  const enrolled = user.isPartnerProgramEnrolled && !!row?.enrolled_at && row.unenrolled_at === null;
  return {
    eligible: !!row?.eligibility_checked_at,
    termsAccepted: !!row?.terms_accepted_at,
    payoutDone: !!row?.payout_ready_at || !!row?.payout_skipped_at,
    enrolled,
  };
}

export async function enrollmentState(ctx: ServiceContext, { user }: { user: UserModel }) {
  const row = await enrollmentOf(ctx.db, user.id);
  const rules = await eligibilityRules(ctx, user);
  const progress = progressOf(row, user);
  const eligible = rules.every((r) => r.met);
  return {
    __typename: 'PartnerEnrollmentState' as const,
    enrollment: progress.enrolled ? ('ENROLLED' as const) : user.isSuspended ? ('PERMISSION_DENIED' as const) : ('NOT_ENROLLED' as const),
    eligibilityRules: rules,
    eligible,
    country: row?.country ?? null,
    eligibilityCheckedAt: row?.eligibility_checked_at ?? null,
    termsAcceptedAt: row?.terms_accepted_at ?? null,
    payoutsConfigured: payoutProvider(ctx.config) !== null,
    payoutAccountReady: !!row?.payout_ready_at,
    payoutStepDone: progress.payoutDone,
    enrolledAt: row?.enrolled_at ?? null,
    unenrolledAt: row?.unenrolled_at ?? null,
    firstUnfinishedStep: firstUnfinishedStep(progress),
  };
}

/** The viewer as stored now (a mutation may just have changed their flags). */
async function freshViewer(ctx: SignedInContext): Promise<UserModel> {
  const [user] = await usersByIds(ctx.db, [ctx.viewer.id]);
  if (!user) throw new Error('The signed-in account is gone');
  return user;
}

export async function confirmEligibility(ctx: SignedInContext, { country }: { country: string }) {
  const user = await freshViewer(ctx);
  const rules = await eligibilityRules(ctx, user);
  const unmet = rules.filter((r) => !r.met);
  if (unmet.length > 0) return badRequest(`${PARTNER_MESSAGES.notEligible} ${unmet.map((r) => UNMET[r.id as keyof typeof UNMET]).join(' ')}`);
  const code = country.trim().toUpperCase();
  if (!isPartnerCountry(code)) return badRequest(PARTNER_MESSAGES.countryUnsupported);
  const now = ctx.now();
  const row = await enrollmentOf(ctx.db, user.id);
  // A writer who left and comes back starts over from this step; their history stays.
  const restart = row?.unenrolled_at != null ? { terms_accepted_at: null, payout_skipped_at: null, enrolled_at: null, unenrolled_at: null } : {};
  await saveEnrollment(ctx.db, user.id, now, { ...restart, eligibility_checked_at: now, country: code });
  return enrollmentState(ctx, { user });
}

async function requireStep(ctx: SignedInContext, user: UserModel, need: (p: EnrollProgress) => boolean) {
  const row = await enrollmentOf(ctx.db, user.id);
  return need(progressOf(row, user)) ? row : null;
}

export async function acceptTerms(ctx: SignedInContext) {
  const user = await freshViewer(ctx);
  const row = await requireStep(ctx, user, (p) => p.eligible);
  if (!row) return badRequest(PARTNER_MESSAGES.stepFirst);
  const now = ctx.now();
  await saveEnrollment(ctx.db, user.id, now, { terms_accepted_at: now });
  await setPartnerTermsAccepted(ctx.db, user.id, now);
  return enrollmentState(ctx, { user: await freshViewer(ctx) });
}

/** What the payout step records when it is done: when the payout account became ready, or that it was skipped. */
export interface PayoutStepChanges {
  payout_ready_at?: number;
  payout_skipped_at?: number;
}

/** The payout step is done: the caller finishes it with `finishPayoutStep` in one transaction, whose answer it gives. */
export interface PayoutStepDone {
  __typename: 'PayoutStepDone';
  changes: PayoutStepChanges;
}

const payoutStepDone = (changes: PayoutStepChanges): PayoutStepDone => ({ __typename: 'PayoutStepDone', changes });

/**
 * Marks the payout step done and enrolls the writer (once): the deadlines run from now. Writes through `ctx.db`:
 * the caller runs it in one transaction (after the payout provider's calls, which stay outside it).
 */
export async function finishPayoutStep(ctx: SignedInContext, input: { changes: PayoutStepChanges }) {
  const now = ctx.now();
  const userId = ctx.viewer.id;
  const row = await enrollmentOf(ctx.db, userId);
  const alreadyEnrolled = !!row?.enrolled_at && row.unenrolled_at === null;
  // Deadlines are fixed at the first enrolment: leaving and coming back does not reset them.
  const deadlines = row?.earnings_limited_at != null ? {} : deadlineColumns(now);
  await saveEnrollment(ctx.db, userId, now, { ...input.changes, ...(alreadyEnrolled ? {} : { enrolled_at: now, unenrolled_at: null, ...deadlines }) });
  await setPartnerEnrolled(ctx.db, userId, true, now);
  if (!alreadyEnrolled) await ctx.bus.publish(ctx.db, 'partner.enrolled', { userId, enrolledAt: now });
  return enrollmentState(ctx, { user: await freshViewer(ctx) });
}

export async function startPayoutOnboarding(ctx: SignedInContext) {
  const user = await freshViewer(ctx);
  const row = await requireStep(ctx, user, (p) => p.eligible && p.termsAccepted);
  if (!row) return badRequest(PARTNER_MESSAGES.stepFirst);
  const provider = payoutProvider(ctx.config);
  if (!provider) return payoutStepDone({ payout_skipped_at: ctx.now() });
  // A writer coming back with a payout account that was ready before goes straight on.
  if (row.payout_ready_at !== null && row.payout_account_id) return payoutStepDone({});
  try {
    let accountId = row.payout_account_id;
    if (!accountId) {
      accountId = await provider.createAccount({ userId: user.id, email: user.email, country: row.country ?? 'US' });
      await saveEnrollment(ctx.db, user.id, ctx.now(), { payout_account_id: accountId });
    }
    const base = ctx.config.publicUrl;
    const url = await provider.onboardingLink({
      accountId,
      refreshUrl: base + buildPath('ShowPartnerEnroll', { step: 'payout' }),
      returnUrl: base + buildPath('ShowPartnerEnroll', { step: 'payout' }, { query: { returned: '1' } }),
    });
    return { __typename: 'PayoutOnboardingLink' as const, url };
  } catch {
    return badRequest('The payout account could not be set up just now. Please try again.');
  }
}

export async function completePayoutOnboarding(ctx: SignedInContext) {
  const user = await freshViewer(ctx);
  const row = await requireStep(ctx, user, (p) => p.eligible && p.termsAccepted);
  if (!row) return badRequest(PARTNER_MESSAGES.stepFirst);
  const provider = payoutProvider(ctx.config);
  if (!provider) return badRequest(PARTNER_MESSAGES.payoutsNotConfigured);
  if (!row.payout_account_id) return badRequest('Set up your payout account first.');
  let ready: boolean;
  try {
    ready = await provider.isReady(row.payout_account_id);
  } catch {
    return badRequest('The payout account could not be checked just now. Please try again.');
  }
  if (!ready) return badRequest('Your payout account is not finished yet: continue the setup to receive payouts.');
  return payoutStepDone({ payout_ready_at: ctx.now() });
}

export async function unenroll(ctx: SignedInContext) {
  const user = await freshViewer(ctx);
  const row = await enrollmentOf(ctx.db, user.id);
  if (!row?.enrolled_at || row.unenrolled_at !== null) return badRequest(PARTNER_MESSAGES.notEnrolled);
  const now = ctx.now();
  // Coming back means going through the steps again (the payout account is kept); the history stays.
  await saveEnrollment(ctx.db, user.id, now, { unenrolled_at: now, eligibility_checked_at: null, terms_accepted_at: null, payout_skipped_at: null });
  await setPartnerEnrolled(ctx.db, user.id, false, now);
  await ctx.bus.publish(ctx.db, 'partner.unenrolled', { userId: user.id });
  return enrollmentState(ctx, { user: await freshViewer(ctx) });
}

// ---- Tax documents ----

export interface TaxDocumentsView {
  __typename: 'UserTaxDocuments';
  taxDocumentStatus: number;
  earningsFirstWithheldAt: number | null;
  earningsLimitedAt: number | null;
  earningsForfeitedAt: number | null;
  earningsInternallyForfeitedAt: number | null;
  invalidReason: string | null;
  legalName: string | null;
  country: string | null;
  address: string | null;
  taxIdKind: 'US_TIN' | 'FOREIGN_TAX_ID' | null;
  taxIdLast4: string | null;
  submittedAt: number | null;
}

async function taxDocumentsView(db: Executor, userId: string): Promise<TaxDocumentsView> {
  const [enrollment, doc] = await Promise.all([enrollmentOf(db, userId), taxDocumentOf(db, userId)]);
  const d = deadlinesOf(enrollment);
  return {
    __typename: 'UserTaxDocuments',
    taxDocumentStatus: doc?.status ?? TAX_STATUS.NOT_SUBMITTED,
    earningsFirstWithheldAt: d?.earningsFirstWithheldAt ?? null,
    earningsLimitedAt: d?.earningsLimitedAt ?? null,
    earningsForfeitedAt: d?.earningsForfeitedAt ?? null,
    earningsInternallyForfeitedAt: d?.earningsInternallyForfeitedAt ?? null,
    invalidReason: doc?.invalid_reason ?? null,
    legalName: doc?.legal_name ?? null,
    country: doc?.country ?? null,
    address: doc?.address ?? null,
    taxIdKind: (doc?.tax_id_kind as TaxDocumentsView['taxIdKind']) ?? null,
    taxIdLast4: doc?.tax_id_last4 ?? null,
    submittedAt: doc?.submitted_at ?? null,
  };
}

/** A person's tax documents: only they themselves and staff may read them; everyone else gets null. */
export async function readableTaxDocuments(ctx: ServiceContext, { userId }: { userId: string }): Promise<TaxDocumentsView | null> {
  if (!ctx.viewer || (ctx.viewer.id !== userId && !ctx.viewer.isStaff)) return null;
  return taxDocumentsView(ctx.db, userId);
}

export interface TaxFormInput {
  legalName: string;
  country: string;
  address: string;
  taxId: string;
}

const invalid = (field: string, message: string) => ({ __typename: 'InvalidTaxInput' as const, field, message });

export async function submitTaxDocument(ctx: SignedInContext, input: TaxFormInput) {
  const user = await freshViewer(ctx);
  const row = await enrollmentOf(ctx.db, user.id);
  if (!user.isPartnerProgramEnrolled || !row?.enrolled_at || row.unenrolled_at !== null) return badRequest(PARTNER_MESSAGES.notEnrolled);
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  const address = input.address.trim();
  const country = input.country.trim().toUpperCase();
  if (!legalName || legalName.length > TAX_FORM_LIMITS.legalName) return invalid('legalName', PARTNER_MESSAGES.legalName);
  if (!isPartnerCountry(country)) return invalid('country', PARTNER_MESSAGES.country);
  if (!address || address.length > TAX_FORM_LIMITS.address) return invalid('address', PARTNER_MESSAGES.address);
  const taxId = normalizeTaxId(country, input.taxId);
  if (!taxId) return invalid('taxId', country === 'US' ? PARTNER_MESSAGES.usTin : PARTNER_MESSAGES.foreignTaxId);
  const existing = await taxDocumentOf(ctx.db, user.id);
  if (existing?.status === TAX_STATUS.APPROVED) return badRequest(PARTNER_MESSAGES.alreadyApproved);
  const now = ctx.now();
  const id = existing?.id ?? newId();
  await upsertTaxDocument(ctx.db, {
    id,
    userId: user.id,
    legalName,
    country,
    address,
    taxIdKind: country === 'US' ? 'US_TIN' : 'FOREIGN_TAX_ID',
    // The keyring belongs to the app's database handle, not to the transaction.
    taxIdSealed: encrypt(keyringOf(ctx.deps.db).current(SEAL_PURPOSE), taxId),
    taxIdLast4: taxId.slice(-4),
    status: TAX_STATUS.PENDING,
    now,
  });
  await ctx.bus.publish(ctx.db, 'partner.taxSubmitted', { userId: user.id, documentId: id });
  return taxDocumentsView(ctx.db, user.id);
}

/** The full tax id of a form, for an operator's payout filing (never sent to any page). */
export function openTaxId(ctx: ServiceContext, input: { row: Pick<TaxDocumentRow, 'tax_id_sealed'> }): string {
  // The keyring is registered on the app's root handle.
  return decrypt(keyringOf(ctx.deps.db).candidates(SEAL_PURPOSE), input.row.tax_id_sealed).plain;
}

function reviewItem(row: TaxDocumentRow, user: UserModel | null) {
  return {
    __typename: 'TaxReviewItem' as const,
    id: row.id,
    user,
    taxDocumentStatus: row.status,
    legalName: row.legal_name,
    country: row.country,
    address: row.address,
    taxIdKind: row.tax_id_kind as 'US_TIN' | 'FOREIGN_TAX_ID',
    taxIdLast4: row.tax_id_last4,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    invalidReason: row.invalid_reason,
  };
}

export async function pendingTaxDocuments(ctx: SignedInContext) {
  const rows = await pendingRows(ctx.db, 200);
  const users = new Map((await usersByIds(ctx.db, rows.map((r) => r.user_id))).map((u) => [u.id, u]));
  return rows.map((row) => reviewItem(row, users.get(row.user_id) ?? null));
}

const DECISIONS = { APPROVE: TAX_STATUS.APPROVED, INVALID: TAX_STATUS.INVALID, ON_HOLD: TAX_STATUS.ON_HOLD } as const;

export async function reviewTaxDocument(ctx: SignedInContext, input: { documentId: string; decision: keyof typeof DECISIONS; reason?: string | null }) {
  const doc = await taxDocumentById(ctx.db, input.documentId);
  if (!doc) return { __typename: 'NotFound' as const, message: 'There is no such tax form.' };
  if (doc.status !== TAX_STATUS.PENDING && doc.status !== TAX_STATUS.ON_HOLD) return badRequest(PARTNER_MESSAGES.reviewNotPending);
  const status = DECISIONS[input.decision];
  const reason = input.reason?.trim().slice(0, TAX_FORM_LIMITS.reason) || null;
  if (status === TAX_STATUS.INVALID && !reason) return badRequest(PARTNER_MESSAGES.reasonRequired);
  const now = ctx.now();
  await setTaxReview(ctx.db, doc.id, { status, reason: status === TAX_STATUS.APPROVED ? null : reason, reviewerId: ctx.viewer.id, now });
  await ctx.bus.publish(ctx.db, 'partner.taxReviewed', { userId: doc.user_id, documentId: doc.id, status });
  const [updated, users] = await Promise.all([taxDocumentById(ctx.db, doc.id), usersByIds(ctx.db, [doc.user_id])]);
  return reviewItem(updated ?? doc, users[0] ?? null);
}

// ---- Dismissable flags ----

/** DismissFlag: a reader sets only their own flags, and only known ones. */
export async function setDismissableFlag(ctx: SignedInContext, input: { userId: string; flag: string }) {
  if (input.userId !== ctx.viewer.id) throw new GraphQLError(PARTNER_MESSAGES.ownFlagsOnly, { extensions: { code: 'FORBIDDEN' } });
  if (!(DISMISSABLE_FLAGS as readonly string[]).includes(input.flag)) throw new GraphQLError(PARTNER_MESSAGES.unknownFlag, { extensions: { code: 'BAD_USER_INPUT' } });
  await dismissFlag(ctx, { userId: ctx.viewer.id, flag: input.flag });
  return ctx.viewer;
}
