import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveController, type SaveOutcome } from './autosave';
import type { SaveState } from './save-state';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AutosaveController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function controller(save: (base: number | null) => Promise<SaveOutcome>, baseVersion: number | null = 1) {
    const states: SaveState[] = [];
    const c = new AutosaveController({ baseVersion, save, onChange: (s) => states.push(s), debounceMs: 1000, maxWaitMs: 5000 });
    return { c, states };
  }

  it('saves once, a second after typing stops, on the latest version', async () => {
    const save = vi.fn(async (base: number | null) => ({ kind: 'saved' as const, version: (base ?? 0) + 1 }));
    const { c } = controller(save);
    c.edit(0);
    await vi.advanceTimersByTimeAsync(500);
    c.edit(500);
    await vi.advanceTimersByTimeAsync(900);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(1);
    expect(c.state).toMatchObject({ status: 'saved', baseVersion: 2 });
    c.edit(5000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenLastCalledWith(2);
  });

  it('saves at least every maxWait while typing goes on', async () => {
    const save = vi.fn(async () => ({ kind: 'saved' as const, version: 2 }));
    const { c } = controller(save);
    for (let t = 0; t <= 5000; t += 500) {
      c.edit(t);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(save).toHaveBeenCalled();
  });

  it('sends edits made during a save with the next save, never two at once', async () => {
    const first = deferred<SaveOutcome>();
    const save = vi.fn((base: number | null) => (base === 1 ? first.promise : Promise.resolve<SaveOutcome>({ kind: 'saved', version: 3 })));
    const { c } = controller(save);
    c.edit(0);
    await vi.advanceTimersByTimeAsync(1000);
    c.edit(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve({ kind: 'saved', version: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(2);
    expect(c.state.status).toBe('saved');
  });

  it('retries a failed save with back-off and shows it', async () => {
    let fail = 2;
    const save = vi.fn(async () => {
      if (fail-- > 0) throw new Error('offline');
      return { kind: 'saved' as const, version: 2 };
    });
    const { c, states } = controller(save);
    c.edit(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.state.status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(c.state.status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(c.state.status).toBe('saved');
    expect(states.some((s) => s.status === 'retrying')).toBe(true);
  });

  it('stops after a conflict: later edits are never sent', async () => {
    const save = vi.fn(async () => ({ kind: 'conflict' as const, latestVersion: 5 }));
    const { c } = controller(save);
    c.edit(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.state.status).toBe('conflict');
    c.edit(2000);
    await vi.advanceTimersByTimeAsync(60_000);
    await c.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flush saves right away and waits for a save already under way', async () => {
    const first = deferred<SaveOutcome>();
    const save = vi.fn((base: number | null) => (base === null ? first.promise : Promise.resolve<SaveOutcome>({ kind: 'saved', version: 2 })));
    const { c } = controller(save, null);
    c.edit(0);
    const flushed = c.flush();
    expect(save).toHaveBeenCalledWith(null);
    c.edit(10);
    first.resolve({ kind: 'saved', version: 1 });
    const state = await flushed;
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(1);
    expect(state).toMatchObject({ status: 'saved', baseVersion: 2, pending: false });
  });

  it('flush gives up on a failed attempt instead of spinning, leaving the retry to the timer', async () => {
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    const { c } = controller(save);
    c.edit(0);
    const state = await c.flush();
    expect(state.status).toBe('retrying');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing after dispose', async () => {
    const save = vi.fn(async () => ({ kind: 'saved' as const, version: 2 }));
    const { c } = controller(save);
    c.edit(0);
    c.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
