// What the search for a short line with the stock known (src/solve/short-line.ts) knows of Aces Up.

import { type AcesUpMove, type AcesUpState, stockCount } from '../../games/acesup/rules.js';
import type { LineHints } from '../short-line.js';

const ORDER: Readonly<Record<AcesUpMove['type'], number>> = { discard: 0, joker: 1, deal: 2, move: 3 };

export const ACESUP_LINE_HINTS: LineHints<AcesUpState, AcesUpMove> = {
  // Every card still to go is a discard (a joker's play takes two at once), and every four stock
  // cards are a deal.
  movesNeeded(s, gone) {
    return Math.ceil(gone / (s.variant.jokers ? 2 : 1)) + Math.ceil(stockCount(s) / 4);
  },
  rank: (m) => ORDER[m.type],
  // A compulsory discard (unless discards are free) is never a choice, and delaying it opens
  // nothing, so a line makes the first one first: the order of discards changes neither the end
  // nor the count.
  first: (s, legal) => (s.variant.freeDiscards ? undefined : legal.find((m) => m.type === 'discard')),
};
