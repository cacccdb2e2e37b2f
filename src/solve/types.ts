// Shared types of the exact solvers: verdicts, budgets and results (see docs/solver.md).
// Browser-safe: nothing here (or anywhere in src/solve) imports a node: module, so the solvers run
// unchanged in a Web Worker.

/**
 * A win comes first, then the score:
 * solved: a win was found, and `moves` wins with the best score among winning lines.
 * unsolvable: proven that no win exists; `moves` reaches the exact best score.
 * unknown: the budget ran out; `moves` is the best line found so far (a winning one when a win
 * was found), and its score only a bound.
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
  /** True when a win was found: always with `solved`, and then `moves` wins (with `unknown`, too, once a win is found). */
  winnable: boolean;
  /** The game's score (GameRules.score) at the end of `moves`: with a win found, the best among winning lines. */
  bestScore: number;
  /** A legal line of play from the given position to a finished game with `bestScore`; it wins when `winnable`. */
  moves: M[];
  /**
   * Where a line that does not win can score more than every winning line (a variant with jokers:
   * docs/solver.md), the highest score of any line, when it is above `bestScore`, and a line that
   * reaches it. Set only by searches for the best score (goal 'best'); absent otherwise.
   */
  highScore?: number;
  highMoves?: M[];
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
