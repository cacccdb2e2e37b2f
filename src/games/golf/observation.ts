// What a Golf player sees (rules §5): the tableau, the waste and the stock's size; the stock's
// cards are known as a set (everything not yet seen) but never their order.

import type { Card } from '../../core/cards.js';
import { type GolfState, stockCountGolf } from './rules.js';
import type { GolfVariant } from './variant.js';

export interface GolfObservation {
  readonly kind: 'golf-observation';
  readonly variant: GolfVariant;
  readonly columns: readonly (readonly Card[])[];
  readonly waste: readonly Card[];
  readonly stockCount: number;
  /** Cards still in the stock, sorted: which cards, not in what order. */
  readonly unseen: readonly Card[];
}

export function observeGolf(s: GolfState): GolfObservation {
  const unseen = s.deal.slice(s.next).sort((a, b) => a - b);
  return { kind: 'golf-observation', variant: s.variant, columns: s.columns, waste: s.waste, stockCount: stockCountGolf(s), unseen };
}

/**
 * A full state consistent with an observation, with `stock` (a chosen order of `obs.unseen`) as
 * the stock: for search over sampled stock orders. The seen part of the deal is listed in an
 * arbitrary order; only `deal.slice(next)` and the deal's length are ever read from it.
 */
export function stateFromGolfObservation(obs: GolfObservation, stock: readonly Card[]): GolfState {
  if (stock.length !== obs.stockCount) throw new Error(`stock needs ${obs.stockCount} cards, got ${stock.length}`);
  const seen: Card[] = [...obs.waste];
  for (const c of obs.columns) seen.push(...c);
  const deal = [...seen, ...stock];
  return { kind: 'golf-state', variant: obs.variant, deal, columns: obs.columns, waste: obs.waste, next: seen.length };
}
