// The one small interface every game implements and everything else (solvers, strategies,
// simulator, command line, web game) is written against. Modelled on OpenSpiel's state API:
// legal moves in a stable order, a pure apply, terminal test, score, and a separate observation
// that never contains the hidden stock order (rules §5).

import type { Deal, DealShape } from './deal.js';
import type { Result } from './result.js';

/**
 * The ids of the games there are. Core names no game: each game's module adds its id to this
 * interface (`declare module`), and src/registry/index.ts lists the games at run time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the games
export interface GameIds {}
export type GameId = Extract<keyof GameIds, string>;

/** No game of any patience here comes near this many moves; a player that does is looping, a bug. */
export const MOVE_LIMIT = 5_000;

export interface GameRules<S, M, O, V> {
  readonly id: GameId;
  /** English title for people. */
  readonly title: string;

  // Variants: plain data, with a text form `game(option,option=value)` that parses back.
  readonly defaultVariant: V;
  readonly parseVariant: (text: string) => Result<V>;
  readonly formatVariant: (variant: V) => string;
  /** The variants the conformance suite and the docs go through (each option alone, plus a few combinations). */
  readonly mainVariants: readonly V[];

  // Deals.
  readonly dealShape: (variant: V) => DealShape;

  /** The position right after the layout is dealt. The deal must fit the variant (see parseDeal). */
  readonly start: (deal: Deal, variant: V) => S;
  /** Legal moves in a stable order; empty exactly when the game is over. */
  readonly legalMoves: (state: S) => readonly M[];
  readonly isLegal: (state: S, move: M) => boolean;
  /** Pure: returns a new state, shares what did not change. Throws on an illegal move (a programmer error). */
  readonly applyMove: (state: S, move: M) => S;
  readonly isTerminal: (state: S) => boolean;
  readonly isWon: (state: S) => boolean;
  /** The score of rules §3.8 or §4.6 for the game, e.g. cards discarded (higher is better) or a hole score (lower is better). */
  readonly score: (state: S) => number;
  /** Whether a higher score is better. */
  readonly higherIsBetter: boolean;
  /** Cards still on the table (or in the tableau) that the player has to clear. */
  readonly cardsLeft: (state: S) => number;

  /** What a player sees: every dealt card and the counts, never the stock order. */
  readonly observe: (state: S) => O;

  readonly formatMove: (move: M) => string;
  /** Parses move text; with a state, also checks that the move is legal there. */
  readonly parseMove: (text: string, state?: S) => Result<M>;
  /** A compact string that identifies the position within its deal (for search and repetition checks). */
  readonly key: (state: S) => string;

  /** The deal a state was started from (full information: includes the stock order). */
  readonly dealOf: (state: S) => Deal;
  readonly variantOf: (state: S) => V;
}

/** A finished or unfinished game as stored: enough to rebuild every position. */
export interface GameRecord {
  readonly game: GameId;
  readonly variant: string;
  readonly deal: string;
  /** Deal number, when the deal came from one. */
  readonly number?: number;
  readonly moves: readonly string[];
}
