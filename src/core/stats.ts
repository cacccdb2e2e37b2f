// Summary statistics for a simulation: win rate with a 95% Wilson interval, mean with a normal
// interval, median with a distribution-free interval from order statistics, and a histogram.

/** 1.96: the two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  readonly lo: number;
  readonly hi: number;
}

/** Wilson score interval for k successes in n trials (well behaved near 0 and for small n). */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const mid = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  // Exact ends: no successes (or no failures) put the bound at 0 (or 1), not a rounding hair away.
  return { lo: k === 0 ? 0 : Math.max(0, mid - half), hi: k === n ? 1 : Math.min(1, mid + half) };
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly meanCi: Interval;
  readonly sd: number;
  readonly median: number;
  /** Order-statistic interval for the median (binomial(n, ½) normal approximation). */
  readonly medianCi: Interval;
  readonly min: number;
  readonly max: number;
}

/** Counts of integer values: value → number of deals. */
export type Histogram = ReadonlyMap<number, number>;

export function histogramOf(values: Iterable<number>): Map<number, number> {
  const h = new Map<number, number>();
  for (const v of values) h.set(v, (h.get(v) ?? 0) + 1);
  return h;
}

/** The value at 0-based rank r in the sorted data, read off a histogram. */
function atRank(sortedKeys: readonly number[], h: Histogram, r: number): number {
  let seen = 0;
  for (const k of sortedKeys) {
    seen += h.get(k) ?? 0;
    if (r < seen) return k;
  }
  return sortedKeys[sortedKeys.length - 1] ?? NaN;
}

/** Distribution of integer values given as a histogram (exact for any n, with little memory). */
export function distributionOf(h: Histogram): Distribution {
  const keys = [...h.keys()].sort((a, b) => a - b);
  let n = 0;
  let sum = 0;
  for (const k of keys) {
    const c = h.get(k) ?? 0;
    n += c;
    sum += c * k;
  }
  if (n === 0) return { n: 0, mean: NaN, meanCi: { lo: NaN, hi: NaN }, sd: NaN, median: NaN, medianCi: { lo: NaN, hi: NaN }, min: NaN, max: NaN };
  const mean = sum / n;
  let ss = 0;
  for (const k of keys) ss += (h.get(k) ?? 0) * (k - mean) * (k - mean);
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const half = (Z95 * sd) / Math.sqrt(n);
  const median = n % 2 === 1 ? atRank(keys, h, (n - 1) / 2) : (atRank(keys, h, n / 2 - 1) + atRank(keys, h, n / 2)) / 2;
  const spread = (Z95 * Math.sqrt(n)) / 2;
  const loRank = Math.max(0, Math.floor(n / 2 - spread) - 1);
  const hiRank = Math.min(n - 1, Math.ceil(n / 2 + spread));
  return {
    n,
    mean,
    meanCi: { lo: mean - half, hi: mean + half },
    sd,
    median,
    medianCi: { lo: atRank(keys, h, loRank), hi: atRank(keys, h, hiRank) },
    min: keys[0] as number,
    max: keys[keys.length - 1] as number,
  };
}
