import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausableTimer } from './toast-timer';

describe('PausableTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after its duration', () => {
    const done = vi.fn();
    new PausableTimer(5000, done).start();
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const done = vi.fn();
    const timer = new PausableTimer(5000, done);
    timer.start();
    vi.advanceTimersByTime(3000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    expect(timer.msLeft).toBe(2000);
    timer.start();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('never fires once cancelled', () => {
    const done = vi.fn();
    const timer = new PausableTimer(100, done);
    timer.start();
    timer.cancel();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
  });
});
