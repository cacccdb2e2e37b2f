// Golf: `perfect-end`, perfect play once the stock is small enough. Late in a game the exact fair
// solver (src/solve/golf/fair.ts) settles the position within a small budget: the move it returns
// is the best any player can make without seeing the stock (most wins, then the lowest expected
// hole score). Before that, or where the solver runs out of its budget, the player is `expectimax`.
// The solver keeps its table for the rest of the game, so once a position is settled every later
// one is a look-up. Like every player here it sees the observation only.

import type { Rng } from '../../core/rng.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import type { GolfMove } from '../../games/golf/rules.js';
import { solveGolfFair } from '../../solve/golf/index.js';
import { golfExpectimax } from './hindsight.js';
import type { GolfStrategy } from './simple.js';

export interface PerfectEndOptions {
  readonly name: string;
  readonly description: string;
  /** Try the exact solver with at most this many cards left in the stock. */
  readonly maxStock: number;
  /** New positions one try may settle (a count: the same play on every machine). */
  readonly maxStates: number;
  /** The player before that, and where a try runs out. */
  readonly before: GolfStrategy;
}

export function perfectEndStrategy(o: PerfectEndOptions): GolfStrategy {
  const choose = (obs: GolfObservation, legal: readonly GolfMove[], rng: Rng): GolfMove | null => {
    if (legal.length <= 1) return legal[0] ?? null;
    if (obs.stockCount <= o.maxStock) {
      const r = solveGolfFair(obs, { maxStates: o.maxStates });
      const m = r.move;
      if (r.verdict === 'solved' && m !== undefined) {
        const same = legal.find((x) => x.type === m.type && (x.type === 'turn' || (m.type === 'play' && x.column === m.column)));
        if (same !== undefined) return same;
      }
    }
    return o.before.choose(obs, legal, rng);
  };
  return { name: o.name, description: o.description, cost: 'expensive', deterministic: false, choose };
}

/** Stock cards left at which the exact solver is tried, and its budget (docs/strategies.md). */
export const PERFECT_END_STOCK = 8;
export const PERFECT_END_STATES = 200_000;

export const golfPerfectEnd: GolfStrategy = perfectEndStrategy({
  name: 'perfect-end',
  description: `Plays as \`expectimax\` until the stock is down to ${PERFECT_END_STOCK} cards; from there, wherever the exact solver of fair play settles the position within ${PERFECT_END_STATES.toLocaleString('en')} positions, it plays perfectly: the move that wins the most stock orders (then leaves the lowest expected hole score), found by weighing every card the stock can show next, all the way to the end. It knows which cards are still to come, never their order.`,
  maxStock: PERFECT_END_STOCK,
  maxStates: PERFECT_END_STATES,
  before: golfExpectimax,
});
