// One game, described once: its engine module (rules, variants, presentation, layout, rounds,
// words) with the exact solver, the fair players and the coach's settings added. Each game's folder
// here builds one; src/registry/index.ts lists them. Everything above the engine (the simulator,
// the coach, deals, the command line, the web) reaches a game only through these objects.

import type { GameBound } from '../bound/types.js';
import type { GameModule } from '../games/module.js';
import type { LineHints } from '../solve/short-line.js';
import type { SolveGoal, SolveOptions, SolveResult, Solver } from '../solve/types.js';
import type { ClairvoyantPlayer, Strategy, TaggedObservation } from '../strategy/types.js';

export interface GameSolver<S, M> {
  /** Best score (or, with goal `win`, the first win found), with the stock known. */
  solve(state: S, opts?: SolveOptions, goal?: SolveGoal): SolveResult<M>;
  /** A resumable search with its own table: for budgets in slices and cancellation. */
  create(state: S, goal: SolveGoal): Solver<M>;
  /** What the search for a short line to show a player knows of the game (src/solve/short-line.ts). */
  readonly lineHints: LineHints<S, M>;
}

export interface GamePlayers<S, M, O> {
  /** The observation-only players, weakest first. */
  readonly fair: readonly Strategy<O & TaggedObservation, M>[];
  /** The exact solver on the real deal: the bound with the stock known. */
  readonly clairvoyant: ClairvoyantPlayer<S>;
  /**
   * Which player `best` stands for: `fallback` under every rule set not in `byVariant` (keys are
   * variant texts as formatVariant writes them). Chosen from the measured results in docs/results.md.
   */
  readonly strongest: { readonly fallback: string; readonly byVariant: Readonly<Record<string, string>> };
}

/**
 * The exact value of a position under optimal play without seeing the stock: the best any player
 * can do who sees only what a player sees (Golf: src/solve/golf/fair.ts).
 */
export interface ExactFairValue<M> {
  /** The exact chance that optimal play wins from here: `winOrders / orders`. */
  readonly winProbability: number;
  readonly winOrders: number;
  /** Every order of the unseen cards (all equally likely). */
  readonly orders: number;
  /** The expected final score under that play (the game's score, e.g. Golf's hole score). */
  readonly expectedScore: number;
  /** Every move that achieves the value, in the legal order (empty when the game is over). */
  readonly best: readonly M[];
}

/** An exact search of one position, run in slices of positions until it is done or the budget is spent. */
export interface ExactFairJob<M> {
  /** Settles up to `states` more positions; the value once known, `undefined` while not. */
  step(states: number): ExactFairValue<M> | undefined;
  /** Positions settled so far for this position (what counts against the budget). */
  readonly states: number;
}

/**
 * A game's exact solver of optimal fair play, as the coach uses it. (Methods, not function-valued
 * properties: a game's object then stands in for `Game<unknown, …>` as its players do.)
 */
export interface ExactFairSolver<O, M> {
  /** Whether the position is small enough to try within the coach's budget (docs/coach.md). */
  worthTrying(obs: O): boolean;
  /** A search of `obs` from what a player sees only. */
  start(obs: O): ExactFairJob<M>;
}

export interface CoachSettings<O = unknown, M = unknown> {
  /**
   * Players fast enough to play a game out many times a second on one core, strongest first
   * (`npm run bench -- players`); a slower `best` stands aside for the first of them in a chance
   * estimate.
   */
  readonly fastEnough: readonly string[];
  /** Rule sets under which the list is another (a player that is slower there). */
  readonly fastEnoughUnder: Readonly<Record<string, readonly string[]>>;
  /**
   * The exact solver of optimal fair play, for games that have one: where it finishes within the
   * coach's budget, the hint is its move and the chance its exact figure (src/coach/exact.ts).
   */
  readonly exact?: ExactFairSolver<O, M>;
}

/**
 * How a game can end, for checking stored results (journal rows): the scores a game can end with
 * when `cards` are dealt, and why a score, a win and the cards left cannot go together.
 */
export interface GameEnds {
  readonly scoreRange: (cards: number) => readonly [number, number];
  /** The reason this end is impossible, or undefined when a game can end so. */
  readonly problem: (cards: number, score: number, won: boolean, cardsLeft: number) => string | undefined;
}

export interface Game<S, M, O, V> extends GameModule<S, M, O, V> {
  readonly solver: GameSolver<S, M>;
  readonly ends: GameEnds;
  readonly players: GamePlayers<S, M, O>;
  readonly coach: CoachSettings<O, M>;
  /**
   * The fair-play bound (information relaxation with a penalty: src/bound/, docs/bound.md), for
   * games that have one: `kabal bound` and src/bound/index.ts reach it here.
   */
  readonly bound?: GameBound<O, V>;
}
