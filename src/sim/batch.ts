// The unit of work the simulator hands out: a batch of deals, each with its key, played by one
// player. Deals with a number travel as the number (the worker rebuilds the deal); others travel
// as their cards.

import type { Card } from '../core/cards.js';
import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { acesUp, golf } from '../games/index.js';
import { type DealResult, makeRunner } from './registry.js';

export interface SimSpec {
  readonly game: GameId;
  /** Variant text, e.g. `acesup(aces-only)`. */
  readonly variant: string;
  readonly strategy: string;
}

export interface SimItem {
  /** Seeds the strategy's generator: the deal number, or a hash of the deal's cards. */
  readonly key: number;
  readonly number?: number;
  readonly cards?: readonly Card[];
}

export interface BatchRequest {
  readonly id: number;
  readonly items: readonly SimItem[];
}

export function runBatch(game: GameId, variantText: string, strategy: string): (items: readonly SimItem[]) => DealResult[] {
  const run = makeRunner(game, variantText, strategy);
  const shape = game === 'acesup' ? acesUp.dealShape(unwrapVariant(acesUp.parseVariant(variantText))) : golf.dealShape(unwrapVariant(golf.parseVariant(variantText)));
  return (items) =>
    items.map((it) => {
      const deal: Deal = it.cards ?? dealFromNumber(it.number ?? 0, shape);
      return run(deal, it.key);
    });
}

function unwrapVariant<V>(r: { ok: true; value: V } | { ok: false; error: { message: string } }): V {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** FNV-1a over the cards: the key of a deal given as text, so its result does not depend on where it sits in a file. */
export function dealKey(deal: Deal): number {
  let h = 0x811c9dc5;
  for (const c of deal) {
    h ^= c + 1;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
