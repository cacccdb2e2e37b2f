// The exact Golf solver (SPEC §4, full information: the stock order is known).
//
// For a fixed deal a Golf position is seven column heights, the stock position and the waste's top
// card, and the top card is always either the card just played from a column (found from that
// column's height), the last stock card turned, or the card on the waste at the start. So a
// position packs into one 31-bit integer (the idea of black-hole-solver): 3 bits per height, 6 for
// the stock position, 4 for where the waste's top came from.
//
// The hole score never goes up along a line of play (a played card lowers the tableau count; a
// cleared tableau scores minus the stock left, at most 0), so the best score reachable is the
// lowest score of any reachable position. The search is a depth-first walk with a visited set and
// one bound, which is exact: a position with k stock cards left can score no lower than -k, so
// once a line scoring s is known, positions with -k >= s are not expanded.
//
// The rules come from src/games/golf/rules.ts: the table of which card may go on which is filled
// by `canPlayOn`, and a test checks the solver against the engine's legal moves.

import type { Card } from '../core/cards.js';
import { applyGolf, canPlayOn, COLUMNS, type GolfMove, type GolfState, legalMovesGolf, scoreGolf, tableauCount } from '../games/golf/rules.js';
import type { GolfVariant } from '../games/golf/variant.js';
import { KeySet1 } from './table.js';
import { DEFAULT_MAX_STATES, now, type SolveGoal, type SolveOptions, type SolveResult, type Solver } from './types.js';

const HEIGHT_CAP = 8; // 3 bits per column height
const SRC_STOCK = 7;
const SRC_ROOT = 8;
const SRC_EMPTY = 9;
const NO_CARD = 63;
const TURN = 7; // packed move: 0-6 play that column, 7 turn

const playTables = new WeakMap<GolfVariant, Uint8Array>();

/** playTab[card * 64 + onto] = 1 when `card` may be played on `onto` (onto NO_CARD: empty waste). */
function playTableFor(v: GolfVariant): Uint8Array {
  const cached = playTables.get(v);
  if (cached) return cached;
  const tab = new Uint8Array(64 * 64);
  for (let c = 0; c < 54; c++) {
    tab[c * 64 + NO_CARD] = 1;
    for (let w = 0; w < 54; w++) tab[c * 64 + w] = canPlayOn(c, w, v) ? 1 : 0;
  }
  playTables.set(v, tab);
  return tab;
}

/** A resumable exact search of one Golf position. */
export class GolfSolver implements Solver<GolfMove> {
  private readonly root: GolfState;
  private readonly goal: SolveGoal;
  private readonly table: KeySet1;
  private readonly playTab: Uint8Array;

  private readonly cols = new Int32Array(COLUMNS * HEIGHT_CAP);
  private readonly h = new Int32Array(COLUMNS);
  private readonly deal: Int32Array;
  private readonly n: number;
  private readonly rootTop: number;
  private next: number;
  private src: number;
  private tableau = 0;
  /** The lowest score any line from the root could reach: minus the whole stock. */
  private readonly floor: number;

  // Undo log: per applied move, the packed move and the waste source before it.
  private log: number[] = [];
  // DFS frames of five words: moves (up to 8) are kept in a bit list: cursor index, count, packed list, log length.
  private frames: number[] = [];

  private best = Infinity;
  private bestLine: number[] = [];
  private started = false;
  private finished = false;
  private states = 0;
  private ms = 0;

  constructor(state: GolfState, opts: { goal?: SolveGoal; table?: KeySet1 } = {}) {
    this.root = state;
    this.goal = opts.goal ?? 'best';
    this.table = opts.table ?? new KeySet1();
    this.table.clear();
    this.playTab = playTableFor(state.variant);
    this.deal = Int32Array.from(state.deal);
    this.n = state.deal.length;
    this.next = state.next;
    for (let c = 0; c < COLUMNS; c++) {
      const col = state.columns[c] as readonly Card[];
      if (col.length >= HEIGHT_CAP) throw new Error('Golf column too tall for the solver');
      for (let i = 0; i < col.length; i++) this.cols[c * HEIGHT_CAP + i] = col[i] as Card;
      this.h[c] = col.length;
      this.tableau += col.length;
    }
    this.rootTop = state.waste.length === 0 ? NO_CARD : (state.waste[state.waste.length - 1] as Card);
    this.src = state.waste.length === 0 ? SRC_EMPTY : SRC_ROOT;
    this.floor = -(this.n - this.next);
  }

  get done(): boolean {
    return this.finished;
  }

  private wasteTop(): number {
    const s = this.src;
    if (s < COLUMNS) return this.cols[s * HEIGHT_CAP + (this.h[s] as number)] as number;
    if (s === SRC_STOCK) return this.deal[this.next - 1] as number;
    return s === SRC_ROOT ? this.rootTop : NO_CARD;
  }

  private key(): number {
    const h = this.h;
    let k = 0;
    for (let c = 0; c < COLUMNS; c++) k |= (h[c] as number) << (3 * c);
    return (k | (this.next << 21) | (this.src << 27)) >>> 0;
  }

  private apply(m: number): void {
    this.log.push(m, this.src);
    if (m === TURN) {
      this.next++;
      this.src = SRC_STOCK;
    } else {
      this.h[m] = (this.h[m] as number) - 1;
      this.tableau--;
      this.src = m;
    }
  }

  private undoTo(target: number): void {
    const log = this.log;
    while (log.length > target) {
      const src = log.pop() as number;
      const m = log.pop() as number;
      if (m === TURN) this.next--;
      else {
        this.h[m] = (this.h[m] as number) + 1;
        this.tableau++;
      }
      this.src = src;
    }
  }

  private value(): number {
    return this.tableau > 0 ? this.tableau : -(this.n - this.next);
  }

  /** Packs the legal moves (plays first, then the turn) into one number, 3 bits each. */
  private moves(): { list: number; count: number } {
    let list = 0;
    let count = 0;
    if (this.tableau === 0) return { list, count };
    const top = this.wasteTop();
    const tab = this.playTab;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = this.h[c] as number;
      if (hc > 0 && tab[(this.cols[c * HEIGHT_CAP + hc - 1] as number) * 64 + top] === 1) list |= c << (3 * count++);
    }
    if (this.next < this.n) list |= TURN << (3 * count++);
    return { list, count };
  }

  private enter(logStart: number): boolean {
    if (!this.table.add(this.key())) return false;
    this.states++;
    const v = this.value();
    if (v < this.best) {
      this.best = v;
      this.bestLine = this.log.slice();
    }
    if (this.best <= 0 && this.goal === 'win') return true;
    // No line from here scores below minus the stock left: expand only if that could beat the best.
    if (-(this.n - this.next) >= this.best) return true;
    const { list, count } = this.moves();
    if (count === 0) return true;
    this.frames.push(0, count, list, logStart);
    return true;
  }

  private reachedGoal(): boolean {
    return this.best <= this.floor || (this.goal === 'win' && this.best <= 0);
  }

  run(opts: SolveOptions = {}): SolveResult<GolfMove> {
    const t0 = now();
    const maxStates = this.states + (opts.maxStates ?? DEFAULT_MAX_STATES);
    const deadline = opts.timeMs === undefined ? Infinity : t0 + opts.timeMs;
    let stopped = false;
    if (!this.started) {
      this.started = true;
      this.enter(0);
    }
    const frames = this.frames;
    let check = 0;
    while (frames.length > 0 && !this.reachedGoal()) {
      if (++check >= 1024) {
        check = 0;
        if (this.states >= maxStates || now() >= deadline || opts.signal?.aborted === true) {
          stopped = true;
          break;
        }
      }
      const f = frames.length - 4;
      const i = frames[f] as number;
      if (i === frames[f + 1]) {
        this.undoTo(frames[f + 3] as number);
        frames.length = f;
        continue;
      }
      frames[f] = i + 1;
      const logStart = this.log.length;
      this.apply(((frames[f + 2] as number) >> (3 * i)) & 7);
      if (!this.enter(logStart) || frames.length === f + 4) this.undoTo(logStart);
    }
    if (!stopped) this.finished = true;
    this.ms += now() - t0;
    return this.result();
  }

  private result(): SolveResult<GolfMove> {
    const moves: GolfMove[] = [];
    for (let i = 0; i < this.bestLine.length; i += 2) {
      const m = this.bestLine[i] as number;
      moves.push(m === TURN ? { type: 'turn' } : { type: 'play', column: m });
    }
    // Finish the game from the best position: play when possible, else turn (neither can change
    // the score once the search is complete, since that position is already the best reachable).
    let s = this.root;
    for (const m of moves) s = applyGolf(s, m);
    for (;;) {
      const legal = legalMovesGolf(s);
      if (legal.length === 0) break;
      const m = legal[0] as GolfMove;
      moves.push(m);
      s = applyGolf(s, m);
    }
    const won = tableauCount(s) === 0;
    const verdict = !this.finished ? 'unknown' : won ? 'solved' : 'unsolvable';
    return { verdict, winnable: won, bestScore: scoreGolf(s), moves, states: this.states, ms: this.ms };
  }
}
