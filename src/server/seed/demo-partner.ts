import { newId } from '../db/ids';
import { taxDeadlinesFrom } from '../../shared/validation/partner';
import { encrypt, keyringOf } from '../security';
import { storeImage } from '../modules/media';
import { avatarPng } from './demo-art';
import { demoEmail } from './demo-people';
import type { DemoRefs } from './demo-refs';

const DAY = 24 * 60 * 60_000;
/** When ada joined the Partner Program: before the first of the demo's months of earnings. */
const ADA_ENROLLED_DAYS_AGO = 400;
/** When radia joined: her dashboard's history starts some months into ada's. */
const RADIA_ENROLLED_DAYS_AGO = 230;

/** Writers who exist for the Partner Program's demo only (no other demo area uses them). */
const PARTNER_PEOPLE = [
  { key: 'octavia', name: 'Octavia Butler', bio: 'Seeds, parables and the futures we plant. New to the Partner Program.', hue: 260 },
  { key: 'ursula', name: 'Ursula Le Guin', bio: 'Earthsea, anarchists and the carrier bag. A Partner Program writer since 2019.', hue: 70 },
] as const;

interface Enrolment {
  userId: string;
  enrolledAt: number;
  termsAcceptedAt: number;
  country: string;
  tax: { status: number; legalName: string; address: string; taxId: string; submittedAt: number } | null;
}

async function enrol(demo: DemoRefs, e: Enrolment) {
  const { trx, now } = demo;
  await trx.updateTable('users').set({ is_partner_program_enrolled: 1, hightower_terms_accepted_at: e.termsAcceptedAt }).where('id', '=', e.userId).execute();
  const d = taxDeadlinesFrom(e.enrolledAt);
  await trx
    .insertInto('partner_enrollments')
    .values({
      user_id: e.userId,
      eligibility_checked_at: e.enrolledAt,
      country: e.country,
      terms_accepted_at: e.termsAcceptedAt,
      payout_skipped_at: e.enrolledAt,
      enrolled_at: e.enrolledAt,
      earnings_first_withheld_at: d.earningsFirstWithheldAt,
      earnings_limited_at: d.earningsLimitedAt,
      earnings_forfeited_at: d.earningsForfeitedAt,
      earnings_internally_forfeited_at: d.earningsInternallyForfeitedAt,
      created_at: e.enrolledAt,
      updated_at: now,
    })
    .execute();
  if (!e.tax) return;
  // The demo runs inside the app's first start, with its keyring registered on the root database handle.
  let sealed = 'demo';
  try {
    sealed = encrypt(keyringOf(trx).current('partner-tax-id'), e.tax.taxId);
  } catch {
    // A transaction handle has no keyring of its own: the demo form keeps a placeholder, never a real id.
  }
  await trx
    .insertInto('partner_tax_documents')
    .values({
      id: newId(),
      user_id: e.userId,
      status: e.tax.status,
      legal_name: e.tax.legalName,
      country: e.country,
      address: e.tax.address,
      tax_id_kind: e.country === 'US' ? 'US_TIN' : 'FOREIGN_TAX_ID',
      tax_id_sealed: sealed,
      tax_id_last4: e.tax.taxId.slice(-4),
      submitted_at: e.tax.submittedAt,
      reviewed_at: e.tax.status === 4 ? e.tax.submittedAt + 3 * DAY : null,
      approved_at: e.tax.status === 4 ? e.tax.submittedAt + 3 * DAY : null,
      updated_at: now,
    })
    .execute();
}

/**
 * The Partner Program: ada is enrolled (over a year ago) with an approved tax form (she earns, no notice);
 * radia joined some months later, with an approved form too (the demo members read both of them);
 * octavia enrolled a week ago and her form is pending review (the tax banner says to wait 3 to 5 business
 * days); ursula accepted the terms in 2019, before their Aug 11, 2021 update (the terms notice), and her form is approved.
 */
export async function seedDemoPartner(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const ids: Record<string, string> = {};
  for (const [index, person] of PARTNER_PEOPLE.entries()) {
    const image = await storeImage(demo.ctx, { bytes: await avatarPng(person.name, person.hue), creatorId: null });
    const id = newId();
    ids[person.key] = id;
    await trx
      .insertInto('users')
      .values({
        id,
        username: person.key,
        name: person.name,
        email: demoEmail(person.key),
        bio: person.bio,
        image_id: image.id,
        created_at: now - 300 * DAY + index * DAY,
        updated_at: now - 300 * DAY + index * DAY,
      })
      .execute();
  }
  await enrol(demo, {
    userId: user('ada'),
    // Over a year ago, so that her dashboard has a year of closed months (see demo-earnings).
    enrolledAt: now - ADA_ENROLLED_DAYS_AGO * DAY,
    termsAcceptedAt: now - ADA_ENROLLED_DAYS_AGO * DAY,
    country: 'GB',
    tax: { status: 4, legalName: 'Augusta Ada King', address: '12 St James’s Square\nLondon SW1Y 4JH', taxId: 'GB1815121852', submittedAt: now - (ADA_ENROLLED_DAYS_AGO - 2) * DAY },
  });
  await enrol(demo, {
    userId: ids.octavia!,
    enrolledAt: now - 7 * DAY,
    termsAcceptedAt: now - 7 * DAY,
    country: 'US',
    tax: { status: 1, legalName: 'Octavia Estelle Butler', address: '1 Parable Way\nPasadena, CA 91101', taxId: '123456789', submittedAt: now - DAY },
  });
  await enrol(demo, {
    userId: user('radia'),
    enrolledAt: now - RADIA_ENROLLED_DAYS_AGO * DAY,
    termsAcceptedAt: now - RADIA_ENROLLED_DAYS_AGO * DAY,
    country: 'US',
    tax: { status: 4, legalName: 'Radia Joy Perlman', address: '3 Spanning Tree Lane\nSeattle, WA 98101', taxId: '192837465', submittedAt: now - (RADIA_ENROLLED_DAYS_AGO - 3) * DAY },
  });
  const acceptedIn2019 = Date.UTC(2019, 9, 1, 12, 0, 0);
  await enrol(demo, {
    userId: ids.ursula!,
    enrolledAt: acceptedIn2019,
    termsAcceptedAt: acceptedIn2019,
    country: 'US',
    tax: { status: 4, legalName: 'Ursula Kroeber Le Guin', address: '7 Earthsea Road\nPortland, OR 97201', taxId: '987654321', submittedAt: acceptedIn2019 + DAY },
  });
}
