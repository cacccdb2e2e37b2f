// The Aces Up fair-play bound against exact fair values worked out here by a plain expectimax over
// what a player sees (every ordered deal of four unseen cards), on late positions of real deals.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { type AcesUpObservation, observeAcesUp, stateFromAcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpState, applyAcesUp, isWonAcesUp, legalMovesAcesUp, startAcesUp, stockCount } from '../../games/acesup/rules.js';
import { STANDARD } from '../../games/acesup/variant.js';
import { solveAcesUp } from '../../solve/acesup/index.js';
import { expectimax, fittedValue, settleStandard, standardRoundEnds } from '../../strategy/acesup/expectimax.js';
import { round } from '../../strategy/acesup/round.js';
import type { AcesUpStrategy } from '../../strategy/acesup/index.js';
import { type AcesUpEstimate, type AcesUpSeen, boundAcesUp, penalisedValueAcesUp, ZERO_ACESUP_ESTIMATE } from './bound.js';
import { tableEstimate, tableScore } from './estimate.js';
import { ACESUP_CALIBRATION } from './weights.js';

/** Every ordered deal of four cards from `cards`. */
function orderedDeals(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const pick = (prefix: Card[]): void => {
    if (prefix.length === 4) out.push(prefix);
    else for (const c of cards) if (!prefix.includes(c)) pick([...prefix, c]);
  };
  pick([]);
  return out;
}

/** The exact chance to win under optimal fair play from a position just after a deal (memoised expectimax). */
function exactFair(): AcesUpEstimate {
  const memo = new Map<string, number>();
  const post = (piles: readonly (readonly Card[])[], discarded: number, unseen: readonly Card[]): number => {
    const start = piles.map((p) => p.slice());
    const gone = settleStandard(start);
    let best = 0;
    for (const e of standardRoundEnds(start)) best = Math.max(best, pre(e.piles, discarded + gone + e.discarded, unseen));
    return best;
  };
  const pre = (piles: readonly (readonly Card[])[], discarded: number, unseen: readonly Card[]): number => {
    if (unseen.length === 0) return discarded === 48 ? 1 : 0;
    const key = `${piles
      .map((p) => p.join('.'))
      .sort()
      .join('|')}#${unseen.join('.')}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const deals = orderedDeals(unseen);
    let total = 0;
    for (const d of deals)
      total += post(
        piles.map((p, k) => [...p, d[k] as Card]),
        discarded,
        unseen.filter((c) => !d.includes(c)),
      );
    const v = total / deals.length;
    memo.set(key, v);
    return v;
  };
  return (seen: AcesUpSeen) => {
    const unseen: Card[] = [];
    for (let c = 0; c < 52; c++) if (seen.unseen[c]) unseen.push(c);
    return post(seen.piles, seen.discarded, unseen);
  };
}

/** The value of the start observation under an estimate: the estimate of the position itself. */
function valueOf(est: AcesUpEstimate, obs: AcesUpObservation): number {
  const unseen = new Uint8Array(52);
  for (const c of obs.unseen) unseen[c] = 1;
  return est({ kind: 'acesup-seen', piles: obs.piles, discarded: obs.discarded.length, unseen, stockCount: obs.stockCount });
}

/** A position of a real deal just after the deal that leaves `stock` cards, reached by `round`. */
function lateAfterDeal(n: number, stock: number): AcesUpObservation {
  let s: AcesUpState = startAcesUp(dealFromNumber(n), STANDARD);
  const rng = new Rng(n);
  while (stockCount(s) > stock) {
    const legal = legalMovesAcesUp(s);
    const m = round.choose(observeAcesUp(s), legal, rng) ?? legal[0]!;
    s = applyAcesUp(s, m);
  }
  return observeAcesUp(s);
}

function playerRate(obs: AcesUpObservation, st: AcesUpStrategy, orders: readonly Card[][]): number {
  let won = 0;
  for (const order of orders) {
    let s = stateFromAcesUpObservation(obs, order);
    const rng = new Rng(3);
    for (;;) {
      const legal = legalMovesAcesUp(s);
      if (legal.length === 0) break;
      const m = st.choose(observeAcesUp(s), legal, rng);
      if (m === null) break;
      s = applyAcesUp(s, m);
    }
    if (isWonAcesUp(s)) won++;
  }
  return won / orders.length;
}

describe('the Aces Up bound on small positions', () => {
  it('with the exact fair value and exact means, every order is worth exactly that value (eight cards left)', () => {
    const exact = exactFair();
    let between = 0;
    for (let n = 1; n <= 40 && between < 3; n++) {
      const obs = lateAfterDeal(n, 8);
      const target = valueOf(exact, obs);
      if (target > 0.01 && target < 0.99) between++;
      else if (n % 5 !== 0) continue;
      const rng = new Rng(n);
      for (let k = 0; k < 2; k++) {
        const order = rng.shuffle(obs.unseen.slice());
        expect(penalisedValueAcesUp(obs, order, exact, 1680, new Rng(k)).value).toBeCloseTo(target, 12);
      }
    }
    expect(between).toBe(3);
  }, 300_000);

  it('whatever the estimate, the mean over every order is at least the exact value, and at least any fair player (four cards left)', () => {
    const exact = exactFair();
    const table = tableEstimate(ACESUP_CALIBRATION);
    const noise: AcesUpEstimate = (seen) => {
      let h = 11;
      for (const p of seen.piles) for (const c of p) h = (Math.imul(h, 31) + c + 1) >>> 0;
      return (h % 997) / 997;
    };
    let strict = 0;
    let positions = 0;
    for (let n = 1; n <= 120; n++) {
      const obs = lateAfterDeal(n, 4);
      const target = valueOf(exact, obs);
      if (target === 0 && n % 4 !== 0) continue;
      positions++;
      const orders = orderedDeals(obs.unseen);
      for (const st of [round, expectimax]) expect(playerRate(obs, st, orders)).toBeLessThanOrEqual(target + 1e-12);
      for (const est of [ZERO_ACESUP_ESTIMATE, table, noise, exact]) {
        const mean = orders.reduce((a, o) => a + penalisedValueAcesUp(obs, o, est, 24, new Rng(1)).value, 0) / orders.length;
        expect(mean).toBeGreaterThanOrEqual(target - 1e-12);
        if (mean > target + 1e-6) strict++;
      }
    }
    expect(positions).toBeGreaterThan(30);
    expect(strict).toBeGreaterThan(10);
  });

  it('with the zero estimate, an order is worth 1 exactly when the solver wins it with the stock known', () => {
    for (let n = 1; n <= 4; n++) {
      const obs = observeAcesUp(startAcesUp(dealFromNumber(n), STANDARD));
      const order = new Rng(n).shuffle(obs.unseen.slice());
      const won = solveAcesUp(stateFromAcesUpObservation(obs, order), undefined, 'win').winnable;
      expect(penalisedValueAcesUp(obs, order, ZERO_ACESUP_ESTIMATE, 8, new Rng(1)).value).toBe(won ? 1 : 0);
    }
  });

  it('refuses the variants', () => {
    const obs = observeAcesUp(startAcesUp(dealFromNumber(1), { ...STANDARD, acesOnly: true }));
    expect(() => penalisedValueAcesUp(obs, obs.unseen.slice(), ZERO_ACESUP_ESTIMATE, 8, new Rng(1))).toThrow(/standard rules/);
  });
});

describe('the Aces Up bound is honest', () => {
  it('gives the same answer for two deals that differ only in the stock order', () => {
    const table = tableEstimate(ACESUP_CALIBRATION);
    for (const n of [2, 9]) {
      const obs = lateAfterDeal(n, 16);
      const a = observeAcesUp(stateFromAcesUpObservation(obs, obs.unseen.slice()));
      const b = observeAcesUp(stateFromAcesUpObservation(obs, obs.unseen.slice().reverse()));
      expect(boundAcesUp(a, table, { orders: 2, seed: 9, samples: 8 }).values).toEqual(boundAcesUp(b, table, { orders: 2, seed: 9, samples: 8 }).values);
    }
  });

  it('hands the estimate nothing but what a player sees', () => {
    const obs = lateAfterDeal(5, 12);
    const keys = new Set<string>();
    penalisedValueAcesUp(obs, obs.unseen.slice(), (seen) => {
      for (const k of Object.keys(seen)) keys.add(k);
      let n = 0;
      for (const f of seen.unseen) n += f;
      expect(n).toBe(seen.stockCount);
      return 0.5;
    }, 8, new Rng(1));
    expect([...keys].sort()).toEqual(['discarded', 'kind', 'piles', 'stockCount', 'unseen']);
  });
});

describe('the table score written out', () => {
  it('agrees with fittedValue on positions from real games', () => {
    const f = new Array<number>(20);
    let checked = 0;
    for (let n = 1; n <= 30; n++) {
      let s: AcesUpState = startAcesUp(dealFromNumber(n), STANDARD);
      const rng = new Rng(n);
      while (legalMovesAcesUp(s).length > 0) {
        const legal = legalMovesAcesUp(s);
        if (legal.some((m) => m.type === 'deal')) {
          const unseen = new Uint8Array(52);
          for (const c of s.deal.slice(s.next)) unseen[c] = 1;
          const piles = s.piles.map((p) => p.slice());
          const k = stockCount(s);
          expect(tableScore(piles, s.discarded.length, k, unseen, f)).toBeCloseTo(fittedValue(piles, s.discarded.length, k, unseen), 9);
          checked++;
        }
        s = applyAcesUp(s, round.choose(observeAcesUp(s), legal, rng) ?? legal[0]!);
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
