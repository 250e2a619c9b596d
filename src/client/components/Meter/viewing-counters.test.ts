import { describe, expect, it, vi } from 'vitest';
import { countView, emptyCounters, loadCounters, recordView, VIEWING_COUNTERS_KEY, weekStart, type CounterStorage } from './viewing-counters';

function memoryStorage(initial: Record<string, string> = {}): CounterStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

// Saturday 2027-01-30 12:00 UTC; Sunday is the 31st; February starts on Monday the 1st.
const SATURDAY = Date.UTC(2027, 0, 30, 12);
const SUNDAY_START = Date.UTC(2027, 0, 31);
const FEB_START = Date.UTC(2027, 1, 1);

describe('viewing counters', () => {
  it('starts weeks on Sunday, UTC', () => {
    expect(weekStart(SATURDAY)).toBe(Date.UTC(2027, 0, 24));
    expect(weekStart(SUNDAY_START)).toBe(SUNDAY_START);
    expect(weekStart(SUNDAY_START - 1)).toBe(Date.UTC(2027, 0, 24));
  });

  it('counts views today, this week, this month and non-metered this month', () => {
    const storage = memoryStorage();
    recordView(storage, SATURDAY, true);
    const after = recordView(storage, SATURDAY + 1000, false);
    expect(after.today.count).toBe(2);
    expect(after.week.count).toBe(2);
    expect(after.month.count).toBe(2);
    expect(after.nonMeteredMonth.count).toBe(1);
    expect(JSON.parse(storage.data[VIEWING_COUNTERS_KEY]!)).toEqual(after);
  });

  it('resets each counter at the start of its period', () => {
    let c = countView(emptyCounters(SATURDAY), SATURDAY, true);
    c = countView(c, SUNDAY_START - 1, true);
    expect([c.today.count, c.week.count, c.month.count]).toEqual([2, 2, 2]);
    // Sunday: a new day and a new week, the same month.
    c = countView(c, SUNDAY_START, false);
    expect([c.today.count, c.week.count, c.month.count, c.nonMeteredMonth.count]).toEqual([1, 1, 3, 2]);
    // The first millisecond of February: a new day and month, the same week.
    c = countView(c, FEB_START, false);
    expect([c.today.count, c.week.count, c.month.count, c.nonMeteredMonth.count]).toEqual([1, 2, 1, 0]);
    expect(c.month.start).toBe(FEB_START);
  });

  it('warns about broken JSON and starts from defaults', () => {
    const warn = vi.fn();
    const storage = memoryStorage({ [VIEWING_COUNTERS_KEY]: '{not json' });
    expect(loadCounters(storage, SATURDAY, warn)).toEqual(emptyCounters(SATURDAY));
    expect(warn).toHaveBeenCalledOnce();
    const next = recordView(storage, SATURDAY, true, warn);
    expect(next.today.count).toBe(1);
    // Half-broken shapes are read as zero for the broken counter only.
    const partial = memoryStorage({ [VIEWING_COUNTERS_KEY]: JSON.stringify({ ...next, week: { start: 'x', count: -1 } }) });
    const loaded = loadCounters(partial, SATURDAY, warn);
    expect(loaded.today.count).toBe(1);
    expect(loaded.week.count).toBe(0);
  });
});
