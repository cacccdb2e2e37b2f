// A Golf round in the web app: nine holes, their scores added, par and the verdict, all from the
// engine's games/golf/round.ts; here only how they are said and where the scorecard is drawn.

import {
  type GolfState,
  type GolfVariant,
  HOLES,
  holeNumber,
  isLockedGolf,
  isRoundComplete,
  newRound,
  recordHole,
  reshuffledHole,
  roundPar,
  roundTotal,
  roundVerdict,
} from '../../../src/games/golf/index.js';
import type { RoundRules } from '../types.js';
import { say as m } from './say.js';
import { Scorecard } from './scorecard.js';

const VERDICT = { perfect: 'perfect', par: 'underPar', over: 'overPar' } as const;

export const golfRound: RoundRules<GolfState, GolfVariant> = {
  holes: HOLES,
  start: newRound,
  holeNumber,
  record: recordHole,
  complete: isRoundComplete,
  total: roundTotal,
  par: roundPar,
  status: (_round, hole) => m('holeOf', { n: Math.min(HOLES, hole + 1), holes: HOLES }),
  next: (round) => (isRoundComplete(round) ? m('newRound') : m('nextHole')),
  summary: (round) => [m('roundOver', { total: roundTotal(round), par: roundPar(round) }), m(VERDICT[roundVerdict(round)])],
  locked: isLockedGolf,
  lockedNotice: m('locked'),
  reshuffleLabel: m('reshuffle'),
  reshuffled: reshuffledHole,
  Scorecard,
};
