// Golf: the `hindsight` player, a determinized search with the exact solver (perfect-information
// Monte Carlo). At each real choice it lists the options of the turn cycle (chains.ts: every run of
// plays before the next turn, "turn now" included), fills in the stock with orders drawn from the
// cards still unseen, solves each option on each drawn order exactly with the stock known in that
// draw, and takes the option with the best mean. The draws come from the player's generator, which
// the simulator seeds from the layout only, and from the unseen set, never from the real order.
//
// Each option ends with a forced turn, so the solver on a drawn order never gets to choose "play
// on" with the next card in view: it values a whole turn cycle, which is as far as the player can
// plan without seeing a card. What it cannot fix is the method's blind spot (it averages over
// clairvoyant play after the turn), which the successive halving keeps from costing too much time.
// The `expectimax` player built from the same search pushes that blind spot one card later: it
// weighs its two best options again over every rank the next stock card can have, choosing its
// next run as it would once that card shows (nextCardValues).

import type { Card } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import { solveGolf } from '../../solve/golf/index.js';
import { type GolfRun, runsBeforeTurn } from './chains.js';
import type { GolfStrategy } from './simple.js';

export interface HindsightOptions {
  readonly name: string;
  readonly description: string;
  /** Most drawn orders any option is solved on. */
  readonly samples: number;
  /** Drawn orders every option is solved on before the weaker half is dropped. */
  readonly screen: number;
  /** State budget of one solve (a solve that runs out counts with the best line it found). */
  readonly maxStates: number;
  /** The budget once the stock is down to `endStock` cards, where solves are small and exactness pays. */
  readonly endStates: number;
  readonly endStock: number;
  /** What a win is worth beyond its score, in cards: a win counts as this many cards below -stock left. */
  readonly winBonus: number;
  /** Only runs that go on until no play is left, and "turn now" (no stopping part-way). */
  readonly maximal: boolean;
  /** Follow the chosen run to its end without searching again (nothing new is seen before the turn). */
  readonly follow: boolean;
  /**
   * How many of the best options after the draws are weighed again one card deeper (0: none): for
   * each rank the next stock card can have, the player's best run once it sees that card, each run
   * valued on `nextSamples` draws that begin with a card of that rank.
   */
  readonly nextTop?: number;
  readonly nextSamples?: number;
  /** Weigh again only options whose mean is within this many cards of the best one's. */
  readonly nextMargin?: number;
}

/** Most solves of the first screen (runs times draws). */
const SCREEN_SOLVES = 128;
/** Most solves of any later round of the screen, and of the full draws one card deeper. */
const ROUND_SOLVES = 256;
/** Most runs weighed at one choice. */
const MOST_RUNS = 256;

/** "Turn now" (the first run), a run that goes on until no play is left, or one that clears the tableau. */
const playedOut = (r: GolfRun, i: number): boolean => i === 0 || r.stuck || r.left === 0;

/**
 * A wild card on the waste can open thousands of runs. Past `most` (`MOST_RUNS`), only the runs that go on
 * until no play is left, "turn now" and a run that clears the tableau stay, and of those the ones
 * that leave the fewest cards (a stable cut, so the choice stays a function of what is seen).
 */
export function fewerRuns(runs: readonly GolfRun[], most: number = MOST_RUNS): readonly GolfRun[] {
  if (runs.length <= most) return runs;
  const kept = runs.filter(playedOut);
  if (kept.length <= most) return kept;
  const order = kept.map((r, i) => ({ r, i })).sort((a, b) => a.r.left - b.r.left || a.i - b.i);
  const keep = new Set(order.slice(0, most - 1).map((x) => x.i));
  // "Turn now" (the first run) always stays.
  return kept.filter((_, i) => i === 0 || keep.has(i));
}

const TURN: GolfMove = Object.freeze({ type: 'turn' });

/** The rank that matters to Golf (suits never do): 1-13, 0 for a joker. */
const rankKey = (c: Card): number => (c >= 52 ? 0 : (c % 13) + 1);

/**
 * Every distinct order of the unseen cards by rank when there are at most `limit` of them (each is
 * equally likely, as every order of the cards is), else undefined.
 */
export function rankOrders(unseen: readonly Card[], limit: number): Card[][] | undefined {
  const groups = new Map<number, Card[]>();
  for (const c of unseen) {
    const r = rankKey(c);
    const g = groups.get(r);
    if (g) g.push(c);
    else groups.set(r, [c]);
  }
  // The count of distinct orders, n! / (k1! k2! ...), stopped as soon as it passes the limit.
  let count = 1;
  let placed = 0;
  for (const g of groups.values()) {
    for (let i = 1; i <= g.length; i++) {
      placed++;
      count = (count * placed) / i;
      if (count > limit) return undefined;
    }
  }
  const piles = [...groups.values()].map((g) => g.slice());
  const out: Card[][] = [];
  const order: Card[] = [];
  const extend = (): void => {
    if (order.length === unseen.length) {
      out.push(order.slice());
      return;
    }
    for (const p of piles) {
      const c = p.pop();
      if (c === undefined) continue;
      order.push(c);
      extend();
      order.pop();
      p.push(c);
    }
  };
  extend();
  return out;
}

/** A run's plays, then the turn (when the stock has a card). */
function planOf(run: GolfRun, stockCount: number): GolfMove[] {
  return run.left === 0 || stockCount === 0 ? run.plays.slice() : [...run.plays, TURN];
}

/** What the player sees, as text: a plan made for one observation is followed only in the positions it leads to. */
function seenKey(obs: GolfObservation): string {
  return `${obs.columns.map((c) => c.join(',')).join('/')}|${obs.waste.join(',')}|${obs.stockCount}`;
}

/**
 * The rest of a run a player chose, for the game (generator) it was chosen in: made from what the
 * player saw, and followed only in the very positions it was made for (the plays up to its turn
 * of a stock card, which shows a card no plan knows).
 */
export class RunPlan {
  private plan: { rng: Rng; keys: string[]; moves: GolfMove[] } | undefined;

  /** The planned move for this position, or undefined (and the plan dropped) when the plan does not lead here. */
  next(obs: GolfObservation, rng: Rng): GolfMove | undefined {
    if (this.plan && this.plan.rng === rng && this.plan.keys[0] === seenKey(obs)) {
      this.plan.keys.shift();
      return this.plan.moves.shift();
    }
    this.plan = undefined;
    return undefined;
  }

  /** Starts `run` (its plays, then the turn when the stock has a card): its first move; the rest is kept when `follow`. */
  start(obs: GolfObservation, run: GolfRun, rng: Rng, follow = true): GolfMove {
    const moves = planOf(run, obs.stockCount);
    if (follow && moves.length > 1) {
      // The observations the plan passes through, from the one after its first move.
      const keys: string[] = [];
      let cols = obs.columns;
      let waste = obs.waste;
      for (const m of moves.slice(0, -1)) {
        if (m.type !== 'play') break;
        const col = cols[m.column] as readonly Card[];
        cols = cols.map((c, i) => (i === m.column ? c.slice(0, -1) : c));
        waste = [...waste, col[col.length - 1] as Card];
        keys.push(seenKey({ ...obs, columns: cols, waste }));
      }
      this.plan = { rng, keys, moves: moves.slice(1, keys.length + 1) };
    }
    return moves[0] ?? TURN;
  }
}

/**
 * The run to make without weighing any: one that clears the tableau (it wins at once, with every
 * stock card left), or, with the stock out, the one that leaves the fewest cards (the runs are
 * then the whole rest of the game).
 */
export function obviousRun(runs: readonly GolfRun[], stockCount: number): GolfRun | undefined {
  const clear = runs.find((r) => r.left === 0);
  if (clear) return clear;
  return stockCount === 0 ? runs.reduce((a, b) => (b.left < a.left ? b : a)) : undefined;
}

/**
 * One card deeper than the draws: for each option (the columns it leaves before its turn), the
 * mean over the next stock card's rank of the best run the player can choose once that card is on
 * the waste, each run valued by exact solves (with the drawn stock known) after its own turn, on
 * the same draws for every run. The clairvoyance of the draws then starts a turn later. Lower is
 * better, as with `value`.
 */
function nextCardValues(
  obs: GolfObservation,
  options: readonly (readonly Card[][])[],
  prefix: readonly Card[],
  samples: number,
  maxStates: number,
  rng: Rng,
  value: (r: { winnable: boolean; bestScore: number }) => number,
): number[] {
  // The draws, grouped by the rank of their first card, each group with its chance: every order
  // by rank when there are few, else `samples` draws after each possible first card.
  const groups = new Map<number, { p: number; orders: Card[][] }>();
  const all = rankOrders(obs.unseen, samples * 13);
  if (all) {
    for (const order of all) {
      const k = rankKey(order[0] as Card);
      const g = groups.get(k) ?? { p: 0, orders: [] };
      g.p += 1 / all.length;
      g.orders.push(order);
      groups.set(k, g);
    }
  } else {
    const firsts = new Map<number, number>();
    obs.unseen.forEach((c, i) => {
      if (!firsts.has(rankKey(c))) firsts.set(rankKey(c), i);
    });
    for (const [k, i] of firsts) {
      const rest = obs.unseen.filter((_, j) => j !== i);
      const count = obs.unseen.filter((c) => rankKey(c) === k).length;
      const orders = Array.from({ length: samples }, () => [obs.unseen[i] as Card, ...rng.shuffle([...rest])]);
      groups.set(k, { p: count / obs.unseen.length, orders });
    }
  }
  return options.map((columns) => {
    let total = 0;
    for (const { p, orders } of groups.values()) {
      const first = (orders[0] as Card[])[0] as Card;
      const seen: GolfObservation = { ...obs, columns, waste: [first], stockCount: obs.stockCount - 1 };
      const runs = fewerRuns(runsBeforeTurn(seen));
      const valueOn = (run: GolfRun, order: readonly Card[]): number => {
        // A run that clears the columns wins with the rest of the stock left.
        if (run.left === 0) return value({ winnable: true, bestScore: -(order.length - 1) });
        if (order.length === 1) return run.left;
        const s: GolfState = {
          kind: 'golf-state',
          variant: obs.variant,
          deal: [...prefix, ...order],
          columns: columns.map((c, i) => c.slice(0, run.heights[i])),
          waste: [order[1] as Card],
          next: prefix.length + 2,
        };
        return value(solveGolf(s, { maxStates }, 'win'));
      };
      // Too many runs for every draw: each is screened on the first draw, and only the best go on.
      const room = Math.max(1, Math.floor(ROUND_SOLVES / orders.length));
      const firsts = runs.length > room ? runs.map((r) => valueOn(r, orders[0] as Card[])) : undefined;
      const all = runs.map((_, i) => i);
      const alive = firsts ? all.sort((a, b) => (firsts[a] as number) - (firsts[b] as number) || (runs[a] as GolfRun).left - (runs[b] as GolfRun).left).slice(0, room) : all;
      let best = Infinity;
      for (const r of alive) {
        const run = runs[r] as GolfRun;
        let sum = firsts ? (firsts[r] as number) : 0;
        for (let k = firsts ? 1 : 0; k < orders.length; k++) sum += valueOn(run, orders[k] as Card[]);
        best = Math.min(best, sum / orders.length);
      }
      total += p * best;
    }
    return total;
  });
}

/** Builds the player: options are for trials side by side; `golfHindsight` is the one shipped. */
export function hindsightStrategy(o: HindsightOptions): GolfStrategy {
  const plans = new RunPlan();

  const value = (r: { winnable: boolean; bestScore: number }): number => (r.winnable ? r.bestScore - o.winBonus : r.bestScore);

  const choose = (obs: GolfObservation, legal: readonly GolfMove[], rng: Rng): GolfMove | null => {
    if (legal.length <= 1) return legal[0] ?? null;
    // (Without `follow` no plan is ever kept, so there is none to follow.)
    const planned = plans.next(obs, rng);
    if (planned) return planned;
    const all = fewerRuns(runsBeforeTurn(obs));
    const runs = o.maximal ? all.filter(playedOut) : all;
    const pick = (run: GolfRun): GolfMove => plans.start(obs, run, rng, o.follow);
    const sure = obviousRun(runs, obs.stockCount);
    if (sure) return pick(sure);

    const orders = rankOrders(obs.unseen, o.samples) ?? Array.from({ length: o.samples }, () => rng.shuffle([...obs.unseen]));
    const deckSize = obs.stockCount + obs.waste.length + obs.columns.reduce((a, c) => a + c.length, 0);
    const prefix: Card[] = new Array<Card>(deckSize - obs.stockCount).fill(0);
    const columnsOf = runs.map((r) => obs.columns.map((c, i) => c.slice(0, r.heights[i])));
    const totals = new Array<number>(runs.length).fill(0);
    const done = new Array<number>(runs.length).fill(0);
    const maxStates = obs.stockCount > o.endStock ? o.maxStates : o.endStates;
    const solveOn = (c: number, upTo: number): void => {
      for (let i = done[c] as number; i < upTo; i++) {
        const stock = orders[i] as Card[];
        // The option's position just after its turn: the first card of the draw on the waste.
        const s: GolfState = { kind: 'golf-state', variant: obs.variant, deal: [...prefix, ...stock], columns: columnsOf[c] as Card[][], waste: [stock[0] as Card], next: prefix.length + 1 };
        totals[c] = (totals[c] as number) + value(solveGolf(s, { maxStates }, 'win'));
      }
      done[c] = upTo;
    };
    const mean = (c: number): number => (totals[c] as number) / (done[c] as number);
    // Ties go to the run that plays more cards now.
    const better = (a: number, b: number): number => mean(a) - mean(b) || (runs[a] as GolfRun).left - (runs[b] as GolfRun).left;
    let alive = runs.map((_, i) => i);
    // Rarely a position has dozens of runs: the first screen is then thinner, so that no one
    // search takes many times the usual work.
    let m = Math.min(orders.length, Math.max(1, Math.min(o.screen, Math.floor(SCREEN_SOLVES / runs.length))));
    for (;;) {
      for (const c of alive) solveOn(c, m);
      if (alive.length === 1 || m >= orders.length) break;
      alive.sort(better);
      m = Math.min(orders.length, m * 2);
      // Halve, and keep the next round within its solves.
      alive = alive.slice(0, Math.max(2, Math.min(Math.ceil(alive.length / 2), Math.floor(ROUND_SOLVES / m))));
    }
    alive.sort(better);
    const top = alive.slice(0, o.nextTop ?? 0).filter((c) => mean(c) - mean(alive[0] as number) <= (o.nextMargin ?? Infinity));
    if (top.length > 1 && obs.stockCount >= 2) {
      const next = nextCardValues(obs, top.map((c) => columnsOf[c] as Card[][]), prefix, o.nextSamples ?? 8, o.maxStates, rng, value);
      let best = 0;
      for (let i = 1; i < top.length; i++) if ((next[i] as number) < (next[best] as number)) best = i;
      return pick(runs[top[best] as number] as GolfRun);
    }
    return pick(runs[alive[0] as number] as GolfRun);
  };

  return { name: o.name, description: o.description, cost: 'expensive', deterministic: false, choose };
}

/** The search both shipped players make first (`expectimax` then weighs its two best options again). */
const SEARCH = {
  samples: 32,
  screen: 4,
  maxStates: 2_000,
  endStates: 2_000,
  endStock: 0,
  winBonus: 10,
  maximal: false,
  follow: true,
} as const;

export const golfHindsight: GolfStrategy = hindsightStrategy({
  name: 'hindsight',
  description:
    'Thinks a whole turn cycle ahead. Where it has a choice, it lists every run of plays it could make before turning the next stock card ("turn now" included), draws orders of the stock from the cards still unseen (the same draws for every run; when the unseen cards allow at most 32 orders by rank, it takes them all), solves the position after each run and its turn exactly on each draw, and plays the run with the best mean score, a win counting 10 cards extra. Runs that do badly on the first draws are dropped so that the draws go to the close ones. It knows which cards are still to come, never their order.',
  ...SEARCH,
});

export const golfExpectimax: GolfStrategy = hindsightStrategy({
  name: 'expectimax',
  description:
    'Thinks a turn cycle and one card ahead. It weighs every run of plays before the next stock card as `hindsight` does, then takes the two best runs one card deeper: for each rank the next stock card can have (with its chance, from the cards still unseen), it finds the run it would play once that card shows, each valued by exact solves on 4 stock orders that begin with that card, and plays the run with the better average. Only the play after the card beyond that is valued as if the stock were known. It knows which cards are still to come, never their order.',
  ...SEARCH,
  nextTop: 2,
  nextSamples: 4,
});
