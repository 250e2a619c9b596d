// Percentiles of measured times.

/** The nearest-rank percentile (`p` in 0–100) of `values`: a time some request really took. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  if (!(p >= 0 && p <= 100)) throw new Error(`a percentile is between 0 and 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface Summary {
  count: number;
  min: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return {
    count: values.length,
    min: Math.min(...values),
    p25: percentile(values, 25),
    p50: percentile(values, 50),
    p75: percentile(values, 75),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: Math.max(...values),
  };
}

/** How the larger scale's p95 compares with the smaller's: 1 is flat. */
export function ratio(large: number, small: number): number {
  return small > 0 ? large / small : Number.NaN;
}
