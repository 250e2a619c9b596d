import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDueTaxNotices, sendTaxNotices } from '../../src/server/modules/partner';
import { taxNotice } from '../../src/shared/validation/partner';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60_000;
const start = Date.UTC(2026, 4, 4, 9, 0, 0);
const clock = testClock(start);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Session = { cookie: string; xsrf: string };

async function ok(query: string, variables: Record<string, unknown>, session: Session) {
  const answer = await t.graphql<Record<string, Record<string, unknown>>>(query, variables, session);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data!)[0]!;
}

/** A writer with a story, enrolled through the steps at the clock's time (no payments on this app). */
async function enrolledWriter() {
  const user = await createUser(t.deps.db);
  await createPost(t.deps.db, user.id);
  const session = await t.signIn(user.id);
  await ok(`mutation { confirmPartnerEligibility(country: "US") { __typename } }`, {}, session);
  await ok(`mutation { acceptPartnerProgramTerms { __typename } }`, {}, session);
  await ok(`mutation { startPartnerPayoutOnboarding { __typename } }`, {}, session);
  await t.jobsSettled();
  return { id: user.id, session };
}

async function taxTypes(userId: string): Promise<string[]> {
  const rows = await t.deps.db.selectFrom('notifications').select(['activity_type', 'occurred_at']).where('user_id', '=', userId).orderBy('occurred_at').execute();
  return rows.map((r) => r.activity_type).filter((type) => type.startsWith('tax_'));
}

/** The daily run as the clock writes it: one per UTC day. */
async function runDay() {
  await enqueueDueTaxNotices(t.deps);
  await t.jobsSettled();
}

const VIEWER_DOCS = `{ viewer { userTaxDocuments { taxDocumentStatus earningsLimitedAt earningsForfeitedAt invalidReason } } }`;

describe('tax notifications at the right days, each once (injected clock)', () => {
  it('sends day one at enrolment, then the stages before and after the earning limit, final and last day', async () => {
    const w = await enrolledWriter();
    const approvedWriter = await enrolledWriter();
    await t.deps.db.insertInto('partner_tax_documents').values({
      id: 'a0a0a0a0a0a0',
      user_id: approvedWriter.id,
      status: 4,
      legal_name: 'Approved Writer',
      country: 'US',
      address: 'x',
      tax_id_kind: 'US_TIN',
      tax_id_sealed: 'sealed',
      tax_id_last4: '0000',
      submitted_at: start,
      approved_at: start,
      updated_at: start,
    }).execute();
    // Enrolment tells the writer at once.
    expect(await taxTypes(w.id)).toEqual(['tax_not_submitted_day_one']);

    const expected: [number, string[]][] = [
      [1, ['tax_not_submitted_day_one']],
      [52, ['tax_not_submitted_day_one']],
      [53, ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit']],
      [59, ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit']],
      [60, ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit', 'tax_not_submitted_post_earning_limit']],
      [83, ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit', 'tax_not_submitted_post_earning_limit', 'tax_not_submitted_final']],
      [
        89,
        ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit', 'tax_not_submitted_post_earning_limit', 'tax_not_submitted_final', 'tax_not_submitted_last_day'],
      ],
      [
        95,
        ['tax_not_submitted_day_one', 'tax_not_submitted_pre_earning_limit', 'tax_not_submitted_post_earning_limit', 'tax_not_submitted_final', 'tax_not_submitted_last_day'],
      ],
    ];
    for (const [day, types] of expected) {
      clock.advance(start + day * DAY - clock.now());
      await runDay();
      // A second run the same day (another process, a retry) sends nothing more.
      await sendTaxNotices(t.deps, clock.now());
      await t.jobsSettled();
      expect(await taxTypes(w.id), `day ${day}`).toEqual(types);
    }
    expect(await taxTypes(approvedWriter.id)).toEqual(['tax_not_submitted_day_one']);
    // Each sent once, recorded.
    const recorded = await t.deps.db.selectFrom('partner_tax_notices').select('notice').where('user_id', '=', w.id).execute();
    expect(recorded).toHaveLength(5);
  });

  it('a form marked invalid switches to the failed-TIN notices; a pending form gets none', async () => {
    clock.advance(start + 200 * DAY - clock.now());
    const base = clock.now();
    const w = await enrolledWriter();
    const pending = await enrolledWriter();
    const SUBMIT = `mutation($input: TaxDocumentInput!) { submitTaxDocument(input: $input) { __typename } }`;
    await ok(SUBMIT, { input: { legalName: 'Pat Writer', country: 'US', address: 'x', taxId: '111223333' } }, w.session);
    await ok(SUBMIT, { input: { legalName: 'Sam Writer', country: 'US', address: 'y', taxId: '444556666' } }, pending.session);
    await t.deps.db.updateTable('partner_tax_documents').set({ status: 3, invalid_reason: 'TIN mismatch' }).where('user_id', '=', w.id).execute();

    clock.advance(base + 55 * DAY - clock.now());
    await runDay();
    expect(await taxTypes(w.id)).toEqual(['tax_not_submitted_day_one', 'tax_failed_tin_pre_earning_limit']);
    expect(await taxTypes(pending.id)).toEqual(['tax_not_submitted_day_one']);
    clock.advance(base + 61 * DAY - clock.now());
    await runDay();
    expect(await taxTypes(w.id)).toEqual(['tax_not_submitted_day_one', 'tax_failed_tin_pre_earning_limit', 'tax_failed_tin_post_earning_limit']);
    expect(await taxTypes(pending.id)).toEqual(['tax_not_submitted_day_one']);
  });
});

describe('the tax banner rule through the query', () => {
  it('reads the status and deadlines the notice needs, for each status and date', async () => {
    clock.advance(start + 400 * DAY - clock.now());
    const enrolledAt = clock.now();
    const w = await enrolledWriter();
    const docsAt = async () => (await ok(VIEWER_DOCS, {}, w.session)).userTaxDocuments as Parameters<typeof taxNotice>[0];

    let docs = await docsAt();
    expect(docs).toMatchObject({ taxDocumentStatus: 0, earningsLimitedAt: enrolledAt + 60 * DAY, earningsForfeitedAt: enrolledAt + 90 * DAY });
    expect(taxNotice(docs, clock.now())).toMatchObject({ kind: 'notSubmitted', tone: 'error' });
    expect(taxNotice(docs, enrolledAt + 60 * DAY)).toMatchObject({ kind: 'limited', tone: 'default' });
    expect(taxNotice(docs, enrolledAt + 90 * DAY)).toMatchObject({ kind: 'forfeited' });

    await ok(`mutation($input: TaxDocumentInput!) { submitTaxDocument(input: $input) { __typename } }`, { input: { legalName: 'Lee', country: 'US', address: 'z', taxId: '777889999' } }, w.session);
    docs = await docsAt();
    expect(taxNotice(docs, clock.now())?.message).toContain('please wait 3 to 5 business days');
    await t.deps.db.updateTable('partner_tax_documents').set({ status: 2 }).where('user_id', '=', w.id).execute();
    expect(taxNotice(await docsAt(), clock.now())?.kind).toBe('pending');
    await t.deps.db.updateTable('partner_tax_documents').set({ status: 3, invalid_reason: 'Address missing' }).where('user_id', '=', w.id).execute();
    expect(taxNotice(await docsAt(), clock.now())).toMatchObject({ kind: 'invalid', tone: 'error', message: 'There is an issue with your tax information: Address missing. Please resubmit it.' });
    await t.deps.db.updateTable('partner_tax_documents').set({ status: 4 }).where('user_id', '=', w.id).execute();
    expect(taxNotice(await docsAt(), enrolledAt + 95 * DAY)).toBeNull();
  });
});
