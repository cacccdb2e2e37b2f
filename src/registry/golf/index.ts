// Golf, described once: the engine's module, the solver, the players and the coach's settings.

import { GOLF_MODULE } from '../../games/golf/module.js';
import type { GolfObservation } from '../../games/golf/observation.js';
import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import type { GolfVariant } from '../../games/golf/variant.js';
import { GolfSolver, solveGolf } from '../../solve/golf/index.js';
import { GOLF_CLAIRVOYANT } from '../../strategy/golf/clairvoyant.js';
import { GOLF_STRATEGIES } from '../../strategy/golf/index.js';
import type { Game } from '../types.js';

export const GOLF: Game<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  ...GOLF_MODULE,
  solver: {
    solve: (state, opts, goal) => solveGolf(state, opts, goal),
    create: (state, goal) => new GolfSolver(state, { goal }),
  },
  players: {
    fair: GOLF_STRATEGIES,
    clairvoyant: GOLF_CLAIRVOYANT,
    strongest: { fallback: 'expectimax', byVariant: {} },
  },
  coach: {
    // rollout plays a whole deal in about 12 ms; expectimax and hindsight take up to a second a move.
    fastEnough: ['rollout', 'lookahead', 'first-playable'],
    fastEnoughUnder: {},
  },
};
