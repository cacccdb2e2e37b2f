// The coach's arithmetic: Wilson score intervals for a share, seeds taken from what a player sees,
// and the stock orders to play over (a uniform sample, or every order when there are few enough).

import type { Card } from '../core/cards.js';
import { Rng } from '../core/rng.js';
import { fnv1a, spreadSeed } from '../core/hash.js';
import { wilson as wilsonInterval } from '../core/stats.js';

/** A share of stock orders (won by the fair player, or winnable with the stock known) with its 95% interval. */
export interface ShareEstimate {
  /** The share, from 0 to 1 (0 before the first order is counted). */
  readonly estimate: number;
  /** The 95% interval: Wilson's score interval, or the estimate itself when `exact`. */
  readonly ci: readonly [number, number];
  /** Stock orders counted. */
  readonly samples: number;
  /** True when every stock order of the unseen cards was counted: the share is exact, not an estimate. */
  readonly exact: boolean;
}

/** Wilson's 95% score interval for `k` successes in `n` trials ([0, 1] when n is 0), as a pair. */
export function wilson(k: number, n: number): [number, number] {
  const { lo, hi } = wilsonInterval(k, n);
  return [lo, hi];
}

export function shareOf(k: number, n: number, exact: boolean): ShareEstimate {
  const estimate = n === 0 ? 0 : k / n;
  return { estimate, ci: exact && n > 0 ? [estimate, estimate] : wilson(k, n), samples: n, exact };
}

/**
 * A seed from visible things only (FNV-1a over the text, spread by an odd multiplier): the same
 * observation gives the same seed whatever order the stock is in.
 */
export function seedFromText(text: string): number {
  const codes = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return spreadSeed(fnv1a(codes));
}

/** The seed of an observation: its JSON text (observations are plain data; the stock's cards in it are a sorted set). */
export function observationSeed(obs: unknown): number {
  return seedFromText(JSON.stringify(obs));
}

/** A seed for the i-th sample of a run seeded with `seed`. */
export function sampleSeed(seed: number, i: number): number {
  return seedFromText(`${seed}:${i}`);
}

/** n!, or Infinity once it passes `cap`. */
export function factorialUpTo(n: number, cap: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) {
    f *= i;
    if (f > cap) return Infinity;
  }
  return f;
}

/**
 * The stock orders to play over: every order of the unseen cards when there are at most
 * `exactUpTo` of them (default: `samples`; the figures are then exact), else `samples` orders
 * drawn uniformly. Every order is visited in a scrambled sequence (not in Lehmer order), so that
 * the figures part-way through an exhaustive run already spread over every first card.
 */
export class StockOrders {
  /** How many orders there are to play. */
  readonly count: number;
  /** True when the orders are every order there is. */
  readonly exact: boolean;
  private readonly unseen: readonly Card[];
  private readonly seed: number;
  private readonly stride: number;

  constructor(unseen: readonly Card[], samples: number, seed: number, exactUpTo = samples) {
    this.unseen = [...unseen].sort((a, b) => a - b);
    const all = factorialUpTo(this.unseen.length, exactUpTo);
    this.exact = all <= exactUpTo;
    this.count = this.exact ? all : samples;
    this.seed = seed;
    this.stride = this.exact ? coprimeStride(all) : 1;
  }

  /** The i-th order (0 <= i < count): a permutation in a scrambled Lehmer order when exact, else a uniform draw. */
  order(i: number): Card[] {
    if (!this.exact) return new Rng(sampleSeed(this.seed, i)).shuffle([...this.unseen]);
    const pool = [...this.unseen];
    const out: Card[] = [];
    let rest = (i * this.stride) % this.count;
    for (let k = pool.length; k > 0; k--) {
      const f = factorialUpTo(k - 1, Infinity);
      const j = Math.floor(rest / f);
      rest -= j * f;
      out.push(pool.splice(j, 1)[0] as Card);
    }
    return out;
  }
}

/** A step near 0.618 n that shares no factor with n, so i -> i * step mod n visits 0..n-1 once each. */
function coprimeStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let s = Math.max(1, Math.floor(n * 0.618)); s < n; s++) if (gcd(s, n) === 1) return s;
  return 1;
}

/**
 * The sequential stopping rule of a chance estimate: the orders are counted in groups, and the
 * run stops at the first check where Wilson's 95% interval is at most `halfWidth` either side
 * (its width at most twice that). Checks come after `minSamples` orders, then every `checkEvery`.
 * The least number of orders and the checks in groups keep the bias of stopping on the data small
 * (measured in stats.test.ts: well under half a point at every share).
 */
export interface StoppingRule {
  /** Half the width of the 95% interval to stop at (0: never stop early). */
  readonly halfWidth: number;
  readonly minSamples: number;
  readonly checkEvery: number;
}

export const STOP_RULE: StoppingRule = { halfWidth: 0.04, minSamples: 100, checkEvery: 20 };

/** Half the width of Wilson's 95% interval for k in n. */
export function halfWidth(k: number, n: number): number {
  const [lo, hi] = wilson(k, n);
  return (hi - lo) / 2;
}

/** Whether a run with `k` in `n` stops here by the rule. */
export function shouldStop(k: number, n: number, rule: StoppingRule): boolean {
  if (rule.halfWidth <= 0 || n < rule.minSamples || (n - rule.minSamples) % rule.checkEvery !== 0) return false;
  return halfWidth(k, n) <= rule.halfWidth;
}
