// Aces Up (standard rules): the estimate the bound charges its penalties with, built on the fitted
// value table of the `expectimax` player (src/strategy/acesup/expectimax.ts). That table scores a
// position before a deal in cards (the final score to expect, a win counting 10 extra); a win
// chance is read off it by a logistic curve per stock size, p = 1 / (1 + exp(−(a + b · score))),
// fitted by scripts/fit-bound.ts on games played greedily with the table on deals numbered from
// 500,001. Just after a deal the estimate is that of the best round end the player can reach; with
// the stock out it is exact (1 when a round end wins, else 0). It reads the unseen cards as a set.

import { FITTED_WEIGHTS, POSITION_FEATURES, settleStandard, standardRoundEnds } from '../../strategy/acesup/expectimax.js';
import type { AcesUpEstimate, AcesUpSeen } from './bound.js';

/** Per stock size before a deal (row i: 4·i cards left), the curve's a and b. */
export type Calibration = readonly (readonly [number, number])[];

const strength = (c: number): number => (c % 13 === 0 ? 14 : (c % 13) + 1);
const suit = (c: number): number => (c / 13) | 0;
const beatsStd = (h: number, l: number): boolean => suit(h) === suit(l) && strength(h) > strength(l);

/**
 * The table's score of a settled position before a deal, as `fittedValue` works it out with the
 * shipped weights (the 14 base features of `positionFeatures`), written out without allocating:
 * the bound asks for it hundreds of thousands of times an order. A test checks the two agree.
 */
export function tableScore(piles: readonly (readonly number[])[], discarded: number, stockCount: number, unseen: Uint8Array, f: number[]): number {
  if (stockCount === 0) return discarded + (discarded === 48 ? 10 : 0);
  for (let i = 0; i < 14; i++) f[i] = 0;
  f[0] = 1;
  f[1] = discarded;
  for (const p of piles) {
    const n = p.length;
    if (n === 0) {
      f[4] = (f[4] as number) + 1;
      continue;
    }
    f[5] = (f[5] as number) + n * n;
    if (n >= 2) f[10] = (f[10] as number) + 1;
    if (n > (f[11] as number)) f[11] = n;
    if ((p[0] as number) % 13 === 0) f[6] = (f[6] as number) + 1;
    let aceAbove = false;
    for (let i = n - 1; i >= 0; i--) {
      const c = p[i] as number;
      if (aceAbove) f[2] = (f[2] as number) + 1;
      if (c % 13 === 0) {
        aceAbove = true;
        if (i > 0) f[9] = (f[9] as number) + 1;
        continue;
      }
      for (let j = i + 1; j < n; j++)
        if (beatsStd(p[j] as number, c)) {
          f[3] = (f[3] as number) + 1;
          break;
        }
      for (let j = 0; j < i; j++)
        if (beatsStd(p[j] as number, c)) {
          f[13] = (f[13] as number) + 1;
          break;
        }
    }
    const t = p[n - 1] as number;
    if (t % 13 === 0) f[12] = (f[12] as number) + 1;
    const base = suit(t) * 13;
    const st = strength(t);
    for (let k = base; k < base + 13; k++) {
      if (!unseen[k]) continue;
      const sk = strength(k);
      if (sk > st) f[7] = (f[7] as number) + 1;
      else if (sk < st) f[8] = (f[8] as number) + 1;
    }
  }
  const w = FITTED_WEIGHTS[stockCount / 4] as readonly number[];
  let v = 0;
  for (let i = 0; i < 14; i++) v += (w[i] as number) * (f[i] as number);
  return v;
}

/** The highest table score of any round end reachable from a position just after a deal; with the stock out, 1 for a win and 0 otherwise. */
export function bestTableScore(seen: AcesUpSeen, scratch: number[] = new Array<number>(POSITION_FEATURES)): number {
  const piles = seen.piles.map((p) => p.slice());
  const gone = settleStandard(piles);
  let best = -Infinity;
  // With no pile empty after the discards the round has one end: the position itself.
  const ends = piles.every((p) => p.length > 0) ? [{ piles, discarded: 0 }] : standardRoundEnds(piles);
  for (const e of ends) {
    const d = seen.discarded + gone + e.discarded;
    const f = seen.stockCount === 0 ? (d === 48 ? 1 : 0) : tableScore(e.piles, d, seen.stockCount, seen.unseen, scratch);
    if (f > best) best = f;
  }
  return best;
}

/** The estimate with the given curves (b > 0 in every row, so the best round end by score is the best by chance). */
export function tableEstimate(cal: Calibration): AcesUpEstimate {
  const scratch = new Array<number>(POSITION_FEATURES);
  return (seen) => {
    const f = bestTableScore(seen, scratch);
    if (seen.stockCount === 0) return f;
    const [a, b] = cal[seen.stockCount / 4] as readonly [number, number];
    return 1 / (1 + Math.exp(-(a + b * f)));
  };
}
