// Aces Up (Idiotkabal, Idioten, Idiot's Delight): the GameRules implementation (rules §3).

import type { GameRules } from '../../core/game.js';
import { formatAcesUpMove, parseAcesUpMove } from './notation.js';
import { type AcesUpObservation, observeAcesUp } from './observation.js';
import {
  type AcesUpMove,
  type AcesUpState,
  applyAcesUp,
  cardsLeftAcesUp,
  isLegalAcesUp,
  isTerminalAcesUp,
  isWonAcesUp,
  keyAcesUp,
  legalMovesAcesUp,
  scoreAcesUp,
  startAcesUp,
} from './rules.js';
import { ACESUP_MAIN_VARIANTS, type AcesUpVariant, acesUpDealShape, formatAcesUpVariant, parseAcesUpVariant, STANDARD } from './variant.js';

// The game's id joins core's list of game ids (core names no game itself).
declare module '../../core/game.js' {
  interface GameIds {
    acesup: true;
  }
}

export * from './notation.js';
export * from './observation.js';
export * from './rules.js';
export * from './setup.js';
export * from './variant.js';

export const acesUp: GameRules<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  id: 'acesup',
  title: 'Aces Up',
  defaultVariant: STANDARD,
  parseVariant: parseAcesUpVariant,
  formatVariant: formatAcesUpVariant,
  mainVariants: ACESUP_MAIN_VARIANTS,
  dealShape: acesUpDealShape,
  start: startAcesUp,
  legalMoves: legalMovesAcesUp,
  isLegal: isLegalAcesUp,
  applyMove: applyAcesUp,
  isTerminal: isTerminalAcesUp,
  isWon: isWonAcesUp,
  score: scoreAcesUp,
  higherIsBetter: true,
  cardsLeft: cardsLeftAcesUp,
  observe: observeAcesUp,
  formatMove: formatAcesUpMove,
  parseMove: parseAcesUpMove,
  key: keyAcesUp,
  dealOf: (s) => s.deal,
  variantOf: (s) => s.variant,
};
