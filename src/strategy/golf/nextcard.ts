// Golf: the `next-card` player, fast enough to play a game out in about 7-15 ms of CPU and so the
// coach's stand-in for the chance to win. At each real choice it lists the runs of plays before the
// next stock turn (chains.ts, "turn now" included) and weighs each over every rank the next stock
// card can have, with its chance from the cards still unseen: for each rank, the best run it could
// then make before the turn after, valued by a fitted function of what it would see there. Its
// three best runs are then weighed two cards deep (the three best runs after each rank again over
// every rank of the card after; at both levels only runs within a quarter of the best one's
// value), and with three stock cards or fewer every card and every run to the end (exact). It is
// the one-card search of `expectimax` with a formula in place of the exact solves on drawn orders:
// it draws nothing, so it makes the same move for the same observation, whatever the stock order.
// With wild cards in the deck (hundreds of runs) it looks one card deep.
//
// The formula (`nextCardFeatures`) estimates the chance to win from a position just before a stock
// card is turned: what is left in the columns, how many unseen cards could go on the column tops,
// which tableau cards have no partner left, and so on, read from the unseen cards as counts by rank.
// Its weights were fitted by scripts/fit-next-card.ts (logistic regression of the outcome on the
// positions of this player's own games, deals 500,001 and up; docs/strategies.md).

import type { Card } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import { COLUMN_HEIGHT, COLUMNS, type GolfMove } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { type GolfRun, runsBeforeTurn } from './chains.js';
import { fewerRuns, obviousRun, RunPlan } from './hindsight.js';
import type { GolfStrategy } from './simple.js';

/** How many features the formula reads (the first is the constant 1). */
export const NEXT_CARD_FEATURES = 13;

/** The rank that matters to Golf (suits never do): 1-13, 0 for a joker. */
const rankKey = (c: Card): number => (c >= 52 ? 0 : (c % 13) + 1);

/** May rank r go on rank w (rank indices, 0 a joker)? The rule of `canPlayOn`, by rank. */
function adjacentRanks(r: number, w: number, v: GolfVariant): boolean {
  if (r === 0 || w === 0) return true;
  if (w === 13) return (r === 12 && (v.queenOnKing || v.puttPutt)) || (r === 1 && v.puttPutt);
  if (r - w === 1 || w - r === 1) return true;
  return v.puttPutt && ((r === 13 && w === 1) || (r === 1 && w === 13));
}

/** What one choice's search works on: the columns as ranks, and the rules as a table. */
export interface Table {
  readonly variant: GolfVariant;
  /** ranks[c * COLUMN_HEIGHT + j]: the rank of the j-th card from the bottom of column c. */
  readonly ranks: Int8Array;
  /** on[r * 14 + w]: 1 when rank r may go on rank w. */
  readonly on: Uint8Array;
  /** The ranks w ≠ r that go on r or take r, for each r: near[r * 14 ..], `nearCount[r]` of them. */
  readonly near: Uint8Array;
  readonly nearCount: Uint8Array;
  /** Scratch for the features. */
  readonly left: Float64Array;
  readonly partners: Float64Array;
}

const ADJACENCY = new Map<string, { on: Uint8Array; near: Uint8Array; nearCount: Uint8Array }>();

function adjacencyOf(v: GolfVariant): { on: Uint8Array; near: Uint8Array; nearCount: Uint8Array } {
  const key = `${v.queenOnKing}${v.puttPutt}`;
  let t = ADJACENCY.get(key);
  if (t === undefined) {
    const on = new Uint8Array(14 * 14);
    for (let r = 0; r < 14; r++) for (let w = 0; w < 14; w++) on[r * 14 + w] = adjacentRanks(r, w, v) ? 1 : 0;
    const near = new Uint8Array(14 * 14);
    const nearCount = new Uint8Array(14);
    for (let r = 0; r < 14; r++) {
      for (let w = 0; w < 14; w++) {
        if (w !== r && (on[r * 14 + w] === 1 || on[w * 14 + r] === 1)) {
          near[r * 14 + (nearCount[r] as number)] = w;
          nearCount[r] = (nearCount[r] as number) + 1;
        }
      }
    }
    t = { on, near, nearCount };
    ADJACENCY.set(key, t);
  }
  return t;
}

export function tableOf(columns: readonly (readonly Card[])[], v: GolfVariant): Table {
  const ranks = new Int8Array(COLUMNS * COLUMN_HEIGHT);
  columns.forEach((col, c) => col.forEach((card, j) => (ranks[c * COLUMN_HEIGHT + j] = rankKey(card))));
  return { variant: v, ranks, ...adjacencyOf(v), left: new Float64Array(14), partners: new Float64Array(14) };
}

/**
 * The features of a position just before a stock card is turned (the waste top does not matter
 * then: the turned card covers it), written into `out`: 0 the constant 1; 1 tableau cards left / 35;
 * 2 stock cards left / 17; 3 ((tableau − stock) / 35)², when positive; 4 dead tableau cards (no card
 * of a neighbouring rank left anywhere: the game is lost); 5 empty columns; 6 kings left in the
 * tableau when nothing goes on a king; 7 over the column tops, the unseen cards each could go on,
 * per stock card; 8 the chance that the next card takes at least one column top; 9 over the tableau
 * cards, 1 / (cards of a neighbouring rank left); 10 the sum of the squared column heights / 35;
 * 11 cards that go on the card above them in their column (they follow it onto the waste); 12 the
 * product of features 1 and 2.
 */
export function nextCardFeatures(t: Table, heights: ArrayLike<number>, unseen: ArrayLike<number>, stock: number, out: number[]): void {
  const { ranks, on, near, nearCount, left, partners } = t;
  for (let w = 0; w < 14; w++) left[w] = unseen[w] as number;
  let tableau = 0;
  let empty = 0;
  let squares = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const h = heights[c] as number;
    tableau += h;
    squares += h * h;
    if (h === 0) empty++;
    for (let j = 0; j < h; j++) {
      const r = ranks[c * COLUMN_HEIGHT + j] as number;
      left[r] = (left[r] as number) + 1;
    }
  }
  for (let r = 0; r < 14; r++) {
    let p = 0;
    const n = nearCount[r] as number;
    for (let i = 0; i < n; i++) p += left[near[r * 14 + i] as number] as number;
    // Two jokers partner each other.
    if (r === 0) p += Math.max(0, (left[0] as number) - 1);
    partners[r] = p;
  }
  let dead = 0;
  let scarce = 0;
  let kings = 0;
  let support = 0;
  let links = 0;
  let hitMask = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const h = heights[c] as number;
    if (h === 0) continue;
    for (let j = 0; j < h; j++) {
      const r = ranks[c * COLUMN_HEIGHT + j] as number;
      const p = partners[r] as number;
      if (p === 0) dead++;
      else scarce += 1 / p;
      if (r === 13) kings++;
      if (j > 0 && on[(ranks[c * COLUMN_HEIGHT + j - 1] as number) * 14 + r] === 1) links++;
    }
    const top = ranks[c * COLUMN_HEIGHT + h - 1] as number;
    for (let w = 0; w < 14; w++) {
      if (on[top * 14 + w] === 1) {
        support += unseen[w] as number;
        hitMask |= 1 << w;
      }
    }
  }
  let hit = 0;
  for (let w = 0; w < 14; w++) if (hitMask & (1 << w)) hit += unseen[w] as number;
  const v = t.variant;
  const diff = (tableau - stock) / 35;
  out[0] = 1;
  out[1] = tableau / 35;
  out[2] = stock / 17;
  out[3] = diff > 0 ? diff * diff : 0;
  out[4] = dead;
  out[5] = empty;
  out[6] = !v.queenOnKing && !v.puttPutt ? kings : 0;
  out[7] = support / Math.max(1, stock);
  out[8] = hit / Math.max(1, stock);
  out[9] = scarce;
  out[10] = squares / 35;
  out[11] = links;
  out[12] = (tableau / 35) * (stock / 17);
}

/** The weight row for a rule set (jokers, an empty waste at the start and par do not change it). */
export type NextCardWeights = (v: GolfVariant) => readonly number[];

/**
 * The fitted rows, by the neighbour rule. Each fitted by `node --import tsx scripts/fit-next-card.ts
 * VARIANT N ROW` (docs/strategies.md), run again with the row it printed: this player's own games
 * on deals from 500,001, every position where it turned a stock card, logistic regression of the
 * outcome. Strict: 2,000 deals, 124 won, 31,808 positions, log-loss 0.148; queen-on-king: 1,500
 * deals, 217 won, log-loss 0.260; putt-putt: 1,500 deals, 798 won, log-loss 0.476.
 */
export const NEXT_CARD_WEIGHTS: Readonly<Record<'strict' | 'queen-on-king' | 'putt-putt', readonly number[]>> = {
  strict: [2.6594, 0.625, 2.8744, -0.1258, -4.1859, -0.2463, -0.361, -0.1045, 1.7632, -1.5272, -0.7596, 0.1849, 1.7227],
  'queen-on-king': [4.3279, 1.5352, 2.1324, 1.0083, -5.5676, -0.3283, 0, 0.0644, 1.5202, -1.8287, -0.9454, 0.1774, 2.0509],
  'putt-putt': [4.9757, 2.3597, 2.064, 3.6172, -6.3375, -0.3154, 0, 0.072, 0.9997, -1.9075, -1.2941, 0.1015, 3.4616],
};

export const fittedNextCardWeights: NextCardWeights = (v) => NEXT_CARD_WEIGHTS[v.puttPutt ? 'putt-putt' : v.queenOnKing ? 'queen-on-king' : 'strict'];

export interface NextCardOptions {
  readonly name: string;
  readonly description: string;
  readonly weights: NextCardWeights;
  /** Most runs weighed at one choice (a wild card on the waste can open hundreds). */
  readonly mostRuns: number;
  /** Most positions one look past a turned card visits. */
  readonly mostVisits: number;
  /** The same past a wild card, which can open hundreds of runs (it is one card in 27 at most). */
  readonly mostJokerVisits: number;
  /** Stock cards looked ahead: 1 weighs every rank of the next card, 2 of the next two. */
  readonly depth: number;
  /** The same with wild cards in the deck, where a look two cards ahead costs several times more. */
  readonly jokerDepth: number;
  /** Runs looked at deeper than one card, at each choice and below it. */
  readonly widen: number;
  /** Of those, only the ones whose value one card deep is within margin · |best| of the best one's. */
  readonly margin: number;
  /** With at most this many stock cards left, it looks at every card to the end (exact; at most 7). */
  readonly exactStock: number;
}

/** Column heights packed three bits each. */
function pack(h: ArrayLike<number>): number {
  let k = 0;
  for (let c = 0; c < COLUMNS; c++) k = k * 8 + (h[c] as number);
  return k;
}

/** A lost position's value: below every chance, and the fewer cards left the better. */
const lost = (left: number): number => -left / 1000;

export function nextCardStrategy(o: NextCardOptions): GolfStrategy {
  const plans = new RunPlan();
  const f = new Array<number>(NEXT_CARD_FEATURES).fill(0);

  /** The estimated chance to win just before the next turn, with `unseen` (counts by rank) and `stock` cards left. */
  const leaf = (t: Table, w: readonly number[], heights: ArrayLike<number>, unseen: ArrayLike<number>, stock: number): number => {
    let tableau = 0;
    for (let c = 0; c < COLUMNS; c++) tableau += heights[c] as number;
    if (tableau === 0) return 1;
    if (stock === 0) return lost(tableau);
    nextCardFeatures(t, heights, unseen, stock, f);
    let z = 0;
    for (let i = 0; i < NEXT_CARD_FEATURES; i++) z += (w[i] as number) * (f[i] as number);
    return 1 / (1 + Math.exp(-z));
  };

  /**
   * The distinct column heights (packed) reachable by plays from `heights` with rank `top` on the
   * waste, these heights first: a depth-first walk that takes each position of heights and top
   * once, at most `most` of them.
   */
  const reach = (t: Table, heights: number[], top: number, most: number): number[] => {
    const seen = new Set<number>();
    const found = new Set<number>();
    const out: number[] = [];
    let visits = 0;
    const visit = (top: number): void => {
      const hk = pack(heights);
      const key = hk * 16 + top;
      if (seen.has(key) || visits >= most) return;
      seen.add(key);
      visits++;
      if (!found.has(hk)) {
        found.add(hk);
        out.push(hk);
      }
      for (let c = 0; c < COLUMNS; c++) {
        const h = heights[c] as number;
        if (h === 0) continue;
        const r = t.ranks[c * COLUMN_HEIGHT + h - 1] as number;
        if (t.on[r * 14 + top] !== 1) continue;
        heights[c] = h - 1;
        visit(r);
        heights[c] = h;
      }
    };
    visit(top);
    return out;
  };

  const choose = (obs: GolfObservation, legal: readonly GolfMove[], rng: Rng): GolfMove | null => {
    if (legal.length <= 1) return legal[0] ?? null;
    const planned = plans.next(obs, rng);
    if (planned) return planned;
    const runs = fewerRuns(runsBeforeTurn(obs), o.mostRuns);
    const pick = (run: GolfRun): GolfMove => plans.start(obs, run, rng);
    const sure = obviousRun(runs, obs.stockCount);
    if (sure) return pick(sure);

    const t = tableOf(obs.columns, obs.variant);
    const w = o.weights(obs.variant);
    const unseen = new Array<number>(14).fill(0);
    for (const c of obs.unseen) unseen[rankKey(c)] = (unseen[rankKey(c)] as number) + 1;
    const stock = obs.stockCount;
    // With few cards left in the stock, every rank of every one of them, and every run: exact.
    const exact = stock <= o.exactStock;
    const depth = exact ? stock : obs.variant.jokers > 0 ? o.jokerDepth : o.depth;
    const widen = exact ? Infinity : o.widen;
    const margin = exact ? Infinity : o.margin;
    /** The least value worth looking at deeper, beside the best one's. */
    const floorOf = (best: number): number => (margin === Infinity ? -Infinity : best - margin * Math.abs(best));
    const memo = new Map<number, number>();
    // The ranks turned so far, as counts, and as a number for the memo (the turned ranks sorted,
    // one base-15 digit each: the same number whatever the order they were turned in).
    const turned = new Array<number>(14).fill(0);
    const turnedCode = (): number => {
      let code = 0;
      for (let k = 0; k < 14; k++) for (let i = 0; i < (turned[k] as number); i++) code = code * 15 + k + 1;
      return code;
    };
    const scratch = new Array<number>(COLUMNS).fill(0);
    const unpack = (hk: number, into: number[]): number[] => {
      for (let c = COLUMNS - 1; c >= 0; c--) {
        into[c] = hk % 8;
        hk = Math.floor(hk / 8);
      }
      return into;
    };
    // The heights reachable from heights `hk` once rank k shows (they do not depend on the unseen cards).
    const reached = new Map<number, number[]>();
    const reachFrom = (hk: number, k: number): number[] => {
      const key = hk * 16 + k;
      let r = reached.get(key);
      if (r === undefined) {
        r = reach(t, unpack(hk, new Array<number>(COLUMNS)), k, k === 0 ? o.mostJokerVisits : o.mostVisits);
        reached.set(key, r);
      }
      return r;
    };
    // The value of the position with heights `hk` just before a turn, `left` cards in the stock,
    // looking `d` cards ahead: the mean over the next card's rank of the best run after it. Below
    // the first card, only the `o.widen` runs with the best formula value are looked at deeper.
    const expect = (hk: number, left: number, d: number): number => {
      const key = (hk * 8 + d) * 15 ** Math.max(1, depth) + turnedCode();
      const known = memo.get(key);
      if (known !== undefined) return known;
      let v: number;
      if (d === 0 || left === 0 || hk === 0) v = leaf(t, w, unpack(hk, scratch), unseen, left);
      else {
        v = 0;
        for (let k = 0; k < 14; k++) {
          const n = unseen[k] as number;
          if (n === 0) continue;
          unseen[k] = n - 1;
          turned[k] = (turned[k] as number) + 1;
          let next = reachFrom(hk, k);
          if (d > 1 && next.length > 1) {
            const first = next.map((x) => expect(x, left - 1, 0));
            const order = next.map((_, i) => i).sort((a, b) => (first[b] as number) - (first[a] as number) || a - b);
            const floor = floorOf(first[order[0] as number] as number);
            next = order
              .slice(0, widen)
              .filter((i) => (first[i] as number) >= floor)
              .map((i) => next[i] as number);
          }
          let best = -Infinity;
          for (const x of next) {
            const y = expect(x, left - 1, d - 1);
            if (y > best) best = y;
            if (best === 1) break;
          }
          unseen[k] = n;
          turned[k] = (turned[k] as number) - 1;
          v += n * best;
        }
        v /= left;
      }
      memo.set(key, v);
      return v;
    };
    // Every run one card ahead, then the best `o.widen` of them `depth` cards ahead.
    const order = runs.map((run, i) => ({ i, hk: pack(run.heights), v: expect(pack(run.heights), stock, Math.min(1, depth)) }));
    // Ties go to the run that plays more cards now.
    const better = (a: { i: number; v: number }, b: { i: number; v: number }): number => b.v - a.v || (runs[a.i] as GolfRun).left - (runs[b.i] as GolfRun).left || a.i - b.i;
    order.sort(better);
    if (depth > 1 && order.length > 1) {
      const floor = floorOf((order[0] as { v: number }).v);
      const near = order.slice(0, widen).filter((x) => x.v >= floor);
      for (const x of near) x.v = expect(x.hk, stock, depth);
      near.sort(better);
      order.splice(0, near.length, ...near);
    }
    const best = (order[0] as { i: number }).i;
    return pick(runs[best] as GolfRun);
  };

  return { name: o.name, description: o.description, cost: 'expensive', deterministic: true, choose };
}

export const golfNextCard: GolfStrategy = nextCardStrategy({
  name: 'next-card',
  description:
    'Thinks two stock cards ahead, by formula: fast enough for the coach to play hundreds of games with it. Where it has a choice, it lists every run of plays it could make before turning the next stock card ("turn now" included) and, for each rank that card can have (with its chance, from the cards still unseen), finds the run it would make once that card shows, valuing the position before the turn after by a formula fitted on its own games (cards left in the columns and the stock, unseen cards that fit the column tops, cards with no partner left); its best runs (at most three, those close to the best) are weighed again over the card after that, and with three stock cards or fewer it weighs every card to the end. With jokers it looks one card ahead. About 7-15 ms a game. It knows which cards are still to come, never their order.',
  weights: fittedNextCardWeights,
  mostRuns: 64,
  mostVisits: 2000,
  mostJokerVisits: 24,
  depth: 2,
  jokerDepth: 1,
  widen: 3,
  margin: 0.25,
  exactStock: 3,
});
