// The Golf solver (full information, rules §5): best hole score (or the first win), and a line
// reaching it; and without the stock known, perfect fair play's exact value (fair.ts).

import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import type { SolveGoal, SolveOptions, SolveResult } from '../types.js';
import { solveGolfOnce } from './solver.js';

export { GolfSolver } from './solver.js';

export function solveGolf(state: GolfState, opts?: SolveOptions, goal: SolveGoal = 'best'): SolveResult<GolfMove> {
  return solveGolfOnce(state, opts, goal);
}
export { FAIR_MAX_STATES, type FairMoveValue, type FairVerdict, type GolfFairResult, GolfFairSolver, releaseGolfFair, solveGolfFair } from './fair.js';
