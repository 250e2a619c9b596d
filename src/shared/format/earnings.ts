/**
 * Partner earnings as the dashboard shows them: periods are UTC calendar months, named "2026-11"; money
 * is integer cents (formatted by ./money); reading time in minutes, shortened with K and M past a thousand.
 */
import { shortCount } from '../validation/relations';
import { monthNameOf } from './intl';

/** The UTC month holding `at`: its first millisecond and the next month's. */
export function monthOf(at: number): { start: number; end: number } {
  const d = new Date(at);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return { start, end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}

/** The month `offset` months from the one holding `at` (−1: the previous month). */
export function monthFrom(at: number, offset: number): { start: number; end: number } {
  const d = new Date(at);
  return monthOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
}

/** "2026-11". */
export function monthKey(start: number): string {
  const d = new Date(start);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first millisecond of a "2026-11" month, or null for anything else. */
export function parseMonthKey(key: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Date.UTC(Number(match[1]), month - 1, 1);
}

/** "Nov 2026". */
export function monthLabel(start: number): string {
  const d = new Date(start);
  return `${monthNameOf(start)} ${d.getUTCFullYear()}`;
}

/** Engaged milliseconds as whole minutes of reading: "0 min", "42 min", "1.2K min". */
export function readingMinutesLabel(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${minutes < 1000 ? minutes.toLocaleString('en-US') : shortCount(minutes)} min`;
}

/** What an estimate is, in one sentence. */
export const ESTIMATE_NOTE = 'This month’s earnings are an estimate: they change as members read, and are final when the month closes.';

const STATE_LABELS: Record<string, string | null> = {
  EARNING: null,
  WITHHELD: 'Withheld until your tax form is approved',
  LIMITED: 'Not paid out: tax form missing',
  FORFEITED: 'Forfeited',
};

/** What a state means beside an amount; null for plain earnings. */
export function earningStateLabel(state: string): string | null {
  return STATE_LABELS[state] ?? null;
}

/** The month a bar stands for, short: "Nov", or "Jan ’27" for a January (where the year turns). */
export function shortMonthLabel(start: number): string {
  const d = new Date(start);
  const name = monthNameOf(start);
  return d.getUTCMonth() === 0 ? `${name} ’${String(d.getUTCFullYear()).slice(2)}` : name;
}

/** "November 2026". */
export function longMonthLabel(start: number): string {
  return new Date(start).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
