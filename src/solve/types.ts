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
  /** Most milliseconds to spend in this call, by the wall clock (default: no limit). */
  timeMs?: number;
  /**
   * Most CPU milliseconds of the calling thread to spend in this call, read from `cpuClock`
   * (default: no limit). The solvers import nothing from Node, so the caller passes the clock
   * (the command line's is src/sim/clock.ts); without one the wall clock stands in.
   */
  cpuMs?: number;
  /** CPU milliseconds used by the calling thread so far (only differences matter). */
  cpuClock?: () => number;
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

/**
 * The time side of one call's budget: the wall-clock deadline, the CPU budget and the signal.
 * The searches count positions themselves (at every step, so --max-states is kept to within the
 * positions of one step) and ask `timeUp` every few hundred steps. Reading a thread's CPU clock
 * costs a system call, so it is read only when it could have run out: a thread cannot use more
 * CPU time than the wall-clock time that has passed.
 */
export class TimeBudget {
  private readonly deadline: number;
  private readonly clock: (() => number) | undefined;
  private readonly cpuEnd: number;
  /** The wall-clock time before which the CPU budget cannot have run out. */
  private nextCpuRead: number;
  private readonly signal: AbortSignal | undefined;

  constructor(opts: SolveOptions, t0 = now()) {
    this.deadline = opts.timeMs === undefined ? Infinity : t0 + opts.timeMs;
    this.signal = opts.signal;
    if (opts.cpuMs === undefined) {
      this.clock = undefined;
      this.cpuEnd = Infinity;
      this.nextCpuRead = Infinity;
    } else {
      this.clock = opts.cpuClock ?? now;
      this.cpuEnd = this.clock() + opts.cpuMs;
      this.nextCpuRead = t0 + opts.cpuMs / 2;
    }
  }

  /** True when the wall-clock or CPU budget is spent, or the signal fired. */
  timeUp(): boolean {
    if (this.signal?.aborted === true) return true;
    const t = now();
    if (t >= this.deadline) return true;
    if (t < this.nextCpuRead || this.clock === undefined) return false;
    const left = this.cpuEnd - this.clock();
    if (left <= 0) return true;
    // Half of what is left: a process-wide clock (no clock of the thread's own) may run up to
    // twice as fast as the wall clock with two threads busy.
    this.nextCpuRead = t + left / 2;
    return false;
  }

  /** What is left, as options for a search run inside this one (the seed of the free-discards search). */
  rest(): SolveOptions {
    const t = now();
    return {
      ...(this.deadline === Infinity ? {} : { timeMs: Math.max(0, this.deadline - t) }),
      ...(this.clock === undefined ? {} : { cpuMs: Math.max(0, this.cpuEnd - this.clock()), cpuClock: this.clock }),
      ...(this.signal ? { signal: this.signal } : {}),
    };
  }
}
