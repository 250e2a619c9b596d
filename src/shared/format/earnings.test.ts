import { describe, expect, it } from 'vitest';
import { earningStateLabel, longMonthLabel, monthFrom, monthKey, monthLabel, monthOf, parseMonthKey, readingMinutesLabel, shortMonthLabel } from './earnings';

describe('earnings months', () => {
  it('are UTC calendar months', () => {
    const nov = Date.UTC(2026, 10, 1);
    expect(monthOf(Date.UTC(2026, 10, 30, 23, 59, 59, 999))).toEqual({ start: nov, end: Date.UTC(2026, 11, 1) });
    expect(monthOf(nov)).toEqual({ start: nov, end: Date.UTC(2026, 11, 1) });
    expect(monthFrom(Date.UTC(2026, 0, 15), -1)).toEqual({ start: Date.UTC(2025, 11, 1), end: Date.UTC(2026, 0, 1) });
    expect(monthFrom(Date.UTC(2026, 0, 31), 1).start).toBe(Date.UTC(2026, 1, 1));
  });

  it('are named 2026-11, and only such names parse', () => {
    expect(monthKey(Date.UTC(2026, 10, 1))).toBe('2026-11');
    expect(parseMonthKey('2026-11')).toBe(Date.UTC(2026, 10, 1));
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-1')).toBeNull();
    expect(parseMonthKey('x')).toBeNull();
  });

  it('read as people say them', () => {
    expect(monthLabel(Date.UTC(2026, 10, 1))).toBe('Nov 2026');
    expect(longMonthLabel(Date.UTC(2026, 10, 1))).toBe('November 2026');
    expect(shortMonthLabel(Date.UTC(2026, 10, 1))).toBe('Nov');
    expect(shortMonthLabel(Date.UTC(2027, 0, 1))).toBe('Jan ’27');
  });
});

describe('earnings figures', () => {
  it('give reading time in minutes, shortened with K and M', () => {
    expect(readingMinutesLabel(0)).toBe('0 min');
    expect(readingMinutesLabel(42 * 60_000)).toBe('42 min');
    expect(readingMinutesLabel(1234 * 60_000)).toBe('1.2K min');
    expect(readingMinutesLabel(2_500_000 * 60_000)).toBe('2.5M min');
  });

  it('name the states that are not paid out', () => {
    expect(earningStateLabel('EARNING')).toBeNull();
    expect(earningStateLabel('WITHHELD')).toMatch(/Withheld/);
    expect(earningStateLabel('FORFEITED')).toBe('Forfeited');
  });
});
