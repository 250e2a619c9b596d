import { describe, expect, it } from 'vitest';
import { billingDate, billingInterval, cardBrandLabel, cardExpiry, cardSummary, formatMoney, planPriceLabel, yearlySaving } from './money';

describe('formatMoney', () => {
  it.each([
    [500, 'USD', '$5.00'],
    [5000, 'USD', '$50.00'],
    [4999, 'USD', '$49.99'],
    [0, 'USD', '$0.00'],
    [123456, 'USD', '$1,234.56'],
    [500, 'CAD', 'CA$5.00'],
    [-250, 'USD', '-$2.50'],
    [505, 'UNKNOWN', '5.05'],
    [123456, 'NOT_APPLICABLE', '1,234.56'],
    [-7, 'UNKNOWN', '-0.07'],
  ])('%i cents in %s reads %s', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });

  it('throws on a currency the spec does not list', () => {
    expect(() => formatMoney(500, 'EUR')).toThrow('Unsupported currency: EUR');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(5.5, 'USD')).toThrow();
  });
});

describe('card brands', () => {
  it.each([
    ['AMEX', 'American Express'],
    ['VISA', 'Visa'],
    ['MASTERCARD', 'Mastercard'],
    ['DISCOVER', 'Discover'],
    ['JCB', 'JCB'],
    ['DINERS_CLUB', 'Diners Club'],
    ['OTHERS', 'Card'],
    ['UNIONPAY', 'Card'],
  ])('%s reads %s', (brand, label) => {
    expect(cardBrandLabel(brand)).toBe(label);
  });

  it('sums a card up with its last four digits and expiry', () => {
    expect(cardSummary({ brand: 'VISA', last4: '3184' })).toBe('Visa ····3184');
    expect(cardExpiry({ expMonth: 4, expYear: 2030 })).toBe('Expires 04/2030');
  });
});

describe('plans', () => {
  const monthly = { amount: 500, currency: 'USD', months: 1 };
  const yearly = { amount: 5000, currency: 'USD', months: 12 };

  it('labels prices per interval', () => {
    expect(billingInterval(1)).toBe('month');
    expect(billingInterval(12)).toBe('year');
    expect(planPriceLabel(monthly)).toBe('$5.00/month');
    expect(planPriceLabel(yearly)).toBe('$50.00/year');
    expect(planPriceLabel({ amount: 1500, currency: 'USD', months: 3 })).toBe('$15.00 for 3 months');
  });

  it('computes the yearly saving against twelve monthly payments, rounded down', () => {
    expect(yearlySaving(monthly, yearly)).toEqual({ cents: 1000, percent: 16 });
    expect(yearlySaving(monthly, { ...yearly, amount: 6000 })).toBeNull();
    expect(yearlySaving(monthly, { ...yearly, amount: 7000 })).toBeNull();
    expect(yearlySaving(monthly, { ...yearly, currency: 'CAD' })).toBeNull();
  });
});

describe('billingDate', () => {
  it('always shows the year, in UTC', () => {
    expect(billingDate(Date.UTC(2026, 10, 25, 23, 59))).toBe('Nov 25, 2026');
    expect(billingDate(Date.UTC(2027, 0, 1, 0, 0))).toBe('Jan 1, 2027');
  });
});
