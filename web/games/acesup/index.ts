// Aces Up in the web app: the engine's module, the game's name in each language, how its table is
// drawn and its rules pages. Everything about its moves comes from the engine (present.ts).

import { ACESUP_MODULE } from '../../../src/games/acesup/module.js';
import type { AcesUpMove, AcesUpObservation, AcesUpState, AcesUpVariant } from '../../../src/games/acesup/index.js';
import type { WebGame } from '../types.js';
import { ACESUP_WORDS } from './words.js';

export const acesUpWeb: WebGame<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  id: 'acesup',
  module: ACESUP_MODULE,
  title: ACESUP_WORDS.m('acesupWeb.name'),
  // A pile may grow past a dozen cards: on a short screen its fan closes up to two card heights.
  look: { fan: { step: 0.24, room: 3.2, minRoom: 2, minCards: 1 }, gap: 0.3, heapShown: 1 },
  rulesPages: () => import('./rules-text.js').then((r) => r.RULES),
  coachExplain: ACESUP_WORDS.m('acesupWeb.coach'),
  words: ACESUP_WORDS.catalogue,
  lesson: () => import('./teach.js').then((m) => m.LESSON),
};
