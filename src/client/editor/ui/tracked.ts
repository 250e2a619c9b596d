import type { Mapping } from 'prosemirror-transform';

/** A position in the document kept up to date as the text changes (for work that finishes later). */
export interface Tracked {
  pos: number;
  /** The text around it was deleted: the place it stood for is gone. */
  deleted: boolean;
}

/** Positions waiting on something (an upload, an embed), moved along with every change to the text. */
export class TrackedPositions {
  private readonly all = new Set<Tracked>();

  track(pos: number): Tracked {
    const tracked = { pos, deleted: false };
    this.all.add(tracked);
    return tracked;
  }

  untrack(tracked: Tracked | null | undefined) {
    if (tracked) this.all.delete(tracked);
  }

  map(mapping: Mapping) {
    for (const tracked of this.all) {
      const mapped = mapping.mapResult(tracked.pos);
      tracked.pos = mapped.pos;
      if (mapped.deletedAcross) tracked.deleted = true;
    }
  }
}
