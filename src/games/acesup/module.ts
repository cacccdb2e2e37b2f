// Aces Up as the engine describes it beyond its rules: variants as data, presentation, layout,
// help and report words, and the simulator's fast path. Listed once in src/registry/.

import type { GameModule } from '../module.js';
import { deckSize } from '../module.js';
import { acesUp } from './index.js';
import { ACESUP_HELP } from './notation.js';
import { type AcesUpObservation, stateFromAcesUpObservation } from './observation.js';
import { acesUpPresent, everyAcesUpMove } from './present.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked } from './rules.js';

import { ACESUP_REPORT_RULE_SETS, ACESUP_VARIANTS, type AcesUpVariant } from './variant.js';

/**
 * The Aces Up observation, with the unseen cards sorted only when a strategy asks for them (the
 * cheap players never do). The state sits in a private class field, which no code outside this
 * class can read, so the strategy still sees only the observation's fields.
 */
class LazyAcesUpObservation implements AcesUpObservation {
  readonly kind = 'acesup-observation' as const;
  readonly variant: AcesUpObservation['variant'];
  readonly piles: AcesUpObservation['piles'];
  readonly discarded: AcesUpObservation['discarded'];
  readonly stockCount: number;
  readonly #state: AcesUpState;
  #unseen: readonly number[] | undefined;
  constructor(s: AcesUpState) {
    this.#state = s;
    this.variant = s.variant;
    this.piles = s.piles;
    this.discarded = s.discarded;
    this.stockCount = s.deal.length - s.next;
  }
  get unseen(): readonly number[] {
    return (this.#unseen ??= this.#state.deal.slice(this.#state.next).sort((a, b) => a - b));
  }
}

export const ACESUP_MODULE: GameModule<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  id: 'acesup',
  rules: acesUp,
  variants: ACESUP_VARIANTS,
  present: acesUpPresent,
  everyMove: everyAcesUpMove,
  dealLayout: { cards: deckSize, laidOut: 4 },
  aliases: ['aces-up', 'idiot', 'idiotkabal', 'idioten', 'idiotkabale'],
  fast: { observe: (s) => new LazyAcesUpObservation(s), apply: applyUnchecked },
  proofVariant: (v) => (v.freeDiscards ? Object.freeze({ ...v, freeDiscards: false }) : v),
  unseen: (obs) => obs.unseen,
  withStock: stateFromAcesUpObservation,
  help: ACESUP_HELP,
  report: {
    title: 'Aces Up',
    score: 'score (cards discarded, higher is better)',
    cardsLeft: 'cards left:  ',
    leftName: 'cards left',
    axis: 'score: cards discarded (48 = won)',
    ruleSets: ACESUP_REPORT_RULE_SETS,
    // `best` under jokers: `rollout` stands in for `round` (which `expectimax` plays as there).
    successors: [{ variants: ['acesup(jokers)'], next: 'rollout', previous: 'round' }],
  },
};

