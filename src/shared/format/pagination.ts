/**
 * The page numbers a numbered pager shows: the first and the last, and the pages around the current one; null
 * marks a gap ("…"). Pages count from 1; `count` is at least 1.
 */
export function pageWindow(current: number, count: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of pages.entries()) {
    const before = pages[i - 1];
    if (before !== undefined && p - before > 1) out.push(p - before === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}
