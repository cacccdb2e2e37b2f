// The Aces Up solver (full information, rules §5): best score, whether the deal can be won, and a
// line reaching it. One-shot calls share one transposition table (cleared cheaply between
// calls), so the fair players can call it thousands of times a game without new big allocations.

import type { AcesUpMove, AcesUpState } from '../../games/acesup/rules.js';
import { KeySet3 } from '../table.js';
import type { SolveGoal, SolveOptions, SolveResult } from '../types.js';
import { AcesUpSolver } from './solver.js';

export { AcesUpSolver } from './solver.js';
export { GHOST_MAX_STATES } from './free-discards/ghosts.js';

let acesUpTable: KeySet3 | undefined;

/**
 * Every win has the same score, so the search stops at the first win, except that with jokers in
 * play the best-score goal goes on for a higher line that does not win (`highScore`).
 */
export function solveAcesUp(state: AcesUpState, opts?: SolveOptions, goal: SolveGoal = 'best'): SolveResult<AcesUpMove> {
  acesUpTable ??= new KeySet3();
  return new AcesUpSolver(state, { goal, table: acesUpTable }).run(opts);
}
