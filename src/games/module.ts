// What the engine knows about one game, beyond its GameRules: its variants as data, its
// presentation, its deal's layout, its rounds, its help and report words. Each game's folder
// builds one (src/games/<game>/module.ts); the one list of games (src/registry/) adds its solver,
// players and coach settings. Nothing here names a game.

import type { Card } from '../core/cards.js';
import type { Deal, DealShape } from '../core/deal.js';
import type { GameId, GameRules } from '../core/game.js';
import type { Presentation } from '../core/present.js';
import type { RoundRules } from '../core/round.js';
import type { VariantSchema } from '../core/variant.js';

export const deckSize = (shape: DealShape): number => 52 + shape.jokers;

/** How a game's deal is laid out, for help pages and deal-entry dialogs. */
export interface DealLayout {
  /** Cards in the deal for a variant (52, or more with jokers). */
  readonly cards: (shape: DealShape) => number;
  /** How many of the first cards are laid out at the start (the rest is the stock). */
  readonly laidOut: number;
}

/** Everything about one game. */
export interface GameModule<S, M, O, V> {
  readonly id: GameId;
  readonly rules: GameRules<S, M, O, V>;
  /** The variant options as data: flags and choices, what each implies, their words. */
  readonly variants: VariantSchema<V>;
  /** How the game looks and reads on screen (zones, targets, messages). */
  readonly present: Presentation<M, O, V>;
  /** Every well-formed move, legal or not: for conformance tests and fuzzers. */
  readonly everyMove: () => readonly M[];
  /** How the deal is laid out (its shape for a variant is the rules' `dealShape`). */
  readonly dealLayout: DealLayout;
  /** The game's rounds, for a game played in rounds of several deals (absent: one deal is a game). */
  readonly round?: RoundRules<V>;
  /** The same cards in a new, reproducible order, for a layout that cannot be won (present.isLocked). */
  readonly reshuffle?: (deal: Deal, hole: number, attempt: number) => Deal;
  /**
   * Rules whose every win is a legal win under `variant` too, and that the solver settles faster
   * (Aces Up free-discards: the same options with compulsory discards). Proofs that a deal can be
   * won (src/deals) use it; absent: the variant itself.
   */
  readonly proofVariant?: (variant: V) => V;
  /** The cards a player has not seen yet (the stock as a set, sorted), from the observation. */
  unseen(obs: O): readonly Card[];
  /** A full state that looks like `obs`, with `stock` (an order of the unseen cards) as its stock: for play over sampled stock orders. */
  withStock(obs: O, stock: readonly Card[]): S;
  /** The rules in short, the move notation and an example line, for the terminal's help page (English). */
  readonly help: { readonly rules: readonly string[]; readonly moves: readonly string[]; readonly example: string };
  /** How the simulator's reports name the game and its figures (English). */
  readonly report: GameReportWords;
  /** Other names people use for the game (any language, lower case), beside its id. */
  readonly aliases: readonly string[];
  /**
   * The simulator's fast path: an observation that works out the unseen cards only when a player
   * asks for them, and a move applied without the legality check (the moves come from legalMoves).
   */
  readonly fast?: { readonly observe: (state: S) => O; readonly apply?: (state: S, move: M) => S };
}

/** The words of a simulation report for one game. */
export interface GameReportWords {
  readonly title: string;
  /** What the score is and which way is better. */
  readonly score: string;
  /** The label of the cards-left line, padded to the report's column. */
  readonly cardsLeft: string;
  /** What is left at the end, in a table's heading or a sentence: "cards left", "tableau left". */
  readonly leftName: string;
  /** The plot's x axis. */
  readonly axis: string;
  /** The rule sets `npm run report` measures, in the order docs/results.md lists them. */
  readonly ruleSets: readonly ReportRuleSet[];
  /** Each new player and the one it replaced, compared deal by deal under the rule sets named. */
  readonly successors: readonly { readonly next: string; readonly previous: string; readonly variants: readonly string[] }[];
}

/** A rule set in docs/results.md. */
export interface ReportRuleSet {
  /** The variant text, as `formatVariant` writes it. */
  readonly variant: string;
  /** Its section's title. */
  readonly title: string;
  /** Main rule sets get the full deal counts for the sampling players and the solver. */
  readonly main: boolean;
  /** The solver needs about a second a deal here: it gets the smallest count. */
  readonly slowSolver?: boolean;
}

