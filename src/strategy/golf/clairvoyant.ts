// Golf's clairvoyant "player": the exact solver given the real stock order (src/strategy/clairvoyant.ts).

import { formatGolfMove } from '../../games/golf/notation.js';
import type { GolfState } from '../../games/golf/rules.js';
import { solveGolf } from '../../solve/golf/index.js';
import { CLAIRVOYANT_MAX_STATES } from '../clairvoyant.js';
import type { ClairvoyantPlayer } from '../types.js';

export const GOLF_CLAIRVOYANT: ClairvoyantPlayer<GolfState> = {
  name: 'clairvoyant',
  description:
    'Not a player: the exact solver, given the real stock order, finds the best hole score reachable on the deal. Its win rate is how many deals can be cleared with the stock known, an upper bound for any real player.',
  cost: 'expensive',
  play(state) {
    const r = solveGolf(state, { maxStates: CLAIRVOYANT_MAX_STATES });
    return { verdict: r.verdict, score: r.bestScore, moves: r.moves.map(formatGolfMove), won: r.verdict === 'solved' && r.bestScore <= 0, cardsLeft: Math.max(0, r.bestScore) };
  },
};
