import { canStartSave, initialSaveState, retryDelay, saveReducer, type SaveEvent, type SaveState } from './save-state';

export type SaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'conflict'; latestVersion: number }
  | { kind: 'refused'; message: string };

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutosaveOptions {
  baseVersion: number | null;
  /** Sends the editor's current text; resolves with the server's answer, throws when it never arrived. */
  save(baseVersion: number | null): Promise<SaveOutcome>;
  onChange(state: SaveState): void;
  /** Quiet time after the last keystroke before saving. */
  debounceMs?: number;
  /** Longest a writer typing without pause waits for a save. */
  maxWaitMs?: number;
  timers?: Timers;
}

export const AUTOSAVE_DEBOUNCE_MS = 1000;
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Saves the draft a moment after typing stops, at most every `maxWaitMs` while typing goes on,
 * right away on flush (blur, tab hidden, before publishing), and again after a failed attempt.
 * One save at a time; edits made during a save are sent by the next one.
 */
export class AutosaveController {
  state: SaveState;
  private readonly options: Required<Omit<AutosaveOptions, 'baseVersion'>>;
  private timer: unknown = null;
  private firstPendingAt: number | null = null;
  private running: Promise<void> | null = null;
  private disposed = false;

  constructor(options: AutosaveOptions) {
    this.state = initialSaveState(options.baseVersion);
    this.options = {
      save: options.save,
      onChange: options.onChange,
      debounceMs: options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS,
      maxWaitMs: options.maxWaitMs ?? AUTOSAVE_MAX_WAIT_MS,
      timers: options.timers ?? globalTimers,
    };
  }

  edit(now = Date.now()): void {
    if (this.disposed) return;
    this.dispatch({ type: 'edit' });
    if (this.state.status === 'conflict') return;
    this.firstPendingAt ??= now;
    const waited = now - this.firstPendingAt;
    this.schedule(Math.max(0, Math.min(this.options.debounceMs, this.options.maxWaitMs - waited)));
  }

  /** Saves now if anything is unsaved, and resolves once no save is under way or pending (or saving cannot go on). */
  async flush(): Promise<SaveState> {
    for (;;) {
      if (this.disposed) return this.state;
      if (this.running) {
        await this.running;
        continue;
      }
      if (!canStartSave(this.state)) return this.state;
      const before = this.state.retries;
      await this.start();
      // A failed attempt is retried on the timer; a flush waiting on it would spin.
      if (this.state.status === 'retrying' && this.state.retries > before) return this.state;
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private dispatch(event: SaveEvent) {
    this.state = saveReducer(this.state, event);
    this.options.onChange(this.state);
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      void this.start();
    }, ms);
  }

  private clearTimer() {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private start(): Promise<void> {
    if (this.running) return this.running;
    if (!canStartSave(this.state) || this.disposed) return Promise.resolve();
    this.clearTimer();
    this.firstPendingAt = null;
    const run = this.attempt().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async attempt(): Promise<void> {
    const base = this.state.baseVersion;
    this.dispatch({ type: 'start' });
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.save(base);
    } catch {
      if (this.disposed) return;
      this.dispatch({ type: 'networkError' });
      this.schedule(retryDelay(this.state.retries));
      return;
    }
    if (this.disposed) return;
    switch (outcome.kind) {
      case 'saved':
        this.dispatch({ type: 'saved', version: outcome.version });
        if (this.state.pending) this.schedule(this.options.debounceMs);
        return;
      case 'conflict':
        this.dispatch({ type: 'conflict', latestVersion: outcome.latestVersion });
        return;
      case 'refused':
        this.dispatch({ type: 'refused', message: outcome.message });
        return;
    }
  }
}
