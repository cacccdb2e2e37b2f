// Aces Up: thinking the round through (the `round` player), the search every stronger Aces Up
// player builds on. From what it sees, it lists every position it could deal from, never
// guessing at the stock.

import type { AcesUpObservation } from '../../games/acesup/observation.js';
import { stateFromAcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpMove, type AcesUpState, applyUnchecked, isKeeper, keyAcesUp, legalMovesAcesUp, strength } from '../../games/acesup/rules.js';
import type { AcesUpVariant } from '../../games/acesup/variant.js';
import type { Card } from '../../core/cards.js';
import { type AcesUpStrategy, firstOf, isPointlessMove, type Piles } from './simple.js';

/**
 * The evaluation of a position at the end of a round (just before a deal, or at the end of the
 * game), for the `round` player. Higher is better. In order of weight: cards discarded; cards
 * buried under a keeper (an ace that stays on them forever unless it moves to an empty pile);
 * same-suit pairs in one pile with the lower card underneath (the higher card can never beat it
 * there); empty piles (room for the next move); and how evenly the cards are spread.
 */
export function evaluateAcesUp(piles: Piles, discarded: number, stockCount: number, v: AcesUpVariant): number {
  let score = discarded * 1000;
  if (stockCount === 0) return score;
  for (const p of piles) {
    if (p.length === 0) {
      score += 25;
      continue;
    }
    score -= p.length * p.length;
    let keeperAbove = false;
    for (let i = p.length - 1; i >= 0; i--) {
      const c = p[i] as Card;
      if (c >= 52) continue;
      if (keeperAbove) score -= 40;
      if (isKeeper(c, v)) {
        keeperAbove = true;
        continue;
      }
      for (let j = i + 1; j < p.length; j++) {
        const d = p[j] as Card;
        if (d < 52 && Math.floor(d / 13) === Math.floor(c / 13) && strength(d, v) > strength(c, v)) {
          score -= 30;
          break;
        }
      }
    }
  }
  return score;
}

export interface RoundEnd {
  /** The position where the player would deal (or, with the stock out, stop). */
  readonly state: AcesUpState;
  /** The first move from the current position towards it; null when it is the current position. */
  readonly first: AcesUpMove | null;
  readonly value: number;
}

/**
 * Every position reachable before the next deal, by discards, joker plays and moves onto empty
 * piles, from a position built from the observation alone (the stock order is never read: no deal
 * is searched). Returns the candidate ends, i.e. the positions where dealing is legal (or, with the
 * stock out, every position), best first.
 */
export function roundEnds(obs: AcesUpObservation): RoundEnd[] {
  const start = stateFromAcesUpObservation(obs, obs.unseen);
  const firstMove = new Map<string, AcesUpMove | null>();
  const ends: RoundEnd[] = [];
  const stack: AcesUpState[] = [start];
  firstMove.set(keyAcesUp(start), null);
  while (stack.length > 0) {
    const s = stack.pop()!;
    const first = firstMove.get(keyAcesUp(s)) ?? null;
    const legal = legalMovesAcesUp(s);
    if (legal.some((m) => m.type === 'deal') || s.next >= s.deal.length) {
      ends.push({ state: s, first, value: evaluateAcesUp(s.piles, s.discarded.length, s.deal.length - s.next, s.variant) });
    }
    for (const m of legal) {
      if (m.type === 'deal' || isPointlessMove(s.piles, m)) continue;
      const t = applyUnchecked(s, m);
      const k = keyAcesUp(t);
      if (firstMove.has(k)) continue;
      firstMove.set(k, first ?? m);
      stack.push(t);
    }
  }
  // Stable order: by value, then by key so that equal values break ties the same way every time.
  return ends.sort((a, b) => b.value - a.value || (keyAcesUp(a.state) < keyAcesUp(b.state) ? -1 : 1));
}

/** A move is a free choice only when a pile is empty, a joker is on top, or discards are optional. */
export function hasChoice(obs: AcesUpObservation, legal: readonly AcesUpMove[]): boolean {
  return legal.some((m) => m.type === 'joker' || (m.type === 'move' && !isPointlessMove(obs.piles, m))) || (obs.variant.freeDiscards && legal.some((m) => m.type === 'discard'));
}

/** The move towards a chosen round end; with the end reached, deal (or stop when the stock is out). */
export function stepTowards(end: RoundEnd | undefined, legal: readonly AcesUpMove[]): AcesUpMove | null {
  if (end?.first) return end.first;
  return firstOf(legal, 'deal') ?? null;
}

/** Round ends that differ only by the order of the piles' contents are not the same; ends with identical piles as a multiset are kept once. */
export function pruneEquivalent(ends: readonly RoundEnd[]): RoundEnd[] {
  const seen = new Set<string>();
  const out: RoundEnd[] = [];
  for (const e of ends) {
    const k = e.state.piles
      .map((p) => p.join('.'))
      .sort()
      .join('|');
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(e);
  }
  return out;
}

export const round: AcesUpStrategy = {
  name: 'round',
  description:
    'Thinks the round through: from what it sees, it searches every sequence of discards and moves onto empty piles it could make before the next deal, and picks the position to deal from by an evaluation: most cards discarded first, then fewest cards buried under an ace, fewest cards lying under a higher card of their own suit, most empty piles, and the cards spread as evenly as possible. It never guesses at the stock.',
  cost: 'cheap',
  deterministic: true,
  choose(obs, legal) {
    if (!hasChoice(obs, legal)) return firstOf(legal, 'discard') ?? firstOf(legal, 'deal') ?? null;
    return stepTowards(roundEnds(obs)[0], legal);
  },
};
