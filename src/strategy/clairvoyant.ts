// The clairvoyant player: the exact solver run on the real deal, stock order included. It is not
// a strategy (it sees what no player can) and is kept out of the Strategy type; its results are
// the full-information upper bound and are labelled "with the stock known" wherever shown.

import type { AcesUpState } from '../games/acesup/rules.js';
import { formatAcesUpMove } from '../games/acesup/notation.js';
import type { GolfState } from '../games/golf/rules.js';
import { formatGolfMove } from '../games/golf/notation.js';
import { solveAcesUp, solveGolf } from '../solve/index.js';
import type { ClairvoyantPlayer } from './types.js';

/**
 * Search budget per deal, in positions (not time, so that a result never depends on the machine
 * or on how many threads share it). A deal that runs out is reported as `unknown`.
 */
export const CLAIRVOYANT_MAX_STATES = 4_000_000;

export const ACESUP_CLAIRVOYANT: ClairvoyantPlayer<AcesUpState> = {
  name: 'clairvoyant',
  description:
    'Not a player: the exact solver, given the real stock order, finds the most cards that can be discarded on the deal. Its win rate is how many deals are winnable with the stock known, an upper bound for any real player.',
  cost: 'expensive',
  play(state) {
    const r = solveAcesUp(state, { maxStates: CLAIRVOYANT_MAX_STATES });
    return { verdict: r.verdict, score: r.bestScore, moves: r.moves.map(formatAcesUpMove) };
  },
};

export const GOLF_CLAIRVOYANT: ClairvoyantPlayer<GolfState> = {
  name: 'clairvoyant',
  description:
    'Not a player: the exact solver, given the real stock order, finds the best hole score reachable on the deal. Its win rate is how many deals can be cleared with the stock known, an upper bound for any real player.',
  cost: 'expensive',
  play(state) {
    const r = solveGolf(state, { maxStates: CLAIRVOYANT_MAX_STATES });
    return { verdict: r.verdict, score: r.bestScore, moves: r.moves.map(formatGolfMove) };
  },
};
