// The Golf fair-play bound against exact fair values worked out here by a plain expectimax over
// what a player sees (every rank the next card can have, weighted by its count), on late positions
// of real deals where the stock is small enough to take every order.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { type GolfObservation, observeGolf, stateFromGolfObservation } from '../../games/golf/observation.js';
import { applyGolf, canPlayOn, type GolfState, isWonGolf, legalMovesGolf, startGolf } from '../../games/golf/rules.js';
import { golfDealShape, GOLF_MAIN_VARIANTS, type GolfVariant } from '../../games/golf/variant.js';
import { solveGolf } from '../../solve/golf/index.js';
import { firstPlayable, lookahead } from '../../strategy/golf/simple.js';
import { golfRollout } from '../../strategy/golf/rollout.js';
import type { GolfStrategy } from '../../strategy/golf/index.js';
import { boundGolf, EMPTY_WASTE, type GolfEstimate, type GolfSeen, penalisedValueGolf, seenOfObservation, ZERO_ESTIMATE } from './bound.js';
import { logisticEstimate } from './estimate.js';
import { GOLF_WEIGHTS } from './weights.js';

/** A card of rank index r (0 a joker) for the rule check. */
const cardOfRank = (r: number): Card => (r === 0 ? 52 : r - 1);

/** The exact chance to win under optimal fair play, by expectimax over the seen position (memoised). */
function exactFair(): GolfEstimate {
  const memo = new Map<string, number>();
  const value = (v: GolfVariant, columns: readonly (readonly Card[])[], heights: number[], top: number, stock: number[], count: number): number => {
    if (heights.every((h) => h === 0)) return 1;
    const key = `${heights.join('')}|${top}|${stock.join(',')}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let best = 0;
    for (let c = 0; c < heights.length; c++) {
      const h = heights[c] as number;
      if (h === 0) continue;
      const card = (columns[c] as readonly Card[])[h - 1] as Card;
      if (top !== EMPTY_WASTE && !canPlayOn(card, cardOfRank(top), v)) continue;
      heights[c] = h - 1;
      best = Math.max(best, value(v, columns, heights, card >= 52 ? 0 : (card % 13) + 1, stock, count));
      heights[c] = h;
    }
    if (count > 0) {
      let mean = 0;
      for (let r = 0; r < 14; r++) {
        const n = stock[r] as number;
        if (n === 0) continue;
        stock[r] = n - 1;
        mean += (n / count) * value(v, columns, heights, r, stock, count - 1);
        stock[r] = n;
      }
      best = Math.max(best, mean);
    }
    memo.set(key, best);
    return best;
  };
  return (seen: GolfSeen) => value(seen.variant, seen.columns, seen.heights.slice(), seen.top, seen.stock.slice(), seen.stockCount);
}

/** Every order of the cards (few of them). */
function permutations(cards: readonly Card[]): Card[][] {
  if (cards.length <= 1) return [cards.slice()];
  const out: Card[][] = [];
  cards.forEach((c, i) => {
    for (const rest of permutations([...cards.slice(0, i), ...cards.slice(i + 1)])) out.push([c, ...rest]);
  });
  return out;
}

/**
 * A late position of a real deal with at most `stock` cards left: along a line the solver wins with
 * the stock known when there is one (such positions are often neither sure wins nor sure losses),
 * else along `first-playable`'s game.
 */
function latePosition(n: number, v: GolfVariant, stock: number): GolfObservation | undefined {
  let s: GolfState = startGolf(dealFromNumber(n, golfDealShape(v)), v);
  const line = solveGolf(s, undefined, 'win');
  const rng = new Rng(n);
  let k = 0;
  while (s.deal.length - s.next > stock) {
    const legal = legalMovesGolf(s);
    if (legal.length === 0) return undefined;
    const m = line.winnable ? (line.moves[k++] as (typeof legal)[number]) : (firstPlayable.choose(observeGolf(s), legal, rng) ?? (legal[0] as (typeof legal)[number]));
    s = applyGolf(s, m);
  }
  return isWonGolf(s) ? undefined : observeGolf(s);
}

/** A fair player's exact chance to win from `obs`, over every order of the unseen cards. */
function playerRate(obs: GolfObservation, st: GolfStrategy, orders: readonly Card[][]): number {
  let won = 0;
  for (const order of orders) {
    let s = stateFromGolfObservation(obs, order);
    const rng = new Rng(7);
    for (;;) {
      const legal = legalMovesGolf(s);
      if (legal.length === 0) break;
      const m = st.choose(observeGolf(s), legal, rng);
      if (m === null) break;
      s = applyGolf(s, m);
    }
    if (isWonGolf(s)) won++;
  }
  return won / orders.length;
}

const positions: GolfObservation[] = [];
for (const v of GOLF_MAIN_VARIANTS.slice(0, 4)) {
  let taken = 0;
  for (let n = 1; taken < 6 && n < 200; n++) {
    const obs = latePosition(n, v, n % 2 === 0 ? 4 : 5);
    if (obs && obs.unseen.length >= 3) {
      positions.push(obs);
      taken++;
    }
  }
}

describe('the Golf bound on small positions', () => {
  it('has positions of every kind to check', () => {
    const values = positions.map((o) => exactFair()(seenOfObservation(o)));
    expect(positions.length).toBe(24);
    // Some positions are sure losses, and many lie in between.
    expect(values.filter((x) => x > 0.05 && x < 0.95).length).toBeGreaterThanOrEqual(8);
  });

  it('with the exact fair value as the estimate, every order is worth exactly that value', () => {
    for (const obs of positions) {
      const exact = exactFair();
      const target = exact(seenOfObservation(obs));
      for (const order of permutations(obs.unseen)) expect(penalisedValueGolf(obs, order, exact).value).toBeCloseTo(target, 12);
    }
  });

  it('whatever the estimate, the mean over every order is at least the exact value, and at least any fair player', () => {
    const noise: GolfEstimate = (seen) => {
      let h = 17;
      for (const x of [...seen.heights, seen.top, ...seen.stock]) h = (Math.imul(h, 31) + x + 3) >>> 0;
      return (h % 1000) / 1000;
    };
    const fitted = logisticEstimate(GOLF_WEIGHTS.golf as readonly number[]);
    let strict = 0;
    // The positions with four stock cards (24 orders each): the mean over every order is exact.
    const small = positions.filter((o) => o.unseen.length <= 4);
    expect(small.length).toBeGreaterThanOrEqual(10);
    small.forEach((obs, i) => {
      const target = exactFair()(seenOfObservation(obs));
      const orders = permutations(obs.unseen);
      // `rollout` samples at every choice: on one position in three, to keep the test short.
      for (const st of i % 3 === 0 ? [firstPlayable, lookahead, golfRollout] : [firstPlayable, lookahead]) expect(playerRate(obs, st, orders)).toBeLessThanOrEqual(target + 1e-12);
      for (const est of [ZERO_ESTIMATE, fitted, noise]) {
        const mean = orders.reduce((a, o) => a + penalisedValueGolf(obs, o, est).value, 0) / orders.length;
        expect(mean).toBeGreaterThanOrEqual(target - 1e-12);
        if (mean > target + 1e-6) strict++;
      }
    });
    // The inequality is not an identity: away from the exact value the bound is looser.
    expect(strict).toBeGreaterThan(5);
  }, 300_000);

  it('with the zero estimate, an order is worth 1 exactly when the solver wins it with the stock known', () => {
    for (const obs of positions) {
      for (const order of permutations(obs.unseen).slice(0, 6)) {
        const won = solveGolf(stateFromGolfObservation(obs, order), undefined, 'win').winnable;
        expect(penalisedValueGolf(obs, order, ZERO_ESTIMATE).value).toBe(won ? 1 : 0);
      }
    }
  });
});

describe('the Golf bound is honest', () => {
  it('gives the same answer for two deals that differ only in the stock order', () => {
    const v = GOLF_MAIN_VARIANTS[0] as GolfVariant;
    const fitted = logisticEstimate(GOLF_WEIGHTS.golf as readonly number[]);
    for (const n of [3, 8, 21]) {
      const obs = latePosition(n, v, 9);
      if (!obs) continue;
      const a = stateFromGolfObservation(obs, obs.unseen.slice());
      const b = stateFromGolfObservation(obs, obs.unseen.slice().reverse());
      const ra = boundGolf(observeGolf(a), fitted, { orders: 3, seed: 5 });
      const rb = boundGolf(observeGolf(b), fitted, { orders: 3, seed: 5 });
      expect(ra.values).toEqual(rb.values);
    }
  });

  it('hands the estimate nothing but what a player sees', () => {
    const obs = latePosition(4, GOLF_MAIN_VARIANTS[0] as GolfVariant, 8) as GolfObservation;
    const keys = new Set<string>();
    const spy: GolfEstimate = (seen) => {
      for (const k of Object.keys(seen)) keys.add(k);
      // The counts are those of the cards still unseen after the card just turned.
      expect(seen.stock.reduce((a, b) => a + b, 0)).toBe(seen.stockCount);
      return 0.5;
    };
    penalisedValueGolf(obs, obs.unseen.slice(), spy);
    expect([...keys].sort()).toEqual(['columns', 'heights', 'kind', 'stock', 'stockCount', 'top', 'variant']);
  });
});
