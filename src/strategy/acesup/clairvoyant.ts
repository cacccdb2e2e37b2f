// Aces Up's clairvoyant "player": the exact solver given the real stock order (src/strategy/clairvoyant.ts).

import { formatAcesUpMove } from '../../games/acesup/notation.js';
import type { AcesUpState } from '../../games/acesup/rules.js';
import { solveAcesUp } from '../../solve/acesup/index.js';
import { CLAIRVOYANT_MAX_STATES } from '../clairvoyant.js';
import type { ClairvoyantPlayer } from '../types.js';

export const ACESUP_CLAIRVOYANT: ClairvoyantPlayer<AcesUpState> = {
  name: 'clairvoyant',
  description:
    'Not a player: the exact solver, given the real stock order, finds the most cards that can be discarded on the deal. Its win rate is how many deals are winnable with the stock known, an upper bound for any real player.',
  cost: 'expensive',
  play(state) {
    const r = solveAcesUp(state, { maxStates: CLAIRVOYANT_MAX_STATES });
    const winning = state.variant.jokers ? 50 : 48;
    return { verdict: r.verdict, score: r.bestScore, moves: r.moves.map(formatAcesUpMove), won: r.verdict === 'solved' && r.bestScore === winning, cardsLeft: state.deal.length - r.bestScore };
  },
};
