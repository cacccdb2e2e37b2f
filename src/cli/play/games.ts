// What the terminal needs to know about a game beyond GameRules, drawn from the game's object in
// the registry (src/registry/): moves in words, why a move is not legal, whether the game has
// forced moves, the verdict. It writes them in English with its own card cells; `kabal play` and
// `kabal solve` use it. Play itself (forced moves, rounds, reshuffles) is the shared session's
// (src/play/session.ts).

import type { Card } from '../../core/cards.js';
import type { GameRules } from '../../core/game.js';
import { formatMessage, type Message } from '../../core/i18n.js';
import { PRESENT_MESSAGES, type Presentation, viewOf } from '../../core/present.js';
import { type Game, moduleOf } from '../../registry/index.js';
import { cardCell, type LayoutOptions } from '../layout.js';

export interface PlayGame<S, M, O, V> {
  readonly module: Game<S, M, O, V>;
  readonly rules: GameRules<S, M, O, V>;
  readonly present: Presentation<M, O, V>;
  /** What the stock move is called in a sentence: "deal", "draw". */
  readonly stockWord: string;
  /** The move that deals or turns a card. */
  readonly stockMove: M;
  /** Whether the game has forced moves the screen can make by itself ("auto"). */
  readonly hasAuto: boolean;
  /** Whether forced moves are made automatically unless the player says otherwise. */
  autoDefault(variant: V): boolean;
  /** Writes a message in English with the screen's card cells. */
  text(m: Message, o: LayoutOptions): string;
  /** A short label for a legal move: the card it concerns, e.g. "5♠" or "48 left". */
  label(state: S, move: M, o: LayoutOptions): string;
  /** What a move did, in the past tense, naming the cards it brought into view (now visible). */
  done(before: S, after: S, move: M, o: LayoutOptions): string;
  /** A sentence-like description of a legal move, e.g. "discard 5♠ from pile 2". */
  describe(state: S, move: M, o: LayoutOptions): string;
  /** Why a well-formed move is not legal in this position (one line). */
  whyIllegal(state: S, move: M, o: LayoutOptions): string;
  /** The end-of-game verdict, a line or two. */
  verdict(state: S): string;
  /** A note on the position that the player should know (a locked layout), if any. */
  startNote(state: S): string | undefined;
  /** Whether the layout cannot be won whatever happens, so a reshuffle of the same cards is offered. */
  isLocked(state: S): boolean;
}

/** The play screen's view of a game's module. */
export function playGame<S, M, O, V>(module: Game<S, M, O, V>): PlayGame<S, M, O, V> {
  const { rules, present } = module;
  const catalogues = [present.messages, PRESENT_MESSAGES];
  const text = (m: Message, o: LayoutOptions): string => formatMessage(m, catalogues, { lang: 'en', card: (c: Card) => cardCell(c, o) });
  const plain: LayoutOptions = {};
  const obs = (s: S): O => rules.observe(s);
  return {
    module,
    rules,
    present,
    stockWord: text(present.stockButton, plain).toLowerCase(),
    stockMove: present.stockMove,
    hasAuto: present.hasForcedMoves,
    autoDefault: (v) => present.autoDefault(v),
    text,
    label: (s, m, o) => text(present.label(obs(s), m), o),
    done: (before, after, m, o) => text(present.done(obs(before), obs(after), m), o),
    describe: (s, m, o) => text(present.describe(obs(s), m), o),
    whyIllegal: (s, m, o) => text(present.whyIllegal(viewOf(rules, s), m), o),
    verdict: (s) => text(present.verdict(obs(s)), plain),
    startNote(s) {
      const notes = present.notes(obs(s));
      if (notes.length === 0) return undefined;
      const more = present.isLocked(obs(s)) && module.reshuffle !== undefined ? ' Type reshuffle to shuffle the same cards again.' : '';
      return notes.map((n) => text(n, plain)).join(' ') + more;
    },
    isLocked: (s) => present.isLocked(obs(s)),
  };
}

/** The play screen's words for a game, typed as the rules given. */
export function playGameOf<S, M, O, V>(rules: GameRules<S, M, O, V>): PlayGame<S, M, O, V> {
  return playGame(moduleOf(rules));
}
