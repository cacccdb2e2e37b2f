// Golf: an upper bound on the win rate of any fair player (one who never sees the stock order), by
// information relaxation with a penalty (Brown, Smith and Sun, "Information relaxations and duality
// in stochastic dynamic programs", Operations Research 58(4), 2010).
//
// For one stock order the inner problem is solved with the order known: the most that any line of
// play can make of
//
//     won − Σ over the cards it turns of ( v(position after the real card) − mean of v over every card that could have come )
//
// where v is an estimate of the win chance computed only from what a player sees (`GolfSeen`). A
// fair player's line is one of those lines, and each of its penalty terms has mean zero given what
// it saw before the turn, so its expected win rate is at most the mean of these maxima over
// uniformly drawn orders, whatever v is. With v the exact fair value every order's maximum equals
// that value (docs/bound.md). The next card has at most 14 kinds (13 ranks and the joker; suits
// never matter), so the mean over the cards that could come is exact, weighted by their counts.
//
// The inner search maximises a sum, so it cannot stop at the first win as the solver does: it is a
// plain best-value recursion over positions (seven column heights, the stock position and the
// waste top's rank, as in src/solve/golf/solver.ts), each worked out once per order.

import type { Card } from '../../core/cards.js';
import { Rng } from '../../core/rng.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import { canPlayOn, COLUMNS } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';

/** Rank index of a card in this module: 1-13, 0 for a joker (suits never matter in Golf). */
export function golfRank(c: Card): number {
  return c >= 52 ? 0 : (c % 13) + 1;
}

/** The waste top of a `GolfSeen` when the waste is empty. */
export const EMPTY_WASTE = -1;

/**
 * A Golf position as a player sees it, in the compact form the bound hands to an estimate: the
 * columns as dealt with how many cards are left in each (the cards left are `columns[c]`'s first
 * `heights[c]`), the waste top's rank, and how many cards of each rank are still unseen. Nothing in
 * it says in what order the unseen cards come. The object is reused between calls: an estimate
 * must not keep it.
 */
export interface GolfSeen {
  readonly kind: 'golf-seen';
  readonly variant: GolfVariant;
  readonly columns: readonly (readonly Card[])[];
  readonly heights: readonly number[];
  /** Rank index of the waste top (1-13, 0 a joker), or EMPTY_WASTE. */
  readonly top: number;
  /** stock[r]: unseen cards of rank index r (0 = jokers). */
  readonly stock: readonly number[];
  readonly stockCount: number;
}

/** An estimate of the chance to win from a position under some fair play; any function of what is seen. */
export type GolfEstimate = (seen: GolfSeen) => number;

/** The estimate that is always 0: the bound is then the win rate with the stock known. */
export const ZERO_ESTIMATE: GolfEstimate = () => 0;

/** The view of an observation: what an estimate is given (the whole observation fits in it). */
export function seenOfObservation(obs: GolfObservation): GolfSeen {
  const stock = new Array<number>(14).fill(0);
  for (const c of obs.unseen) stock[golfRank(c)] = (stock[golfRank(c)] as number) + 1;
  const top = obs.waste.length === 0 ? EMPTY_WASTE : golfRank(obs.waste[obs.waste.length - 1] as Card);
  return { kind: 'golf-seen', variant: obs.variant, columns: obs.columns, heights: obs.columns.map((c) => c.length), top, stock, stockCount: obs.unseen.length };
}

interface Search {
  readonly variant: GolfVariant;
  /** ranks[c * 8 + j]: rank index of the j-th card (from the bottom) of column c. */
  readonly ranks: Int8Array;
  /** play[r * 16 + w]: 1 when rank r may go on waste rank w (w = 15: the waste is empty). */
  readonly play: Uint8Array;
  readonly order: Int8Array;
  readonly heights: number[];
  readonly memo: Map<number, number>;
  readonly penalties: Map<number, number>;
  readonly seen: { kind: 'golf-seen'; variant: GolfVariant; columns: readonly (readonly Card[])[]; heights: number[]; top: number; stock: number[]; stockCount: number };
  readonly estimate: GolfEstimate;
  /** The per-rank counts of order[i..] for each i (14 entries each). */
  readonly counts: Int8Array;
  readonly estimates: { calls: number };
}

const EMPTY_TOP = 15;

function playTable(v: GolfVariant): Uint8Array {
  const card = (r: number): Card => (r === 0 ? 52 : r - 1);
  const t = new Uint8Array(16 * 16);
  for (let r = 0; r <= 13; r++) {
    t[r * 16 + EMPTY_TOP] = 1;
    for (let w = 0; w <= 13; w++) if (canPlayOn(card(r), card(w), v)) t[r * 16 + w] = 1;
  }
  return t;
}

/** Heights packed base 6, the stock position and the top: one key per position of this order. */
function keyOf(heights: readonly number[], next: number, top: number): number {
  let k = 0;
  for (let c = 0; c < COLUMNS; c++) k = k * 6 + (heights[c] as number);
  return (k * 32 + next) * 16 + (top === EMPTY_WASTE ? EMPTY_TOP : top);
}

/** v(position with these heights, the card of rank `top` just turned, and order[next+1..] unseen), for every rank that could come; returns the penalty of the real card. */
function penalty(s: Search, next: number): number {
  let hk = 0;
  for (let c = 0; c < COLUMNS; c++) hk = hk * 6 + (s.heights[c] as number);
  const key = hk * 32 + next;
  if (s.estimate === ZERO_ESTIMATE) return 0;
  const cached = s.penalties.get(key);
  if (cached !== undefined) return cached;
  const left = s.order.length - next;
  const seen = s.seen;
  for (let c = 0; c < COLUMNS; c++) seen.heights[c] = s.heights[c] as number;
  for (let r = 0; r < 14; r++) seen.stock[r] = s.counts[next * 14 + r] as number;
  seen.stockCount = left - 1;
  const real = s.order[next] as number;
  let mean = 0;
  let atReal = 0;
  for (let r = 0; r < 14; r++) {
    const n = seen.stock[r] as number;
    if (n === 0) continue;
    seen.stock[r] = n - 1;
    seen.top = r;
    const v = s.estimate(seen);
    s.estimates.calls++;
    seen.stock[r] = n;
    mean += (n / left) * v;
    if (r === real) atReal = v;
  }
  const p = atReal - mean;
  s.penalties.set(key, p);
  return p;
}

function best(s: Search, next: number, top: number, left: number): number {
  if (left === 0) return 1;
  const key = keyOf(s.heights, next, top);
  const cached = s.memo.get(key);
  if (cached !== undefined) return cached;
  let value = 0;
  let any = false;
  const row = top === EMPTY_WASTE ? EMPTY_TOP : top;
  for (let c = 0; c < COLUMNS; c++) {
    const h = s.heights[c] as number;
    if (h === 0) continue;
    const r = s.ranks[c * 8 + h - 1] as number;
    if (s.play[r * 16 + row] === 0) continue;
    s.heights[c] = h - 1;
    const v = best(s, next, r, left - 1);
    s.heights[c] = h;
    if (!any || v > value) value = v;
    any = true;
  }
  if (next < s.order.length) {
    const p = penalty(s, next);
    const v = best(s, next + 1, s.order[next] as number, left) - p;
    if (!any || v > value) value = v;
    any = true;
  }
  s.memo.set(key, value);
  return value;
}

/** The result of solving one order: the penalised value, and how many positions and estimates it took. */
export interface OrderValue {
  readonly value: number;
  readonly positions: number;
  readonly estimates: number;
}

/**
 * The inner problem for one stock order (a permutation of `obs.unseen`): the most any line of play
 * can make of won − the penalties, with the order known.
 */
export function penalisedValueGolf(obs: GolfObservation, order: readonly Card[], estimate: GolfEstimate): OrderValue {
  if (order.length !== obs.unseen.length) throw new Error(`the order needs ${obs.unseen.length} cards, got ${order.length}`);
  const ranks = new Int8Array(COLUMNS * 8);
  obs.columns.forEach((col, c) => col.forEach((card, j) => (ranks[c * 8 + j] = golfRank(card))));
  const ord = Int8Array.from(order, golfRank);
  const counts = new Int8Array((ord.length + 1) * 14);
  for (let i = ord.length - 1; i >= 0; i--) {
    for (let r = 0; r < 14; r++) counts[i * 14 + r] = counts[(i + 1) * 14 + r] as number;
    counts[i * 14 + (ord[i] as number)] = (counts[i * 14 + (ord[i] as number)] as number) + 1;
  }
  const heights = obs.columns.map((c) => c.length);
  if (heights.some((h) => h > 5)) throw new Error('a Golf column holds at most five cards');
  const seenObj = { kind: 'golf-seen' as const, variant: obs.variant, columns: obs.columns, heights: heights.slice(), top: 0, stock: new Array<number>(14).fill(0), stockCount: 0 };
  const s: Search = {
    variant: obs.variant,
    ranks,
    play: playTable(obs.variant),
    order: ord,
    heights,
    memo: new Map(),
    penalties: new Map(),
    seen: seenObj,
    estimate,
    counts,
    estimates: { calls: 0 },
  };
  const top = obs.waste.length === 0 ? EMPTY_WASTE : golfRank(obs.waste[obs.waste.length - 1] as Card);
  const left = heights.reduce((a, b) => a + b, 0);
  const value = best(s, 0, top, left);
  return { value, positions: s.memo.size, estimates: s.estimates.calls };
}

/** Options of a bound on one position. */
export interface BoundOptions {
  /** How many stock orders to draw. */
  readonly orders: number;
  /** Seeds the draw of orders (a function of the deal, never of its stock order). */
  readonly seed: number;
}

/** The per-order values of a position: their mean is the bound's estimate for it. */
export interface PositionBound {
  /** The orders drawn, in the order solved. */
  readonly orders: readonly (readonly Card[])[];
  readonly values: readonly number[];
  readonly positions: number;
  readonly estimates: number;
}

/** Draws `opts.orders` uniform orders of the unseen cards and solves each. */
export function boundGolf(obs: GolfObservation, estimate: GolfEstimate, opts: BoundOptions): PositionBound {
  const rng = new Rng(opts.seed >>> 0);
  const values: number[] = [];
  const drawn: Card[][] = [];
  let positions = 0;
  let estimates = 0;
  for (let k = 0; k < opts.orders; k++) {
    const order = rng.shuffle([...obs.unseen]);
    const r = penalisedValueGolf(obs, order, estimate);
    values.push(r.value);
    drawn.push(order);
    positions += r.positions;
    estimates += r.estimates;
  }
  return { orders: drawn, values, positions, estimates };
}
