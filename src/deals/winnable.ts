// Winnable deals: random deal numbers, each proved winnable with the stock known before it is
// handed out. That is a guarantee about the deal with every card known, not a promise that a
// player who cannot see the stock will win it.

import { type Deal, dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { proveWinnable } from './prove.js';

/** Positions one proof may search; a deal whose proof runs out is passed over. */
export const WINNABLE_MAX_STATES = 1_000_000;

export interface WinnableDeal {
  readonly number: number;
  readonly deal: Deal;
  /** Candidates drawn to find this one (1: the first was winnable). */
  readonly tried: number;
  readonly states: number;
}

export interface WinnableOptions {
  /** How many different deals (default 1). */
  readonly count?: number;
  /** Seeds the draw, so the same seed gives the same deals (default: a random seed). */
  readonly seed: number;
  readonly maxStates?: number;
  /** Most candidates drawn in all before stopping (default 1000 per deal asked for). */
  readonly maxTries?: number;
  /** Hears of every candidate settled. */
  readonly onCandidate?: (number: number, verdict: 'won' | 'lost' | 'unknown') => void;
}

/** Different random deals, each proved winnable: yields them one at a time, as each is proved. */
export function* winnableDeals<S, M, O, V>(rules: GameRules<S, M, O, V>, variant: V, opts: WinnableOptions): Generator<WinnableDeal> {
  const count = opts.count ?? 1;
  const maxTries = opts.maxTries ?? count * 1000;
  const rng = new Rng(opts.seed >>> 0);
  const seen = new Set<number>();
  let found = 0;
  let tried = 0;
  let sinceLast = 0;
  while (found < count && tried < maxTries) {
    const number = rng.nextUint32();
    if (seen.has(number)) continue;
    seen.add(number);
    tried++;
    sinceLast++;
    const deal = dealFromNumber(number, rules.dealShape(variant));
    const p = proveWinnable(rules, variant, deal, opts.maxStates ?? WINNABLE_MAX_STATES);
    opts.onCandidate?.(number, p.verdict);
    if (p.verdict !== 'won') continue;
    found++;
    yield { number, deal, tried: sinceLast, states: p.states };
    sinceLast = 0;
  }
}
