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
  roundStatusMessage,
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
  status: roundStatusMessage,
  next: (round) => (isRoundComplete(round) ? m('newRound') : m('nextHole')),
  summary: (round) => [roundEndMessage(round)],
  reshuffleLabel: m('reshuffle'),
  Scorecard,
};
