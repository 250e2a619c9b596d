import { describe, expect, it } from 'vitest';
import { badgeLabel, bellLabel, notificationTime } from './notification-time';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('notificationTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MINUTE, '1 minute ago'],
    [12 * MINUTE, '12 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [5 * DAY - 1, '4 days ago'],
    [5 * DAY, 'Nov 16'],
    [400 * DAY, 'Oct 17, 2025'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(notificationTime(now - elapsed, now)).toBe(expected);
  });

  it('a time ahead of the clock reads as just now', () => {
    expect(notificationTime(now + HOUR, now)).toBe('Just now');
  });
});

describe('the bell', () => {
  it.each([
    [0, null, 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, more than 99 unread'],
  ])('%i unread', (count, badge, label) => {
    expect(badgeLabel(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });
});
