// Golf's exact fair value: perfect play without seeing the stock (rules §5), for every rule set.
//
// A Golf player sees the whole tableau, so what a fair player knows of a position is the column
// heights, the rank of the waste's top card (or that the waste is empty) and the multiset of ranks
// still in the stock; suits never matter, and a joker is one more rank. The next stock card then
// has at most 14 outcomes, each as likely as its count in the stock. This solver is an expectimax
// over exactly that: at a decision the best move, at a turn the sum over the card that shows.
//
// It counts rather than averages. Every one of the n! orders of the n unseen cards is equally
// likely. Let W be the number of them a policy wins: after a turn that shows a card of class r the
// rest is any order of the other n − 1 cards, so a turn's W is the sum over the classes r of
// (cards of class r) × W(child r), a decision's W is the largest of its moves' (all over the same
// n! orders), and the win probability is W / n!. These are integers, exact while n! < 2^53 (n ≤
// 18: every stock but the first one of golf(jokers=2,empty-waste)). T, the sum of the final hole
// scores over the orders, is added up the same way, exact while 35 · n! < 2^53 (n ≤ 16). Moves are
// ranked by W first (more wins), then by T (lower expected score), so ties between moves are
// exact, never a rounding accident.
//
// Positions alike for the future share an entry. The waste's card matters only through which of
// the classes left in the tableau may be played on it (the tableau only shrinks), so its class is
// replaced by the smallest class that allows the same; and a stock card matters only as a waste
// card to be, so classes alike in that way are one group in the stock, whose count is all that
// matters (n! and the counting stay the same). Late in a game most ranks are alike (nothing left
// in the tableau goes on them), and this folds many stocks into one.
//
// The key, relative to the root: the column heights in mixed radix (root height + 1 per column),
// the waste class (0 joker, 1–13 rank, 14 empty), and the stock (each group's count spread over
// its classes in class order) as a sub-multiset of the root's stock in mixed radix (root count + 1
// per class); all of it below 2^40. The table is open addressing over typed arrays (key, W, T: 24
// bytes a slot); the search is a depth-first recursion that makes and unmakes moves in place and
// allocates nothing.
//
// One solver answers any position that follows from its root (the same tableau cards, columns no
// taller, fewer unseen cards), reusing what it has settled: a player or a coach asking again a move
// later pays only for what is new. A budget (positions added, milliseconds, a signal) stops it with
// verdict `unknown`; the settled positions stay, so a later call picks up where it stopped.
//
// Browser-safe (no node: imports): the coach runs it in a Web Worker. It reads a GolfObservation,
// never a GolfState, so it cannot see the stock order; the rules come from canPlayOn (rules.ts).

import type { Card } from '../../core/cards.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import { canPlayOn, COLUMNS as RULE_COLUMNS, type GolfMove } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { now, type SolveOptions } from '../types.js';

const COLUMNS: number = RULE_COLUMNS;
/** Rank classes: 0 a joker, 1-13 the ranks. */
const CLASSES = 14;
/** The waste class of an empty waste. */
const EMPTY = 14;
const WASTE_CLASSES = 15;
/** Tallest column the solver takes (the game deals 5; a setup may not exceed it). */
const MAX_HEIGHT = 8;
const MIN_BITS = 12;
/** Largest exactly representable integer. */
const EXACT = 2 ** 53;

/**
 * Default budget of new positions per call. A slot takes 24 bytes and the table grows at 70% full,
 * so 8 million positions fit in a 2^24-slot table (384 MiB).
 */
export const FAIR_MAX_STATES = 8_000_000;

export type FairVerdict = 'solved' | 'unknown';

/** One legal move's exact value under perfect play after it. */
export interface FairMoveValue {
  readonly move: GolfMove;
  /** Orders of the unseen cards (of `orders`) this move goes on to win. */
  readonly winOrders: number;
  readonly winProbability: number;
  /** Sum of the final hole scores over the orders. */
  readonly scoreSum: number;
  /** Mean final hole score over the orders (lower is better; a win scores minus the stock left). */
  readonly expectedScore: number;
}

export interface GolfFairResult {
  /** `solved`: every figure below is exact. `unknown`: the budget ran out; no figure is given. */
  readonly verdict: FairVerdict;
  /** The orders of the unseen cards, n! for n cards, all equally likely. */
  readonly orders: number;
  /** How many of them perfect play wins (`winOrders / orders` is the win probability). */
  readonly winOrders: number;
  readonly winProbability: number;
  /** Sum of the final hole scores over the orders under perfect play. */
  readonly scoreSum: number;
  /** The expected hole score under perfect play (the best among the plays that win most). */
  readonly expectedScore: number;
  /**
   * Whether the counts are exact integers (35 · n! < 2^53: at most 16 unseen cards). Past that
   * the figures are rounded sums (never met in practice: no such search finishes).
   */
  readonly exact: boolean;
  /** A move that achieves the value: the first of `best` (undefined when the game is over or unknown). */
  readonly move: GolfMove | undefined;
  /** Every move with the optimal value (equal in wins and in expected score), in the legal order. */
  readonly best: readonly GolfMove[];
  /** Every legal move's value, in the legal order (columns left to right, then the turn). */
  readonly moves: readonly FairMoveValue[];
  /** Positions in the table (all calls on this solver together). */
  readonly states: number;
  /** Milliseconds spent in this call. */
  readonly ms: number;
  /** Bytes the table holds now. */
  readonly bytes: number;
}

const PLAY: readonly GolfMove[] = Array.from({ length: RULE_COLUMNS }, (_, column) => Object.freeze({ type: 'play', column }) as GolfMove);
const TURN: GolfMove = Object.freeze({ type: 'turn' });

/** The class of a card: 0 for a joker, else its rank 1-13. */
function classOf(c: Card): number {
  return c >= 52 ? 0 : (c % 13) + 1;
}

function wasteClass(obs: GolfObservation): number {
  return obs.waste.length === 0 ? EMPTY : classOf(obs.waste[obs.waste.length - 1] as Card);
}

/** play[w * 16 + c] = 1 when a card of class c may go on a waste of class w (the rules' canPlayOn). */
function playTable(v: GolfVariant): Uint8Array {
  const card = (k: number): Card => (k === 0 ? 52 : k - 1);
  const t = new Uint8Array(16 * 16);
  for (let c = 0; c < CLASSES; c++) {
    t[EMPTY * 16 + c] = 1;
    for (let w = 0; w < CLASSES; w++) if (canPlayOn(card(c), card(w), v)) t[w * 16 + c] = 1;
  }
  return t;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h ^ b, 0xc2b2ae35);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Why the search stopped early. */
const enum Stop {
  None = 0,
  Budget = 1,
}

/** n! for n = 0..MAX_STOCK (exact up to 18!). */
const MAX_STOCK = 24;
const FACTORIAL = Float64Array.from({ length: MAX_STOCK + 1 }, (_, n) => {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
});
/** Deepest recursion: every tableau card played and every stock card turned, and the root. */
const MAX_DEPTH = COLUMNS * MAX_HEIGHT + MAX_STOCK + 2;

/**
 * Perfect fair play in Golf from one root position and everything that follows from it. Build it
 * with an observation, then `solve(obs)` for that position or any later one (`covers`).
 */
export class GolfFairSolver {
  readonly variant: GolfVariant;
  private readonly play: Uint8Array;
  /** The root's column cards as classes, MAX_HEIGHT a column, and its heights. */
  private readonly rootCls = new Int32Array(COLUMNS * MAX_HEIGHT);
  private readonly rootH = new Int32Array(COLUMNS);
  /** The root's stock: cards of each class. */
  private readonly rootCnt = new Int32Array(CLASSES);
  private readonly hMul = new Int32Array(COLUMNS);
  private readonly sMul = new Int32Array(CLASSES);
  /** Radix of the heights part, and of heights and waste together. */
  private readonly hr: number;
  private readonly ar: number;

  /**
   * rep[mask * 16 + w]: the smallest waste class that lets the same tableau classes be played as
   * class w does, when the classes left in the tableau are `mask` (filled a mask at a time).
   */
  private readonly rep = new Int8Array((1 << CLASSES) * 16);
  private readonly repDone = new Uint8Array(1 << CLASSES);

  // The table: keys (-1 empty), W and T per slot.
  private keys: Float64Array;
  private w: Float64Array;
  private t: Float64Array;
  private mask: number;
  private size = 0;

  // The position, made and unmade in place: heights, stock counts, tableau counts by class and
  // the classes left in the tableau as a mask.
  private readonly h = new Int32Array(COLUMNS);
  private readonly cnt = new Int32Array(CLASSES);
  private readonly tab = new Int32Array(CLASSES);
  private tmask = 0;
  /** Per recursion depth: cards of each equivalent group in the stock, and a class to draw each group's card from. */
  private readonly group = new Int32Array(MAX_DEPTH * CLASSES);
  private readonly pick = new Int32Array(MAX_DEPTH * CLASSES);
  private readonly rem = new Int32Array(CLASSES);

  // The result of the last call of value().
  private rw = 0;
  private rt = 0;

  // The budget of the running call.
  private stop: Stop = Stop.None;
  private limit = 0;
  private added = 0;
  private deadline = Infinity;
  private signal: AbortSignal | undefined;

  constructor(root: GolfObservation) {
    this.variant = root.variant;
    this.play = playTable(root.variant);
    if (root.unseen.length > MAX_STOCK) throw new Error(`the fair solver takes at most ${MAX_STOCK} unseen cards`);
    let hr = 1;
    for (let i = 0; i < COLUMNS; i++) {
      const col = root.columns[i] ?? [];
      if (col.length > MAX_HEIGHT) throw new Error(`column ${i + 1} has ${col.length} cards; the fair solver takes at most ${MAX_HEIGHT}`);
      this.rootH[i] = col.length;
      for (let j = 0; j < col.length; j++) this.rootCls[i * MAX_HEIGHT + j] = classOf(col[j] as Card);
      this.hMul[i] = hr;
      hr *= col.length + 1;
    }
    for (const c of root.unseen) this.rootCnt[classOf(c)] = (this.rootCnt[classOf(c)] as number) + 1;
    let sr = 1;
    for (let r = 0; r < CLASSES; r++) {
      this.sMul[r] = sr;
      sr *= (this.rootCnt[r] as number) + 1;
    }
    this.hr = hr;
    this.ar = hr * WASTE_CLASSES;
    if (this.ar * sr >= EXACT) throw new Error('Golf position too large for the fair solver');
    this.keys = new Float64Array(1 << MIN_BITS).fill(-1);
    this.w = new Float64Array(1 << MIN_BITS);
    this.t = new Float64Array(1 << MIN_BITS);
    this.mask = (1 << MIN_BITS) - 1;
  }

  /** Positions settled so far. */
  get states(): number {
    return this.size;
  }

  /** Bytes held by the table and the class maps. */
  get bytes(): number {
    return this.keys.byteLength * 3 + this.rep.byteLength + this.repDone.byteLength;
  }

  /**
   * Whether `obs` follows from this solver's root: the same rules, every column a bottom part of
   * the root's column (cards of the same ranks), and no rank more often unseen than at the root.
   */
  covers(obs: GolfObservation): boolean {
    const v = obs.variant;
    if (v.queenOnKing !== this.variant.queenOnKing || v.puttPutt !== this.variant.puttPutt || v.jokers !== this.variant.jokers) return false;
    if (obs.columns.length !== COLUMNS || obs.unseen.length !== obs.stockCount) return false;
    for (let i = 0; i < COLUMNS; i++) {
      const col = obs.columns[i] as readonly Card[];
      if (col.length > (this.rootH[i] as number)) return false;
      for (let j = 0; j < col.length; j++) if (classOf(col[j] as Card) !== this.rootCls[i * MAX_HEIGHT + j]) return false;
    }
    const cnt = new Int32Array(CLASSES);
    for (const c of obs.unseen) cnt[classOf(c)] = (cnt[classOf(c)] as number) + 1;
    for (let r = 0; r < CLASSES; r++) if ((cnt[r] as number) > (this.rootCnt[r] as number)) return false;
    return true;
  }

  /**
   * The exact value of `obs` under perfect fair play, each legal move's value and the optimal
   * moves; verdict `unknown` when the budget (new positions, milliseconds, signal) runs out first.
   * Throws when `obs` does not follow from the root (check `covers` first).
   */
  solve(obs: GolfObservation, opts: SolveOptions = {}): GolfFairResult {
    if (!this.covers(obs)) throw new Error('the fair solver was built for another position (see covers)');
    const t0 = now();
    this.stop = Stop.None;
    this.added = 0;
    this.limit = opts.maxStates ?? FAIR_MAX_STATES;
    this.deadline = opts.timeMs === undefined ? Infinity : t0 + opts.timeMs;
    this.signal = opts.signal;
    if (this.signal?.aborted) this.stop = Stop.Budget;

    // Load the position.
    let hIdx = 0;
    let tableau = 0;
    this.tab.fill(0);
    this.tmask = 0;
    for (let i = 0; i < COLUMNS; i++) {
      const col = obs.columns[i] as readonly Card[];
      this.h[i] = col.length;
      hIdx += col.length * (this.hMul[i] as number);
      tableau += col.length;
      for (const c of col) {
        this.tab[classOf(c)] = (this.tab[classOf(c)] as number) + 1;
        this.tmask |= 1 << classOf(c);
      }
    }
    this.cnt.fill(0);
    for (const c of obs.unseen) this.cnt[classOf(c)] = (this.cnt[classOf(c)] as number) + 1;
    const n = obs.unseen.length;
    const top = wasteClass(obs);
    const orders = FACTORIAL[n] as number;

    // Each legal move's value, then the position's.
    const raw: { move: GolfMove; w: number; t: number }[] = [];
    if (tableau > 0 && this.stop === Stop.None) {
      for (let i = 0; i < COLUMNS; i++) {
        const hi = this.h[i] as number;
        if (hi === 0 || this.play[top * 16 + (this.rootCls[i * MAX_HEIGHT + hi - 1] as number)] === 0) continue;
        if (!this.playColumn(i, hIdx, n, tableau, 1)) break;
        raw.push({ move: PLAY[i] as GolfMove, w: this.rw, t: this.rt });
      }
      if (n > 0 && this.running()) {
        if (this.repDone[this.tmask] === 0) this.fillRep(this.tmask);
        this.groups(0, this.tmask * 16);
        if (this.turn(hIdx, n, tableau, 0)) raw.push({ move: TURN, w: this.rw, t: this.rt });
      }
    }
    // The position itself (settles it in the table too).
    const solved = this.running() && this.value(hIdx, top, n, tableau, 0);
    const ms = now() - t0;
    if (!solved) {
      return { verdict: 'unknown', orders, winOrders: 0, winProbability: 0, scoreSum: 0, expectedScore: 0, exact: false, move: undefined, best: [], moves: [], states: this.size, ms, bytes: this.bytes };
    }
    const W = this.rw;
    const T = this.rt;
    const moves = raw.map((r) => ({ move: r.move, winOrders: r.w, winProbability: r.w / orders, scoreSum: r.t, expectedScore: r.t / orders }));
    const best = raw.filter((r) => r.w === W && r.t === T).map((r) => r.move);
    return {
      verdict: 'solved',
      orders,
      winOrders: W,
      winProbability: W / orders,
      scoreSum: T,
      expectedScore: T / orders,
      exact: 35 * orders < EXACT,
      move: best[0],
      best,
      moves,
      states: this.size,
      ms,
      bytes: this.bytes,
    };
  }

  /** False once the budget of the running call is spent (a method: the flag changes inside calls). */
  private running(): boolean {
    return this.stop === Stop.None;
  }

  /** Fills the waste-class map for the tableau classes `m` (once per mask). */
  private fillRep(m: number): void {
    const base = m * 16;
    const sig = new Int32Array(WASTE_CLASSES);
    for (let w = 0; w < WASTE_CLASSES; w++) {
      let bits = 0;
      for (let c = 0; c < CLASSES; c++) if ((m >> c) & 1 && this.play[w * 16 + c] === 1) bits |= 1 << c;
      sig[w] = bits;
      let r = w;
      for (let x = 0; x < w; x++) {
        if (sig[x] === bits) {
          r = x;
          break;
        }
      }
      this.rep[base + w] = r;
    }
    this.repDone[m] = 1;
  }

  /**
   * The stock in the frame at `depth`, by groups of classes that are alike for what is left of
   * the tableau (a card of either lets the same tableau classes be played): the count of each
   * group at its first class, and a class of the group to draw a card from. Returns the stock's
   * key: each group's count spread over its classes in class order, up to the root's counts, so
   * that stocks alike in every group share one key.
   */
  private groups(depth: number, base: number): number {
    const off = depth * CLASSES;
    const g = this.group;
    const cnt = this.cnt;
    const rep = this.rep;
    for (let r = 0; r < CLASSES; r++) g[off + r] = 0;
    for (let c = 0; c < CLASSES; c++) {
      const k = cnt[c] as number;
      if (k === 0) continue;
      const r = rep[base + c] as number;
      g[off + r] = (g[off + r] as number) + k;
      this.pick[off + r] = c;
    }
    const rem = this.rem;
    for (let r = 0; r < CLASSES; r++) rem[r] = g[off + r] as number;
    let s = 0;
    for (let c = 0; c < CLASSES; c++) {
      const room = this.rootCnt[c] as number;
      if (room === 0) continue;
      const r = rep[base + c] as number;
      const left = rem[r] as number;
      if (left === 0) continue;
      const take = left < room ? left : room;
      s += take * (this.sMul[c] as number);
      rem[r] = left - take;
    }
    return s;
  }

  /** Plays column `c`'s top card and values the result (rw, rt); unmakes the move. */
  private playColumn(c: number, hIdx: number, n: number, tableau: number, depth: number): boolean {
    const hc = this.h[c] as number;
    const k = this.rootCls[c * MAX_HEIGHT + hc - 1] as number;
    this.h[c] = hc - 1;
    const left = (this.tab[k] as number) - 1;
    this.tab[k] = left;
    const before = this.tmask;
    if (left === 0) this.tmask = before & ~(1 << k);
    const ok = this.value(hIdx - (this.hMul[c] as number), k, n, tableau - 1, depth);
    this.tmask = before;
    this.tab[k] = left + 1;
    this.h[c] = hc;
    return ok;
  }

  /** The turn from the position whose stock groups are in the frame at `depth`: rw, rt. */
  private turn(hIdx: number, n: number, tableau: number, depth: number): boolean {
    const off = depth * CLASSES;
    const cnt = this.cnt;
    let sw = 0;
    let st = 0;
    for (let r = 0; r < CLASSES; r++) {
      const k = this.group[off + r] as number;
      if (k === 0) continue;
      // Any card of the group: each of the group's k cards leads to a position of the same value.
      const c = this.pick[off + r] as number;
      cnt[c] = (cnt[c] as number) - 1;
      const ok = this.value(hIdx, r, n - 1, tableau, depth + 1);
      cnt[c] = (cnt[c]) + 1;
      if (!ok) return false;
      sw += k * this.rw;
      st += k * this.rt;
    }
    this.rw = sw;
    this.rt = st;
    return true;
  }

  /**
   * The value of the present position (heights in `h` packed as hIdx, the stock in `cnt`, `n`
   * cards) with the waste's class `top`: W and T in rw and rt, counted over the n! orders of the
   * stock's cards. False when the budget ran out.
   */
  private value(hIdx: number, top: number, n: number, tableau: number, depth: number): boolean {
    if (tableau === 0) {
      const f = FACTORIAL[n] as number;
      this.rw = f;
      this.rt = 0 - n * f;
      return true;
    }
    const m = this.tmask;
    if (this.repDone[m] === 0) this.fillRep(m);
    const base = m * 16;
    const w = this.rep[base + top] as number;
    const s = this.groups(depth, base);
    const a = hIdx + this.hr * w;
    const key = a + this.ar * s;
    const hash = mix(a, s);
    const keys = this.keys;
    let i = hash & this.mask;
    for (;;) {
      const k = keys[i] as number;
      if (k === key) {
        this.rw = this.w[i] as number;
        this.rt = this.t[i] as number;
        return true;
      }
      if (k < 0) break;
      i = (i + 1) & this.mask;
    }
    // A new position.
    if (this.stop !== Stop.None) return false;
    if (++this.added > this.limit || ((this.added & 1023) === 0 && (now() > this.deadline || this.signal?.aborted === true))) {
      this.stop = Stop.Budget;
      return false;
    }
    let bw = -1;
    let bt = 0;
    const h = this.h;
    const play = this.play;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = h[c] as number;
      if (hc === 0 || play[w * 16 + (this.rootCls[c * MAX_HEIGHT + hc - 1] as number)] === 0) continue;
      if (!this.playColumn(c, hIdx, n, tableau, depth + 1)) return false;
      if (this.rw > bw || (this.rw === bw && this.rt < bt)) {
        bw = this.rw;
        bt = this.rt;
      }
    }
    if (n > 0) {
      if (!this.turn(hIdx, n, tableau, depth)) return false;
      if (this.rw > bw || (this.rw === bw && this.rt < bt)) {
        bw = this.rw;
        bt = this.rt;
      }
    } else if (bw < 0) {
      // No play and no stock: the game is over with these cards left (one order, not won).
      bw = 0;
      bt = tableau;
    }
    this.insert(key, hash, bw, bt);
    this.rw = bw;
    this.rt = bt;
    return true;
  }

  private insert(key: number, hash: number, w: number, t: number): void {
    if ((this.size + 1) * 10 > (this.mask + 1) * 7) this.grow();
    const keys = this.keys;
    let i = hash & this.mask;
    while ((keys[i] as number) >= 0) i = (i + 1) & this.mask;
    keys[i] = key;
    this.w[i] = w;
    this.t[i] = t;
    this.size++;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldW = this.w;
    const oldT = this.t;
    const slots = oldKeys.length * 2;
    this.keys = new Float64Array(slots).fill(-1);
    this.w = new Float64Array(slots);
    this.t = new Float64Array(slots);
    this.mask = slots - 1;
    const ar = this.ar;
    for (let j = 0; j < oldKeys.length; j++) {
      const key = oldKeys[j] as number;
      if (key < 0) continue;
      const s = Math.floor(key / ar);
      let i = mix(key - s * ar, s) & this.mask;
      while ((this.keys[i] as number) >= 0) i = (i + 1) & this.mask;
      this.keys[i] = key;
      this.w[i] = oldW[j] as number;
      this.t[i] = oldT[j] as number;
    }
  }
}

let shared: GolfFairSolver | undefined;
/** A kept solver holding more positions than this is dropped for a fresh one (its table is 24-48 bytes a position). */
const KEEP_STATES = 2_000_000;

/**
 * The exact fair value of a Golf position, with one solver kept between calls: a call on a
 * position that follows from the last one's root reuses every position settled so far (a player
 * or a coach asking again later in the same game), any other starts a fresh table (as does one
 * past 2,000,000 positions). A call that runs out of budget leaves what it settled for the next.
 */
export function solveGolfFair(obs: GolfObservation, opts?: SolveOptions): GolfFairResult {
  if (shared === undefined || shared.states > KEEP_STATES || !shared.covers(obs)) shared = new GolfFairSolver(obs);
  return shared.solve(obs, opts);
}

/** Drops the kept solver (its table can be large). */
export function releaseGolfFair(): void {
  shared = undefined;
}
