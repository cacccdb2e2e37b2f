// Perfect play, where the coach can have it: games with an exact solver of the fair value (the
// best any player can do without seeing the stock) are listed here, by game id. Golf has one
// (src/solve/golf/fair.ts); Aces Up has none. Where the solver finishes within the coach's budget,
// the chance to win from here is its exact figure and the fair hint its move (docs/coach.md).

import type { GameId } from '../core/game.js';
import type { GameModule } from '../games/registry.js';
import type { GolfObservation } from '../games/golf/observation.js';
import { type GolfFairResult, solveGolfFair } from '../solve/index.js';

/** The name the coach gives the figures and moves of perfect play (it is no player of ours). */
export const PERFECT_PLAY = 'perfect play';

/**
 * Most positions the coach lets one exact search settle (counted, so the same on every machine):
 * about 250 ms of processor time on the development machine (`npm run bench -- coach`).
 */
export const PERFECT_MAX_STATES = 300_000;

/** Positions a slice of the chance estimate's work settles before it reports. */
export const PERFECT_SLICE_STATES = 20_000;

/** Perfect play's value of a position, in the game's own moves. */
export interface PerfectValue<M> {
  /** The exact chance that perfect play without seeing the stock wins: `winOrders / orders`. */
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
export interface PerfectJob<M> {
  /** Settles up to `states` more positions; the value once known, `undefined` while not. */
  step(states: number): PerfectValue<M> | undefined;
  /** Positions settled so far for this position (what counts against the budget). */
  readonly states: number;
}

interface PerfectSolver<O, M> {
  /** Whether the position is small enough to try within the coach's budget. */
  readonly worthTrying: (obs: O) => boolean;
  readonly start: (obs: O) => PerfectJob<M>;
}

/** Golf's stock size past which the coach does not try (its median search then passes the budget: docs/coach.md). */
export const GOLF_PERFECT_MAX_STOCK = 8;

function golfValue(r: GolfFairResult): PerfectValue<unknown> {
  return { winProbability: r.winProbability, winOrders: r.winOrders, orders: r.orders, expectedScore: r.expectedScore, best: r.best };
}

/** The solver kept between calls (solveGolfFair): a later position of the same game reuses what it settled, as `best` does. */
const GOLF: PerfectSolver<GolfObservation, unknown> = {
  worthTrying: (obs) => obs.stockCount <= GOLF_PERFECT_MAX_STOCK,
  start: (obs) => {
    let states = 0;
    return {
      step(budget) {
        const r = solveGolfFair(obs, { maxStates: budget });
        states += r.verdict === 'solved' ? 0 : budget;
        return r.verdict === 'solved' ? golfValue(r) : undefined;
      },
      get states() {
        return states;
      },
    };
  },
};

const PERFECT: Partial<Record<GameId, PerfectSolver<unknown, unknown>>> = {
  golf: GOLF as PerfectSolver<unknown, unknown>,
};

/**
 * An exact search of perfect play for `obs`, when the game has a solver and the position is small
 * enough to be worth trying; undefined otherwise.
 */
export function perfectJob<S, M, O, V>(module: GameModule<S, M, O, V>, obs: O): PerfectJob<M> | undefined {
  const p = PERFECT[module.id];
  if (p === undefined || !p.worthTrying(obs)) return undefined;
  return p.start(obs) as PerfectJob<M>;
}

/** Perfect play's value of `obs` within `maxStates` new positions, or undefined (no solver, too large, or the budget ran out). */
export function perfectValue<S, M, O, V>(module: GameModule<S, M, O, V>, obs: O, maxStates = PERFECT_MAX_STATES): PerfectValue<M> | undefined {
  return perfectJob(module, obs)?.step(maxStates);
}
