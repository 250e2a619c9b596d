/**
 * The one place month names, plurals and lists are made, through Intl, in the English the spec writes
 * ("1 response", "2 responses"; "Sep"; "A, B, and 2 others"). Dates are read in UTC so that the server's
 * render and the browser's agree. Formatters are made once, here.
 */
const LOCALE = 'en-US';

const MONTH_FORMATS = {
  short: new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' }),
};

/** "Sep" or "September": the name of a month, 0 for January. */
export function monthName(monthIndex: number, width: 'short' | 'long' = 'short'): string {
  return MONTH_FORMATS[width].format(Date.UTC(2000, monthIndex, 1));
}

/** The name of the UTC month a moment falls in. */
export function monthNameOf(ms: number, width: 'short' | 'long' = 'short'): string {
  return MONTH_FORMATS[width].format(ms);
}

const PLURALS = new Intl.PluralRules(LOCALE);

/** The word for a count: `one` for 1, `other` for 0, 2, 1.5… ("story", "stories"). */
export function pluralWord(count: number, one: string, other: string): string {
  return PLURALS.select(count) === 'one' ? one : other;
}

/**
 * A count and its word: "1 response", "12 responses". `shown` is how the count is written when not as is
 * (grouped "1,234" by formatCount, shortened "1.2K" by shortCount).
 */
export function countLabel(count: number, one: string, other: string, shown: string = String(count)): string {
  return `${shown} ${pluralWord(count, one, other)}`;
}

const NUMBERS = new Intl.NumberFormat(LOCALE);

/** A whole count with thousands grouped: "1,234". */
export function formatCount(count: number): string {
  return NUMBERS.format(count);
}

const LISTS = {
  /** "A, B, and C" (the spec's highlight attribution, settings summaries). */
  and: new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }),
  /** "A, B or C" (the help page's sign-in providers, as the spec writes them, without a serial comma). */
  or: new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' }),
};

/** Items joined for reading: "A, B, and C" (`and`), "A, B or C" (`or`). */
export function listOf(items: readonly string[], type: 'and' | 'or' = 'and'): string {
  return LISTS[type].format(items);
}
