// What an Aces Up player sees (rules §5): every dealt card, the discards and the stock's size,
// never its order. The `kind` tag keeps a full state from ever type-checking as an observation.

import type { Card } from '../../core/cards.js';
import { type AcesUpState, stockCount } from './rules.js';
import type { AcesUpVariant } from './variant.js';

export interface AcesUpObservation {
  readonly kind: 'acesup-observation';
  readonly variant: AcesUpVariant;
  readonly piles: readonly (readonly Card[])[];
  readonly discarded: readonly Card[];
  readonly stockCount: number;
  /** The cards not yet seen (still in the stock), as a set: sorted, order meaningless. */
  readonly unseen: readonly Card[];
}

export function observeAcesUp(s: AcesUpState): AcesUpObservation {
  const unseen = s.deal.slice(s.next).sort((a, b) => a - b);
  return { kind: 'acesup-observation', variant: s.variant, piles: s.piles, discarded: s.discarded, stockCount: stockCount(s), unseen };
}

/**
 * A full state consistent with an observation, with `stock` (a chosen order of `obs.unseen`) as
 * the stock: for search over sampled stock orders. The seen part of the deal is listed in an
 * arbitrary order; only `deal.slice(next)` and the deal's length are ever read from it.
 */
export function stateFromAcesUpObservation(obs: AcesUpObservation, stock: readonly Card[]): AcesUpState {
  if (stock.length !== obs.stockCount) throw new Error(`stock needs ${obs.stockCount} cards, got ${stock.length}`);
  const seen: Card[] = [...obs.discarded];
  for (const p of obs.piles) seen.push(...p);
  const deal = [...seen, ...stock];
  return { kind: 'acesup-state', variant: obs.variant, deal, piles: obs.piles, next: seen.length, discarded: obs.discarded };
}
