// The exact solvers (full information: they know the stock order, rules §5), for any position of
// either game and every variant. Browser-safe: no node: imports, so a Web Worker can run them.
//
//   solve(rules, state)      best score, whether the game can be won, and a line reaching it
//   solveAcesUp / solveGolf  the same for one game
//   canWin(rules, state)     stops at the first win found (Golf: faster than the best score)
//   createSolver(...)        a resumable search: run({maxStates|timeMs|signal}) again to continue
//   solveGolfFair(obs)       Golf without the stock known: perfect fair play's exact value (fair.ts)
//
// One-shot calls share one transposition table per game (cleared cheaply between calls), so the
// fair players can call them thousands of times a game without new big allocations.

import type { GameRules } from '../core/game.js';
import type { AcesUpMove, AcesUpState } from '../games/acesup/rules.js';
import type { GolfMove, GolfState } from '../games/golf/rules.js';
import { AcesUpSolver } from './acesup/solver.js';
import { GolfSolver, solveGolfOnce } from './golf/solver.js';
import { KeySet3 } from './table.js';
import type { SolveGoal, SolveOptions, SolveResult, Solver } from './types.js';

export type { SolveGoal, SolveOptions, SolveResult, Solver, Verdict } from './types.js';
export { DEFAULT_MAX_STATES } from './types.js';
export { GHOST_MAX_STATES } from './acesup/free-discards/ghosts.js';
export { AcesUpSolver } from './acesup/solver.js';
export { GolfSolver } from './golf/solver.js';
export { FAIR_MAX_STATES, type FairMoveValue, type FairVerdict, type GolfFairResult, GolfFairSolver, releaseGolfFair, solveGolfFair } from './golf/fair.js';

let acesUpTable: KeySet3 | undefined;

/**
 * Aces Up: every win has the same score, so the search stops at the first win, except that with
 * jokers in play the best-score goal goes on for a higher line that does not win (`highScore`).
 */
export function solveAcesUp(state: AcesUpState, opts?: SolveOptions, goal: SolveGoal = 'best'): SolveResult<AcesUpMove> {
  acesUpTable ??= new KeySet3();
  return new AcesUpSolver(state, { goal, table: acesUpTable }).run(opts);
}

export function solveGolf(state: GolfState, opts?: SolveOptions, goal: SolveGoal = 'best'): SolveResult<GolfMove> {
  return solveGolfOnce(state, opts, goal);
}

function isAcesUpState(s: unknown): s is AcesUpState {
  return (s as { kind?: unknown }).kind === 'acesup-state';
}

function isGolfState(s: unknown): s is GolfState {
  return (s as { kind?: unknown }).kind === 'golf-state';
}

/** Solves any position of either game with the game's rules object (acesUp or golf). */
export function solve<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions): SolveResult<M> {
  if (rules.id === 'acesup' && isAcesUpState(state)) return solveAcesUp(state, opts) as SolveResult<unknown> as SolveResult<M>;
  if (rules.id === 'golf' && isGolfState(state)) return solveGolf(state, opts) as SolveResult<unknown> as SolveResult<M>;
  throw new Error(`solve: no solver for a ${rules.id} game with this state`);
}

/**
 * Whether the position can be won: stops at the first win found. Verdict `solved` (winnable, with
 * a winning line, not necessarily the best one) or `unsolvable` (then bestScore is exact).
 */
export function canWin<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, opts?: SolveOptions): SolveResult<M> {
  if (rules.id === 'acesup' && isAcesUpState(state)) return solveAcesUp(state, opts, 'win') as SolveResult<unknown> as SolveResult<M>;
  if (rules.id === 'golf' && isGolfState(state)) return solveGolf(state, opts, 'win') as SolveResult<unknown> as SolveResult<M>;
  throw new Error(`canWin: no solver for a ${rules.id} game with this state`);
}

/** A resumable search with its own table: for the web worker, cancellation and budgets in slices. */
export function createSolver<S, M, O, V>(rules: GameRules<S, M, O, V>, state: S, goal: SolveGoal = 'best'): Solver<M> {
  if (rules.id === 'acesup' && isAcesUpState(state)) return new AcesUpSolver(state, { goal }) as Solver<unknown> as Solver<M>;
  if (rules.id === 'golf' && isGolfState(state)) return new GolfSolver(state, { goal }) as Solver<unknown> as Solver<M>;
  throw new Error(`createSolver: no solver for a ${rules.id} game with this state`);
}
