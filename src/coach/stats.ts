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
 * `samples` of them (the figures are then exact), else `samples` orders drawn uniformly.
 */
export class StockOrders {
  /** How many orders there are to play. */
  readonly count: number;
  /** True when the orders are every order there is. */
  readonly exact: boolean;
  private readonly unseen: readonly Card[];
  private readonly seed: number;

  constructor(unseen: readonly Card[], samples: number, seed: number) {
    this.unseen = [...unseen].sort((a, b) => a - b);
    const all = factorialUpTo(this.unseen.length, samples);
    this.exact = all <= samples;
    this.count = this.exact ? all : samples;
    this.seed = seed;
  }

  /** The i-th order (0 <= i < count): the i-th permutation in Lehmer order when exact, else a uniform draw. */
  order(i: number): Card[] {
    if (!this.exact) return new Rng(sampleSeed(this.seed, i)).shuffle([...this.unseen]);
    const pool = [...this.unseen];
    const out: Card[] = [];
    let rest = i;
    for (let k = pool.length; k > 0; k--) {
      const f = factorialUpTo(k - 1, Infinity);
      const j = Math.floor(rest / f);
      rest -= j * f;
      out.push(pool.splice(j, 1)[0] as Card);
    }
    return out;
  }
}
