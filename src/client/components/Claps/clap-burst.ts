/** Starts `run` after `ms`; answers a function that cancels it. */
export type Schedule = (run: () => void, ms: number) => () => void;

const defaultSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface ClapBurstOptions {
  /** How long the reader pauses before the taps so far are sent. */
  pauseMs: number;
  /** Sends claps in one call; the guess shown meanwhile is the caller's (an optimistic answer). */
  send: (claps: number) => Promise<unknown>;
  /** Hears every change of the unsent count. */
  onChange?: () => void;
  schedule?: Schedule;
}

/**
 * Groups a reader's taps into bursts: each tap is one unsent clap, and once the reader pauses the unsent
 * claps go in one call. One call at a time: taps made while it is on its way wait for the next pause.
 * The cap is the caller's to check (it knows what the reader has already given).
 */
export class ClapBurst {
  private unsentClaps = 0;
  private sending = false;
  private cancelTimer: (() => void) | null = null;
  private readonly schedule: Schedule;

  constructor(private readonly options: ClapBurstOptions) {
    this.schedule = options.schedule ?? defaultSchedule;
  }

  /** Taps not sent yet. */
  get unsent(): number {
    return this.unsentClaps;
  }

  tap(): void {
    this.unsentClaps += 1;
    this.restartTimer();
    this.options.onChange?.();
  }

  /** Sends the unsent taps now (the reader leaves the page, or the component goes away). */
  flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.sending || this.unsentClaps === 0) return;
    const claps = this.unsentClaps;
    this.unsentClaps = 0;
    this.sending = true;
    this.options.onChange?.();
    void this.options
      .send(claps)
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        // Taps made during the call are sent after their own pause.
        if (this.unsentClaps > 0 && !this.cancelTimer) this.restartTimer();
      });
  }

  /** Hands over the unsent taps to be sent another way (a beacon as the page unloads). */
  takeUnsent(): number {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const claps = this.unsentClaps;
    this.unsentClaps = 0;
    return claps;
  }

  private restartTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = this.schedule(() => {
      this.cancelTimer = null;
      this.flush();
    }, this.options.pauseMs);
  }
}
