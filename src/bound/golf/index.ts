// Golf's fair-play bound as the generic code uses it (src/bound/index.ts): every rule set, the
// estimate 0 by default (the fitted logistic makes the bound looser: docs/bound.md), the mean over
// the next card exact.

import type { GolfObservation } from '../../games/golf/observation.js';
import { formatGolfVariant, type GolfVariant } from '../../games/golf/variant.js';
import type { GameBound } from '../types.js';
import { boundGolf, ZERO_ESTIMATE } from './bound.js';
import { logisticEstimate } from './estimate.js';
import { GOLF_WEIGHTS } from './weights.js';

export const GOLF_BOUND: GameBound<GolfObservation, GolfVariant> = {
  estimates: ['zero', 'fitted'],
  sampled: false,
  unsupported: () => undefined,
  describe(variant, estimate) {
    if (estimate === 'zero') return 'zero';
    return GOLF_WEIGHTS[formatGolfVariant(variant)] ? 'fitted logistic' : 'zero (no fitted estimate for these rules)';
  },
  runner(variant, estimate) {
    const weights = GOLF_WEIGHTS[formatGolfVariant(variant)];
    const v = estimate === 'zero' || !weights ? ZERO_ESTIMATE : logisticEstimate(weights);
    return { bound: (obs, draw) => boundGolf(obs, v, { orders: draw.orders, seed: draw.seed }) };
  },
  shown: (obs) => [...obs.columns.flat(), ...obs.waste],
};
