// What the statistics' pictures show, worked out from the stored results (pure, tested in Node):
// the score distribution in at most a given number of bars (equal ranges of scores when there
// are more scores than bars), the last games in the order played, and the rounds' figures (best
// round, average total and average against par). Names no game: a game played in rounds is one
// whose results come with rounds.

import type { GameResult, RoundResult } from '../storage/records.js';

/** One bar of the score distribution: the scores from `lo` to `hi` (both included) and how many games scored one of them. */
export interface Bin {
  readonly lo: number;
  readonly hi: number;
  readonly count: number;
}

/**
 * The distribution (score → games, as computeStats gives it) in bars covering every score from
 * the lowest to the highest, each bar the same range wide, at most `maxBars` of them. Empty
 * ranges are kept, so the bars stand on a true axis of scores.
 */
export function scoreBins(distribution: readonly (readonly [number, number])[], maxBars = 24): Bin[] {
  if (distribution.length === 0) return [];
  if (maxBars < 1) throw new RangeError(`scoreBins: maxBars must be at least 1, not ${maxBars}`);
  const scores = distribution.map(([s]) => s);
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / maxBars));
  const bins: Bin[] = [];
  for (let from = lo; from <= hi; from += width) {
    const to = Math.min(hi, from + width - 1);
    let count = 0;
    for (const [s, n] of distribution) if (s >= from && s <= to) count += n;
    bins.push({ lo: from, hi: to, count });
  }
  return bins;
}

/** One game of the recent list, in the order played. */
export interface Recent {
  readonly score: number;
  readonly won: boolean;
  readonly endedAt: number;
}

/** The last `n` games of a variant, oldest first (by the time they ended, as the streaks are counted). */
export function recentGames(results: readonly GameResult[], variant: string, n = 50): Recent[] {
  return results
    .filter((r) => r.variant === variant)
    .sort((a, b) => a.endedAt - b.endedAt)
    .slice(-n)
    .map((r) => ({ score: r.score, won: r.won, endedAt: r.endedAt }));
}

export interface RoundFigures {
  readonly played: number;
  /** The lowest total (a round's total is a sum of hole scores: lower is better) and its par. */
  readonly best: { readonly total: number; readonly par: number };
  readonly averageTotal: number;
  /** The mean of (total − par): below zero is under par. */
  readonly averageToPar: number;
}

/** The figures of a variant's finished rounds; undefined when there are none. */
export function roundFigures(rounds: readonly RoundResult[]): RoundFigures | undefined {
  const first = rounds[0];
  if (first === undefined) return undefined;
  let best = first;
  let total = 0;
  let toPar = 0;
  for (const r of rounds) {
    if (r.total - r.par < best.total - best.par || (r.total - r.par === best.total - best.par && r.total < best.total)) best = r;
    total += r.total;
    toPar += r.total - r.par;
  }
  return { played: rounds.length, best: { total: best.total, par: best.par }, averageTotal: total / rounds.length, averageToPar: toPar / rounds.length };
}
