// Cards as small integers, and their text forms (rules §1).
// A card is `suit * 13 + (rank - 1)` for the 52 ordinary cards (0..51); jokers are 52 and 53.
// Integers keep states small and fast to copy and hash; every text form goes through this module.

import { asciiUpper, clip, err, oddCharacter, ok, parseError, type Result } from './result.js';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type SuitChar = (typeof SUITS)[number];
/** Suit index: 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export type Suit = 0 | 1 | 2 | 3;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type RankChar = (typeof RANKS)[number];
/** Rank number: ace 1, two 2, … ten 10, jack 11, queen 12, king 13. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export type Card = number;

export const JOKER_1: Card = 52;
export const JOKER_2: Card = 53;
export const JOKER_TEXT = 'JK';

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
const RANK_DISPLAY = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export function makeCard(rank: Rank, suit: Suit): Card {
  return suit * 13 + (rank - 1);
}

export function isJoker(card: Card): boolean {
  return card >= 52;
}

/** Rank 1..13 of an ordinary card; 0 for a joker. */
export function rankOf(card: Card): number {
  return card >= 52 ? 0 : (card % 13) + 1;
}

/** Suit 0..3 of an ordinary card; -1 for a joker. */
export function suitOf(card: Card): number {
  return card >= 52 ? -1 : Math.floor(card / 13);
}

/** The 52 ordinary cards in a fixed order (spades A..K, hearts, diamonds, clubs), then `jokers` jokers. */
export function fullDeck(jokers: 0 | 1 | 2 = 0): Card[] {
  const deck: Card[] = [];
  for (let c = 0; c < 52 + jokers; c++) deck.push(c);
  return deck;
}

/** Canonical text: rank then suit (`AS`, `TD`), `JK` for a joker. */
export function formatCard(card: Card): string {
  if (card >= 52) return JOKER_TEXT;
  return `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
}

/** Display form for people: `A♠`, `10♥`; a joker is `🃏`. */
export function displayCard(card: Card): string {
  if (card >= 52) return '🃏';
  return `${RANK_DISPLAY[card % 13]}${SUIT_SYMBOLS[Math.floor(card / 13)]}`;
}

/** Accessible name: "ace of spades", "10 of hearts", "joker". */
export function cardName(card: Card): string {
  if (card >= 52) return 'joker';
  return `${RANK_NAMES[card % 13]} of ${SUIT_NAMES[Math.floor(card / 13)]}`;
}

export function suitSymbol(suit: number): string {
  return SUIT_SYMBOLS[suit] ?? '?';
}

/** True for hearts and diamonds. */
export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 1 || s === 2;
}

/**
 * Parses one card token. Accepts lower case, `10` for `T`, and `JK` for a joker (jokers get
 * numbers by the caller, see parseCards). Returns the card, or 52 for any joker.
 */
export function parseCard(text: string): Result<Card> {
  const t = asciiUpper(text.trim());
  if (t === JOKER_TEXT) return ok(JOKER_1);
  let rankText: string;
  let suitText: string;
  if (t.length === 3 && t.startsWith('10')) {
    rankText = 'T';
    suitText = t.charAt(2);
  } else if (t.length === 2) {
    rankText = t.charAt(0);
    suitText = t.charAt(1);
  } else {
    const odd = oddCharacter(t);
    const why = odd === undefined ? '' : ` (it holds the character ${odd})`;
    return err(parseError('ERR_CARD', `"${clip(text, 24)}" is not a card${why} (write rank then suit, like AS, TD or 10H)`, { token: text }));
  }
  const r = RANKS.indexOf(rankText as RankChar);
  const s = SUITS.indexOf(suitText as SuitChar);
  if (r < 0) return err(parseError('ERR_CARD', `"${text}": unknown rank "${rankText}"${odd(rankText)} (use A 2-9 T J Q K)`, { token: text }));
  if (s < 0) return err(parseError('ERR_CARD', `"${text}": unknown suit "${suitText}"${odd(suitText)} (use S H D C)`, { token: text }));
  return ok(s * 13 + r);
}

function odd(ch: string): string {
  const c = oddCharacter(ch);
  return c === undefined ? '' : ` (the character ${c})`;
}
