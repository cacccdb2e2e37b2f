// The Golf players, in the order `kabal strategies golf` lists them (weakest first).

import { golfExpectimax, golfHindsight } from './hindsight.js';
import { golfNextCard } from './nextcard.js';
import { golfPerfectEnd } from './perfect.js';
import { golfRollout } from './rollout.js';
import { firstPlayable, type GolfStrategy, lookahead, randomGolf } from './simple.js';

export type { GolfStrategy } from './simple.js';

export const GOLF_STRATEGIES: readonly GolfStrategy[] = [firstPlayable, randomGolf, lookahead, golfRollout, golfNextCard, golfHindsight, golfExpectimax, golfPerfectEnd];
