// Golf: the GameRules implementation (rules §4).

import type { GameRules } from '../../core/game.js';
import { formatGolfMove, parseGolfMove } from './notation.js';
import { type GolfObservation, observeGolf } from './observation.js';
import {
  applyGolf,
  type GolfMove,
  type GolfState,
  isLegalGolf,
  isTerminalGolf,
  isWonGolf,
  keyGolf,
  legalMovesGolf,
  scoreGolf,
  startGolf,
  tableauCount,
} from './rules.js';
import { formatGolfVariant, GOLF_MAIN_VARIANTS, golfDealShape, type GolfVariant, parseGolfVariant, STRICT } from './variant.js';

// The game's id joins core's list of game ids (core names no game itself).
declare module '../../core/game.js' {
  interface GameIds {
    golf: true;
  }
}

export * from './notation.js';
export * from './observation.js';
export * from './round.js';
export * from './rules.js';
export * from './setup.js';
export * from './variant.js';

export const golf: GameRules<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  id: 'golf',
  title: 'Golf',
  defaultVariant: STRICT,
  parseVariant: parseGolfVariant,
  formatVariant: formatGolfVariant,
  mainVariants: GOLF_MAIN_VARIANTS,
  dealShape: golfDealShape,
  start: startGolf,
  legalMoves: legalMovesGolf,
  isLegal: isLegalGolf,
  applyMove: applyGolf,
  isTerminal: isTerminalGolf,
  isWon: isWonGolf,
  score: scoreGolf,
  higherIsBetter: false,
  cardsLeft: tableauCount,
  observe: observeGolf,
  formatMove: formatGolfMove,
  parseMove: parseGolfMove,
  key: keyGolf,
  dealOf: (s) => s.deal,
  variantOf: (s) => s.variant,
};
