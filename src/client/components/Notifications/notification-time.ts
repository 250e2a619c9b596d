import { formatDate } from '../../../shared/format/dates';
import { NOTIFICATION_RELATIVE_TIME_DAYS } from '../../../shared/notifications';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });

/**
 * A row's time (spec 1 §2, §9): relative until 5 days ('Just now', '12 minutes ago', '3 hours ago',
 * '4 days ago'), then a date ('Mar 4', or 'Mar 4, 2025' in another year).
 */
export function notificationTime(ms: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - ms);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < NOTIFICATION_RELATIVE_TIME_DAYS * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(ms, now);
}

/** The bell's badge: the count, '99+' past 99, nothing at 0. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: 'Notifications', with the unread count when there is one. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notifications';
  return `Notifications, ${count > 99 ? 'more than 99' : count} unread`;
}
