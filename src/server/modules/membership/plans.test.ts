import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, loadPlans, PlansFileError, validatePlans } from './plans';
import { cardBrandOf } from './membership.stripe';

describe('plans', () => {
  it('has the built-in monthly, yearly, trial, gift and staff plans', () => {
    expect(loadPlans(null)).toEqual(DEFAULT_PLANS);
    expect(DEFAULT_PLANS.map((p) => p.kind)).toEqual(['MONTHLY', 'YEARLY', 'TRIAL', 'GIFT', 'GIFT', 'GIFT', 'GIFT', 'STAFF_YEARLY']);
    expect(DEFAULT_PLANS.filter((p) => p.kind === 'GIFT').map((p) => p.months)).toEqual([1, 3, 6, 12]);
    expect(DEFAULT_PLANS.find((p) => p.kind === 'TRIAL')).toMatchObject({ trialDays: 30, stripeLookupKey: 'quire_membership_monthly' });
  });

  it('reads a plans file and says exactly what is wrong with a bad one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-plans-'));
    const file = join(dir, 'plans.json');
    const good = [{ planId: 'monthly', kind: 'MONTHLY', name: 'Monthly', description: 'Every month.', amount: 700, currency: 'CAD', months: 1, stripeLookupKey: 'm' }];
    writeFileSync(file, JSON.stringify({ plans: good }));
    expect(loadPlans(file)).toEqual([{ ...good[0], trialDays: null }]);

    writeFileSync(file, '{ not json');
    expect(() => loadPlans(file)).toThrow(/is not valid JSON/);
    expect(() => loadPlans(join(dir, 'missing.json'))).toThrow(/cannot read/);
    expect(() => validatePlans([{ ...good[0], amount: -1 }])).toThrow('QUIRE_PLANS_FILE: plan 1: "amount" must be a whole number from 0 to 10000000');
    expect(() => validatePlans([{ ...good[0], kind: 'WEEKLY' }])).toThrow(/"kind" must be one of MONTHLY, YEARLY, TRIAL, GIFT, STAFF_YEARLY/);
    expect(() => validatePlans([good[0], good[0]])).toThrow(/planId "monthly" appears twice/);
    expect(() => validatePlans([{ ...good[0], kind: 'TRIAL' }])).toThrow(/a TRIAL plan needs "trialDays"/);
    expect(() => validatePlans([{ ...good[0], kind: 'GIFT' }])).toThrow(/at least one MONTHLY or YEARLY plan/);
    expect(() => validatePlans([])).toThrow(PlansFileError);
  });
});

describe('cardBrandOf', () => {
  it('maps Stripe brands onto the spec list', () => {
    expect(['amex', 'visa', 'mastercard', 'discover', 'jcb', 'diners', 'unionpay', null].map(cardBrandOf)).toEqual([
      'AMEX',
      'VISA',
      'MASTERCARD',
      'DISCOVER',
      'JCB',
      'DINERS_CLUB',
      'OTHERS',
      'OTHERS',
    ]);
  });
});
