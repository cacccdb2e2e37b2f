// The unit of work the simulator hands out: a batch of deals, each with its key, played by one
// player. Deals with a number travel as the number (the worker rebuilds the deal); others travel
// as their cards. A batch crosses to a worker as a few typed arrays and its results come back as
// one Int32Array (four numbers a deal), so passing work between threads costs little per deal.

import type { Card } from '../core/cards.js';
import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { forGame } from '../games/index.js';
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

/** A batch as it is posted to a worker. */
export interface SimPayload {
  readonly keys: Uint32Array;
  /** Each deal's number, or -1 where the deal travels as cards. */
  readonly numbers: Float64Array;
  /** The cards of the deals without a number, one after another, `size` each. */
  readonly cards: Uint8Array;
  readonly size: number;
}

/** Numbers per deal in a result block: score, won (0/1), cards left, verdict (see VERDICTS). */
export const RESULT_FIELDS = 4;

/** Verdict codes in a result block; 0 is none (a player, not the solver). */
const VERDICTS = [undefined, 'solved', 'unsolvable', 'unknown'] as const;

export function packBatch(items: readonly SimItem[]): SimPayload {
  const keys = new Uint32Array(items.length);
  const numbers = new Float64Array(items.length);
  const withCards = items.filter((it) => it.number === undefined);
  const size = withCards[0]?.cards?.length ?? 0;
  const cards = new Uint8Array(withCards.length * size);
  let c = 0;
  items.forEach((it, i) => {
    keys[i] = it.key >>> 0;
    if (it.number !== undefined) {
      numbers[i] = it.number;
      return;
    }
    numbers[i] = -1;
    const deal = it.cards;
    if (deal?.length !== size) throw new Error('a batch holds deals of one size, each with a number or its cards');
    cards.set(deal, c);
    c += size;
  });
  return { keys, numbers, cards, size };
}

function variantShape(spec: SimSpec): { jokers: 0 | 1 | 2 } {
  return forGame(spec.game, (rules) => {
    const v = rules.parseVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    return rules.dealShape(v.value);
  });
}

/** Plays batches for one game, variant and player: the worker's side of a simulation. */
export function packedRunner(spec: SimSpec): (p: SimPayload) => Int32Array {
  const run = makeRunner(spec.game, spec.variant, spec.strategy);
  const shape = variantShape(spec);
  return (p) => {
    const n = p.keys.length;
    const out = new Int32Array(n * RESULT_FIELDS);
    let c = 0;
    for (let i = 0; i < n; i++) {
      const number = p.numbers[i] as number;
      let deal: Deal;
      if (number >= 0) deal = dealFromNumber(number, shape);
      else {
        deal = Array.from(p.cards.subarray(c, c + p.size));
        c += p.size;
      }
      const r = run(deal, p.keys[i] as number);
      const at = i * RESULT_FIELDS;
      out[at] = r.score;
      out[at + 1] = r.won ? 1 : 0;
      out[at + 2] = r.cardsLeft;
      out[at + 3] = r.verdict === undefined ? 0 : VERDICTS.indexOf(r.verdict);
    }
    return out;
  };
}

/** The i-th deal's result in a block. */
export function resultAt(block: Int32Array, i: number): DealResult {
  const at = i * RESULT_FIELDS;
  const verdict = VERDICTS[block[at + 3] as number];
  return { score: block[at] as number, won: block[at + 1] === 1, cardsLeft: block[at + 2] as number, ...(verdict === undefined ? {} : { verdict }) };
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
