// Optimal fair play, where the coach can have it: a game whose object carries an exact solver of
// the fair value (`coach.exact`, src/registry/<game>/: the best any player can do without seeing
// the stock). Where it finishes within the coach's budget, the chance to win from here is its
// exact figure and the fair hint its move (docs/coach.md). Games without one get neither.

import type { ExactFairJob, ExactFairValue, Game } from '../registry/index.js';

export type { ExactFairJob, ExactFairValue } from '../registry/index.js';

/**
 * The name the coach gives the figures and moves of optimal play in its machine-readable output
 * (`player` in `kabal hint --json`): it is no player of ours.
 */
export const PERFECT_PLAY = 'perfect play';

/**
 * Most positions the coach lets one exact search settle (counted, so the same on every machine):
 * about 250 ms of processor time on the development machine (`npm run bench -- coach`).
 */
export const EXACT_MAX_STATES = 300_000;

/** Positions a slice of the chance estimate's work settles before it reports. */
export const EXACT_SLICE_STATES = 20_000;

/**
 * An exact search of optimal play for `obs`, when the game has a solver and the position is small
 * enough to be worth trying; undefined otherwise.
 */
export function exactJob<S, M, O, V>(game: Game<S, M, O, V>, obs: O): ExactFairJob<M> | undefined {
  const e = game.coach.exact;
  if (e === undefined || !e.worthTrying(obs)) return undefined;
  return e.start(obs);
}

/** Optimal play's value of `obs` within `maxStates` new positions, or undefined (no solver, too large, or the budget ran out). */
export function exactValue<S, M, O, V>(game: Game<S, M, O, V>, obs: O, maxStates = EXACT_MAX_STATES): ExactFairValue<M> | undefined {
  return exactJob(game, obs)?.step(maxStates);
}
