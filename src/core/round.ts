// A game played in rounds: several deals in turn, their scores added against par (Golf's nine
// holes). The shape every front end reads a round through; a game with rounds gives one
// `RoundRules` in its module, and nothing outside the game's folder knows which game that is.

import type { Deal } from './deal.js';
import type { Message } from './i18n.js';

export interface Round<V> {
  readonly variant: V;
  /** Deal number of the first hole; hole i uses number first + i (mod 2^32). Null: the holes are not numbered deals. */
  readonly first: number | null;
  /** Scores of the holes played so far, in order. */
  readonly scores: readonly number[];
}

/** One column of a scorecard: the hole (1-based), its par, its score and the running total once played. */
export interface ScorecardHole {
  readonly hole: number;
  readonly par: number;
  readonly score?: number;
  readonly total?: number;
}

export interface RoundRules<V> {
  /** Holes in a round. */
  readonly holes: number;
  readonly start: (variant: V, first: number | null) => Round<V>;
  /** The deal number of a hole (0-based), or undefined when the round's holes are not numbered. */
  readonly holeNumber: (round: Round<V>, hole: number) => number | undefined;
  /** The deal of a hole of a numbered round. */
  readonly holeDeal: (round: Round<V>, hole: number) => Deal;
  /** Adds a hole's score (it must be possible: `possibleScore`). */
  readonly record: (round: Round<V>, score: number) => Round<V>;
  readonly possibleScore: (variant: V, score: number) => boolean;
  readonly complete: (round: Round<V>) => boolean;
  readonly total: (round: Round<V>) => number;
  /** The whole round's par. */
  readonly par: (round: Round<V>) => number;
  /** Par of the holes played so far. */
  readonly parSoFar: (round: Round<V>) => number;
  readonly scorecard: (round: Round<V>) => ScorecardHole[];
  /** The round so far in one line: hole, total, par so far. */
  readonly status: (round: Round<V>) => Message;
  /** The round's result in words, once it is complete. */
  readonly end: (round: Round<V>) => Message;
}
