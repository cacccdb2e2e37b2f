// Aces Up rules (rules §3): four piles, discards of lower same-suit top cards, moves onto empty
// piles, deals of four, and the end when no discard can be reached. This module is the only place
// these rules are written; solvers and the UI use the predicates exported here.

import { type Card, rankOf, suitOf } from '../../core/cards.js';
import type { Deal } from '../../core/deal.js';
import type { AcesUpVariant } from './variant.js';

export const PILES = 4;

export interface AcesUpState {
  readonly kind: 'acesup-state';
  readonly variant: AcesUpVariant;
  /** The whole deal, stock order included: full information. */
  readonly deal: Deal;
  /** Four piles, each listed bottom to top. */
  readonly piles: readonly (readonly Card[])[];
  /** Index in `deal` of the next stock card; the stock is `deal.slice(next)`. */
  readonly next: number;
  /** Discarded cards in the order they went. */
  readonly discarded: readonly Card[];
}

export type AcesUpMove =
  | { readonly type: 'deal' }
  /** Discard the top card of `pile` (0-based); it must be beaten by another top card of its suit. */
  | { readonly type: 'discard'; readonly pile: number }
  /** Move the top card of `from` onto the empty pile `to`. */
  | { readonly type: 'move'; readonly from: number; readonly to: number }
  /** Play the joker on top of `from` onto the top card of `to`: both are discarded. */
  | { readonly type: 'joker'; readonly from: number; readonly to: number };

// ---- Rule predicates, shared with the solver -------------------------------------------------

/** Strength within a suit: ace high (14) by default, ace low (1) under aces-low. 0 for a joker. */
export function strength(card: Card, v: AcesUpVariant): number {
  const r = rankOf(card);
  if (r === 0) return 0;
  return r === 1 && !v.acesLow ? 14 : r;
}

/** The cards that stay at the end: aces, or kings under aces-low. */
export function isKeeper(card: Card, v: AcesUpVariant): boolean {
  return rankOf(card) === (v.acesLow ? 13 : 1);
}

/** True when `high` beats `low`: same suit, higher strength. Jokers beat nothing and are beaten by nothing. */
export function beats(high: Card, low: Card, v: AcesUpVariant): boolean {
  if (high >= 52 || low >= 52) return false;
  return suitOf(high) === suitOf(low) && strength(high, v) > strength(low, v);
}

/** May this card be moved onto an empty pile? */
export function mayFillEmpty(card: Card, v: AcesUpVariant): boolean {
  return !v.acesOnly || isKeeper(card, v);
}

/** Top card of a pile, or -1 when it is empty. */
export function topOf(pile: readonly Card[]): Card {
  return pile.length === 0 ? -1 : (pile[pile.length - 1] as Card);
}

/** Can the top card of pile `p` be discarded given the four top cards (-1 for an empty pile)? */
export function isDiscardable(tops: readonly Card[], p: number, v: AcesUpVariant): boolean {
  const c = tops[p] as Card;
  if (c < 0 || c >= 52) return false;
  for (let q = 0; q < tops.length; q++) {
    if (q !== p) {
      const d = tops[q] as Card;
      if (d >= 0 && beats(d, c, v)) return true;
    }
  }
  return false;
}

function topsOf(s: AcesUpState): Card[] {
  return s.piles.map(topOf);
}

/** Any discard or joker play available right now? */
export function hasRemoval(tops: readonly Card[], v: AcesUpVariant): boolean {
  let nonEmpty = 0;
  let joker = false;
  for (let p = 0; p < tops.length; p++) {
    const c = tops[p] as Card;
    if (c >= 0) nonEmpty++;
    if (c >= 52) joker = true;
    if (isDiscardable(tops, p, v)) return true;
  }
  return joker && nonEmpty >= 2;
}

/** The fill-first rule: is a deal blocked because an empty pile can and must be filled first? */
export function dealBlockedByFillFirst(piles: readonly (readonly Card[])[], v: AcesUpVariant): boolean {
  if (!v.fillFirst) return false;
  if (!piles.some((p) => p.length === 0)) return false;
  return piles.some((p) => p.length >= 2 && mayFillEmpty(topOf(p), v));
}

// ---- State and moves ---------------------------------------------------------------------

export function startAcesUp(deal: Deal, variant: AcesUpVariant): AcesUpState {
  const expected = variant.jokers ? 54 : 52;
  if (deal.length !== expected) throw new Error(`Aces Up deal needs ${expected} cards, got ${deal.length}`);
  const piles: Card[][] = [];
  for (let p = 0; p < PILES; p++) piles.push([deal[p] as Card]);
  return { kind: 'acesup-state', variant, deal, piles, next: PILES, discarded: [] };
}

export function stockCount(s: AcesUpState): number {
  return s.deal.length - s.next;
}

function rawMoves(s: AcesUpState): AcesUpMove[] {
  const v = s.variant;
  const tops = topsOf(s);
  const moves: AcesUpMove[] = [];
  let anyDiscard = false;
  for (let p = 0; p < PILES; p++) {
    if (isDiscardable(tops, p, v)) {
      moves.push({ type: 'discard', pile: p });
      anyDiscard = true;
    }
  }
  if (v.jokers) {
    for (let from = 0; from < PILES; from++) {
      if ((tops[from] as Card) < 52) continue;
      for (let to = 0; to < PILES; to++) if (to !== from && (tops[to] as Card) >= 0) moves.push({ type: 'joker', from, to });
    }
  }
  for (let from = 0; from < PILES; from++) {
    const c = tops[from] as Card;
    if (c < 0 || !mayFillEmpty(c, v)) continue;
    for (let to = 0; to < PILES; to++) if ((tops[to] as Card) < 0) moves.push({ type: 'move', from, to });
  }
  if (s.next < s.deal.length && (v.freeDiscards || !anyDiscard) && !dealBlockedByFillFirst(s.piles, v)) moves.push({ type: 'deal' });
  return moves;
}

/**
 * The end (rules §3): the stock is empty and no discard (or joker play) can be reached by any
 * sequence of moves onto empty piles. Found by a small search over the move-only positions.
 */
export function isTerminalAcesUp(s: AcesUpState): boolean {
  if (s.next < s.deal.length) return false;
  const v = s.variant;
  if (hasRemoval(topsOf(s), v)) return false;
  if (!s.piles.some((p) => p.length === 0)) return true;
  const seen = new Set<string>();
  const stack: (readonly (readonly Card[])[])[] = [s.piles];
  seen.add(pilesKey(s.piles));
  while (stack.length > 0) {
    const piles = stack.pop()!;
    const tops = piles.map(topOf);
    if (hasRemoval(tops, v)) return false;
    for (let from = 0; from < PILES; from++) {
      const c = tops[from] as Card;
      if (c < 0 || !mayFillEmpty(c, v)) continue;
      for (let to = 0; to < PILES; to++) {
        if ((tops[to] as Card) >= 0) continue;
        const next = movePiles(piles, from, to);
        const k = pilesKey(next);
        if (!seen.has(k)) {
          seen.add(k);
          stack.push(next);
        }
      }
    }
  }
  return true;
}

export function legalMovesAcesUp(s: AcesUpState): AcesUpMove[] {
  if (isTerminalAcesUp(s)) return [];
  return rawMoves(s);
}

export function isLegalAcesUp(s: AcesUpState, m: AcesUpMove): boolean {
  return legalMovesAcesUp(s).some((x) => sameMove(x, m));
}

export function sameMove(a: AcesUpMove, b: AcesUpMove): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'deal':
      return true;
    case 'discard':
      return a.pile === (b as typeof a).pile;
    case 'move':
    case 'joker':
      return a.from === (b as typeof a).from && a.to === (b as typeof a).to;
  }
}

function movePiles(piles: readonly (readonly Card[])[], from: number, to: number): (readonly Card[])[] {
  const out = piles.slice();
  const src = piles[from] as readonly Card[];
  out[from] = src.slice(0, -1);
  out[to] = withCard(piles[to] as readonly Card[], src[src.length - 1] as Card);
  return out;
}

function pilesKey(piles: readonly (readonly Card[])[]): string {
  return piles.map((p) => p.join('.')).join('|');
}

/**
 * Applies a legal move; throws if it is not legal (a programmer error: parse untrusted text first).
 * Legal means listed by legalMovesAcesUp, so a finished game takes no move at all.
 */
export function applyAcesUp(s: AcesUpState, m: AcesUpMove): AcesUpState {
  if (!isLegalAcesUp(s, m)) throw new Error(`illegal Aces Up move ${JSON.stringify(m)}`);
  return applyUnchecked(s, m);
}

/** Applies a move known to be legal (the legality check is the caller's). */
export function applyUnchecked(s: AcesUpState, m: AcesUpMove): AcesUpState {
  switch (m.type) {
    case 'deal': {
      const piles = s.piles.slice();
      let next = s.next;
      for (let p = 0; p < PILES && next < s.deal.length; p++, next++) piles[p] = withCard(piles[p] as readonly Card[], s.deal[next] as Card);
      return nextState(s, piles, next, s.discarded);
    }
    case 'discard': {
      const src = s.piles[m.pile] as readonly Card[];
      const piles = s.piles.slice();
      piles[m.pile] = src.slice(0, -1);
      return nextState(s, piles, s.next, withCard(s.discarded, src[src.length - 1] as Card));
    }
    case 'move':
      return nextState(s, movePiles(s.piles, m.from, m.to), s.next, s.discarded);
    case 'joker': {
      const a = s.piles[m.from] as readonly Card[];
      const b = s.piles[m.to] as readonly Card[];
      const piles = s.piles.slice();
      piles[m.from] = a.slice(0, -1);
      piles[m.to] = b.slice(0, -1);
      const discarded = withCard(withCard(s.discarded, a[a.length - 1] as Card), b[b.length - 1] as Card);
      return nextState(s, piles, s.next, discarded);
    }
  }
}

// The new state is written out field by field and cards are appended by slice-and-push: the
// same immutable states, but V8 builds them without the generic spread paths, which cost about
// half of a cheap player's deal (bench/engine.bench.ts).
function nextState(s: AcesUpState, piles: readonly (readonly Card[])[], next: number, discarded: readonly Card[]): AcesUpState {
  return { kind: 'acesup-state', variant: s.variant, deal: s.deal, piles, next, discarded };
}

/** A copy of `cards` with one more card on top. */
function withCard(cards: readonly Card[], card: Card): Card[] {
  const out = cards.slice();
  out.push(card);
  return out;
}

export function scoreAcesUp(s: AcesUpState): number {
  return s.discarded.length;
}

export function cardsLeftAcesUp(s: AcesUpState): number {
  return s.deal.length - s.discarded.length;
}

/** Won: the stock is empty and only the four keepers (aces, or kings under aces-low) are left. */
export function isWonAcesUp(s: AcesUpState): boolean {
  if (s.next < s.deal.length) return false;
  if (s.deal.length - s.discarded.length !== 4) return false;
  return s.piles.every((p) => p.every((c) => isKeeper(c, s.variant)));
}

/**
 * The score of a win: 48, or 50 with jokers. With jokers a higher score is possible without a
 * win (a joker played onto an ace takes the ace too, up to 52 discarded), so this is not a cap.
 */
export function maxScoreAcesUp(v: AcesUpVariant): number {
  return v.jokers ? 50 : 48;
}

export function keyAcesUp(s: AcesUpState): string {
  return `${s.next}:${pilesKey(s.piles)}`;
}
