import { countLabel, monthNameOf } from './intl';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'MMM d' within the current year, 'MMM d, yyyy' otherwise (UTC, so server and browser agree). */
export function formatDate(ms: number, now: number = Date.now()): string {
  const d = new Date(ms);
  const label = `${monthNameOf(ms)} ${d.getUTCDate()}`;
  return d.getUTCFullYear() === new Date(now).getUTCFullYear() ? label : `${label}, ${d.getUTCFullYear()}`;
}

/** Menus: 'Just now' under an hour, 'N hour(s) ago', 'N day(s) ago' up to 6 days, then a date. */
export function relativeTime(ms: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - ms);
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) {
    const h = Math.floor(elapsed / HOUR);
    return `${countLabel(h, 'hour', 'hours')} ago`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return `${countLabel(days, 'day', 'days')} ago`;
  return formatDate(ms, now);
}

/** Greeting by local hour: before 12 morning, 12 to before 17 afternoon, then evening. */
export function greeting(localHour: number): string {
  if (localHour < 12) return 'Good morning';
  if (localHour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** 'Joined Quire {month year}' on profiles and hover cards (UTC, so server and browser agree). */
export function joinedLabel(productName: string, createdAt: number): string {
  const d = new Date(createdAt);
  return `Joined ${productName} ${monthNameOf(createdAt, 'long')} ${d.getUTCFullYear()}`;
}
