export interface Range {
  start: number;
  end: number;
}

/**
 * Sorts ranges and merges those that overlap or lie within `gap` characters of each
 * other (highlights one character apart read as one).
 */
export function mergeRanges(ranges: readonly Range[], gap = 1): Range[] {
  const sorted = ranges
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end >= r.start)
    .map((r) => ({ start: r.start, end: r.end }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start - last.end <= gap) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push(range);
    }
  }
  return merged;
}
