// The unit of work the simulator hands out: a batch of deals, each with its key, played by one
// player. Deals with a number travel as the number (the worker rebuilds the deal); others travel
// as their cards. A batch crosses to a worker as three flat lists of numbers and its results come
// back as one (four numbers a deal), so passing work between threads costs little per deal. Plain
// lists, not typed arrays: a typed array's memory lies outside the JS heap, and a worker that
// receives one per batch frees them only at its rare full collections, so its memory grew with
// the run (about 25 KB a batch); plain lists are collected with the rest of the young garbage.

import type { Card } from '../core/cards.js';
import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameId } from '../core/game.js';
import { forGame } from '../registry/index.js';
import { fnv1a } from '../core/hash.js';
import { type DealResult, makeRunner } from '../players/registry.js';

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
  readonly keys: readonly number[];
  /** Each deal's number, or -1 where the deal travels as cards. */
  readonly numbers: readonly number[];
  /** The cards of the deals without a number, one after another, `size` each. */
  readonly cards: readonly number[];
  readonly size: number;
}

/** A batch's results: RESULT_FIELDS numbers a deal, in the batch's order. */
export type ResultBlock = readonly number[];

/** Numbers per deal in a result block: score, won (0/1), cards left, verdict (see VERDICTS). */
export const RESULT_FIELDS = 4;

/** Verdict codes in a result block; 0 is none (a player, not the solver). */
const VERDICTS = [undefined, 'solved', 'unsolvable', 'unknown'] as const;

export function packBatch(items: readonly SimItem[]): SimPayload {
  const keys: number[] = [];
  const numbers: number[] = [];
  const cards: number[] = [];
  let size = 0;
  for (const it of items) {
    keys.push(it.key >>> 0);
    if (it.number !== undefined) {
      numbers.push(it.number);
      continue;
    }
    numbers.push(-1);
    const deal = it.cards ?? [];
    if (size === 0) size = deal.length;
    if (deal.length !== size || size === 0) throw new Error('a batch holds deals of one size, each with a number or its cards');
    cards.push(...deal);
  }
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
export function packedRunner(spec: SimSpec): (p: SimPayload) => ResultBlock {
  const run = makeRunner(spec.game, spec.variant, spec.strategy);
  const shape = variantShape(spec);
  return (p) => {
    const n = p.keys.length;
    const out: number[] = [];
    let c = 0;
    for (let i = 0; i < n; i++) {
      const number = p.numbers[i] as number;
      let deal: Deal;
      if (number >= 0) deal = dealFromNumber(number, shape);
      else {
        deal = p.cards.slice(c, c + p.size);
        c += p.size;
      }
      const r = run(deal, p.keys[i] as number);
      out.push(r.score, r.won ? 1 : 0, r.cardsLeft, r.verdict === undefined ? 0 : VERDICTS.indexOf(r.verdict));
    }
    return out;
  };
}

/** The i-th deal's result in a block. */
export function resultAt(block: ResultBlock, i: number): DealResult {
  const at = i * RESULT_FIELDS;
  const verdict = VERDICTS[block[at + 3] as number];
  return { score: block[at] as number, won: block[at + 1] === 1, cardsLeft: block[at + 2] as number, ...(verdict === undefined ? {} : { verdict }) };
}

/** FNV-1a over the cards: the key of a deal given as text, so its result does not depend on where it sits in a file. */
export function dealKey(deal: Deal): number {
  return fnv1a(deal.map((c) => c + 1));
}
