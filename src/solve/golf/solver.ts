// The exact Golf solver (rules §4, with the stock order known: rules §5.3).
//
// For a fixed deal a position is seven column heights, the stock position and the waste top's rank
// (solver-proofs.md D13, L30): one 31-bit key, as in black-hole-solver. The hole score never gets
// worse along a line, so the best score is the best value of any reachable position (L1). The
// search is depth-first with a visited set and lower bounds on the score from a position (L31-L36),
// which cut positions that cannot beat the best line known.
//
// The rules come from src/games/golf/rules.ts: the table of which card may go on which is filled
// by `canPlayOn`, and a test checks the solver against the engine's legal moves.

import type { Card } from '../../core/cards.js';
import { applyGolf, canPlayOn, COLUMNS as RULE_COLUMNS, type GolfMove, type GolfState, legalMovesGolf, scoreGolf, tableauCount } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { KeySet1 } from '../table.js';
import { DEFAULT_MAX_STATES, now, type SolveGoal, type SolveOptions, type SolveResult, type Solver } from '../types.js';

// A local copy: a hot loop reading an imported binding pays for a getter under some loaders.
const COLUMNS: number = RULE_COLUMNS;
const HEIGHT_CAP = 8; // 3 bits per column height
const JOKER_RANK = 0;
const NO_RANK = 14; // the waste is empty
const TURN = 7; // packed move: 0-6 play that column, 7 turn

/** The rank index the solver works with: 1-13, 0 for a joker (Golf ignores suits). */
function rankIndex(c: Card): number {
  return c >= 52 ? JOKER_RANK : (c % 13) + 1;
}

const playTables = new WeakMap<GolfVariant, Uint8Array>();

/**
 * playTab[r * 16 + w] = 1 when a card of rank index r may be played on one of rank index w (w =
 * NO_RANK: on the empty waste). Filled from `canPlayOn`, which looks at ranks only.
 */
function playTableFor(v: GolfVariant): Uint8Array {
  const cached = playTables.get(v);
  if (cached) return cached;
  const card = (r: number): Card => (r === JOKER_RANK ? 52 : r - 1);
  const tab = new Uint8Array(16 * 16);
  for (let r = 0; r <= 13; r++) {
    tab[r * 16 + NO_RANK] = 1;
    for (let w = 0; w <= 13; w++) tab[r * 16 + w] = canPlayOn(card(r), card(w), v) ? 1 : 0;
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

  /** Column cards as rank indexes. */
  private readonly cols = new Int32Array(COLUMNS * HEIGHT_CAP);
  private readonly h = new Int32Array(COLUMNS);
  /** Stock (and the rest of the deal) as rank indexes. */
  private readonly deal: Int32Array;
  private readonly n: number;
  private next: number;
  private top: number;
  private tableau = 0;
  /** Cards of each rank index still in the tableau or the stock. */
  private readonly avail = new Int32Array(16);
  /** The lowest score any line from the root could reach: minus the whole stock. */
  private readonly floor: number;
  // For the bounds (see lowerBound): does every legal play join an odd rank and an even one; is
  // the king a card nothing can be played on; tableau odd-rank cards minus even-rank ones; kings
  // in the tableau; where the even- and odd-rank cards of the stock are.
  private readonly parity: boolean;
  private readonly kingStops: boolean;
  private imbalance = 0;
  /** Tableau cards of each rank index. */
  private readonly inTableau = new Int32Array(16);
  private readonly spare = new Int32Array(16);
  /** stockSuffix[i * 16 + r]: cards of rank index r in deal[i..]. */
  private readonly stockSuffix: Int32Array;
  private kings = 0;
  private readonly evenPos: Int32Array;
  private readonly oddPos: Int32Array;
  private readonly evenBefore: Int32Array;
  private readonly oddBefore: Int32Array;

  // Undo log: per applied move, the packed move and the waste's top rank before it.
  private log: number[] = [];
  // DFS frames of four words: next move index, move count, packed move list (3 bits each), log length.
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
    this.deal = Int32Array.from(state.deal, rankIndex);
    this.n = state.deal.length;
    this.next = state.next;
    for (let i = this.next; i < this.n; i++) this.avail[this.deal[i] as number] = (this.avail[this.deal[i] as number] as number) + 1;
    for (let c = 0; c < COLUMNS; c++) {
      const col = state.columns[c] as readonly Card[];
      if (col.length >= HEIGHT_CAP) throw new Error('Golf column too tall for the solver');
      for (let i = 0; i < col.length; i++) {
        const r = rankIndex(col[i] as Card);
        this.cols[c * HEIGHT_CAP + i] = r;
        this.avail[r] = (this.avail[r] as number) + 1;
      }
      this.h[c] = col.length;
      this.tableau += col.length;
    }
    this.top = state.waste.length === 0 ? NO_RANK : rankIndex(state.waste[state.waste.length - 1] as Card);
    this.floor = -(this.n - this.next);
    const tab = this.playTab;
    let parity = true;
    let kingStops = true;
    for (let r = 1; r <= 13; r++) {
      for (let w = 1; w <= 13; w++) {
        if (tab[r * 16 + w] === 1 && (r + w) % 2 === 0) parity = false;
        if (w === 13 && tab[r * 16 + w] === 1) kingStops = false;
      }
    }
    this.parity = parity;
    this.kingStops = kingStops;
    for (let c = 0; c < COLUMNS; c++) for (let i = 0; i < (this.h[c] as number); i++) this.count(this.cols[c * HEIGHT_CAP + i] as number, 1);
    const even: number[] = [];
    const odd: number[] = [];
    this.evenBefore = new Int32Array(this.n + 1);
    this.oddBefore = new Int32Array(this.n + 1);
    for (let i = 0; i < this.n; i++) {
      const r = this.deal[i] as number;
      if (i >= this.next && r !== JOKER_RANK) (r % 2 === 0 ? even : odd).push(i);
      this.evenBefore[i + 1] = even.length;
      this.oddBefore[i + 1] = odd.length;
    }
    this.stockSuffix = new Int32Array((this.n + 1) * 16);
    for (let i = this.n - 1; i >= 0; i--) {
      for (let r = 0; r < 16; r++) this.stockSuffix[i * 16 + r] = this.stockSuffix[(i + 1) * 16 + r] as number;
      const r = this.deal[i] as number;
      this.stockSuffix[i * 16 + r] = (this.stockSuffix[i * 16 + r] as number) + 1;
    }
    this.evenPos = Int32Array.from(even);
    this.oddPos = Int32Array.from(odd);
  }

  get done(): boolean {
    return this.finished;
  }

  /**
   * The position's key. Only the waste top's rank is kept, not the card: suits play no part in
   * Golf, so two positions that differ only in the suit of the waste's top card have the same future.
   */
  private key(): number {
    const h = this.h;
    let k = 0;
    for (let c = 0; c < COLUMNS; c++) k |= (h[c] as number) << (3 * c);
    return (k | (this.next << 21) | (this.top << 27)) >>> 0;
  }

  /** Counts a tableau card in (d = 1) or out (d = -1) of the bound tallies. */
  private count(r: number, d: number): void {
    this.inTableau[r] = (this.inTableau[r] as number) + d;
    if (r === JOKER_RANK) return;
    this.imbalance += r % 2 === 1 ? d : -d;
    if (r === 13) this.kings += d;
  }

  private apply(m: number): void {
    this.log.push(m, this.top);
    if (m === TURN) {
      this.top = this.deal[this.next++] as number;
    } else {
      const hc = (this.h[m] as number) - 1;
      this.h[m] = hc;
      this.tableau--;
      this.top = this.cols[m * HEIGHT_CAP + hc] as number;
      this.count(this.top, -1);
    }
    this.avail[this.top] = (this.avail[this.top] as number) - 1;
  }

  private undoTo(target: number): void {
    const log = this.log;
    while (log.length > target) {
      this.avail[this.top] = (this.avail[this.top] as number) + 1;
      this.top = log.pop() as number;
      const m = log.pop() as number;
      if (m === TURN) this.next--;
      else {
        this.count(this.cols[m * HEIGHT_CAP + (this.h[m] as number)] as number, 1);
        this.h[m] = (this.h[m] as number) + 1;
        this.tableau++;
      }
    }
  }

  /** Cards that can never be played (solver-proofs.md L35): a lower bound on the tableau left at the end. */
  private deadCards(): number {
    if ((this.avail[JOKER_RANK] as number) > 0) return 0;
    const tab = this.playTab;
    const avail = this.avail;
    let dead = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const base = c * HEIGHT_CAP;
      for (let i = (this.h[c] as number) - 1; i >= 0; i--) {
        const r = this.cols[base + i] as number;
        if (tab[r * 16 + this.top] === 1) continue;
        let live = false;
        for (let w = 1; w <= 13 && !live; w++) live = tab[r * 16 + w] === 1 && (avail[w] as number) > (w === r ? 1 : 0);
        if (!live) {
          dead += i + 1;
          break;
        }
      }
    }
    return dead;
  }

  /**
   * A lower bound on the score of any line from here (solver-proofs.md L36): minus the stock left
   * (L31), less the turns a win needs by parity (L32), kings (L33) and matching (L34); or, when
   * those or the dead cards (L35) rule a win out, the cards that must stay.
   */
  private lowerBound(): number {
    const k = this.n - this.next;
    const top = this.top;
    if ((this.avail[JOKER_RANK] as number) > 0 || top === JOKER_RANK) return -k;
    let turns = 0;
    let left = 0;
    if (this.parity && this.imbalance !== 0) {
      const d = this.imbalance > 0 ? this.imbalance : -this.imbalance;
      // Chains that can start on the parity we lack: the present one if the top has the other parity.
      const present = top === NO_RANK || top % 2 === (this.imbalance > 0 ? 0 : 1) ? 1 : 0;
      const need = d - present;
      if (need > 0) {
        const pos = this.imbalance > 0 ? this.evenPos : this.oddPos;
        const before = (this.imbalance > 0 ? this.evenBefore : this.oddBefore)[this.next] as number;
        const idx = before + need - 1;
        if (idx < pos.length) turns = (pos[idx] as number) - this.next + 1;
        else {
          turns = Infinity;
          left = need - (pos.length - before);
        }
      }
    }
    if (this.kingStops && this.kings > 0) {
      const need = this.kings - (top === 13 ? 0 : 1);
      if (need > turns) turns = need;
      if (need - k > left) left = need - k;
    }
    if (turns <= k && this.parity) {
      const short = this.unmatched(k);
      if (short > 0) {
        turns = Infinity;
        if (short > left) left = short;
      } else if (this.best <= 0 && this.unmatched(turns) > 0) {
        // (Only worth it once a win is known: before that any bound <= 0 lets the position in.)
        // The fewest turns whose stock cards complete the matching (more turns only add supports).
        let lo = turns + 1;
        let hi = k;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (this.unmatched(mid) === 0) hi = mid;
          else lo = mid + 1;
        }
        turns = lo;
      }
    }
    if (turns <= k) {
      const dead = this.deadCards();
      if (dead === 0) return -(k - turns);
      if (dead > left) left = dead;
    }
    return left > 1 ? left : 1;
  }

  /**
   * The matching bound (solver-proofs.md L34; parity rules, no joker in play): the tableau cards
   * left without a support among the tableau, the present top and the next `turns` stock cards.
   */
  private unmatched(turns: number): number {
    const tab = this.playTab;
    const spare = this.spare;
    const now = this.next * 16;
    const end = (this.next + turns) * 16;
    const suffix = this.stockSuffix;
    for (let w = 1; w <= 13; w++) spare[w] = (this.inTableau[w] as number) + (this.top === w ? 1 : 0) + (suffix[now + w] as number) - (suffix[end + w] as number);
    let short = 0;
    for (let r = 1; r <= 13; r++) {
      let need = this.inTableau[r] as number;
      if (need === 0) continue;
      if (r > 1 && tab[r * 16 + r - 1] === 1) {
        const use = Math.min(need, spare[r - 1] as number);
        spare[r - 1] = (spare[r - 1] as number) - use;
        need -= use;
      }
      if (need > 0 && r < 13 && tab[r * 16 + r + 1] === 1) {
        const use = Math.min(need, spare[r + 1] as number);
        spare[r + 1] = (spare[r + 1] as number) - use;
        need -= use;
      }
      short += need;
    }
    return short;
  }

  private value(): number {
    return this.tableau > 0 ? this.tableau : -(this.n - this.next);
  }

  private enter(logStart: number): boolean {
    if (!this.table.add(this.key())) return false;
    this.states++;
    const v = this.value();
    if (v < this.best) {
      this.best = v;
      this.bestLine = this.log.slice();
    }
    if (this.tableau === 0 || (this.best <= 0 && this.goal === 'win')) return true;
    // No line from here scores below minus the stock left, nor below the dead cards: expand only
    // if that could beat the best line known.
    if (this.lowerBound() >= this.best) return true;
    // The legal moves, plays first then the turn, packed 3 bits each.
    let list = 0;
    let count = 0;
    const top = this.top;
    const tab = this.playTab;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = this.h[c] as number;
      if (hc > 0 && tab[(this.cols[c * HEIGHT_CAP + hc - 1] as number) * 16 + top] === 1) list |= c << (3 * count++);
    }
    if (this.next < this.n) list |= TURN << (3 * count++);
    if (count > 0) this.frames.push(0, count, list, logStart);
    return true;
  }

  private reachedGoal(): boolean {
    return this.best <= this.floor || (this.goal === 'win' && this.best <= 0);
  }

  /** The legal moves the solver sees in its root position: for tests. */
  movesHere(): GolfMove[] {
    const out: GolfMove[] = [];
    if (this.tableau === 0) return out;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = this.h[c] as number;
      if (hc > 0 && this.playTab[(this.cols[c * HEIGHT_CAP + hc - 1] as number) * 16 + this.top] === 1) out.push({ type: 'play', column: c });
    }
    if (this.next < this.n) out.push({ type: 'turn' });
    return out;
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
