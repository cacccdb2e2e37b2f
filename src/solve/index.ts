// The exact solvers (full information: they know the stock order, rules §5), for any position of
// each game and every variant. Browser-safe: no node: imports, so a Web Worker can run them.
// Each game's solver is in its own folder (src/solve/<game>/index.ts: a one-shot call and a
// resumable search, run({maxStates|timeMs|signal}) again to continue); each game's object in
// src/registry/ names it, and `solve`, `canWin` and `createSolver` there take any game's rules and
// state. Here: what every solver shares.

export type { SolveGoal, SolveOptions, SolveResult, Solver, Verdict } from './types.js';
export { DEFAULT_MAX_STATES } from './types.js';
