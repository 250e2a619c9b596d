import { systemContext } from '../../src/server/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationAccess } from '../../src/server/graphql/schema';
import { earningStatus, enrolledWriterIds, isEnrolled } from '../../src/server/modules/partner';
import { openTaxId } from '../../src/server/modules/partner/partner.service';
import { PP_TERMS_ACKNOWLEDGEMENT, TAX_REVIEW_WAIT, taxDeadlinesFrom } from '../../src/shared/validation/partner';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60_000;
const clock = testClock(Date.UTC(2026, 2, 2, 12, 0, 0));
let t: TestApp;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  staffId = (await createUser(t.deps.db, { name: 'Staff Reviewer' })).id;
  await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staffId).execute();
});
afterAll(() => t.close());

type Answer = { __typename: string; message?: string; [k: string]: unknown };
type Session = { cookie: string; xsrf: string };

const STATE = `enrollment eligible firstUnfinishedStep payoutsConfigured payoutStepDone enrolledAt termsAcceptedAt eligibilityRules { id met }`;
const ELIGIBILITY = `mutation($country: String!) { confirmPartnerEligibility(country: $country) { __typename ... on PartnerEnrollmentState { ${STATE} } ... on BadRequest { message } } }`;
const TERMS = `mutation { acceptPartnerProgramTerms { __typename ... on PartnerEnrollmentState { ${STATE} } ... on BadRequest { message } } }`;
const PAYOUT = `mutation { startPartnerPayoutOnboarding { __typename ... on PayoutOnboardingLink { url } ... on PartnerEnrollmentState { ${STATE} } ... on BadRequest { message } } }`;
const PAYOUT_DONE = `mutation { completePartnerPayoutOnboarding { __typename ... on PartnerEnrollmentState { ${STATE} } ... on BadRequest { message } } }`;
const UNENROLL = `mutation { unenrollPartnerProgram { __typename ... on PartnerEnrollmentState { ${STATE} unenrolledAt } ... on BadRequest { message } } }`;
const DOCS = `taxDocumentStatus earningsFirstWithheldAt earningsLimitedAt earningsForfeitedAt earningsInternallyForfeitedAt invalidReason legalName country taxIdKind taxIdLast4`;
const SUBMIT = `mutation($input: TaxDocumentInput!) { submitTaxDocument(input: $input) { __typename ... on UserTaxDocuments { ${DOCS} } ... on InvalidTaxInput { field message } ... on BadRequest { message } } }`;
const REVIEW = `mutation($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {
  reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) { __typename ... on TaxReviewItem { id taxDocumentStatus invalidReason } ... on BadRequest { message } ... on NotFound { message } }
}`;
const PENDING = `{ pendingTaxDocuments { id legalName taxIdLast4 taxDocumentStatus user { id } } }`;
const VIEWER = `{ viewer { id isPartnerProgramEnrolled hightowerTermsAcceptedAt partnerProgramEnrollment dismissableFlags userTaxDocuments { ${DOCS} } } }`;
const USER_DOCS = `query($id: ID) { user(id: $id) { id userTaxDocuments { ${DOCS} } } }`;

async function call(query: string, variables: Record<string, unknown> = {}, session?: Session) {
  const answer = await t.graphql<Record<string, Answer>>(query, variables, session);
  return answer;
}
async function ok(query: string, variables: Record<string, unknown>, session: Session): Promise<Answer> {
  const answer = await call(query, variables, session);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data!)[0]!;
}

/** A writer with a published story, signed in. */
async function writer(options: { story?: boolean } = {}) {
  const user = await createUser(t.deps.db);
  if (options.story !== false) await createPost(t.deps.db, user.id);
  return { id: user.id, session: await t.signIn(user.id) };
}

async function enroll(session: Session) {
  expect((await ok(ELIGIBILITY, { country: 'US' }, session)).__typename).toBe('PartnerEnrollmentState');
  expect((await ok(TERMS, {}, session)).__typename).toBe('PartnerEnrollmentState');
  const done = await ok(PAYOUT, {}, session);
  expect(done).toMatchObject({ __typename: 'PartnerEnrollmentState', enrollment: 'ENROLLED', payoutsConfigured: false, firstUnfinishedStep: 'tax' });
}

describe('enrolment steps, in order, checked on the server', () => {
  it('declares every mutation with a guard; the review is for staff', () => {
    const access = mutationAccess();
    for (const name of ['confirmPartnerEligibility', 'acceptPartnerProgramTerms', 'startPartnerPayoutOnboarding', 'completePartnerPayoutOnboarding', 'submitTaxDocument', 'unenrollPartnerProgram', 'setDismissableFlag']) {
      expect(access.get(name), name).toMatchObject({ kind: 'signedIn' });
    }
    expect(access.get('reviewTaxDocument')).toMatchObject({ kind: 'staff' });
  });

  it('refuses signed-out callers', async () => {
    const answer = await call(ELIGIBILITY, { country: 'US' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(`{ partnerEnrollmentState { enrollment } }`)).data).toEqual({ partnerEnrollmentState: null });
  });

  it('checks eligibility: a writer without a published story may not continue', async () => {
    const w = await writer({ story: false });
    const state = await ok(`{ partnerEnrollmentState { ${STATE} } }`, {}, w.session);
    expect(state).toMatchObject({ eligible: false, firstUnfinishedStep: 'eligibility', enrollment: 'NOT_ENROLLED' });
    expect((state.eligibilityRules as { id: string; met: boolean }[]).find((r) => r.id === 'story')?.met).toBe(false);
    const refused = await ok(ELIGIBILITY, { country: 'US' }, w.session);
    expect(refused.__typename).toBe('BadRequest');
    expect(refused.message).toContain('Publish at least one story.');
  });

  it('refuses an unsupported payout country', async () => {
    const w = await writer();
    expect(await ok(ELIGIBILITY, { country: 'KP' }, w.session)).toMatchObject({ __typename: 'BadRequest', message: 'Payouts are not available in that country yet.' });
  });

  it('refuses a step before its prerequisites and leads to the first unfinished one', async () => {
    const w = await writer();
    expect(await ok(TERMS, {}, w.session)).toMatchObject({ __typename: 'BadRequest', message: 'Finish the earlier steps first.' });
    expect(await ok(PAYOUT, {}, w.session)).toMatchObject({ __typename: 'BadRequest' });
    expect(await ok(ELIGIBILITY, { country: 'DE' }, w.session)).toMatchObject({ firstUnfinishedStep: 'terms' });
    expect(await ok(PAYOUT, {}, w.session)).toMatchObject({ __typename: 'BadRequest' });
    expect(await ok(TERMS, {}, w.session)).toMatchObject({ firstUnfinishedStep: 'payout', enrollment: 'NOT_ENROLLED' });
    const viewer = await ok(VIEWER, {}, w.session);
    expect(viewer.hightowerTermsAcceptedAt).toBe(clock.now());
    expect(viewer.isPartnerProgramEnrolled).toBe(false);
  });

  it('enrolls without payments configured: the payout step says so and the writer is enrolled, with deadlines from now', async () => {
    const w = await writer();
    await enroll(w.session);
    const viewer = await ok(VIEWER, {}, w.session);
    expect(viewer).toMatchObject({ isPartnerProgramEnrolled: true, partnerProgramEnrollment: 'ENROLLED' });
    const d = taxDeadlinesFrom(clock.now());
    expect(viewer.userTaxDocuments).toMatchObject({
      taxDocumentStatus: 0,
      earningsFirstWithheldAt: d.earningsFirstWithheldAt,
      earningsLimitedAt: d.earningsLimitedAt,
      earningsForfeitedAt: d.earningsForfeitedAt,
      earningsInternallyForfeitedAt: d.earningsInternallyForfeitedAt,
    });
    expect(await isEnrolled(systemContext(t.deps), { userId: w.id })).toBe(true);
    const other = await writer();
    expect(await enrolledWriterIds(systemContext(t.deps), { ids: [w.id, other.id, w.id] })).toEqual([w.id]);
    expect(await earningStatus(systemContext(t.deps), { userId: w.id, now: clock.now() })).toBe('EARNING');
    expect(await earningStatus(systemContext(t.deps), { userId: w.id, now: clock.now() + 31 * DAY })).toBe('WITHHELD');
    expect(await earningStatus(systemContext(t.deps), { userId: w.id, now: clock.now() + 61 * DAY })).toBe('LIMITED');
    expect(await earningStatus(systemContext(t.deps), { userId: w.id, now: clock.now() + 91 * DAY })).toBe('FORFEITED');
    expect(await earningStatus(systemContext(t.deps), { userId: other.id, now: clock.now() })).toBe('LIMITED');
  });

  it('unenrolls: earning stops from now, history stays, and the writer can come back', async () => {
    const w = await writer();
    await enroll(w.session);
    const enrolledAt = (await t.deps.db.selectFrom('partner_enrollments').select('enrolled_at').where('user_id', '=', w.id).executeTakeFirstOrThrow()).enrolled_at;
    clock.advance(DAY);
    const left = await ok(UNENROLL, {}, w.session);
    expect(left).toMatchObject({ enrollment: 'NOT_ENROLLED', unenrolledAt: clock.now(), firstUnfinishedStep: 'eligibility' });
    expect(await ok(PAYOUT, {}, w.session)).toMatchObject({ __typename: 'BadRequest' });
    expect(await isEnrolled(systemContext(t.deps), { userId: w.id })).toBe(false);
    expect((await ok(VIEWER, {}, w.session)).isPartnerProgramEnrolled).toBe(false);
    expect(await ok(UNENROLL, {}, w.session)).toMatchObject({ __typename: 'BadRequest' });
    const row = await t.deps.db.selectFrom('partner_enrollments').selectAll().where('user_id', '=', w.id).executeTakeFirstOrThrow();
    expect(row.enrolled_at).toBe(enrolledAt);
    // Coming back starts at the eligibility step again; the deadlines stay those of the first enrolment.
    await enroll(w.session);
    const again = await t.deps.db.selectFrom('partner_enrollments').selectAll().where('user_id', '=', w.id).executeTakeFirstOrThrow();
    expect(again.earnings_limited_at).toBe(row.earnings_limited_at);
    expect(await isEnrolled(systemContext(t.deps), { userId: w.id })).toBe(true);
  });
});

describe('tax documents', () => {
  it('validates the form, seals the tax id and shows only its last 4 characters', async () => {
    const w = await writer();
    const notYet = await ok(SUBMIT, { input: { legalName: 'Ada Lovelace', country: 'US', address: '1 Main St', taxId: '123-45-6789' } }, w.session);
    expect(notYet).toMatchObject({ __typename: 'BadRequest', message: 'You are not enrolled in the Partner Program.' });
    await enroll(w.session);
    expect(await ok(SUBMIT, { input: { legalName: 'Ada Lovelace', country: 'US', address: '1 Main St', taxId: '12345' } }, w.session)).toMatchObject({
      __typename: 'InvalidTaxInput',
      field: 'taxId',
    });
    expect(await ok(SUBMIT, { input: { legalName: ' ', country: 'US', address: '1 Main St', taxId: '123456789' } }, w.session)).toMatchObject({ field: 'legalName' });
    const saved = await ok(SUBMIT, { input: { legalName: 'Ada Lovelace', country: 'US', address: '1 Main St\nSpringfield', taxId: '123-45-6789' } }, w.session);
    expect(saved).toMatchObject({ __typename: 'UserTaxDocuments', taxDocumentStatus: 1, taxIdKind: 'US_TIN', taxIdLast4: '6789', legalName: 'Ada Lovelace' });
    expect(JSON.stringify(saved)).not.toContain('123456789');
    const row = await t.deps.db.selectFrom('partner_tax_documents').selectAll().where('user_id', '=', w.id).executeTakeFirstOrThrow();
    expect(row.tax_id_sealed).not.toContain('123456789');
    expect(openTaxId(systemContext(t.deps), { row })).toBe('123456789');
  });

  it('only the writer themself and staff may read tax documents', async () => {
    const w = await writer();
    await enroll(w.session);
    await ok(SUBMIT, { input: { legalName: 'Grace Hopper', country: 'GB', address: 'London', taxId: 'GB123456789' } }, w.session);
    const own = await ok(USER_DOCS, { id: w.id }, w.session);
    expect(own.userTaxDocuments).toMatchObject({ taxDocumentStatus: 1, taxIdLast4: '6789', taxIdKind: 'FOREIGN_TAX_ID' });
    const stranger = await writer();
    expect((await ok(USER_DOCS, { id: w.id }, stranger.session)).userTaxDocuments).toBeNull();
    const signedOut = await call(USER_DOCS, { id: w.id });
    expect(signedOut.errors).toBeUndefined();
    expect((signedOut.data!.user as Answer).userTaxDocuments).toBeNull();
    const staff = await t.signIn(staffId);
    expect((await ok(USER_DOCS, { id: w.id }, staff)).userTaxDocuments).toMatchObject({ legalName: 'Grace Hopper' });
    // The review list is for staff only.
    const denied = await call(PENDING, {}, stranger.session);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('staff approve or mark invalid with a reason; writers may not review; the writer is told of an invalid form', async () => {
    const w = await writer();
    await enroll(w.session);
    await ok(SUBMIT, { input: { legalName: 'Katherine Johnson', country: 'US', address: 'Hampton, VA', taxId: '987654321' } }, w.session);
    const staff = await t.signIn(staffId);
    const pending = (await ok(PENDING, {}, staff)) as unknown as { id: string; user: { id: string } }[];
    const item = pending.find((p) => p.user.id === w.id)!;
    expect(item).toMatchObject({ taxDocumentStatus: 1, taxIdLast4: '4321', legalName: 'Katherine Johnson' });

    const byWriter = await call(REVIEW, { documentId: item.id, decision: 'APPROVE' }, w.session);
    expect(byWriter.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await ok(REVIEW, { documentId: item.id, decision: 'INVALID' }, staff)).toMatchObject({ __typename: 'BadRequest', message: 'Say what is wrong, so the writer can fix it.' });
    expect(await ok(REVIEW, { documentId: item.id, decision: 'INVALID', reason: 'The name does not match the TIN' }, staff)).toMatchObject({
      __typename: 'TaxReviewItem',
      taxDocumentStatus: 3,
      invalidReason: 'The name does not match the TIN',
    });
    await t.jobsSettled();
    const told = await t.deps.db.selectFrom('notifications').select('activity_type').where('user_id', '=', w.id).execute();
    expect(told.map((n) => n.activity_type)).toContain('tax_failed_tin_day_one');
    expect((await ok(VIEWER, {}, w.session)).userTaxDocuments).toMatchObject({ taxDocumentStatus: 3, invalidReason: 'The name does not match the TIN' });

    // Resubmitted: pending again; approved: status 4, earning whatever the date.
    const again = await ok(SUBMIT, { input: { legalName: 'Katherine G. Johnson', country: 'US', address: 'Hampton, VA', taxId: '987654321' } }, w.session);
    expect(again).toMatchObject({ taxDocumentStatus: 1, invalidReason: null });
    expect(await ok(REVIEW, { documentId: item.id, decision: 'APPROVE' }, staff)).toMatchObject({ taxDocumentStatus: 4 });
    expect(await ok(REVIEW, { documentId: item.id, decision: 'APPROVE' }, staff)).toMatchObject({ __typename: 'BadRequest' });
    expect(await earningStatus(systemContext(t.deps), { userId: w.id, now: clock.now() + 200 * DAY })).toBe('EARNING');
    expect(await ok(SUBMIT, { input: { legalName: 'K', country: 'US', address: 'x', taxId: '987654321' } }, w.session)).toMatchObject({ __typename: 'BadRequest' });
  });

  it('the pending notice wording is the shared one', () => {
    expect(TAX_REVIEW_WAIT).toBe('please wait 3 to 5 business days');
  });
});

describe('dismissable flags (DismissFlag)', () => {
  const DISMISS = `mutation($userId: ID!, $flag: String!) { setDismissableFlag(userId: $userId, flag: $flag) { id dismissableFlags } }`;
  it('sets only the reader’s own known flags', async () => {
    const w = await writer();
    const other = await writer();
    expect(await ok(DISMISS, { userId: w.id, flag: PP_TERMS_ACKNOWLEDGEMENT }, w.session)).toEqual({ id: w.id, dismissableFlags: [PP_TERMS_ACKNOWLEDGEMENT] });
    // Twice is the same.
    expect(await ok(DISMISS, { userId: w.id, flag: PP_TERMS_ACKNOWLEDGEMENT }, w.session)).toEqual({ id: w.id, dismissableFlags: [PP_TERMS_ACKNOWLEDGEMENT] });
    const someoneElse = await call(DISMISS, { userId: other.id, flag: PP_TERMS_ACKNOWLEDGEMENT }, w.session);
    expect(someoneElse.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ok(VIEWER, {}, other.session)).dismissableFlags).toEqual([]);
    const unknown = await call(DISMISS, { userId: w.id, flag: 'NOT_A_FLAG' }, w.session);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const signedOut = await call(DISMISS, { userId: w.id, flag: PP_TERMS_ACKNOWLEDGEMENT });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the payout account through Stripe Connect (the local stand-in)', () => {
  let stripe: StripeStandIn;
  let s: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    s = await createTestApp(stripe.env());
  });
  afterAll(async () => {
    await s?.close();
    await stripe?.close();
  });

  it('sends the writer to onboarding and enrolls them once the account can be paid', async () => {
    const user = await createUser(s.deps.db);
    await createPost(s.deps.db, user.id);
    const session = await s.signIn(user.id);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await s.graphql<Record<string, Answer>>(query, variables, session);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return Object.values(answer.data!)[0]!;
    };
    await gql(ELIGIBILITY, { country: 'US' });
    await gql(TERMS);
    const link = await gql(PAYOUT);
    expect(link.__typename).toBe('PayoutOnboardingLink');
    expect(String(link.url)).toContain(stripe.url);
    expect(await gql(PAYOUT_DONE)).toMatchObject({ __typename: 'BadRequest' });
    const row = await s.deps.db.selectFrom('partner_enrollments').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.payout_account_id).toMatch(/^acct_/);
    await stripe.completeOnboarding(row.payout_account_id!);
    expect(await gql(PAYOUT_DONE)).toMatchObject({ __typename: 'PartnerEnrollmentState', enrollment: 'ENROLLED', payoutsConfigured: true, firstUnfinishedStep: 'tax' });
    // Leaving and coming back goes through the steps again, with the same payout account, ready at once.
    expect(await gql(UNENROLL)).toMatchObject({ enrollment: 'NOT_ENROLLED', firstUnfinishedStep: 'eligibility' });
    expect(await gql(PAYOUT)).toMatchObject({ __typename: 'BadRequest' });
    await gql(ELIGIBILITY, { country: 'US' });
    await gql(TERMS);
    expect(await gql(PAYOUT)).toMatchObject({ __typename: 'PartnerEnrollmentState', enrollment: 'ENROLLED' });
    const after = await s.deps.db.selectFrom('partner_enrollments').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.payout_account_id).toBe(row.payout_account_id);
  });
});
