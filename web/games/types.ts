// What the web app needs from each game beyond its engine module (the registry's Game: rules,
// variants as data, presentation): its name in each language, how its table is drawn, its rules
// pages, its few web-only words, and for a game played in rounds the round's words and scorecard.
// None of it decides a rule. Each game's folder builds one WebGame; web/games/index.ts lists them.

import type { ComponentType } from 'preact';
import type { GameId } from '../../src/core/game.js';
import type { Catalogue } from '../../src/core/i18n.js';
import type { Round } from '../../src/core/round.js';
import type { GameModule } from '../../src/games/module.js';
import type { Lang, Message } from '../words/i18n.js';
import type { Lesson } from '../teach/lesson.js';

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

/** A game's rules pages, in each language. */
export type RulesPages = Readonly<Record<Lang, readonly RulesSection[]>>;

/** How the table draws the engine's zones (web/table/table.tsx). */
export interface TableLook {
  /**
   * A fanned zone: fan step and the room it may take below its first card, in card heights (at
   * most `room`, squeezed to `minRoom` on a short screen); drawn at least `minCards` tall.
   */
  readonly fan: { readonly step: number; readonly room: number; readonly minRoom: number; readonly minCards: number };
  /** The gap between two fanned zones, in card widths. */
  readonly gap: number;
  /** How many top cards of a face-up heap (the discard pile, the waste) are shown, fanned sideways. */
  readonly heapShown: number;
}

/** The part of a web game that does not depend on its state and move types. */
export interface WebGameInfo {
  readonly id: GameId;
  /** The game's name in each language (the engine's title is English only). */
  readonly title: Message;
  readonly look: TableLook;
  /** The rules pages in every language, fetched when the Rules dialog first shows this game. */
  readonly rulesPages: () => Promise<RulesPages>;
  /** "How does the coach know?" for this game: where its figures come from, in its own units. */
  readonly coachExplain: Message;
  /** The words only the web uses (its name, the round's buttons), in every language. */
  readonly words: Catalogue;
  /** The guided first game (web/teach), fetched when it is opened. */
  readonly lesson: () => Promise<Lesson>;
}

export type { Round } from '../../src/core/round.js';

export interface RoundProps<V> {
  readonly round: Round<V>;
  /** The hole being played (0-based). */
  readonly hole: number;
}

/**
 * How the web shows a round of a game played in rounds. The round itself (holes, deals, scores,
 * par) is the engine's (the module's `round`, played by src/play/session.ts); here only its words
 * and its scorecard.
 */
export interface RoundLook<V> {
  /** The round so far in one line: the hole shown (0-based; its score may already be counted), total, par so far. */
  readonly status: (round: Round<V>, hole: number) => Message;
  /** The end panel's button: the next hole, or a new round after the last. */
  readonly next: (round: Round<V>) => Message;
  /** The round's result when it is complete, as sentences. */
  readonly summary: (round: Round<V>) => readonly Message[];
  /** The button that deals a locked hole's cards again (the module's `reshuffle`). */
  readonly reshuffleLabel: Message;
  readonly Scorecard: ComponentType<RoundProps<V>>;
}

export interface WebGame<S, M, O, V> extends WebGameInfo {
  /** The engine's module for the game: rules, variants, presentation. */
  readonly module: GameModule<S, M, O, V>;
  /** For a game played in rounds (its module has `round`), how the round is shown. */
  readonly round?: RoundLook<V>;
}
