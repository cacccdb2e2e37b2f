// Golf: a cheap estimate of the chance to win from what a player sees, for the bound's penalties.
// A logistic function of a few features of the position (cards left, stock left, what the waste
// top and the column tops can reach), one weight row per rule set, each fitted by
// scripts/fit-bound.ts on the positions just after a stock card was turned in `hindsight`'s games on
// deals numbered from 500,001 (not the measured ones). It reads the unseen cards as counts by rank,
// never their order: it is a function of the observation, which is all the bound needs of it.

import type { GolfVariant } from '../../games/golf/variant.js';
import { EMPTY_WASTE, type GolfEstimate, type GolfSeen, golfRank } from './bound.js';

export const GOLF_FEATURES = 10;

/** May rank r go on rank w (rank indices, 0 a joker)? */
function adjacent(r: number, w: number, v: GolfVariant): boolean {
  if (r === 0 || w === 0) return true;
  if (w === 13) return (r === 12 && (v.queenOnKing || v.puttPutt)) || (r === 1 && v.puttPutt);
  if (r - w === 1 || w - r === 1) return true;
  return v.puttPutt && ((r === 13 && w === 1) || (r === 1 && w === 13));
}

/** The longest run of plays from `top` with no card turned, searched to at most `budget` steps. */
function longestRun(seen: GolfSeen, heights: number[], top: number, budget: { n: number }): number {
  let best = 0;
  for (let c = 0; c < heights.length; c++) {
    const h = heights[c] as number;
    if (h === 0 || budget.n <= 0) continue;
    const r = golfRank((seen.columns[c] as readonly number[])[h - 1] as number);
    if (top !== EMPTY_WASTE && !adjacent(r, top, seen.variant)) continue;
    budget.n--;
    heights[c] = h - 1;
    best = Math.max(best, 1 + longestRun(seen, heights, r, budget));
    heights[c] = h;
  }
  return best;
}

/**
 * The features, written into `out`: 0 constant; 1 tableau cards left / 35; 2 stock left / 17;
 * 3 (tableau − stock) / 35, squared when positive; 4 column tops that can go on the waste now;
 * 5 the longest run of plays from here without turning (at most 400 steps searched) / 10;
 * 6 over the column tops, the unseen cards that one could go on, per stock card; 7 tableau cards no
 * card left anywhere could ever go on or take (dead) ; 8 empty columns; 9 kings left in the tableau
 * when nothing goes on a king.
 */
export function golfFeatures(seen: GolfSeen, out: number[]): void {
  const v = seen.variant;
  const heights = seen.heights.slice();
  let tableau = 0;
  let playable = 0;
  let support = 0;
  let empty = 0;
  let kings = 0;
  const left = new Array<number>(14).fill(0);
  for (let r = 0; r < 14; r++) left[r] = seen.stock[r] as number;
  for (let c = 0; c < heights.length; c++) {
    const h = heights[c] as number;
    const col = seen.columns[c] as readonly number[];
    for (let j = 0; j < h; j++) {
      const r = golfRank(col[j] as number);
      left[r] = (left[r] as number) + 1;
    }
  }
  for (let c = 0; c < heights.length; c++) {
    const h = heights[c] as number;
    tableau += h;
    if (h === 0) {
      empty++;
      continue;
    }
    const col = seen.columns[c] as readonly number[];
    const r = golfRank(col[h - 1] as number);
    if (seen.top === EMPTY_WASTE || adjacent(r, seen.top, v)) playable++;
    for (let w = 0; w < 14; w++) if (adjacent(r, w, v)) support += seen.stock[w] as number;
    for (let j = 0; j < h; j++) if (golfRank(col[j] as number) === 13) kings++;
  }
  let dead = 0;
  for (let c = 0; c < heights.length; c++) {
    const col = seen.columns[c] as readonly number[];
    for (let j = 0; j < (heights[c] as number); j++) {
      const r = golfRank(col[j] as number);
      let partners = 0;
      for (let w = 0; w < 14; w++) if (w !== r && (adjacent(r, w, v) || adjacent(w, r, v))) partners += left[w] as number;
      if (partners === 0 && !(seen.top !== EMPTY_WASTE && adjacent(r, seen.top, v))) dead++;
    }
  }
  const diff = (tableau - seen.stockCount) / 35;
  out[0] = 1;
  out[1] = tableau / 35;
  out[2] = seen.stockCount / 17;
  out[3] = diff > 0 ? diff * diff : 0;
  out[4] = playable;
  out[5] = longestRun(seen, heights, seen.top, { n: 400 }) / 10;
  out[6] = support / Math.max(1, seen.stockCount);
  out[7] = dead;
  out[8] = empty;
  out[9] = !v.queenOnKing && !v.puttPutt ? kings : 0;
}

/** Logistic of a weight row over the features; a cleared tableau is a win. */
export function logisticEstimate(weights: readonly number[]): GolfEstimate {
  const f = new Array<number>(GOLF_FEATURES).fill(0);
  return (seen) => {
    let t = 0;
    for (const h of seen.heights) t += h;
    if (t === 0) return 1;
    golfFeatures(seen, f);
    let z = 0;
    for (let i = 0; i < GOLF_FEATURES; i++) z += (weights[i] as number) * (f[i] as number);
    return 1 / (1 + Math.exp(-z));
  };
}
