// Aces Up's fair-play bound as the generic code uses it (src/bound/index.ts): the standard rules
// only, the `expectimax` table read as a chance by default, the mean after a deal sampled.

import type { AcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpVariant, formatAcesUpVariant, isStandardAcesUp } from '../../games/acesup/variant.js';
import type { GameBound } from '../types.js';
import { boundAcesUp, ZERO_ACESUP_ESTIMATE } from './bound.js';
import { tableEstimate } from './estimate.js';
import { ACESUP_CALIBRATION } from './weights.js';

export const ACESUP_BOUND: GameBound<AcesUpObservation, AcesUpVariant> = {
  estimates: ['fitted', 'zero'],
  sampled: true,
  unsupported: (variant) => (isStandardAcesUp(variant) ? undefined : `the Aces Up bound is for the standard rules only, not ${formatAcesUpVariant(variant)}`),
  describe: (_variant, estimate) => (estimate === 'zero' ? 'zero' : 'expectimax table, calibrated'),
  runner(_variant, estimate) {
    const v = estimate === 'zero' ? ZERO_ACESUP_ESTIMATE : tableEstimate(ACESUP_CALIBRATION);
    return { bound: (obs, draw) => boundAcesUp(obs, v, draw) };
  },
  shown: (obs) => obs.piles.flat(),
};
