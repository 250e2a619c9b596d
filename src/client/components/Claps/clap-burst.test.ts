import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClapBurst } from './clap-burst';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function burst() {
  const sent: number[] = [];
  const calls: { resolve: () => void }[] = [];
  const clap = new ClapBurst({
    pauseMs: 1000,
    send: (n) => {
      sent.push(n);
      return new Promise<void>((resolve) => calls.push({ resolve }));
    },
  });
  return { clap, sent, calls };
}

describe('grouping taps', () => {
  it('sends the taps of a burst in one call once the reader pauses', async () => {
    const { clap, sent } = burst();
    for (let i = 0; i < 7; i++) {
      clap.tap();
      vi.advanceTimersByTime(300);
    }
    expect(sent).toEqual([]);
    expect(clap.unsent).toBe(7);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([7]);
    expect(clap.unsent).toBe(0);
  });

  it('keeps one call at a time: taps made meanwhile go in the next one', async () => {
    const { clap, sent, calls } = burst();
    clap.tap();
    vi.advanceTimersByTime(1000);
    clap.tap();
    clap.tap();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1]);
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(sent).toEqual([1, 2]);
  });

  it('flushes at once when asked, and hands unsent taps over to another way of sending', () => {
    const { clap, sent } = burst();
    clap.tap();
    clap.tap();
    clap.flush();
    expect(sent).toEqual([2]);
    clap.tap();
    expect(clap.takeUnsent()).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([2]);
  });

  it('sends every tap exactly once, however taps and pauses interleave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 30 }), async (gaps) => {
        const { clap, sent, calls } = burst();
        for (const gap of gaps) {
          clap.tap();
          await vi.advanceTimersByTimeAsync(gap);
          for (const call of calls.splice(0)) call.resolve();
        }
        for (let i = 0; i < 5; i++) {
          await vi.runAllTimersAsync();
          for (const call of calls.splice(0)) call.resolve();
        }
        expect(sent.reduce((a, b) => a + b, 0)).toBe(gaps.length);
      }),
      { numRuns: 50 },
    );
  });
});
