// Shared types of the exact solvers: verdicts, budgets and results (see docs/solver.md).
// Browser-safe: nothing here (or anywhere in src/solve) imports a node: module, so the solvers run
// unchanged in a Web Worker.

/**
 * solved: a win was found, and the move list wins with the best score among winning lines.
 * unsolvable: proven that no win exists; bestScore is the exact best reachable score.
 * unknown: the budget ran out; bestScore and moves are the best found so far (a bound only).
 */
export type Verdict = 'solved' | 'unsolvable' | 'unknown';

export interface SolveOptions {
  /** Most new positions to search in this call (default: DEFAULT_MAX_STATES, or GHOST_MAX_STATES for the search by ghosts). */
  maxStates?: number;
  /** Most milliseconds to spend in this call (default: no limit). */
  timeMs?: number;
  /** Stops the search early (verdict `unknown`); a resumable solver can be run again later. */
  signal?: AbortSignal;
}

export interface SolveResult<M> {
  verdict: Verdict;
  /** True when a win was found (always with `solved`; with `unknown` when a win was found but not yet the best one). */
  winnable: boolean;
  /** The game's score (GameRules.score) at the end of the best line found. */
  bestScore: number;
  /** A legal line of play from the given position to a finished game with `bestScore`. */
  moves: M[];
  /**
   * A winning line, when the highest score is reached only without winning (possible in some
   * variants: see docs/solver.md). Otherwise absent.
   */
  winMoves?: M[];
  /** Positions searched so far (all runs of a resumable solver together). */
  states: number;
  /** Milliseconds spent so far (all runs together). */
  ms: number;
}

/** What a search aims at: the best score (default), or only whether a win exists. */
export type SolveGoal = 'best' | 'win';

/** A search that can be run in slices: call `run` again to continue after `unknown`. */
export interface Solver<M> {
  run(opts?: SolveOptions): SolveResult<M>;
  /** True once the verdict is final (`solved` or `unsolvable`). */
  readonly done: boolean;
}

/**
 * Default state budget per call. A table slot takes at most 16 bytes and a table grows at half
 * full, so 12 million positions fit in a 2^25-slot table (512 MiB), under the 1 GiB target. Most
 * deals need far fewer (docs/solver.md).
 */
export const DEFAULT_MAX_STATES = 12_000_000;

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
