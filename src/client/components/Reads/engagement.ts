/**
 * Engaged time on a page: it runs while the tab is visible and the reader did something (scrolled, typed,
 * touched, moved the pointer) within the last `idleAfterMs`; reading a long paragraph without moving counts
 * up to that limit, leaving the tab open in the background or walking away does not.
 */
export class EngagementClock {
  private engaged = 0;
  private lastActive: number;
  private visible: boolean;

  constructor(
    private readonly idleAfterMs: number,
    now: number,
    visible: boolean,
  ) {
    this.lastActive = now;
    this.visible = visible;
  }

  /** The time since the last activity that counts: all of it up to the idle limit. */
  private pending(now: number): number {
    return this.visible ? Math.min(Math.max(0, now - this.lastActive), this.idleAfterMs) : 0;
  }

  activity(now: number): void {
    this.engaged += this.pending(now);
    this.lastActive = now;
    this.visible = true;
  }

  hidden(now: number): void {
    this.engaged += this.pending(now);
    this.lastActive = now;
    this.visible = false;
  }

  shown(now: number): void {
    this.lastActive = now;
    this.visible = true;
  }

  /** Engaged milliseconds so far, whole. */
  total(now: number): number {
    return Math.floor(this.engaged + this.pending(now));
  }
}

/** How far through an element's text the bottom of the viewport has come, 0 to 1. */
export function progressThrough(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - top) / height));
}
