// The Aces Up players, in the order `kabal strategies acesup` lists them (weakest first).

import { expectimax } from './expectimax.js';
import { horizon } from './horizon.js';
import { rollout } from './rollout.js';
import { round } from './round.js';
import { aceFirst, type AcesUpStrategy, highestTop, neverEmpty, randomPlayer, tallestPile, uncover } from './simple.js';

export type { AcesUpStrategy } from './simple.js';

export const ACESUP_STRATEGIES: readonly AcesUpStrategy[] = [neverEmpty, randomPlayer, highestTop, tallestPile, aceFirst, uncover, round, rollout, expectimax, horizon];
