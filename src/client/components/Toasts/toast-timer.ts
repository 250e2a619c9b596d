/** A countdown that can pause (while the pointer rests on the toast) and resume with the time that was left. */
export class PausableTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;
  private startedAt = 0;
  private remaining: number;

  constructor(
    durationMs: number,
    private readonly onDone: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.remaining = durationMs;
  }

  start() {
    if (this.handle !== null) return;
    this.startedAt = this.now();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.remaining = 0;
      this.onDone();
    }, this.remaining);
  }

  pause() {
    if (this.handle === null) return;
    clearTimeout(this.handle);
    this.handle = null;
    this.remaining = Math.max(0, this.remaining - (this.now() - this.startedAt));
  }

  cancel() {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }

  get msLeft() {
    return this.handle === null ? this.remaining : Math.max(0, this.remaining - (this.now() - this.startedAt));
  }
}
