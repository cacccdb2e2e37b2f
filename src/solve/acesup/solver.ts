// The exact Aces Up solver (rules §3, with the stock order known: rules §5.3).
//
// A depth-first search with a transposition table. The score only goes up along a line, so the
// best score is the best reached in any position (solver-proofs.md L1); dominance rules R1-R5
// (L4-L8) settle discards that cannot lose, and an upper bound (L12) cuts positions that cannot
// beat the best line known or win. The rules are read from tables filled by the predicates of
// src/games/acesup/rules.ts (tables.ts); a test checks the move generator against the engine's.
//
// free-discards without fill-first and with no joker in play is searched by ghosts
// (free-discards/ghosts.ts), seeded with the standard result (L8). With fill-first or a joker in
// play, every discard that R2, R3 or R5 does not settle is a branch: keep the card through the
// next deal or not.

import type { Card } from '../../core/cards.js';
import {
  type AcesUpMove,
  type AcesUpState,
  applyUnchecked,
  legalMovesAcesUp,
  PILES as RULE_PILES,
  scoreAcesUp,
} from '../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';
import { GHOST_MAX_STATES, GhostSearch } from './free-discards/ghosts.js';
import { bit, buriedForGood, KeeperLayout, lastRowStays, laterRowsBeat, type RuleTables, tablesFor } from './tables.js';
import { KeySet3 } from '../table.js';
import { DEFAULT_MAX_STATES, now, type SolveGoal, type SolveOptions, type SolveResult, type Solver, TimeBudget } from '../types.js';

// A local copy: a hot loop reading an imported binding pays for a getter under some loaders.
const PILES: number = RULE_PILES;
const CAP = 64; // room per pile: more than the 54 cards of the largest deck
const EMPTY = 63; // "no card" in the packed bottoms word

// Packed moves: kind in bits 4-5, pile numbers in bits 0-3.
const M_DEAL = 0;
const M_DISCARD = 1 << 4;
const M_MOVE = 2 << 4;
const M_JOKER = 3 << 4;

/** Decodes a packed move into the engine's move. */
function unpackMove(m: number): AcesUpMove {
  const kind = m & 0x30;
  if (kind === M_DEAL) return { type: 'deal' };
  if (kind === M_DISCARD) return { type: 'discard', pile: m & 3 };
  const from = (m >> 2) & 3;
  const to = m & 3;
  return kind === M_MOVE ? { type: 'move', from, to } : { type: 'joker', from, to };
}

/** A resumable exact search of one Aces Up position. */
export class AcesUpSolver implements Solver<AcesUpMove> {
  private readonly v: AcesUpVariant;
  private readonly t: RuleTables;
  private readonly root: AcesUpState;
  private readonly table: KeySet3;

  // The position being searched, made and unmade in place.
  private readonly deal: Int32Array;
  private readonly n: number;
  private readonly piles = new Int32Array(PILES * CAP);
  private readonly len = new Int32Array(PILES);
  private next: number;
  private score: number;
  private jokersOnTable = 0;
  private jokersInPlay = 0;
  private keepersInPlay = 0;
  /** Where the keepers on the table lie, for the bound (worthExpanding). */
  private readonly keepersAt = new KeeperLayout();
  // The last answer of buried(): the layout version and keepers in play it is for, the `enough` asked, the answer.
  private buriedVersion = -1;
  private buriedKeepers = 0;
  private buriedAsked = 0;
  private buriedGot = 0;
  // Cards out of play (discarded or never in this position) as a bit mask, cards 0-31 and 32-63,
  // kept as signed 32-bit integers: a field that holds a small integer and later a number above
  // 2^31 changes the object's shape, and every solver made after that throws away the search code
  // compiled for the old shape (the second deal of a process then takes 15-30 times as long).
  private goneLo = -1;
  private goneHi = -1;
  /** stockLo[i], stockHi[i]: the cards deal[i..n) as a mask. The cards on the table are those in play and not in the stock (see keyLo). */
  private readonly stockLo: Int32Array;
  private readonly stockHi: Int32Array;
  /** The score of a win: everything in play but four keepers discarded. */
  private readonly winScore: number;
  /** The last row's non-keepers that no line discards while it is in the stock (lastRowStays in tables.ts; 0 if that does not hold). */
  private readonly lastRowStays: number;
  /** R5: laterRowsBeat[x * stride + i] = 1 when every row of the stock from position i on holds a card that beats x. */
  private readonly laterRowsBeat: Uint8Array;
  private readonly stride: number;

  // Undo log: two words per applied move (packed move, undo data).
  private log = new Int32Array(1024);
  private logLen = 0;
  // DFS frames: start, end and cursor into `moveBuf`, and the log length when the frame's position was reached.
  private frames = new Int32Array(1024);
  private framesLen = 0;
  private moveBuf = new Int32Array(4096);
  private moveTop = 0;

  private best = -1;
  private bestLine: number[] = [];
  private won = false;
  private winLine: number[] | undefined;
  // Worked out by aim() whenever best or won change, so the hot paths read a field (see record).
  /** A line must score above this to be worth expanding: the best score, or below a win while no win is known. */
  private target = -1;
  /**
   * Done early: every win has the same score (solver-proofs.md L13), so the first win ends a
   * search for a win, and a search for the best score unless a joker is in play. With jokers a
   * line that does not win can score more (a joker played onto a keeper takes it), and the search
   * for the best score goes on for that line unless it already reached the ceiling.
   */
  private stop = false;
  /** Only a win is asked for (goal 'win'): no search for a higher line that does not win. */
  private readonly winOnly: boolean;
  // Under free-discards, the standard rules' result seeds the search (see run).
  private seedBest: AcesUpMove[] | undefined;
  private seedWin: AcesUpMove[] | undefined;
  /**
   * Highest score any line could reach: everything in play discarded (jokers can take keepers).
   * It is also the score plus the cards in play in every position (a discard moves a card from the
   * one to the other), which worthExpanding and isWonNow read.
   */
  private readonly ceiling: number;
  private readonly rootJokers: number;
  private started = false;
  // free-discards without fill-first or jokers: the search by ghosts, and the states its seed used.
  private ghost: GhostSearch | undefined;
  private seedStates = 0;
  private finished = false;
  private states = 0;
  /** A double from the start (-0 is no small integer), for the shape: see goneLo. */
  private ms = -0;

  constructor(state: AcesUpState, opts: { goal?: SolveGoal; table?: KeySet3 } = {}) {
    this.root = state;
    this.winOnly = opts.goal === 'win';
    this.v = state.variant;
    this.t = tablesFor(state.variant);
    this.table = opts.table ?? new KeySet3();
    this.table.clear();
    this.deal = Int32Array.from(state.deal);
    this.n = state.deal.length;
    this.next = state.next;
    this.score = scoreAcesUp(state);
    const markInPlay = (c: Card): void => {
      if (c < 32) this.goneLo &= ~bit(c);
      else this.goneHi &= ~bit(c);
      if (c >= 52) this.jokersInPlay++;
      if (this.t.keeper[c] === 1) this.keepersInPlay++;
    };
    for (let p = 0; p < PILES; p++) {
      const pile = state.piles[p] as readonly Card[];
      if (pile.length > CAP) throw new Error('Aces Up pile too tall for the solver');
      for (const c of pile) this.push(p, c);
      pile.forEach(markInPlay);
    }
    for (let i = this.next; i < this.n; i++) markInPlay(this.deal[i] as number);
    this.stockLo = new Int32Array(this.n + 1);
    this.stockHi = new Int32Array(this.n + 1);
    for (let i = this.n - 1; i >= 0; i--) {
      const c = this.deal[i] as number;
      this.stockLo[i] = (this.stockLo[i + 1] as number) | (c < 32 ? bit(c) : 0);
      this.stockHi[i] = (this.stockHi[i + 1] as number) | (c < 32 ? 0 : bit(c));
    }
    // Everything in play but four cards (the keepers) can go: 48 on a full deck, 50 with jokers.
    this.rootJokers = this.jokersInPlay;
    this.ceiling = this.score + state.piles.reduce((sum, pile) => sum + pile.length, 0) + (this.n - this.next);
    this.winScore = this.ceiling - 4;
    this.lastRowStays = lastRowStays(this.deal, this.next, this.t, PILES);
    this.aim();
    this.stride = this.n + 1;
    this.laterRowsBeat = this.v.freeDiscards ? laterRowsBeat(this.deal, this.t.beatsTab, PILES) : new Uint8Array(0);
  }

  get done(): boolean {
    return this.finished;
  }

  // ---- Making and unmaking moves -----------------------------------------------------------

  private push(p: number, c: number): void {
    const l = this.len[p] as number;
    this.piles[p * CAP + l] = c;
    this.len[p] = l + 1;
    if (c >= 52) this.jokersOnTable++;
    else if (this.t.keeper[c] === 1) this.keepersAt.put(p, l, c, this.t);
  }

  private pop(p: number): number {
    const l = (this.len[p] as number) - 1;
    this.len[p] = l;
    const c = this.piles[p * CAP + l] as number;
    if (c >= 52) this.jokersOnTable--;
    else if (this.t.keeper[c] === 1) this.keepersAt.take(p, c, this.t);
    return c;
  }

  private top(p: number): number {
    const l = this.len[p] as number;
    return l === 0 ? -1 : (this.piles[p * CAP + l - 1] as number);
  }

  private setGone(c: number, gone: boolean): void {
    if (c < 32) this.goneLo = gone ? this.goneLo | bit(c) : this.goneLo & ~bit(c);
    else this.goneHi = gone ? this.goneHi | bit(c) : this.goneHi & ~bit(c);
    if (c >= 52) this.jokersInPlay += gone ? -1 : 1;
    else if (this.t.keeper[c] === 1) this.keepersInPlay += gone ? -1 : 1;
  }

  private logPush(m: number, data: number): void {
    if (this.logLen + 2 > this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    this.log[this.logLen++] = m;
    this.log[this.logLen++] = data;
  }

  private apply(m: number): void {
    const kind = m & 0x30;
    if (kind === M_DISCARD) {
      this.discard(m & 3);
    } else if (kind === M_DEAL) {
      let k = 0;
      for (; k < PILES && this.next < this.n; k++) this.push(k, this.deal[this.next++] as number);
      this.logPush(m, k);
    } else if (kind === M_MOVE) {
      this.push(m & 3, this.pop((m >> 2) & 3));
      this.logPush(m, 0);
    } else {
      const a = this.pop((m >> 2) & 3);
      const b = this.pop(m & 3);
      this.setGone(a, true);
      this.setGone(b, true);
      this.score += 2;
      this.logPush(m, a | (b << 8));
    }
  }

  /** Discards the top of pile p (the most frequent move: settle makes them). */
  private discard(p: number): void {
    const c = this.pop(p);
    this.setGone(c, true);
    this.score++;
    this.logPush(M_DISCARD | p, c);
  }

  private undoTo(target: number): void {
    while (this.logLen > target) {
      const data = this.log[--this.logLen] as number;
      const m = this.log[--this.logLen] as number;
      const kind = m & 0x30;
      // Discards first, here and in apply: most moves made are discards.
      if (kind === M_DISCARD) {
        this.push(m & 3, data);
        this.setGone(data, false);
        this.score--;
      } else if (kind === M_DEAL) {
        for (let k = data - 1; k >= 0; k--) {
          this.pop(k);
          this.next--;
        }
      } else if (kind === M_MOVE) {
        this.push((m >> 2) & 3, this.pop(m & 3));
      } else {
        const a = data & 0xff;
        const b = data >> 8;
        this.push(m & 3, b);
        this.push((m >> 2) & 3, a);
        this.setGone(a, false);
        this.setGone(b, false);
        this.score -= 2;
      }
    }
  }

  // ---- Rules, read from the tables ------------------------------------------------------------

  private discardable(p: number): boolean {
    const c = this.top(p);
    if (c < 0) return false;
    const bt = this.t.beatsTab;
    for (let q = 0; q < PILES; q++) {
      if (q === p) continue;
      const d = this.top(q);
      if (d >= 0 && bt[d * 64 + c] === 1) return true;
    }
    return false;
  }

  /** The first pile whose top is discardable, or -1: the four tops read once (the hot path of settle). */
  private firstDiscardable(): number {
    const bt = this.t.beatsTab;
    const len = this.len;
    const piles = this.piles;
    // Row/column 63 of the table stands for an empty pile: never 1.
    const t0 = (len[0] as number) === 0 ? 63 : (piles[(len[0] as number) - 1] as number);
    const t1 = (len[1] as number) === 0 ? 63 : (piles[CAP + (len[1] as number) - 1] as number);
    const t2 = (len[2] as number) === 0 ? 63 : (piles[2 * CAP + (len[2] as number) - 1] as number);
    const t3 = (len[3] as number) === 0 ? 63 : (piles[3 * CAP + (len[3] as number) - 1] as number);
    if ((bt[t1 * 64 + t0] as number) + (bt[t2 * 64 + t0] as number) + (bt[t3 * 64 + t0] as number) > 0) return 0;
    if ((bt[t0 * 64 + t1] as number) + (bt[t2 * 64 + t1] as number) + (bt[t3 * 64 + t1] as number) > 0) return 1;
    if ((bt[t0 * 64 + t2] as number) + (bt[t1 * 64 + t2] as number) + (bt[t3 * 64 + t2] as number) > 0) return 2;
    if ((bt[t0 * 64 + t3] as number) + (bt[t1 * 64 + t3] as number) + (bt[t2 * 64 + t3] as number) > 0) return 3;
    return -1;
  }

  private beatsNothingInPlay(c: number): boolean {
    return ((this.t.beatLo[c] as number) & ~this.goneLo) === 0 && ((this.t.beatHi[c] as number) & ~this.goneHi) === 0;
  }

  /** Applies the discards that cannot lose (R1, R2, R3, R5: solver-proofs.md L4-L7), logging them. */
  private settle(): void {
    const v = this.v;
    if (this.jokersOnTable > 0) return;
    const all = !v.freeDiscards || this.next >= this.n;
    const r3 = v.freeDiscards && !v.fillFirst && this.jokersInPlay === 0;
    if (!all && !r3) return;
    if (all) {
      // Every discard is safe here (R1, R2): take them in any order until none is left.
      for (let p = this.firstDiscardable(); p >= 0; p = this.firstDiscardable()) this.discard(p);
      return;
    }
    for (let again = true; again; ) {
      again = false;
      for (let p = 0; p < PILES; p++) {
        if (this.discardable(p) && (this.beatsNothingInPlay(this.top(p)) || this.laterRowsBeat[this.top(p) * this.stride + this.next] === 1)) {
          this.apply(M_DISCARD | p);
          again = true;
        }
      }
    }
  }

  private dealBlocked(): boolean {
    if (!this.v.fillFirst) return false;
    let empty = false;
    let filler = false;
    for (let p = 0; p < PILES; p++) {
      const l = this.len[p] as number;
      if (l === 0) empty = true;
      else if (l >= 2 && this.t.fillable[this.top(p)] === 1) filler = true;
    }
    return empty && filler;
  }

  /** Pushes the legal moves onto moveBuf: removals, then the deal, then moves onto empty piles (short lines first). */
  private generate(): void {
    if (this.moveTop + 64 > this.moveBuf.length) {
      const bigger = new Int32Array(this.moveBuf.length * 2);
      bigger.set(this.moveBuf);
      this.moveBuf = bigger;
    }
    const buf = this.moveBuf;
    let anyDiscard = false;
    for (let p = 0; p < PILES; p++) {
      if (this.discardable(p)) {
        buf[this.moveTop++] = M_DISCARD | p;
        anyDiscard = true;
      }
    }
    if (this.jokersOnTable > 0) {
      for (let from = 0; from < PILES; from++) {
        if (this.top(from) < 52) continue;
        for (let to = 0; to < PILES; to++) if (to !== from && (this.len[to] as number) > 0) buf[this.moveTop++] = M_JOKER | (from << 2) | to;
      }
    }
    if (this.next < this.n && (this.v.freeDiscards || !anyDiscard) && !this.dealBlocked()) buf[this.moveTop++] = M_DEAL;
    for (let from = 0; from < PILES; from++) {
      const c = this.top(from);
      if (c < 0 || this.t.fillable[c] === 0) continue;
      for (let to = 0; to < PILES; to++) if ((this.len[to] as number) === 0) buf[this.moveTop++] = M_MOVE | (from << 2) | to;
    }
  }

  /** The cards 0-31 on the table (in play, not in the stock), the first word of the key (see enter). */
  private keyLo(): number {
    return ~(this.goneLo | (this.stockLo[this.next] as number));
  }

  /** The cards 32-53 on the table (22 bits: the bits of cards 54-63 are always set in goneHi), and the stock position above them. */
  private keyHi(): number {
    return ~(this.goneHi | (this.stockHi[this.next] as number)) | (this.next << 22);
  }

  /** The bottom card of each pile, 6 bits each (with the card set and the stock position it identifies the position: see enter). */
  private bottoms(): number {
    let b = 0;
    for (let p = 0; p < PILES; p++) b |= ((this.len[p] as number) === 0 ? EMPTY : (this.piles[p * CAP] as number)) << (6 * p);
    return b;
  }

  private isWonNow(): boolean {
    // Four cards left on the table (the score of a win), all keepers.
    if (this.next < this.n || this.score !== this.winScore) return false;
    for (let p = 0; p < PILES; p++) {
      for (let i = 0; i < (this.len[p] as number); i++) if (this.t.keeper[this.piles[p * CAP + i] as number] === 0) return false;
    }
    return true;
  }

  /**
   * Could a line from here beat the best score, or win while no win is known? The bound of
   * solver-proofs.md L12; the cards buried under keepers (L10) are counted only when the rest of
   * the bound is not already enough.
   */
  private worthExpanding(): boolean {
    // Deals from the root take a full row each, so the last row is in the stock while any card is.
    const ub = this.ceiling - Math.max(0, this.keepersInPlay - this.jokersInPlay) - (this.next < this.n ? this.lastRowStays : 0);
    const target = this.target;
    if (ub <= target) return false;
    if (this.jokersInPlay > 0) return true;
    return ub - this.buried(ub - target) > target;
  }

  /**
   * buriedForGood for the present keepers, asking whether at least `enough` cards are buried (the
   * same answer: exact when `enough` or more, else some number below `enough`). The last answer is
   * kept with the keeper layout's version and the keepers in play it was worked out for: most
   * positions follow from the last one by deals and discards that move no keeper. An exact answer
   * holds for any `enough`; one below the `enough` asked means fewer are buried, so it also holds
   * for any larger `enough`.
   */
  private buried(enough: number): number {
    const k = this.keepersAt;
    const known = k.version === this.buriedVersion && this.keepersInPlay === this.buriedKeepers;
    if (!known || (this.buriedGot < this.buriedAsked && enough < this.buriedAsked)) {
      this.buriedVersion = k.version;
      this.buriedKeepers = this.keepersInPlay;
      this.buriedAsked = enough;
      this.buriedGot = buriedForGood(k, this.t, PILES, this.keepersInPlay, enough);
    }
    return this.buriedGot;
  }

  /**
   * No choice here: no pile is empty (so no move), no joker is on the table and no discard is open
   * (the standard rules settle every discard; free-discards may leave one), so the deal is the
   * one move if the stock is not empty, and otherwise the game is over.
   */
  private onlyDeal(): boolean {
    const len = this.len;
    if ((len[0] as number) === 0 || (len[1] as number) === 0 || (len[2] as number) === 0 || (len[3] as number) === 0) return false;
    return this.jokersOnTable === 0 && (!this.v.freeDiscards || this.firstDiscardable() < 0);
  }

  /**
   * Keeps the line to the position if it is the best so far or the first win. This test runs at
   * every position; the rare work is in improve(), which the compiled search loop calls rather
   * than inlines, so a path improve() never took before (the first win of a run) does not throw
   * the compiled loop away. For the same reason the search reads target and stop from fields.
   */
  private record(): void {
    if (this.score > this.best || (this.score === this.winScore && !this.won && this.next === this.n)) this.improve();
  }

  private improve(): void {
    if (this.score > this.best) {
      this.best = this.score;
      this.bestLine = Array.from(this.log.subarray(0, this.logLen));
      this.seedBest = undefined;
    }
    if (!this.won && this.isWonNow()) {
      this.won = true;
      this.winLine = Array.from(this.log.subarray(0, this.logLen));
    }
    this.aim();
  }

  /** Works out target and stop from best and won. */
  private aim(): void {
    this.target = this.won ? this.best : Math.min(this.best, this.winScore - 1);
    this.stop = this.won && (this.winOnly || this.rootJokers === 0 || this.best >= this.winScore + this.rootJokers);
  }

  /** Called on reaching a position (after the edge's moves and settle); false if it was seen before or cut. */
  private enter(logStart: number): boolean {
    // A position with no choice (onlyDeal) is passed through, not stored: most positions have
    // none, and coming back to one repeats only the forced deals, which costs less than a probe of
    // a table too large for the processor's cache (docs/solver.md has the figures).
    while (this.onlyDeal()) {
      this.states++;
      this.record();
      if (this.next === this.n || this.stop || !this.worthExpanding()) return true;
      this.apply(M_DEAL);
      this.settle();
    }
    // The key: the cards on the table, the stock position and each pile's bottom card, which
    // determine the piles (solver-proofs.md L3).
    if (!this.table.add(this.keyLo(), this.keyHi(), this.bottoms())) return false;
    this.states++;
    this.record();
    if (this.stop) return true;
    // Expand only if a line from here could beat the best score, or win when no win is known.
    if (!this.worthExpanding()) return true;
    const start = this.moveTop;
    this.generate();
    if (this.framesLen + 4 > this.frames.length) {
      const bigger = new Int32Array(this.frames.length * 2);
      bigger.set(this.frames);
      this.frames = bigger;
    }
    const fr = this.frames;
    const at = this.framesLen;
    fr[at] = start;
    fr[at + 1] = this.moveTop;
    fr[at + 2] = start;
    fr[at + 3] = logStart;
    this.framesLen = at + 4;
    return true;
  }

  /** The legal moves the solver sees in its root position (before any search): for tests. */
  movesHere(): AcesUpMove[] {
    const start = this.moveTop;
    this.generate();
    const out: AcesUpMove[] = [];
    for (let i = start; i < this.moveTop; i++) out.push(unpackMove(this.moveBuf[i] as number));
    this.moveTop = start;
    return out;
  }

  /** The packed key of the root position, as text: for tests. */
  keyHere(): string {
    return `${this.keyLo()}.${this.keyHi()}.${this.bottoms()}`;
  }

  /** free-discards without fill-first and with no joker in play is searched by ghosts. */
  private byGhosts(): boolean {
    return this.v.freeDiscards && !this.v.fillFirst && this.rootJokers === 0;
  }

  run(opts: SolveOptions = {}): SolveResult<AcesUpMove> {
    const t0 = now();
    const maxStates = this.states + (opts.maxStates ?? (this.byGhosts() ? GHOST_MAX_STATES : DEFAULT_MAX_STATES));
    const budget = new TimeBudget(opts, t0);
    if (!this.started) {
      this.started = true;
      // The standard search's table is larger a position than the ghost search's: it keeps to its own budget.
      if (this.v.freeDiscards) this.seed(budget, Math.min(maxStates - this.states, DEFAULT_MAX_STATES));
      if (this.byGhosts()) {
        this.ghost = new GhostSearch(this.root, { best: this.best, won: this.won }, this.laterRowsBeat);
        this.seedStates = this.states;
      } else {
        this.settle();
        if (!this.stop) this.enter(0);
      }
    }
    if (this.ghost) return this.runGhost(this.ghost, budget, maxStates, t0);
    if (this.search(maxStates, budget)) this.finished = true;
    this.ms += now() - t0;
    return this.result();
  }

  /**
   * The depth-first search, from the frames on the stack: true when it is over (every frame done,
   * or the search may stop), false when the budget stopped it. (A method of its own, so the compiled
   * loop is left by a return: code after the loop that the compiler has not seen run yet would
   * throw the compiled loop away on every solve.)
   */
  private search(maxStates: number, budget: TimeBudget): boolean {
    // Positions at every step (a step with forced deals adds several), the clock every 1024 steps.
    let check = 0;
    while (this.framesLen > 0 && !this.stop) {
      if (this.states >= maxStates) return false;
      if (++check >= 1024) {
        check = 0;
        if (budget.timeUp()) return false;
      }
      const frames = this.frames;
      const f = this.framesLen - 4;
      const cursor = frames[f + 2] as number;
      if (cursor === frames[f + 1]) {
        this.moveTop = frames[f] as number;
        this.undoTo(frames[f + 3] as number);
        this.framesLen = f;
        continue;
      }
      frames[f + 2] = cursor + 1;
      const logStart = this.logLen;
      this.apply(this.moveBuf[cursor] as number);
      this.settle();
      if (!this.enter(logStart) || this.framesLen === f + 4) this.undoTo(logStart);
    }
    return true;
  }

  /** free-discards without fill-first and jokers: the search by ghosts (free-discards/ghosts.ts) after the standard seed. */
  private runGhost(g: GhostSearch, budget: TimeBudget, maxStates: number, t0: number): SolveResult<AcesUpMove> {
    const done = g.run(g.states + Math.max(0, maxStates - this.states), budget);
    this.states = this.seedStates + g.states;
    if (g.bestNode && g.best > this.best) {
      this.best = g.best;
      this.seedBest = g.lineTo(g.bestNode);
    }
    if (g.won && !this.won) {
      this.won = true;
      this.seedWin = this.seedBest;
    }
    if (done) this.finished = true;
    this.ms += now() - t0;
    return this.result();
  }

  /**
   * Every standard line is a free-discards line (solver-proofs.md L8): a standard win ends the
   * search at once, and otherwise its score is a lower bound that lets the cuts work from the
   * first position on.
   */
  private seed(budget: TimeBudget, maxStates: number): void {
    const std = new AcesUpSolver({ ...this.root, variant: standardOf(this.v) }, { goal: this.winOnly ? 'win' : 'best', table: spareTable() });
    const r = std.run({ maxStates, ...budget.rest() });
    this.states += r.states;
    if (r.verdict === 'unknown') return;
    this.best = r.highScore ?? r.bestScore;
    this.seedBest = r.highMoves ?? r.moves;
    if (r.winnable) {
      this.won = true;
      this.seedWin = r.moves;
    }
    this.aim();
  }

  private result(): SolveResult<AcesUpMove> {
    const unpack = (log: number[]): AcesUpMove[] => {
      const moves: AcesUpMove[] = [];
      for (let i = 0; i < log.length; i += 2) moves.push(unpackMove(log[i] as number));
      return moves;
    };
    // A win first (solver-proofs.md L13): the highest line is returned beside it when it scores more.
    const high = completeLine(this.root, this.seedBest ?? unpack(this.bestLine));
    const win = this.seedWin ?? (this.winLine ? unpack(this.winLine) : undefined);
    const line = win ? completeLine(this.root, win) : high;
    const verdict = !this.finished ? 'unknown' : this.won ? 'solved' : 'unsolvable';
    const result: SolveResult<AcesUpMove> = { verdict, winnable: this.won, bestScore: line.score, moves: line.moves, states: this.states, ms: this.ms };
    if (high.score > line.score && !this.winOnly) {
      result.highScore = high.score;
      result.highMoves = high.moves;
    }
    return result;
  }
}

const standardVariants = new WeakMap<AcesUpVariant, AcesUpVariant>();

/** The same variant without free-discards (one object per variant, so its rule tables are cached). */
function standardOf(v: AcesUpVariant): AcesUpVariant {
  let s = standardVariants.get(v);
  if (!s) {
    s = Object.freeze({ ...v, freeDiscards: false });
    standardVariants.set(v, s);
  }
  return s;
}

let spare: KeySet3 | undefined;

/** A table for the standard search that seeds a free-discards one (not in use by anything else then). */
function spareTable(): KeySet3 {
  spare ??= new KeySet3();
  return spare;
}

/**
 * Plays `moves` through the engine, then finishes the game without losing score: discards first,
 * then a deal, else the shortest run of moves onto empty piles that makes a discard or deal
 * possible (only the best position's line is finished, so this never has to choose well).
 */
function completeLine(root: AcesUpState, moves: AcesUpMove[]): { moves: AcesUpMove[]; score: number } {
  let s = root;
  const out = moves.slice();
  for (const m of moves) s = applyUnchecked(s, m);
  for (;;) {
    const legal = legalMovesAcesUp(s);
    if (legal.length === 0) break;
    const removal = legal.find((m) => m.type === 'discard' || m.type === 'joker');
    const deal = legal.find((m) => m.type === 'deal');
    const step = removal ?? deal;
    if (step) {
      out.push(step);
      s = applyUnchecked(s, step);
      continue;
    }
    const path = shortestOpening(s);
    for (const m of path) {
      out.push(m);
      s = applyUnchecked(s, m);
    }
  }
  return { moves: out, score: scoreAcesUp(s) };
}

/** Breadth-first over moves onto empty piles, to the nearest position where a discard or deal is legal. */
function shortestOpening(s: AcesUpState): AcesUpMove[] {
  const seen = new Set<string>([pilesText(s)]);
  let layer: { s: AcesUpState; path: AcesUpMove[] }[] = [{ s, path: [] }];
  while (layer.length > 0) {
    const nextLayer: typeof layer = [];
    for (const { s: x, path } of layer) {
      for (const m of legalMovesAcesUp(x)) {
        if (m.type !== 'move') {
          if (path.length > 0) return path;
          continue;
        }
        const y = applyUnchecked(x, m);
        const k = pilesText(y);
        if (seen.has(k)) continue;
        seen.add(k);
        nextLayer.push({ s: y, path: [...path, m] });
      }
    }
    layer = nextLayer;
  }
  throw new Error('Aces Up: the game is not over, but no discard or deal can be reached');
}

function pilesText(s: AcesUpState): string {
  return s.piles.map((p) => p.join('.')).join('|');
}

