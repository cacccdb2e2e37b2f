// What the search for a short line with the stock known (src/solve/short-line.ts) knows of Golf.

import type { GolfMove, GolfState } from '../../games/golf/rules.js';
import type { LineHints } from '../short-line.js';

export const GOLF_LINE_HINTS: LineHints<GolfState, GolfMove> = {
  // Every tableau card still to go is a play; a hole that is not cleared ends with the stock turned
  // to its last card.
  movesNeeded: (s, gone, clears) => gone + (clears ? 0 : s.deal.length - s.next),
  rank: (m) => (m.type === 'play' ? 0 : 2),
};
