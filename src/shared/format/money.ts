/**
 * Money and cards as billing pages show them (spec 2 §3 currencies and card brands, §9 prices in cents with
 * 2 decimals). Shared by the server (emails, receipts) and the client; amounts are always integer cents.
 */

export const CURRENCIES = ['USD', 'CAD', 'UNKNOWN', 'NOT_APPLICABLE'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const CARD_BRANDS = ['AMEX', 'VISA', 'MASTERCARD', 'DISCOVER', 'JCB', 'DINERS_CLUB', 'OTHERS'] as const;
export type CardBrandCode = (typeof CARD_BRANDS)[number];

const CARD_BRAND_LABELS: Record<CardBrandCode, string> = {
  AMEX: 'American Express',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  DINERS_CLUB: 'Diners Club',
  OTHERS: 'Card',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: 'USD' | 'CAD'): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, f);
  }
  return f;
}

/**
 * Cents as a price: 500 USD → "$5.00", 500 CAD → "CA$5.00". A price without a known currency (UNKNOWN,
 * NOT_APPLICABLE) shows the number alone, "5.00". Any other currency is a programming error and throws.
 */
export function formatMoney(cents: number, currency: string): string {
  if (!Number.isInteger(cents)) throw new Error(`Amounts are whole cents, got ${cents}`);
  switch (currency) {
    case 'USD':
    case 'CAD':
      return formatter(currency).format(cents / 100);
    case 'UNKNOWN':
    case 'NOT_APPLICABLE': {
      const sign = cents < 0 ? '-' : '';
      const abs = Math.abs(cents);
      return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
    }
    default:
      throw new Error(`Unsupported currency: ${currency}`);
  }
}

/** The name a reader knows a card by: VISA → "Visa", OTHERS (or anything unknown) → "Card". */
export function cardBrandLabel(brand: string): string {
  return (CARD_BRAND_LABELS as Record<string, string>)[brand] ?? CARD_BRAND_LABELS.OTHERS;
}

/** A card on file in one line: "Visa ····4242". */
export function cardSummary(card: { brand: string; last4: string }): string {
  return `${cardBrandLabel(card.brand)} ····${card.last4}`;
}

/** "Expires 04/2030". */
export function cardExpiry(card: { expMonth: number; expYear: number }): string {
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** How often a plan charges: 1 → "month", 12 → "year", otherwise "3 months". */
export function billingInterval(months: number): string {
  if (months === 1) return 'month';
  if (months === 12) return 'year';
  return `${months} months`;
}

/** "$5.00/month", "$50.00/year", "$15.00 for 3 months". */
export function planPriceLabel(plan: { amount: number; currency: string; months: number }): string {
  const price = formatMoney(plan.amount, plan.currency);
  return plan.months === 1 || plan.months === 12 ? `${price}/${billingInterval(plan.months)}` : `${price} for ${billingInterval(plan.months)}`;
}

/**
 * What a yearly plan saves against twelve monthly payments, or null when it saves nothing (or the plans are in
 * different currencies): { cents, percent } with percent rounded down, so "Save 16%" is never an overstatement.
 */
export function yearlySaving(
  monthly: { amount: number; currency: string; months: number },
  yearly: { amount: number; currency: string; months: number },
): { cents: number; percent: number } | null {
  if (monthly.currency !== yearly.currency || monthly.months <= 0 || yearly.months <= 0) return null;
  const full = Math.round((monthly.amount * yearly.months) / monthly.months);
  const cents = full - yearly.amount;
  if (cents <= 0 || full <= 0) return null;
  return { cents, percent: Math.floor((cents * 100) / full) };
}

const billingDates = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A billing date with its year, the same on the server and in every browser (UTC): "Nov 25, 2026". Charges and
 * periods are days, not moments, so the reader's time zone would only make the server's HTML and theirs differ.
 */
export function billingDate(ms: number): string {
  return billingDates.format(new Date(ms));
}
