// Aces Up: the `expectimax` player, which looks one deal ahead. For each of its best few round
// ends it averages, over many draws of the next four stock cards (all orders when only four are
// left), the value of the best round end it could reach after that deal. The value of a position
// before a deal is a linear score fitted by regression on simulated games (one weight set per stock
// size). Standard rules only; under any variant it plays exactly like `round`.

import type { Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import { beats, isKeeper } from '../../games/acesup/rules.js';
import { isStandardAcesUp, STANDARD } from '../../games/acesup/variant.js';
import type { AcesUpObservation } from '../../games/acesup/observation.js';
import type { AcesUpMove } from '../../games/acesup/rules.js';
import { hasChoice, pruneEquivalent, type RoundEnd, roundEnds, stepTowards } from './round.js';
import { type AcesUpStrategy, firstOf, type Piles } from './simple.js';

/** Does h beat l under the standard rules (the engine's own rule)? */
const beatsStd = (h: number, l: number): boolean => beats(h, l, STANDARD);
/** Is c an ace (a keeper under the standard rules)? */
const isAce = (c: number): boolean => isKeeper(c, STANDARD);
type MutablePiles = number[][];

/** Makes every discard (standard rules: all are forced and their order does not matter); mutates; returns how many. */
export function settleStandard(piles: MutablePiles): number {
  let n = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = 0; p < piles.length; p++) {
      const a = piles[p] as number[];
      if (a.length === 0) continue;
      const c = a[a.length - 1] as number;
      for (let q = 0; q < piles.length; q++) {
        const b = piles[q] as number[];
        const d = b[b.length - 1];
        if (q !== p && d !== undefined && beatsStd(d, c)) {
          a.pop();
          n++;
          changed = true;
          break;
        }
      }
    }
  }
  return n;
}

/** Piles as a multiset: positions that differ only by the order of the piles are worth the same before a deal. */
const canonicalKey = (piles: Piles): string =>
  piles
    .map((p) => p.join('.'))
    .sort()
    .join('|');

/** Every settled position reachable from settled `start` by moves onto an empty pile, with the cards discarded on the way. */
export function standardRoundEnds(start: MutablePiles): { piles: MutablePiles; discarded: number }[] {
  const out: { piles: MutablePiles; discarded: number }[] = [];
  const seen = new Set<string>([canonicalKey(start)]);
  const stack = [{ piles: start, discarded: 0 }];
  while (stack.length > 0) {
    const e = stack.pop()!;
    out.push(e);
    const empty = e.piles.findIndex((p) => p.length === 0);
    if (empty < 0) continue;
    for (let from = 0; from < e.piles.length; from++) {
      if ((e.piles[from] as number[]).length < 2) continue;
      const next = e.piles.map((p) => p.slice());
      (next[empty] as number[]).push((next[from] as number[]).pop() as number);
      const d = settleStandard(next);
      const k = canonicalKey(next);
      if (seen.has(k)) continue;
      seen.add(k);
      stack.push({ piles: next, discarded: e.discarded + d });
    }
  }
  return out;
}

export const POSITION_FEATURES = 20;
/** The first features, the ones the shipped table reads; the rest are only worked out when asked for. */
export const BASE_FEATURES = 14;
/**
 * What the fitted score looks at in a position before a deal (standard rules), written into `out`:
 * 0 constant 1; 1 cards discarded; 2 cards with an ace somewhere above them in their pile; 3 cards
 * with a higher card of their suit above them in their pile; 4 empty piles; 5 sum of squared pile
 * heights; 6 piles with an ace at the bottom; 7 unseen cards that would beat a top card (summed over
 * the four tops); 8 unseen cards that a top card would beat (likewise); 9 aces lying on other cards; 10 piles of two or more; 11 the tallest pile; 12 aces on top; 13 cards with a
 * higher card of their suit below them in their pile; 14 piles whose second card from the top
 * would be beaten at once by another pile's top if the top left; 15 cards with a king above them
 * and no ace; 16 piles of one card that is not an ace; 17 aces still unseen; 18 empty piles squared;
 * 19 top cards (not aces) that no unseen card of their suit can beat. `unseen[c]` is 1 for a card
 * still in the stock. Features from `width` on are left at 0 (a narrower weight row does not read them).
 */
export function positionFeatures(piles: Piles, discarded: number, unseen: Uint8Array, out: number[], width = out.length): void {
  const extra = width > BASE_FEATURES;
  out.fill(0);
  out[0] = 1;
  out[1] = discarded;
  const add = (i: number, x = 1): void => {
    out[i] = (out[i] as number) + x;
  };
  for (const p of piles) {
    if (p.length === 0) {
      add(4);
      continue;
    }
    add(5, p.length * p.length);
    if (p.length >= 2) add(10);
    if (p.length > (out[11] as number)) out[11] = p.length;
    if (isAce(p[0] as number)) add(6);
    let aceAbove = false;
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i] as number;
      if (aceAbove) add(2);
      if (isAce(c)) {
        aceAbove = true;
        if (i > 0) add(9);
        continue;
      }
      const beatsC = (d: number): boolean => beatsStd(d, c);
      if (p.slice(i + 1).some(beatsC)) add(3);
      if (p.slice(0, i).some(beatsC)) add(13);
    }
    const t = p[p.length - 1] as number;
    if (isAce(t)) add(12);
    let beatenBy = 0;
    for (let k = 0; k < 52; k++) {
      if (!unseen[k]) continue;
      if (beatsStd(k, t)) beatenBy++;
      else if (beatsStd(t, k)) add(8);
    }
    add(7, beatenBy);
    if (!extra) continue;
    if (!isAce(t) && beatenBy === 0) add(19);
    if (p.length === 1 && !isAce(t)) add(16);
    if (p.length >= 2) {
      const second = p[p.length - 2] as number;
      if (!isAce(second) && piles.some((q) => q !== p && q.length > 0 && beatsStd(q[q.length - 1] as number, second))) add(14);
    }
    let kingAbove = false;
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i] as number;
      if (isAce(c)) break;
      if (kingAbove) add(15);
      if (c % 13 === 12) kingAbove = true;
    }
  }
  if (!extra) return;
  for (let s = 0; s < 4; s++) if (unseen[s * 13]) add(17);
  out[18] = (out[4] as number) * (out[4] as number);
}

/**
 * A small network for one stock size: features 1.. scaled as (f − mean) / scale, one hidden layer of
 * rectified units (`hidden[j]`: a weight per scaled feature, then the bias), and a linear output
 * (`out`: a weight per unit, then the bias), on top of a linear part.
 */
export interface ValueNet {
  /** Linear weights over all features, added to the network's output (which then fits what they miss). */
  readonly linear: readonly number[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly hidden: readonly (readonly number[])[];
  readonly out: readonly number[];
}
/** Per stock size (row i: 4·i cards in the stock), linear weights over the features, or a network. */
export type WeightTable = readonly (readonly number[] | ValueNet)[];

function netValue(net: ValueNet, f: readonly number[]): number {
  const n = net.mean.length;
  let v = net.out[net.hidden.length] as number;
  for (let i = 0; i < net.linear.length; i++) v += (net.linear[i] as number) * (f[i] as number);
  for (let j = 0; j < net.hidden.length; j++) {
    const w = net.hidden[j] as readonly number[];
    let h = w[n] as number;
    for (let i = 0; i < n; i++) h += (w[i] as number) * (((f[i + 1] as number) - (net.mean[i] as number)) / (net.scale[i] as number));
    if (h > 0) v += (net.out[j] as number) * h;
  }
  return v;
}

/**
 * The fitted weights, one row per stock size (row i: 4·i cards left in the stock), in the order of
 * `positionFeatures`. Each row is a least-squares fit of the final score (cards discarded, plus 10
 * for a win) on the features of the positions where a deal was made, over 20,000 simulated games
 * (deals 220,001-240,000) played greedily with an earlier fit (itself fitted on `round`'s games).
 */
export const FITTED_WEIGHTS: WeightTable = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [1.021, 1.025, -0.033, 0.089, 1.816, 0.005, -0.778, 1.743, 1.309, -0.773, -0.343, -0.207, 0.102, 0.1],
  [12.206, 0.993, -0.026, 0.152, -0.368, -0.009, -0.696, -0.053, -0.385, -0.672, -0.253, -0.088, 0.125, 0.204],
  [19.411, 1.007, -0.002, 0.19, -2.596, -0.018, -0.609, -0.504, -0.733, -0.611, -0.081, 0.002, 0.084, 0.285],
  [22.218, 0.976, -0.002, 0.229, -2.003, -0.02, -0.574, -0.328, -0.484, -0.6, -0.037, -0.032, 0.02, 0.312],
  [18.665, 0.92, -0.047, 0.263, 0.503, -0.026, -0.5, 0.106, -0.013, -0.531, -0.056, 0.051, 0.011, 0.329],
  [21.434, 0.96, -0.127, 0.335, -0.428, -0.023, -0.492, 0.033, -0.065, -0.378, 0.001, 0.081, 0.043, 0.372],
  [28.392, 0.803, -0.182, 0.35, -0.744, -0.049, -0.449, -0.002, -0.1, -0.137, -0.122, 0.137, 0.056, 0.43],
  [29.148, 0.918, -0.155, 0.362, -0.915, -0.025, -0.418, -0.022, -0.109, -0.207, 0.062, 0.084, 0.114, 0.468],
  [35.82, 0.75, -0.132, 0.38, -1.525, -0.04, -0.371, -0.077, -0.15, -0.275, -0.043, 0.101, 0.153, 0.432],
  [36.954, 0.335, -0.322, 0.327, 0.401, -0.118, -0.315, 0.022, -0.003, -0.206, 0.025, -0.078, 0.014, 0.47],
  [45.905, -0.412, -0.335, 0.333, -0.744, -0.25, -0.367, -0.104, -0.122, -0.335, -0.331, 0.176, 0.207, 0.305],
  [39.192, 0.005, 0, 0, 0.005, -0.005, -0.12, -0.019, -0.042, 0, 0, 0, -0.12, 0],
];
/** A win is worth this many cards more than its 48 discards. */
const WIN_BONUS = 10;

/**
 * The fitted value of a position before a deal (standard rules): roughly the final score to expect.
 * With the stock out it is exact: the cards discarded, plus the win bonus for a win.
 */
export function fittedValue(
  piles: Piles,
  discarded: number,
  stockCount: number,
  unseen: Uint8Array,
  scratch: number[] = new Array<number>(POSITION_FEATURES),
  weights: WeightTable = FITTED_WEIGHTS,
): number {
  if (stockCount === 0) return discarded + (discarded === 48 ? WIN_BONUS : 0);
  const row = weights[stockCount / 4] as readonly number[] | ValueNet;
  positionFeatures(piles, discarded, unseen, scratch, Array.isArray(row) ? row.length : POSITION_FEATURES);
  if (!Array.isArray(row)) return netValue(row as ValueNet, scratch);
  const w = row as readonly number[];
  let v = 0;
  for (let i = 0; i < w.length; i++) v += (w[i] as number) * (scratch[i] as number);
  return v;
}

/** `n` draws of the first `take` cards of a uniform order of `unseen` (partial Fisher–Yates shuffles). */
export function drawOrders(unseen: readonly Card[], take: number, n: number, rng: Rng): Card[][] {
  const pool = [...unseen];
  const out: Card[][] = [];
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < take; k++) {
      const j = k + rng.below(pool.length - k);
      const t = pool[k] as Card;
      pool[k] = pool[j] as Card;
      pool[j] = t;
    }
    out.push(pool.slice(0, take));
  }
  return out;
}

/** The next four stock cards, in deal order: every ordering when there are at most `n` of them (always when four are left), else `n` uniform draws. */
export function nextDeals(unseen: readonly Card[], n: number, rng: Rng): Card[][] {
  const u = unseen.length;
  const out: Card[][] = [];
  if (u * (u - 1) * (u - 2) * (u - 3) <= Math.max(n, 24)) {
    const pick = (prefix: Card[]): void => {
      if (prefix.length === 4) {
        out.push(prefix);
        return;
      }
      for (const c of unseen) if (!prefix.includes(c)) pick([...prefix, c]);
    };
    pick([]);
    return out;
  }
  return drawOrders(unseen, 4, n, rng);
}

/** Mean, over the given next deals, of the fitted value of the best round end reachable after the deal from `piles` (standard rules). */
export function valueAfterNextDeal(piles: Piles, discarded: number, unseen: readonly Card[], deals: readonly (readonly Card[])[], weights: WeightTable = FITTED_WEIGHTS): number {
  if (deals.length === 0) return fittedValue(piles, discarded, unseen.length, new Uint8Array(52), undefined, weights);
  const left = new Uint8Array(52);
  for (const c of unseen) left[c] = 1;
  const scratch = new Array<number>(POSITION_FEATURES);
  let total = 0;
  for (const d of deals) {
    const next = piles.map((p, i) => [...p, d[i] as number]);
    const gone = settleStandard(next);
    for (const c of d) left[c] = 0;
    let best = -Infinity;
    for (const e of standardRoundEnds(next)) best = Math.max(best, fittedValue(e.piles, discarded + gone + e.discarded, unseen.length - 4, left, scratch, weights));
    for (const c of d) left[c] = 1;
    total += best;
  }
  return total / deals.length;
}

/** The distinct round ends reachable from what the player sees, best first by the fitted value (ties in `roundEnds`' order). */
export function rankedEnds(obs: AcesUpObservation, weights: WeightTable = FITTED_WEIGHTS): { readonly e: RoundEnd; readonly v: number }[] {
  const unseen = new Uint8Array(52);
  for (const c of obs.unseen) unseen[c] = 1;
  return pruneEquivalent(roundEnds(obs))
    .map((e, i) => ({ e, i, v: fittedValue(e.state.piles, e.state.discarded.length, obs.stockCount, unseen, undefined, weights) }))
    .sort((a, b) => b.v - a.v || a.i - b.i);
}

/** A look-ahead player's decision before it looks ahead: the move itself, or the round ends to weigh. */
export type Weighing = { readonly move: AcesUpMove | null } | { readonly ranked: ReturnType<typeof rankedEnds> };

/**
 * Where looking ahead cannot change the move, that move: no real choice (the discards, then the
 * deal), a variant (as `round` plays it), one distinct round end or none, or the stock out (the
 * fitted value's best). Otherwise the distinct round ends, best first by the fitted value.
 */
export function endsToWeigh(obs: AcesUpObservation, legal: readonly AcesUpMove[], weights: WeightTable): Weighing {
  if (!hasChoice(obs, legal)) return { move: firstOf(legal, 'discard') ?? firstOf(legal, 'deal') ?? null };
  if (!isStandardAcesUp(obs.variant)) return { move: stepTowards(roundEnds(obs)[0], legal) };
  const ranked = rankedEnds(obs, weights);
  if (ranked.length <= 1 || obs.stockCount === 0) return { move: stepTowards(ranked[0]?.e, legal) };
  return { ranked };
}

/** How many of the best round ends (by the fitted value) `expectimax` compares, and how many next deals it draws. */
export const EXPECTIMAX_CANDIDATES = 6;
export const EXPECTIMAX_SAMPLES = 200;

/** The `expectimax` player with a given weight table (the fitting script tries new tables with it). */
export const expectimaxWith = (weights: WeightTable): AcesUpStrategy => ({
  name: 'expectimax',
  description:
    'Looks one deal ahead. Where it has a real choice, it lists every round end it could reach (as `round` does), keeps the six best by a fitted score, and for each one draws 200 possible next deals from the cards still to come (the same draws for every candidate; every order of the last four cards when only four are left). After each drawn deal it finds the best round end it could then reach and scores it; it goes for the candidate with the best average. The score is a weighted sum of features of the position (cards discarded, cards under an ace or under a higher card of their suit, empty piles, pile heights, aces at the bottom, how many unseen cards the top cards beat or are beaten by, …) with weights fitted by regression on simulated games, one set per stock size. It knows which cards are still to come, never their order. Standard rules only: under a variant it plays as `round`.',
  cost: 'expensive',
  deterministic: false,
  elsewherePlaysAs: 'round',
  choose(obs, legal, rng) {
    const w = endsToWeigh(obs, legal, weights);
    if ('move' in w) return w.move;
    const { ranked } = w;
    const deals = nextDeals(obs.unseen, EXPECTIMAX_SAMPLES, new Rng(rng.nextUint32()));
    let best = ranked[0] as (typeof ranked)[number];
    let bestValue = -Infinity;
    for (const cand of ranked.slice(0, EXPECTIMAX_CANDIDATES)) {
      const v = valueAfterNextDeal(cand.e.state.piles, cand.e.state.discarded.length, obs.unseen, deals, weights);
      if (v > bestValue + 1e-9) {
        bestValue = v;
        best = cand;
      }
    }
    return stepTowards(best.e, legal);
  },
});

export const expectimax: AcesUpStrategy = expectimaxWith(FITTED_WEIGHTS);

