// The exact Golf solver (rules §4, with the stock order known: rules §5.3).
//
// For a fixed deal a position is seven column heights, the stock position and the waste top's rank
// (solver-proofs.md D13, L30): one 31-bit key, as in black-hole-solver, kept up to date move by
// move. The hole score never gets worse along a line, so the best score is the best value of any
// reachable position (L1). The search is depth-first with a visited set and lower bounds on the
// score from a position (L31-L36), which cut positions that cannot beat the best line known.
//
// Everything the search touches is a typed array or a number, sized once: a search allocates
// nothing while it runs, and the one-shot calls reuse one solver (solveGolfOnce), since the fair
// players call them thousands of times a game on small positions. A child's key is worked out
// before its move is made, so a position seen before costs one probe of the table.
//
// The rules come from src/games/golf/rules.ts: the table of which card may go on which is filled
// by `canPlayOn`, and a test checks the solver against the engine's legal moves.

import type { Card } from '../../core/cards.js';
import { canPlayOn, COLUMNS as RULE_COLUMNS, type GolfMove, type GolfState } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { KeySet1 } from '../table.js';
import { cycleShortfall, type MatchRules, matchRules, parityShortfall } from './matching.js';
import { DEFAULT_MAX_STATES, now, type SolveGoal, type SolveOptions, type SolveResult, type Solver, TimeBudget } from '../types.js';

// A local copy: a hot loop reading an imported binding pays for a getter under some loaders.
const COLUMNS: number = RULE_COLUMNS;
const HEIGHT_CAP = 8; // 3 bits per column height
const JOKER_RANK = 0;
const NO_RANK = 14; // the waste is empty
const TURN = 7; // packed move: 0-6 play that column, 7 turn
/** Longest line: every card of the largest deal moved once, and room for the root. */
const MAX_DEPTH = 64;
/** Bits 27-30 of the key hold the top's rank. */
const TOP_SHIFT = 27;
const NEXT_SHIFT = 21;
/** colTop of an empty column: a row of the play table that is all 0. */
const EMPTY_COLUMN = 15;
/** Per rank index: +1 for an odd rank, -1 for an even one, 0 for a joker (for the parity tally). */
const PARITY_SIGN = Int32Array.from({ length: 16 }, (_, r) => (r === 0 || r > 13 ? 0 : r % 2 === 1 ? 1 : -1));

/** The moves the solver returns: one object per kind, shared (moves are read-only data). */
const PLAY: readonly GolfMove[] = Array.from({ length: RULE_COLUMNS }, (_, column) => Object.freeze({ type: 'play', column }) as GolfMove);
const TURN_MOVE: GolfMove = Object.freeze({ type: 'turn' });

/** The rank index the solver works with: 1-13, 0 for a joker (Golf ignores suits). */
function rankIndex(c: Card): number {
  return c >= 52 ? JOKER_RANK : (c % 13) + 1;
}

/** What the search reads of a variant's rules, worked out once per variant object. */
interface PlayRules extends MatchRules {
  /** tab[r * 16 + w] = 1 when a card of rank index r may be played on one of rank index w (w = NO_RANK: on the empty waste). */
  readonly tab: Uint8Array;
  /** onto[r]: the ranks 1-13 a card of rank r may be played on, as a mask (bit w). */
  readonly onto: Int32Array;
  /** Every legal play joins an odd rank and an even one (no joker): parity and matching bounds hold (L32, L34). */
  readonly parity: boolean;
  /** Nothing may be played on a king (L33). */
  readonly kingStops: boolean;
}

const playRules = new WeakMap<GolfVariant, PlayRules>();

function playRulesFor(v: GolfVariant): PlayRules {
  const cached = playRules.get(v);
  if (cached) return cached;
  const card = (r: number): Card => (r === JOKER_RANK ? 52 : r - 1);
  const tab = new Uint8Array(16 * 16);
  const onto = new Int32Array(16);
  let parity = true;
  let kingStops = true;
  for (let r = 0; r <= 13; r++) {
    tab[r * 16 + NO_RANK] = 1;
    for (let w = 0; w <= 13; w++) {
      if (!canPlayOn(card(r), card(w), v)) continue;
      tab[r * 16 + w] = 1;
      if (w === 0 || r === 0) continue;
      onto[r] = (onto[r] as number) | (1 << w);
      if ((r + w) % 2 === 0) parity = false;
      if (w === 13) kingStops = false;
    }
  }
  const rules = { tab, onto, parity, kingStops, ...matchRules(tab) };
  playRules.set(v, rules);
  return rules;
}

/** A resumable exact search of one Golf position. */
export class GolfSolver implements Solver<GolfMove> {
  private root!: GolfState;
  private winOnly = false;
  private readonly table: KeySet1;
  private rules!: PlayRules;

  // The position, made and unmade in place.
  /** Column cards as rank indexes, HEIGHT_CAP a column. */
  private readonly cols = new Int32Array(COLUMNS * HEIGHT_CAP);
  private readonly h = new Int32Array(COLUMNS);
  /** The deal as rank indexes (the stock is deal[next..n)). */
  private readonly deal = new Int32Array(MAX_DEPTH);
  private n = 0;
  private next = 0;
  private top = 0;
  private tableau = 0;
  /** The packed position: 3 bits a column height, the stock position at bit 21, the top's rank at bit 27. */
  private key = 0;
  /** Cards of each rank index still in the tableau or the stock, and the ranks with any, as a mask. */
  private readonly avail = new Int32Array(16);
  private availMask = 0;
  /** The ranks with exactly one card left in the tableau or the stock, as a mask. */
  private availOne = 0;
  /** The rank of each column's top card (EMPTY_COLUMN for an empty column: nothing plays from it). */
  private readonly colTop = new Int32Array(COLUMNS);
  /** The lowest score any line from the root could reach: minus the whole stock. */
  private floor = 0;

  // For the bounds: tableau cards of each rank, odd-rank minus even-rank tableau cards (jokers not
  // counted), tableau kings, and where the even- and odd-rank stock cards are (see cut()).
  private readonly inTableau = new Int32Array(16);
  private imbalance = 0;
  private kings = 0;
  private readonly spare = new Int32Array(16);
  /** stockBefore[i * 16 + r]: cards of rank index r in deal[0..i). */
  private readonly stockBefore = new Int32Array((MAX_DEPTH + 1) * 16);
  private readonly evenPos = new Int32Array(MAX_DEPTH);
  private readonly oddPos = new Int32Array(MAX_DEPTH);
  private evenCount = 0;
  private oddCount = 0;
  private readonly evenBefore = new Int32Array(MAX_DEPTH + 1);
  private readonly oddBefore = new Int32Array(MAX_DEPTH + 1);

  // The depth-first stack. Frame f is the position after the line's first f moves: its legal moves
  // (packed 3 bits each), how many, the next to try, and the position's key (for the move's undo).
  private readonly frameMoves = new Int32Array(MAX_DEPTH);
  private readonly frameCount = new Int32Array(MAX_DEPTH);
  private readonly frameNext = new Int32Array(MAX_DEPTH);
  private readonly frameKey = new Int32Array(MAX_DEPTH);
  private depth = 0;
  /** The line to the present position: path[f] is the move made from frame f. */
  private readonly path = new Int8Array(MAX_DEPTH);

  private best = Infinity;
  private readonly bestPath = new Int8Array(MAX_DEPTH);
  private bestLen = 0;
  private started = false;
  private finished = false;
  private states = 0;
  private ms = -0;

  constructor(state: GolfState, opts: { goal?: SolveGoal; table?: KeySet1 } = {}) {
    this.table = opts.table ?? new KeySet1();
    this.reset(state, opts.goal ?? 'best');
  }

  /** Makes this solver a fresh search of `state` (its buffers kept). */
  reset(state: GolfState, goal: SolveGoal): void {
    this.root = state;
    this.winOnly = goal === 'win';
    this.table.clear();
    this.rules = playRulesFor(state.variant);
    const n = state.deal.length;
    if (n >= MAX_DEPTH) throw new Error('Golf deal too long for the solver');
    this.n = n;
    this.next = state.next;
    this.avail.fill(0);
    this.inTableau.fill(0);
    this.imbalance = 0;
    this.kings = 0;
    for (let i = 0; i < n; i++) this.deal[i] = rankIndex(state.deal[i] as Card);
    for (let i = this.next; i < n; i++) this.avail[this.deal[i] as number] = (this.avail[this.deal[i] as number] as number) + 1;
    let tableau = 0;
    let key = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const col = state.columns[c] as readonly Card[];
      if (col.length >= HEIGHT_CAP) throw new Error('Golf column too tall for the solver');
      for (let i = 0; i < col.length; i++) {
        const r = rankIndex(col[i] as Card);
        this.cols[c * HEIGHT_CAP + i] = r;
        this.avail[r] = (this.avail[r] as number) + 1;
        this.inTableau[r] = (this.inTableau[r] as number) + 1;
        this.imbalance += PARITY_SIGN[r] as number;
        if (r === 13) this.kings++;
      }
      this.h[c] = col.length;
      tableau += col.length;
      key |= col.length << (3 * c);
    }
    this.tableau = tableau;
    this.top = state.waste.length === 0 ? NO_RANK : rankIndex(state.waste[state.waste.length - 1] as Card);
    this.key = (key | (this.next << NEXT_SHIFT) | (this.top << TOP_SHIFT)) >>> 0;
    let mask = 0;
    let one = 0;
    for (let r = 0; r < 14; r++) {
      if ((this.avail[r] as number) > 0) mask |= 1 << r;
      if (this.avail[r] === 1) one |= 1 << r;
    }
    this.availMask = mask;
    this.availOne = one;
    for (let c = 0; c < COLUMNS; c++) this.colTop[c] = (this.h[c] as number) > 0 ? (this.cols[c * HEIGHT_CAP + (this.h[c] as number) - 1] as number) : EMPTY_COLUMN;
    this.floor = -(n - this.next);
    // Where the even- and odd-rank stock cards lie, and the stock's rank counts, for the bounds.
    const sb = this.stockBefore;
    let even = 0;
    let odd = 0;
    for (let r = 0; r < 16; r++) sb[this.next * 16 + r] = 0;
    for (let i = this.next; i < n; i++) {
      const r = this.deal[i] as number;
      this.evenBefore[i] = even;
      this.oddBefore[i] = odd;
      if (r !== JOKER_RANK) {
        if (r % 2 === 0) this.evenPos[even++] = i;
        else this.oddPos[odd++] = i;
      }
      const o = i * 16;
      for (let x = 0; x < 14; x++) sb[o + 16 + x] = sb[o + x] as number;
      sb[o + 16 + r] = (sb[o + 16 + r] as number) + 1;
    }
    this.evenBefore[n] = even;
    this.oddBefore[n] = odd;
    this.evenCount = even;
    this.oddCount = odd;
    this.depth = 0;
    this.best = Infinity;
    this.bestLen = 0;
    this.started = false;
    this.finished = false;
    this.states = 0;
    this.ms = -0;
  }

  get done(): boolean {
    return this.finished;
  }


  /** Makes move m (a column, or TURN) from frame f. */
  private apply(f: number, m: number): void {
    this.frameKey[f] = this.key;
    this.path[f] = m;
    let t: number;
    if (m === TURN) {
      t = this.deal[this.next++] as number;
      this.key += 1 << NEXT_SHIFT;
    } else {
      const hc = (this.h[m] as number) - 1;
      this.h[m] = hc;
      this.tableau--;
      const base = m * HEIGHT_CAP;
      t = this.cols[base + hc] as number;
      this.colTop[m] = hc > 0 ? (this.cols[base + hc - 1] as number) : EMPTY_COLUMN;
      this.inTableau[t] = (this.inTableau[t] as number) - 1;
      this.imbalance -= PARITY_SIGN[t] as number;
      if (t === 13) this.kings--;
      this.key -= 1 << (3 * m);
    }
    this.top = t;
    this.key = ((this.key & ~(15 << TOP_SHIFT)) | (t << TOP_SHIFT)) >>> 0;
    const a = (this.avail[t] as number) - 1;
    this.avail[t] = a;
    if (a === 1) this.availOne |= 1 << t;
    else if (a === 0) {
      this.availOne &= ~(1 << t);
      this.availMask &= ~(1 << t);
    }
  }

  /** Takes back the move made from frame f. */
  private undo(f: number): void {
    const t = this.top;
    const a = (this.avail[t] as number) + 1;
    this.avail[t] = a;
    if (a === 1) {
      this.availMask |= 1 << t;
      this.availOne |= 1 << t;
    } else if (a === 2) this.availOne &= ~(1 << t);
    const m = this.path[f] as number;
    if (m === TURN) {
      this.next--;
    } else {
      // t is the card played from column m: it goes back on top.
      this.colTop[m] = t;
      this.inTableau[t] = (this.inTableau[t] as number) + 1;
      this.imbalance += PARITY_SIGN[t] as number;
      if (t === 13) this.kings++;
      this.h[m] = (this.h[m] as number) + 1;
      this.tableau++;
    }
    const key = this.frameKey[f] as number;
    this.key = key;
    this.top = key >>> TOP_SHIFT;
  }

  /**
   * Dead cards (solver-proofs.md L35): a lower bound on the tableau left at the end. A card is dead
   * when it cannot go on the top now and no card it could go on is left in the stock, or in the
   * tableau other than under it in its own column (those are played after it); every card under it
   * is dead too. (No joker is in play, so no card goes on its own rank.)
   */
  private deadCards(): number {
    const { tab, onto } = this.rules;
    const top = this.top;
    const cols = this.cols;
    const none = ~this.availMask;
    const one = this.availOne;
    let dead = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = this.h[c] as number;
      const base = c * HEIGHT_CAP;
      // The ranks of the cards under the one looked at: a rank whose last card is one of them is gone for it.
      let below = 0;
      let topDead = -1;
      for (let i = 0; i < hc; i++) {
        const r = cols[base + i] as number;
        if (((onto[r] as number) & ~(none | (one & below))) === 0 && tab[r * 16 + top] === 0) topDead = i;
        below |= 1 << r;
      }
      dead += topDead + 1;
    }
    return dead;
  }

  /**
   * Can no line from here beat the best line known? The lower bound of solver-proofs.md L36:
   * minus the stock left (L31), less the turns a win needs by parity (L32), kings (L33) and
   * matching (L34); or, when those or the dead cards (L35) rule a win out, the cards that must
   * stay. Only the decision is worked out (L36): once a win is known (best <= 0), the position is
   * cut when a win needs at least k + best turns, and one matching with the first k + best - 1
   * stock cards tells that, with no search for the fewest turns.
   */
  private cut(): boolean {
    const k = this.n - this.next;
    const best = this.best;
    if (-k >= best) return true;
    const top = this.top;
    if ((this.avail[JOKER_RANK] as number) > 0 || top === JOKER_RANK) return false;
    const rules = this.rules;
    let turns = 0;
    let left = 0;
    const imb = this.imbalance;
    if (rules.parity && imb !== 0) {
      const d = imb > 0 ? imb : -imb;
      // Chains that can start on the parity we lack: the present one if the top has the other parity.
      const present = top === NO_RANK || top % 2 === (imb > 0 ? 0 : 1) ? 1 : 0;
      const need = d - present;
      if (need > 0) {
        const before = (imb > 0 ? this.evenBefore : this.oddBefore)[this.next] as number;
        const idx = before + need - 1;
        const count = imb > 0 ? this.evenCount : this.oddCount;
        if (idx < count) turns = ((imb > 0 ? this.evenPos : this.oddPos)[idx] as number) - this.next + 1;
        else {
          turns = Infinity;
          left = need - (count - before);
        }
      }
    }
    if (rules.kingStops && this.kings > 0) {
      const need = this.kings - (top === 13 ? 0 : 1);
      if (need > turns) turns = need;
      if (need - k > left) left = need - k;
    }
    // No win: at least `left` cards stay (and a line that does not win leaves one at least).
    if (turns > k) return (left > 1 ? left : 1) >= best;
    if (best <= 0 && turns >= k + best) return true;
    if (best <= 0) {
      // A win short of the stock it would need to leave, or no win at all: either way, cut.
      if (this.unmatched(k + best - 1) > 0) return true;
    } else {
      const short = this.unmatched(k);
      if (short > 0) return (short > left ? short : left) >= best;
    }
    const dead = this.deadCards();
    if (dead === 0) return false;
    return (dead > left ? dead : left) >= best;
  }

  /**
   * The matching bound (solver-proofs.md L34; no joker in play): the tableau cards left without
   * a support among the tableau, the present top and the next `turns` stock cards (matching.ts).
   */
  private unmatched(turns: number): number {
    const supply = this.spare;
    const inT = this.inTableau;
    const sb = this.stockBefore;
    const from = this.next * 16;
    const to = (this.next + turns) * 16;
    const top = this.top;
    for (let w = 1; w <= 13; w++) supply[w] = (inT[w] as number) + (top === w ? 1 : 0) + (sb[to + w] as number) - (sb[from + w] as number);
    return this.rules.parity ? parityShortfall(this.rules, inT, supply) : cycleShortfall(this.rules, inT, supply);
  }

  /** Called on reaching a new position (in the table now) after the line's first f moves: false when it is not expanded. */
  private enter(f: number): boolean {
    this.states++;
    const v = this.tableau > 0 ? this.tableau : this.next - this.n;
    if (v < this.best) {
      this.best = v;
      this.bestPath.set(this.path.subarray(0, f));
      this.bestLen = f;
    }
    if (this.tableau === 0 || (this.best <= 0 && this.winOnly)) return false;
    if (this.cut()) return false;
    // The legal moves, plays first then the turn, packed 3 bits each.
    let list = 0;
    let count = 0;
    const top = this.top;
    const tab = this.rules.tab;
    const colTop = this.colTop;
    const h = this.h;
    // Plays from the tallest columns first (then by column): a good line comes sooner, and with it
    // stronger cuts. The columns are put in place as they come (few are playable at once).
    for (let c = 0; c < COLUMNS; c++) {
      if (tab[(colTop[c] as number) * 16 + top] !== 1) continue;
      const hc = h[c] as number;
      let j = count;
      while (j > 0 && (h[(list >> (3 * (j - 1))) & 7] as number) < hc) j--;
      const low = list & ((1 << (3 * j)) - 1);
      list = low | (c << (3 * j)) | ((list >> (3 * j)) << (3 * j + 3));
      count++;
    }
    if (this.next < this.n) list |= TURN << (3 * count++);
    if (count === 0) return false;
    this.frameMoves[f] = list;
    this.frameCount[f] = count;
    this.frameNext[f] = 0;
    this.depth = f + 1;
    return true;
  }

  private reachedGoal(): boolean {
    return this.best <= this.floor || (this.winOnly && this.best <= 0);
  }

  /** The legal moves the solver sees in its root position: for tests. */
  movesHere(): GolfMove[] {
    const out: GolfMove[] = [];
    if (this.tableau === 0) return out;
    const tab = this.rules.tab;
    for (let c = 0; c < COLUMNS; c++) {
      const hc = this.h[c] as number;
      if (hc > 0 && tab[(this.cols[c * HEIGHT_CAP + hc - 1] as number) * 16 + this.top] === 1) out.push(PLAY[c] as GolfMove);
    }
    if (this.next < this.n) out.push(TURN_MOVE);
    return out;
  }

  run(opts: SolveOptions = {}): SolveResult<GolfMove> {
    const t0 = now();
    const maxStates = this.states + (opts.maxStates ?? DEFAULT_MAX_STATES);
    const budget = new TimeBudget(opts, t0);
    if (!this.started) {
      this.started = true;
      this.table.add(this.key);
      this.enter(0);
    }
    if (this.search(maxStates, budget)) this.finished = true;
    this.ms += now() - t0;
    return this.result();
  }

  /** The depth-first search from the frames on the stack: true when it is over, false when the budget stopped it. */
  private search(maxStates: number, budget: TimeBudget): boolean {
    // Steps until the next look at the budget: every 1024, or sooner when fewer positions are left
    // (a step adds at most one position).
    let check = Math.min(1024, maxStates - this.states);
    while (this.depth > 0 && !this.reachedGoal()) {
      if (--check <= 0) {
        if (this.states >= maxStates || budget.timeUp()) return false;
        check = Math.min(1024, maxStates - this.states);
      }
      const f = this.depth - 1;
      const i = this.frameNext[f] as number;
      if (i === this.frameCount[f]) {
        // Frame f is done: back to the frame before it, taking back the move that led here.
        this.depth = f;
        if (f > 0) this.undo(f - 1);
        continue;
      }
      this.frameNext[f] = i + 1;
      const m = ((this.frameMoves[f] as number) >> (3 * i)) & 7;
      // A turn leaves the tableau as it is and one stock card less to end with (L31).
      if (m === TURN && this.next + 1 - this.n >= this.best) continue;
      // The child's key, worked out before the move: a position seen before costs no make and unmake.
      const t = m === TURN ? (this.deal[this.next] as number) : (this.colTop[m] as number);
      const key = (((m === TURN ? this.key + (1 << NEXT_SHIFT) : this.key - (1 << (3 * m))) & ~(15 << TOP_SHIFT)) | (t << TOP_SHIFT)) >>> 0;
      if (!this.table.add(key)) continue;
      this.apply(f, m);
      if (!this.enter(f + 1)) this.undo(f);
    }
    return true;
  }

  /**
   * The best line as moves, finished from the best position by playing when possible, else
   * turning (neither can change the score once the search is complete: that position is already
   * the best reachable). Worked on a copy of the heights, so a search stopped by its budget can go on.
   */
  private result(): SolveResult<GolfMove> {
    const h = this.spare;
    for (let c = 0; c < COLUMNS; c++) h[c] = this.root.columns[c]?.length ?? 0;
    let next = this.root.next;
    let top = this.root.waste.length === 0 ? NO_RANK : rankIndex(this.root.waste[this.root.waste.length - 1] as Card);
    let tableau = 0;
    for (let c = 0; c < COLUMNS; c++) tableau += h[c] as number;
    const moves: GolfMove[] = [];
    const play = (m: number): void => {
      moves.push(m === TURN ? TURN_MOVE : (PLAY[m] as GolfMove));
      if (m === TURN) top = this.deal[next++] as number;
      else {
        h[m] = (h[m] as number) - 1;
        tableau--;
        top = this.cols[m * HEIGHT_CAP + (h[m])] as number;
      }
    };
    for (let i = 0; i < this.bestLen; i++) play(this.bestPath[i] as number);
    const tab = this.rules.tab;
    while (tableau > 0) {
      let m = -1;
      for (let c = 0; c < COLUMNS && m < 0; c++) {
        const hc = h[c] as number;
        if (hc > 0 && tab[(this.cols[c * HEIGHT_CAP + hc - 1] as number) * 16 + top] === 1) m = c;
      }
      if (m < 0 && next < this.n) m = TURN;
      if (m < 0) break;
      play(m);
    }
    const won = tableau === 0;
    const verdict = !this.finished ? 'unknown' : won ? 'solved' : 'unsolvable';
    return { verdict, winnable: won, bestScore: won ? next - this.n : tableau, moves, states: this.states, ms: this.ms };
  }
}

let shared: GolfSolver | undefined;

/**
 * A one-shot search, on one solver and table reused from call to call: a call allocates nothing
 * but its result, and clearing the table costs little after a small search (see KeySet1).
 */
export function solveGolfOnce(state: GolfState, opts: SolveOptions | undefined, goal: SolveGoal): SolveResult<GolfMove> {
  if (shared) shared.reset(state, goal);
  else shared = new GolfSolver(state, { goal });
  return shared.run(opts);
}
