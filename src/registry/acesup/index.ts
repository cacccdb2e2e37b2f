// Aces Up, described once: the engine's module, the solver, the players and the coach's settings.

import { ACESUP_MODULE } from '../../games/acesup/module.js';
import type { AcesUpObservation } from '../../games/acesup/observation.js';
import type { AcesUpMove, AcesUpState } from '../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';
import { AcesUpSolver, solveAcesUp } from '../../solve/acesup/index.js';
import { ACESUP_CLAIRVOYANT } from '../../strategy/acesup/clairvoyant.js';
import { ACESUP_STRATEGIES } from '../../strategy/acesup/index.js';
import type { Game } from '../types.js';

export const ACESUP: Game<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  ...ACESUP_MODULE,
  solver: {
    solve: (state, opts, goal) => solveAcesUp(state, opts, goal),
    create: (state, goal) => new AcesUpSolver(state, { goal }),
  },
  players: {
    fair: ACESUP_STRATEGIES,
    clairvoyant: ACESUP_CLAIRVOYANT,
    // Under jokers `rollout` wins more often than `round` (deals 1-1,000, paired: +3.30 points,
    // +1.46 to +5.14), though it leaves more cards; docs/strategies.md.
    strongest: { fallback: 'expectimax', byVariant: { 'acesup(jokers)': 'rollout' } },
  },
  coach: {
    // expectimax plays a whole deal in about 70 ms.
    fastEnough: ['expectimax', 'rollout', 'round'],
    // rollout takes about 250 ms a whole deal with jokers (five times as long as without).
    fastEnoughUnder: { 'acesup(jokers)': ['round'] },
  },
};
