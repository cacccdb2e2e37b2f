// A Golf round in the web app: nine holes, their scores added, par, the verdict and their words,
// all from the engine's games/golf/round.ts; here only the buttons' words and the scorecard.

import {
  type GolfVariant,
  HOLES,
  holeNumber,
  isPossibleHoleScore,
  isRoundComplete,
  newRound,
  recordHole,
  roundEndMessage,
  roundPar,
  parSoFar,
  roundTotal,
} from '../../../src/games/golf/index.js';
import type { RoundRules } from '../types.js';
import { say as m } from './say.js';
import { Scorecard } from './scorecard.js';

export const golfRound: RoundRules<GolfVariant> = {
  holes: HOLES,
  start: newRound,
  holeNumber,
  record: recordHole,
  possibleScore: isPossibleHoleScore,
  complete: isRoundComplete,
  total: roundTotal,
  par: roundPar,
  // The hole on the table, also while its end panel shows it counted (the engine's status names
  // the next hole as soon as a score is counted; the next hole starts only when the player asks),
  // with the total and par as the scorecard has them.
  status: (round, hole) => m('holeStatus', { hole: hole + 1, holes: HOLES, total: roundTotal(round), par: parSoFar(round) }),
  next: (round) => (isRoundComplete(round) ? m('newRound') : m('nextHole')),
  summary: (round) => [roundEndMessage(round)],
  reshuffleLabel: m('reshuffle'),
  Scorecard,
};
