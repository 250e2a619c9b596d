import { describe, expect, it } from 'vitest';
import {
  earningStatusAt,
  firstUnfinishedStep,
  mayOpenStep,
  normalizeTaxId,
  PARTNER_TERMS_UPDATED_AT,
  PP_TERMS_ACKNOWLEDGEMENT,
  showsTermsNotice,
  taxDeadlinesFrom,
  taxNotice,
  taxNoticeStage,
} from './partner';

const DAY = 24 * 60 * 60_000;
const enrolledAt = Date.UTC(2026, 0, 1, 12);
const d = taxDeadlinesFrom(enrolledAt);

describe('tax deadlines and the earning status', () => {
  it('sets the deadlines 30, 60, 90 and 104 days after enrolment', () => {
    expect(d.earningsFirstWithheldAt - enrolledAt).toBe(30 * DAY);
    expect(d.earningsLimitedAt - enrolledAt).toBe(60 * DAY);
    expect(d.earningsForfeitedAt - enrolledAt).toBe(90 * DAY);
    expect(d.earningsInternallyForfeitedAt - enrolledAt).toBe(104 * DAY);
  });
  it('earns until the first deadline, then withholds, limits and forfeits; an approved form always earns', () => {
    const at = (days: number) => enrolledAt + days * DAY;
    expect(earningStatusAt({ taxStatus: 0, deadlines: d }, at(29))).toBe('EARNING');
    expect(earningStatusAt({ taxStatus: 1, deadlines: d }, at(30))).toBe('WITHHELD');
    expect(earningStatusAt({ taxStatus: 3, deadlines: d }, at(60))).toBe('LIMITED');
    expect(earningStatusAt({ taxStatus: 0, deadlines: d }, at(90))).toBe('FORFEITED');
    expect(earningStatusAt({ taxStatus: 4, deadlines: d }, at(200))).toBe('EARNING');
  });
});

describe('the tax notice rule (spec 2 §4)', () => {
  const at = (days: number) => enrolledAt + days * DAY;
  const base = { earningsLimitedAt: d.earningsLimitedAt, earningsForfeitedAt: d.earningsForfeitedAt };
  it('not submitted before the deadline: forms must be approved by a date, error-coloured', () => {
    const notice = taxNotice({ taxDocumentStatus: 0, ...base }, at(1));
    expect(notice).toMatchObject({ kind: 'notSubmitted', tone: 'error' });
    expect(notice?.message).toBe('Your tax forms must be approved by March 2, 2026 for your stories to keep earning.');
  });
  it('a missing status counts as 0', () => {
    expect(taxNotice({ taxDocumentStatus: null, ...base }, at(1))?.kind).toBe('notSubmitted');
  });
  it('past the limited date: stories have stopped earning; past the forfeit date: earnings are forfeited', () => {
    expect(taxNotice({ taxDocumentStatus: 0, ...base }, at(60))).toMatchObject({ kind: 'limited', tone: 'default' });
    expect(taxNotice({ taxDocumentStatus: 0, ...base }, at(60))?.message).toContain('stopped earning');
    expect(taxNotice({ taxDocumentStatus: 0, ...base }, at(90))).toMatchObject({ kind: 'forfeited', tone: 'default' });
    expect(taxNotice({ taxDocumentStatus: 0, ...base }, at(90))?.message).toContain('forfeited');
  });
  it('pending or on hold: please wait 3 to 5 business days, whatever the date', () => {
    for (const status of [1, 2]) {
      for (const day of [1, 61, 91]) {
        const notice = taxNotice({ taxDocumentStatus: status, ...base }, at(day));
        expect(notice).toMatchObject({ kind: 'pending', tone: 'default' });
        expect(notice?.message).toContain('please wait 3 to 5 business days');
      }
    }
  });
  it('invalid: an issue message with the reason and a resubmit link, error-coloured', () => {
    const notice = taxNotice({ taxDocumentStatus: 3, invalidReason: 'The TIN does not match the name', ...base }, at(70));
    expect(notice).toMatchObject({ kind: 'invalid', tone: 'error', link: 'Resubmit your tax information' });
    expect(notice?.message).toBe('There is an issue with your tax information: The TIN does not match the name. Please resubmit it.');
  });
  it('approved: no notice', () => {
    expect(taxNotice({ taxDocumentStatus: 4, ...base }, at(95))).toBeNull();
  });
});

describe('tax notification stages', () => {
  const at = (days: number) => enrolledAt + days * DAY;
  it('day one, a week before the limit, after it, a week before forfeiture, the last day, then nothing', () => {
    expect(taxNoticeStage(d, at(0))).toBe('day_one');
    expect(taxNoticeStage(d, at(52))).toBe('day_one');
    expect(taxNoticeStage(d, at(53))).toBe('pre_earning_limit');
    expect(taxNoticeStage(d, at(60))).toBe('post_earning_limit');
    expect(taxNoticeStage(d, at(83))).toBe('final');
    expect(taxNoticeStage(d, at(89))).toBe('last_day');
    expect(taxNoticeStage(d, at(90))).toBeNull();
  });
});

describe('enrolment steps and the terms notice', () => {
  it('leads to the first unfinished step and refuses later ones', () => {
    const none = { eligible: false, termsAccepted: false, payoutDone: false, enrolled: false };
    expect(firstUnfinishedStep(none)).toBe('eligibility');
    expect(mayOpenStep('terms', none)).toBe(false);
    const eligible = { ...none, eligible: true };
    expect(firstUnfinishedStep(eligible)).toBe('terms');
    expect(mayOpenStep('eligibility', eligible)).toBe(true);
    expect(mayOpenStep('payout', eligible)).toBe(false);
    const enrolled = { eligible: true, termsAccepted: true, payoutDone: true, enrolled: true };
    expect(firstUnfinishedStep(enrolled)).toBe('tax');
    expect(mayOpenStep('tax', enrolled)).toBe(true);
  });
  it('shows the terms notice to enrolled writers who accepted before Aug 11, 2021 09:00 UTC-4 until dismissed', () => {
    expect(PARTNER_TERMS_UPDATED_AT).toBe(Date.parse('2021-08-11T09:00:00-04:00'));
    const before = PARTNER_TERMS_UPDATED_AT - 1;
    expect(showsTermsNotice({ enrolled: true, termsAcceptedAt: before, dismissedFlags: [] })).toBe(true);
    expect(showsTermsNotice({ enrolled: true, termsAcceptedAt: PARTNER_TERMS_UPDATED_AT, dismissedFlags: [] })).toBe(false);
    expect(showsTermsNotice({ enrolled: true, termsAcceptedAt: before, dismissedFlags: [PP_TERMS_ACKNOWLEDGEMENT] })).toBe(false);
    expect(showsTermsNotice({ enrolled: false, termsAcceptedAt: before, dismissedFlags: [] })).toBe(false);
  });
  it('checks tax ids: 9 digits in the US, 4 to 30 letters and digits elsewhere', () => {
    expect(normalizeTaxId('US', '123-45-6789')).toBe('123456789');
    expect(normalizeTaxId('US', '12345')).toBeNull();
    expect(normalizeTaxId('DE', 'de 123 456 789')).toBe('DE123456789');
    expect(normalizeTaxId('DE', '12')).toBeNull();
  });
});
