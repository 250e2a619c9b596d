import { describe, expect, it } from 'vitest';
import { formatDate, greeting, joinedLabel, relativeTime } from './dates';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('formatDate', () => {
  it('omits the year within the current year', () => {
    expect(formatDate(Date.UTC(2026, 2, 4), now)).toBe('Mar 4');
  });
  it('adds the year otherwise', () => {
    expect(formatDate(Date.UTC(2024, 11, 31), now)).toBe('Dec 31, 2024');
  });
});

describe('relativeTime', () => {
  it.each([
    [59 * 60_000, 'Just now'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [6 * 24 * 3_600_000, '6 days ago'],
    [7 * 24 * 3_600_000, 'Nov 14'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(now - elapsed, now)).toBe(text);
  });
});

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('hour %i is %s', (hour, text) => expect(greeting(hour)).toBe(text));
});

describe('joinedLabel', () => {
  it('names the month and year the person joined', () => {
    expect(joinedLabel('Quire', Date.UTC(2025, 0, 31, 23, 59))).toBe('Joined Quire January 2025');
  });
});
