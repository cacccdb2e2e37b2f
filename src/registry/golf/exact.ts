// Golf's exact solver of optimal fair play (src/solve/golf/fair.ts) as the coach uses it: tried
// with at most EXACT_MAX_STOCK cards left in the stock, in slices of positions. The solver is kept
// between calls (solveGolfFair), so a later position of the same game reuses what it settled.

import type { GolfObservation } from '../../games/golf/observation.js';
import type { GolfMove } from '../../games/golf/rules.js';
import { type GolfFairResult, solveGolfFair } from '../../solve/golf/index.js';
import type { ExactFairSolver, ExactFairValue } from '../types.js';

/** Stock size past which the coach does not try (its median search then passes the budget: docs/coach.md). */
export const EXACT_MAX_STOCK = 8;

function valueOf(r: GolfFairResult): ExactFairValue<GolfMove> {
  return { winProbability: r.winProbability, winOrders: r.winOrders, orders: r.orders, expectedScore: r.expectedScore, best: r.best };
}

export const GOLF_EXACT: ExactFairSolver<GolfObservation, GolfMove> = {
  worthTrying(obs) {
    return obs.stockCount <= EXACT_MAX_STOCK;
  },
  start(obs) {
    let states = 0;
    return {
      step(budget) {
        const r = solveGolfFair(obs, { maxStates: budget });
        if (r.verdict === 'solved') return valueOf(r);
        states += budget;
        return undefined;
      },
      get states() {
        return states;
      },
    };
  },
};
