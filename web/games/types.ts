// What the web app needs from each game beyond its rules: how its table is drawn, where a card
// may go, what its moves and results are called, its variant options, rules pages and words.
// Every part asks the engine (GameRules) what is legal; none of it decides a rule. Each game's
// folder builds one WebGame; web/games/index.ts lists them.

import type { ComponentType, JSX } from 'preact';
import type { Deal } from '../../src/core/deal.js';
import type { GameId, GameRules } from '../../src/core/game.js';
import type { Lang, Message } from '../i18n.js';
import type { Dest, TableProps } from '../table/types.js';

/** One section of a rules page; an example is drawn with real card faces. */
export interface RulesSection {
  readonly h: string;
  readonly p: readonly string[];
  readonly example?: {
    /** Rows of cards in deal notation, one string per pile: "5H KH" is 5♥ under K♥. */
    readonly piles: readonly string[];
    readonly caption: string;
  };
}

/**
 * A variant option as the deal dialog offers it: a flag (`aces-only`) or a choice of values
 * (`jokers=1`), the first value being the default that the variant text leaves out.
 */
export type VariantChoice = { readonly name: string; readonly kind: 'flag' } | { readonly name: string; readonly kind: 'choice'; readonly values: readonly string[] };

/** The part of a web game that does not depend on its state and move types. */
export interface WebGameInfo {
  readonly id: GameId;
  /** The game's name in each language. */
  readonly title: Message;
  /** How many zones the digit keys pick (piles or columns). */
  readonly zones: number;
  readonly variantOptions: readonly VariantChoice[];
  readonly rulesPages: Readonly<Record<Lang, readonly RulesSection[]>>;
  /** The game's own words, by language (joined with the app's by speech.ts). */
  readonly words: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
}

/** A move that starts at a zone, with where it goes. */
export interface Destination<M> {
  readonly move: M;
  readonly dest: Dest;
}

/** A round of several deals played in turn, their scores added (Golf: nine holes). The engine's shape. */
export interface Round<V> {
  readonly variant: V;
  /** Deal number of the first hole; hole i uses number first + i (mod 2^32). Null: the holes are not numbered deals. */
  readonly first: number | null;
  readonly scores: readonly number[];
}

export interface RoundProps<V> {
  readonly round: Round<V>;
  /** The hole being played (0-based). */
  readonly hole: number;
}

/** A game played in rounds: the engine's round functions, and how a round is shown. */
export interface RoundRules<S, V> {
  readonly holes: number;
  readonly start: (variant: V, first: number | null) => Round<V>;
  /** The deal number of a hole, or undefined when the round's holes are not numbered. */
  readonly holeNumber: (round: Round<V>, hole: number) => number | undefined;
  readonly record: (round: Round<V>, score: number) => Round<V>;
  readonly complete: (round: Round<V>) => boolean;
  readonly total: (round: Round<V>) => number;
  readonly par: (round: Round<V>) => number;
  /** "Hole 3 of 9". */
  readonly status: (round: Round<V>, hole: number) => Message;
  /** The end panel's button: the next hole, or a new round after the last. */
  readonly next: (round: Round<V>) => Message;
  /** The round's result when it is complete, as sentences. */
  readonly summary: (round: Round<V>) => readonly Message[];
  /** A layout that can never be cleared, which may be dealt again (the same hole's cards reshuffled). */
  readonly locked: (state: S) => boolean;
  readonly lockedNotice: Message;
  readonly reshuffleLabel: Message;
  readonly reshuffled: (deal: Deal, hole: number, attempt: number) => Deal;
  readonly Scorecard: ComponentType<RoundProps<V>>;
}

export interface WebGame<S, M, O, V> extends WebGameInfo {
  readonly rules: GameRules<S, M, O, V>;
  /** The table, drawn from what a player sees. */
  readonly Table: (props: { readonly obs: O; readonly p: TableProps }) => JSX.Element;
  /** The legal moves that take the top card of `zone`, each with its target. */
  readonly destinations: (state: S, legal: readonly M[], zone: number) => readonly Destination<M>[];
  /** The move the stock button makes (deal, draw), when it is legal. */
  readonly stockMove: (legal: readonly M[]) => M | undefined;
  /** The stock button's words. */
  readonly stockLabel: Message;
  /** A move the app makes by itself here when the player lets it (Aces Up: a forced discard). */
  readonly forcedMove: (state: S, legal: readonly M[]) => M | undefined;
  /** A move in words, from the position before it. */
  readonly describe: (before: S, move: M) => Message;
  /** How the game ended, for the end panel. */
  readonly verdict: (state: S) => Message;
  /** More of the status line after the score (Aces Up: cards left). */
  readonly status: (state: S) => readonly Message[];
  readonly round?: RoundRules<S, V>;
}
