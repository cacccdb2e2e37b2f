// Golf in the web app: the engine's module, the game's name in each language, how its table is
// drawn, its rules pages and its rounds of nine holes. Everything about its moves comes from the
// engine (present.ts).

import type { GolfMove, GolfObservation, GolfState, GolfVariant } from '../../../src/games/golf/index.js';
import { GOLF_MODULE } from '../../../src/games/golf/module.js';
import type { WebGame } from '../types.js';
import { golfRound } from './round.js';
import { GOLF_WORDS } from './words.js';

export const golfWeb: WebGame<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  id: 'golf',
  module: GOLF_MODULE,
  title: GOLF_WORDS.m('golfWeb.name'),
  // A column only shrinks from its five cards, so its fan never needs to close.
  look: { fan: { step: 0.25, room: 1.0, minRoom: 1.0, minCards: 5 }, gap: 0.14, heapShown: 3 },
  rulesPages: () => import('./rules-text.js').then((r) => r.RULES),
  coachExplain: GOLF_WORDS.m('golfWeb.coach'),
  words: GOLF_WORDS.catalogue,
  lesson: () => import('./teach.js').then((m) => m.LESSON),
  round: golfRound,
};
