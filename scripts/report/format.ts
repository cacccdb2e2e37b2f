// Numbers as docs/results.md writes them, and the deal-by-deal difference of two players.

import { Z95 } from '../../src/core/stats.js';

export const pct = (x: number, d = 2): string => `${(x * 100).toFixed(d)}%`;
export const f2 = (x: number): string => x.toFixed(2);
export const int = (n: number): string => n.toLocaleString('en-US');
export const ci = (lo: number, hi: number, fmt: (x: number) => string): string => `${fmt(lo)}–${fmt(hi)}`;

export const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;


/** A deal-by-deal difference of two players on the same deals: mean and normal 95% interval. */
export interface Paired {
  readonly n: number;
  readonly mean: number;
  readonly lo: number;
  readonly hi: number;
}

export function paired(xs: readonly number[]): Paired {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (Z95 * sd) / Math.sqrt(n);
  return { n, mean, lo: mean - half, hi: mean + half };
}

