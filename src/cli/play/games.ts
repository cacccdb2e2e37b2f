// What the play screen needs to know about each game beyond GameRules: a few words on what a
// legal move does, why a well-formed move is not legal right now, which moves the screen may make
// by itself (Aces Up's forced discards) and how a finished game is summed up. Legality itself is
// always the engine's: these functions only explain it, using the predicates in games/*/rules.ts.

import { type Card, rankOf, suitOf } from '../../core/cards.js';
import type { GameRules } from '../../core/game.js';
import {
  acesUp,
  type AcesUpMove,
  type AcesUpObservation,
  type AcesUpState,
  type AcesUpVariant,
  dealBlockedByFillFirst,
  isDiscardable,
  isKeeper,
  maxScoreAcesUp,
  mayFillEmpty,
  stockCount,
  topOf,
} from '../../games/acesup/index.js';
import {
  canPlayOn,
  golf,
  type GolfMove,
  type GolfObservation,
  type GolfState,
  type GolfVariant,
  isLockedLayout,
  stockCountGolf,
  tableauCount,
} from '../../games/golf/index.js';
import { cardCell, type LayoutOptions } from '../layout.js';

export interface PlayGame<S, M, O, V> {
  readonly rules: GameRules<S, M, O, V>;
  /** What the stock move is called: "deal" (Aces Up) or "turn" (Golf). */
  readonly stockWord: string;
  /** The move that deals (Aces Up) or turns a card (Golf). */
  readonly stockMove: M;
  /** Whether the game has forced moves the screen can make by itself ("auto"). */
  readonly hasAuto: boolean;
  /** Whether forced moves are made automatically unless the player says otherwise. */
  autoDefault(variant: V): boolean;
  /** The next move the screen makes by itself when "auto" is on, if any. */
  forcedMove(state: S): M | undefined;
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
  /** A note on the position that the player should know (a locked Golf layout), if any. */
  startNote(state: S): string | undefined;
  /** Whether the layout cannot be won whatever happens, so a reshuffle of the same cards is offered. */
  isLocked(state: S): boolean;
}

const card = (c: Card, o: LayoutOptions): string => cardCell(c, o);
const SUIT_WORDS = ['spade', 'heart', 'diamond', 'club'] as const;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

// ---- Aces Up ---------------------------------------------------------------------------------

function keeperWord(v: AcesUpVariant): string {
  return v.acesLow ? 'king' : 'ace';
}

export const acesUpPlay: PlayGame<AcesUpState, AcesUpMove, AcesUpObservation, AcesUpVariant> = {
  rules: acesUp,
  stockWord: 'deal',
  stockMove: { type: 'deal' },
  hasAuto: true,
  done(before, after, m, o) {
    switch (m.type) {
      case 'deal':
        return `Dealt ${after.piles.slice(0, after.next - before.next).map((p) => card(topOf(p), o)).join(' ')} (${stockCount(after)} left in the stock)`;
      case 'discard':
        return `Discarded ${card(topOf(before.piles[m.pile] ?? []), o)} from pile ${m.pile + 1}`;
      case 'move':
        return `Moved ${card(topOf(before.piles[m.from] ?? []), o)} from pile ${m.from + 1} to pile ${m.to + 1}`;
      case 'joker':
        return `The joker from pile ${m.from + 1} took ${card(topOf(before.piles[m.to] ?? []), o)} from pile ${m.to + 1}: both discarded`;
    }
  },
  autoDefault: (v) => !v.freeDiscards,
  forcedMove(s) {
    // Discards only: a joker play is always the player's choice.
    return acesUp.legalMoves(s).find((m) => m.type === 'discard');
  },
  label(s, m, o) {
    switch (m.type) {
      case 'deal':
        return `${stockCount(s)} left`;
      case 'discard':
      case 'move':
      case 'joker': {
        const pile = m.type === 'discard' ? m.pile : m.from;
        return card(topOf(s.piles[pile] ?? []), o);
      }
    }
  },
  describe(s, m, o) {
    switch (m.type) {
      case 'deal': {
        const n = Math.min(4, stockCount(s));
        return `deal ${plural(n, 'card')} from the stock, ${stockCount(s)} left`;
      }
      case 'discard':
        return `discard ${card(topOf(s.piles[m.pile] ?? []), o)} from pile ${m.pile + 1}`;
      case 'move':
        return `move ${card(topOf(s.piles[m.from] ?? []), o)} from pile ${m.from + 1} to empty pile ${m.to + 1}`;
      case 'joker':
        return `play the joker from pile ${m.from + 1} onto ${card(topOf(s.piles[m.to] ?? []), o)} on pile ${m.to + 1}: both are discarded`;
    }
  },
  whyIllegal(s, m, o) {
    const v = s.variant;
    const tops = s.piles.map(topOf);
    const legal = acesUp.legalMoves(s);
    if (legal.length === 0) return 'the game is over';
    const empty = (p: number): boolean => (tops[p] ?? -1) < 0;
    switch (m.type) {
      case 'deal': {
        if (stockCount(s) === 0) return 'the stock is empty';
        const discards = legal.filter((x) => x.type === 'discard');
        if (!v.freeDiscards && discards.length > 0) {
          return `discards come first: make ${discards.map((x) => acesUp.formatMove(x)).join(', ')} before the next deal`;
        }
        if (dealBlockedByFillFirst(s.piles, v)) return 'fill-first: fill the empty pile before the next deal';
        return 'you cannot deal now';
      }
      case 'discard': {
        const c = tops[m.pile] ?? -1;
        if (c < 0) return `pile ${m.pile + 1} is empty`;
        if (c >= 52) return `a joker is not discarded like that: play it onto another top card with j${m.pile + 1}-N`;
        if (isKeeper(c, v) && !isDiscardable(tops, m.pile, v)) return `${card(c, o)} is the highest ${SUIT_WORDS[suitOf(c)] ?? 'card'}: nothing can beat it`;
        return `${card(c, o)} cannot be discarded: no higher ${SUIT_WORDS[suitOf(c)] ?? 'card'} is on top of another pile`;
      }
      case 'move': {
        if (empty(m.from)) return `pile ${m.from + 1} is empty`;
        if (!empty(m.to)) return `pile ${m.to + 1} is not empty: a card may only be moved onto an empty pile`;
        const c = tops[m.from] ?? -1;
        if (!mayFillEmpty(c, v)) return `aces-only: only ${v.acesLow ? 'a king' : 'an ace'} may be moved onto an empty pile`;
        return 'that move is not allowed now';
      }
      case 'joker': {
        if (!v.jokers) return 'this game has no jokers';
        const c = tops[m.from] ?? -1;
        if (c < 52) return `the top of pile ${m.from + 1} is not a joker`;
        if (empty(m.to)) return `pile ${m.to + 1} is empty: play the joker onto a card`;
        return 'that joker play is not allowed now';
      }
    }
  },
  verdict(s) {
    const v = s.variant;
    const max = maxScoreAcesUp(v);
    const score = acesUp.score(s);
    const left = acesUp.cardsLeft(s);
    if (acesUp.isWon(s)) return `You won! Only the four ${keeperWord(v)}s are left. Score ${score} of ${max} (${plural(left, 'card')} left).`;
    const of = score <= max ? ` of ${max}` : '';
    return `Game over: the stock is empty and no discard can be reached. Score ${score}${of}: ${score} discarded, ${plural(left, 'card')} left on the table.`;
  },
  startNote: () => undefined,
  isLocked: () => false,
};

// ---- Golf ------------------------------------------------------------------------------------

export const golfPlay: PlayGame<GolfState, GolfMove, GolfObservation, GolfVariant> = {
  rules: golf,
  stockWord: 'turn',
  stockMove: { type: 'turn' },
  hasAuto: false,
  done(before, after, m, o) {
    const top = after.waste[after.waste.length - 1] ?? -1;
    if (m.type === 'turn') return `Turned ${card(top, o)} (${stockCountGolf(after)} left in the stock)`;
    const under = before.waste[before.waste.length - 1];
    return `Played ${card(top, o)} from column ${m.column + 1}${under === undefined ? '' : ` onto ${card(under, o)}`}`;
  },
  autoDefault: () => false,
  forcedMove: () => undefined,
  label(s, m, o) {
    if (m.type === 'turn') return `${stockCountGolf(s)} left`;
    const col = s.columns[m.column] ?? [];
    return card(col[col.length - 1] ?? -1, o);
  },
  describe(s, m, o) {
    const top = s.waste[s.waste.length - 1];
    if (m.type === 'turn') return `turn the next stock card onto the waste, ${stockCountGolf(s)} left`;
    const col = s.columns[m.column] ?? [];
    const c = col[col.length - 1] ?? -1;
    return `play ${card(c, o)} from column ${m.column + 1} onto ${top === undefined ? 'the empty waste' : card(top, o)}`;
  },
  whyIllegal(s, m, o) {
    const v = s.variant;
    if (golf.legalMoves(s).length === 0) return 'the hole is over';
    if (m.type === 'turn') return 'the stock is empty';
    const col = s.columns[m.column] ?? [];
    const c = col[col.length - 1];
    if (c === undefined) return `column ${m.column + 1} is empty`;
    const top = s.waste[s.waste.length - 1];
    if (top === undefined || canPlayOn(c, top, v)) return 'that card cannot be played now';
    const r = rankOf(top);
    if (r === 13 && !v.queenOnKing && !v.puttPutt) return `nothing may be played on a king (${card(top, o)}) under the strict rules`;
    if (r === 13) return `only a queen${v.puttPutt ? ' or an ace' : ''} may be played on a king (${card(top, o)})`;
    const wrap = v.puttPutt ? '' : r === 1 ? ' (ace and king are not neighbours under these rules)' : '';
    return `${card(c, o)} is not one rank above or below ${card(top, o)} on the waste${wrap}`;
  },
  verdict(s) {
    const score = golf.score(s);
    if (golf.isWon(s)) {
      const stock = stockCountGolf(s);
      return `Cleared! Every column is empty. Hole score ${score}${stock > 0 ? ` (${plural(stock, 'card')} left in the stock)` : ''}.`;
    }
    return `Hole over: the stock is empty and no column card can be played. Hole score ${score} (${plural(tableauCount(s), 'card')} left in the tableau).`;
  },
  startNote(s) {
    if (!isLockedLayout(s.columns, s.variant)) return undefined;
    return 'This layout is locked: every queen lies under a king in its column, so the tableau can never be cleared. Type reshuffle to shuffle the same cards again.';
  },
  isLocked: (s) => isLockedLayout(s.columns, s.variant),
};
