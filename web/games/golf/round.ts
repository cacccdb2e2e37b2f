// How the web app shows a Golf round. The round (nine holes, their deals and scores, par, the
// verdict and its words) is the engine's games/golf/round.ts, played by the shared session
// (src/play/session.ts); here only the buttons' words, the status line and the scorecard.

import { GOLF_WORDS } from './words.js';
import { type GolfVariant, HOLES, isRoundComplete, parSoFar, roundEndMessage, roundTotal } from '../../../src/games/golf/index.js';
import type { RoundLook } from '../types.js';
import { Scorecard } from './scorecard.js';

export const golfRound: RoundLook<GolfVariant> = {
  // The hole on the table, also while its end panel shows it counted (the engine's status names
  // the next hole as soon as a score is counted; the next hole starts only when the player asks),
  // with the total and par as the scorecard has them.
  status: (round, hole) => GOLF_WORDS.m('golfWeb.holeStatus', { hole: hole + 1, holes: HOLES, total: roundTotal(round), par: parSoFar(round) }),
  next: (round) => (isRoundComplete(round) ? GOLF_WORDS.m('golfWeb.newRound') : GOLF_WORDS.m('golfWeb.nextHole')),
  summary: (round) => [roundEndMessage(round)],
  reshuffleLabel: GOLF_WORDS.m('golfWeb.reshuffle'),
  Scorecard,
};
