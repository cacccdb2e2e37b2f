// Aces Up, described once: the engine's module, the solver, the players, the coach's settings and
// the fair-play bound.

import { ACESUP_BOUND } from '../../bound/acesup/index.js';
import { ACESUP_MODULE } from '../../games/acesup/module.js';
import type { AcesUpObservation } from '../../games/acesup/observation.js';
import type { AcesUpMove, AcesUpState } from '../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';
import { AcesUpSolver, solveAcesUp } from '../../solve/acesup/index.js';
import { ACESUP_LINE_HINTS } from '../../solve/acesup/line-hints.js';
import { ACESUP_CLAIRVOYANT } from '../../strategy/acesup/clairvoyant.js';
import { ACESUP_STRATEGIES } from '../../strategy/acesup/index.js';
import type { Game } from '../types.js';

/** Cards an Aces Up game always leaves: the four keepers. */
const KEEPERS = 4;

export const ACESUP: Game<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  ...ACESUP_MODULE,
  solver: {
    solve: (state, opts, goal) => solveAcesUp(state, opts, goal),
    create: (state, goal) => new AcesUpSolver(state, { goal }),
    lineHints: ACESUP_LINE_HINTS,
  },
  players: {
    fair: ACESUP_STRATEGIES,
    clairvoyant: ACESUP_CLAIRVOYANT,
    // Under jokers `rollout` wins more often than `round` (deals 1-1,000, paired: +3.30 points,
    // +1.46 to +5.14), though it leaves more cards; docs/strategies.md.
    strongest: { fallback: 'expectimax', byVariant: { 'acesup(jokers)': 'rollout' } },
  },
  // The score is the cards discarded: with the cards left it makes the deck, and the four keepers
  // (aces, or kings under aces-low) are never discarded, so a win leaves exactly them.
  ends: {
    scoreRange: (cards) => [0, cards - KEEPERS],
    problem: (cards, s, w, c) => {
      if (c < KEEPERS) return `cards left "c" must be at least ${KEEPERS} (the keepers are never discarded)`;
      if (s + c !== cards) return `score ${s} (cards discarded) and ${c} cards left must add up to the ${cards} cards dealt`;
      if (w && c !== KEEPERS) return `a won game leaves the ${KEEPERS} keepers, not ${c} cards`;
      return undefined;
    },
  },
  coach: {
    // A settled chance needs up to 600 playouts in about a second: `round` takes 0.2 ms a
    // playout, `expectimax` about 120 ms (`npm run bench -- coach`; its bias against `best` on the
    // same orders: +0.5 points, -1.8 to +2.8).
    fastEnough: ['round'],
    fastEnoughUnder: { 'acesup(jokers)': ['round'] },
  },
  bound: ACESUP_BOUND,
};
