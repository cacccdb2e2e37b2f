// Golf as the engine describes it beyond its rules: variants as data, presentation, layout, its
// nine-hole rounds, help and report words, and the simulator's fast path. Listed once in src/registry/.

import type { GameModule } from '../module.js';
import { deckSize } from '../module.js';
import { golf } from './index.js';
import { GOLF_HELP } from './notation.js';
import { type GolfObservation, stateFromGolfObservation } from './observation.js';
import { everyGolfMove, golfPresent } from './present.js';
import { GOLF_ROUND, reshuffledHole } from './round.js';
import type { GolfMove, GolfState } from './rules.js';

import { GOLF_REPORT_RULE_SETS, GOLF_VARIANTS, type GolfVariant } from './variant.js';

class LazyGolfObservation implements GolfObservation {
  readonly kind = 'golf-observation' as const;
  readonly variant: GolfObservation['variant'];
  readonly columns: GolfObservation['columns'];
  readonly waste: GolfObservation['waste'];
  readonly stockCount: number;
  readonly #state: GolfState;
  #unseen: readonly number[] | undefined;
  constructor(s: GolfState) {
    this.#state = s;
    this.variant = s.variant;
    this.columns = s.columns;
    this.waste = s.waste;
    this.stockCount = s.deal.length - s.next;
  }
  get unseen(): readonly number[] {
    return (this.#unseen ??= this.#state.deal.slice(this.#state.next).sort((a, b) => a - b));
  }
}

export const GOLF_MODULE: GameModule<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  id: 'golf',
  rules: golf,
  variants: GOLF_VARIANTS,
  present: golfPresent,
  everyMove: everyGolfMove,
  dealLayout: { cards: deckSize, laidOut: 35 },
  aliases: [],
  fast: { observe: (s) => new LazyGolfObservation(s) },
  round: GOLF_ROUND,
  reshuffle: reshuffledHole,
  unseen: (obs) => obs.unseen,
  withStock: stateFromGolfObservation,
  help: GOLF_HELP,
  report: {
    title: 'Golf',
    score: 'score (hole score, lower is better)',
    cardsLeft: 'tableau left:',
    leftName: 'tableau left',
    axis: 'hole score: cards left in the tableau (0 or less = won)',
    ruleSets: GOLF_REPORT_RULE_SETS,
    successors: [
      { variants: GOLF_REPORT_RULE_SETS.map((r) => r.variant), next: 'hindsight', previous: 'rollout' },
      { variants: GOLF_REPORT_RULE_SETS.map((r) => r.variant), next: 'expectimax', previous: 'hindsight' },
    ],
  },
};

