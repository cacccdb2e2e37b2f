// Aces Up (standard rules): an upper bound on the win rate of any fair player, by information
// relaxation with a penalty (Brown, Smith and Sun 2010; docs/bound.md). The Golf file says how it
// works; here a deal reveals four cards at once, too many outcomes to average exactly, so the mean
// of the estimate over the deals that could have come is taken over a sample of deals drawn from
// the unseen cards, independently of the order being solved (every ordering when only four cards
// are left). Such a sample mean has the true mean as its expectation whatever the order, so each
// penalty still has mean zero given what the player saw, and the bound stays valid in expectation;
// the sample's noise only makes it looser. One sample is drawn per stock position and shared by
// every position there, so that the noise does not differ between the lines the search compares.
//
// Under the standard rules every discard is forced and harmless (solver-proofs.md L4), so a round
// is a choice of round end (`placedRoundEnds`) and a position before a deal is its piles, each in
// its place, and the stock position: the search is a best-value recursion over those, each worked
// out once per order.

import type { Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import type { AcesUpObservation } from '../../games/acesup/observation.js';
import { isStandardAcesUp } from '../../games/acesup/variant.js';
import { nextDeals, settleStandard } from '../../strategy/acesup/expectimax.js';

/**
 * An Aces Up position as a player sees it just after a deal, before the round is played: the piles
 * (bottom to top; discards not yet made), how many cards are gone, and which cards are still
 * unseen (`unseen[c]` is 1), never their order. The object and its arrays are reused between
 * calls: an estimate must not keep them or change them.
 */
export interface AcesUpSeen {
  readonly kind: 'acesup-seen';
  readonly piles: readonly (readonly Card[])[];
  readonly discarded: number;
  readonly unseen: Uint8Array;
  readonly stockCount: number;
}

/** An estimate of the chance to win from a position under some fair play; any function of what is seen. */
export type AcesUpEstimate = (seen: AcesUpSeen) => number;

/** The estimate that is always 0: the bound is then the win rate with the stock known. */
export const ZERO_ACESUP_ESTIMATE: AcesUpEstimate = () => 0;

/** The cards of a standard deck. */
const DECK = 52;

const positionKey = (piles: readonly (readonly Card[])[]): string => piles.map((p) => p.join('.')).join('|');

/**
 * Every settled position reachable from settled `start` by moves onto an empty pile, with the cards
 * discarded on the way. Unlike `standardRoundEnds` (which a fair player uses, for whom the order of
 * the piles does not matter) piles keep their places: with the order known it matters which pile
 * the next deal's cards fall on, so a move onto each empty pile, and of a lone card, is its own line.
 */
export function placedRoundEnds(start: number[][]): { piles: number[][]; discarded: number }[] {
  const out: { piles: number[][]; discarded: number }[] = [];
  const seen = new Set<string>([positionKey(start)]);
  const stack = [{ piles: start, discarded: 0 }];
  while (stack.length > 0) {
    const e = stack.pop()!;
    out.push(e);
    for (let to = 0; to < e.piles.length; to++) {
      if ((e.piles[to] as number[]).length !== 0) continue;
      for (let from = 0; from < e.piles.length; from++) {
        if ((e.piles[from] as number[]).length === 0) continue;
        const next = e.piles.map((p) => p.slice());
        (next[to] as number[]).push((next[from] as number[]).pop() as number);
        const d = settleStandard(next);
        const k = positionKey(next);
        if (seen.has(k)) continue;
        seen.add(k);
        stack.push({ piles: next, discarded: e.discarded + d });
      }
    }
  }
  return out;
}

interface Search {
  readonly order: readonly Card[];
  readonly estimate: AcesUpEstimate;
  readonly memo: Map<string, number>;
  /** samples[i / 4]: the deals drawn from order[i..] as a set. */
  readonly samples: (readonly (readonly Card[])[] | undefined)[];
  readonly samplesPerDeal: number;
  readonly rng: Rng;
  readonly unseen: Uint8Array;
  calls: number;
}

function estimateAfter(s: Search, piles: readonly (readonly Card[])[], deal: readonly Card[], discarded: number, stockAfter: number): number {
  const next = piles.map((p, k) => [...p, deal[k] as Card]);
  for (const c of deal) s.unseen[c] = 0;
  s.calls++;
  const v = s.estimate({ kind: 'acesup-seen', piles: next, discarded, unseen: s.unseen, stockCount: stockAfter });
  for (const c of deal) s.unseen[c] = 1;
  return v;
}

/** Best penalised value of a settled position before the deal of order[i..i+4] (or, with the stock out, at the end). */
function beforeDeal(s: Search, piles: number[][], discarded: number, i: number): number {
  if (i === s.order.length) return discarded === DECK - 4 ? 1 : 0;
  const key = `${positionKey(piles)}#${i}`;
  const cached = s.memo.get(key);
  if (cached !== undefined) return cached;
  if (s.estimate === ZERO_ACESUP_ESTIMATE) {
    const real = s.order.slice(i, i + 4);
    const value = afterDeal(s, piles.map((p, k) => [...p, real[k] as Card]), discarded, i + 4);
    s.memo.set(key, value);
    return value;
  }
  // unseen marks order[i..]: the cards still to come from here.
  const stockAfter = s.order.length - i - 4;
  let samples = s.samples[i / 4];
  if (samples === undefined) {
    samples = nextDeals(s.order.slice(i), s.samplesPerDeal, s.rng);
    s.samples[i / 4] = samples;
  }
  let mean = 0;
  for (const d of samples) mean += estimateAfter(s, piles, d, discarded, stockAfter);
  mean /= samples.length;
  const real = s.order.slice(i, i + 4);
  const penalty = estimateAfter(s, piles, real, discarded, stockAfter) - mean;
  for (const c of real) s.unseen[c] = 0;
  const value = afterDeal(s, piles.map((p, k) => [...p, real[k] as Card]), discarded, i + 4) - penalty;
  for (const c of real) s.unseen[c] = 1;
  s.memo.set(key, value);
  return value;
}

/** Best penalised value just after a deal: the best round end, then the next deal. */
function afterDeal(s: Search, piles: number[][], discarded: number, i: number): number {
  const gone = settleStandard(piles);
  let best = -Infinity;
  for (const e of placedRoundEnds(piles)) best = Math.max(best, beforeDeal(s, e.piles, discarded + gone + e.discarded, i));
  return best;
}

/** The result of solving one order. */
export interface OrderValue {
  readonly value: number;
  readonly positions: number;
  readonly estimates: number;
}

/**
 * The inner problem for one stock order (a permutation of `obs.unseen`): the most any line of play
 * can make of won − the penalties, with the order known. `obs` is a position just after a deal (the
 * start of a game is one). `samplesPerDeal` deals are drawn per stock position with `rng`, which
 * must not depend on the order.
 */
export function penalisedValueAcesUp(obs: AcesUpObservation, order: readonly Card[], estimate: AcesUpEstimate, samplesPerDeal: number, rng: Rng): OrderValue {
  if (!isStandardAcesUp(obs.variant)) throw new Error('the Aces Up bound is for the standard rules only');
  if (order.length !== obs.unseen.length) throw new Error(`the order needs ${obs.unseen.length} cards, got ${order.length}`);
  if (order.length % 4 !== 0) throw new Error('the stock must hold a multiple of four cards');
  const unseen = new Uint8Array(DECK);
  for (const c of order) unseen[c] = 1;
  const s: Search = { order, estimate, memo: new Map(), samples: [], samplesPerDeal, rng, unseen, calls: 0 };
  const value = afterDeal(s, obs.piles.map((p) => [...p]), obs.discarded.length, 0);
  return { value, positions: s.memo.size, estimates: s.calls };
}

/** Options of a bound on one position. */
export interface AcesUpBoundOptions {
  readonly orders: number;
  /** Seeds the draw of orders and of the sampled deals (a function of the deal number, never of the stock order). */
  readonly seed: number;
  /** Deals drawn per stock position for the mean of the estimate. */
  readonly samples: number;
}

export interface PositionBound {
  /** The orders drawn, in the order solved. */
  readonly orders: readonly (readonly Card[])[];
  readonly values: readonly number[];
  readonly positions: number;
  readonly estimates: number;
}

/** Draws `opts.orders` uniform orders of the unseen cards and solves each; the sampled deals come from a second generator. */
export function boundAcesUp(obs: AcesUpObservation, estimate: AcesUpEstimate, opts: AcesUpBoundOptions): PositionBound {
  const orders = new Rng(opts.seed >>> 0);
  const draws = new Rng((opts.seed ^ 0x5bd1e995) >>> 0);
  const values: number[] = [];
  const drawn: Card[][] = [];
  let positions = 0;
  let estimates = 0;
  for (let k = 0; k < opts.orders; k++) {
    const order = orders.shuffle([...obs.unseen]);
    const r = penalisedValueAcesUp(obs, order, estimate, opts.samples, draws);
    values.push(r.value);
    drawn.push(order);
    positions += r.positions;
    estimates += r.estimates;
  }
  return { orders: drawn, values, positions, estimates };
}
