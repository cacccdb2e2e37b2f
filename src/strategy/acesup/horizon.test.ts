// The `horizon` player: its play-ahead against the rule engine and against `expectimax`'s one-deal
// value, legal moves, the same game for the same seed, and the same moves whatever the order of the
// cards it has not seen.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.js';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { acesUp } from '../../registry/index.js';
import { observeAcesUp, stateFromAcesUpObservation } from '../../games/acesup/observation.js';
import { type AcesUpState, applyUnchecked, legalMovesAcesUp } from '../../games/acesup/rules.js';
import { layoutRng, playDeal } from '../../players/play.js';
import { drawOrders, fittedValue, nextDeals, POSITION_FEATURES, valueAfterNextDeal } from './expectimax.js';
import { horizon, horizonWith, playAhead } from './horizon.js';
import { round, roundEnds } from './round.js';

/** A position before a deal with `stock` cards left, reached by `round` on deal `n`, every discard made. */
function positionWith(n: number, stock: number): AcesUpState | undefined {
  let s: AcesUpState = acesUp.start(dealFromNumber(n), acesUp.defaultVariant);
  for (let guard = 0; guard < 500 && s.deal.length - s.next > stock; guard++) {
    const m = round.choose(observeAcesUp(s), legalMovesAcesUp(s), new Rng(1));
    if (!m) return undefined;
    s = applyUnchecked(s, m);
  }
  while (legalMovesAcesUp(s).some((m) => m.type === 'discard')) s = applyUnchecked(s, legalMovesAcesUp(s).find((m) => m.type === 'discard')!);
  return s.deal.length - s.next === stock ? s : undefined;
}

const unseenMask = (cards: readonly Card[]): Uint8Array => {
  const u = new Uint8Array(52);
  for (const c of cards) u[c] = 1;
  return u;
};

describe('playing ahead', () => {
  it('draws orders of distinct unseen cards, each card as likely in every place', () => {
    const unseen = [2, 5, 11, 17, 23, 30, 41, 44];
    const orders = drawOrders(unseen, 8, 8000, new Rng(3));
    expect(orders).toHaveLength(8000);
    const counts = new Map<number, number>();
    for (const o of orders) {
      expect([...o].sort((a, b) => a - b)).toEqual(unseen);
      counts.set(o[0] as number, (counts.get(o[0] as number) ?? 0) + 1);
    }
    // 1,000 expected in first place for each card; the standard deviation is about 30.
    for (const c of unseen) expect(Math.abs((counts.get(c) ?? 0) - 1000)).toBeLessThan(150);
    expect(drawOrders(unseen, 4, 10, new Rng(3)).every((o) => o.length === 4)).toBe(true);
  });

  it('one deal ahead is `expectimax`: the mean over the same next deals equals its one-deal value', () => {
    let checked = 0;
    for (const [n, stock] of [
      [1, 20],
      [2, 12],
      [3, 28],
      [4, 4],
      [5, 16],
    ] as const) {
      const s = positionWith(n, stock);
      if (!s) continue;
      const obs = observeAcesUp(s);
      const deals = nextDeals(obs.unseen, 50, new Rng(n));
      const unseen = unseenMask(obs.unseen);
      const scratch = new Array<number>(POSITION_FEATURES);
      const mean = deals.reduce((t, d) => t + playAhead(obs.piles, obs.discarded.length, d, obs.stockCount, 1, unseen, scratch), 0) / deals.length;
      expect(mean).toBeCloseTo(valueAfterNextDeal(obs.piles, obs.discarded.length, obs.unseen, deals), 9);
      // The mask of cards to come is left as it was.
      expect([...unseen]).toEqual([...unseenMask(obs.unseen)]);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('played to the end, it scores what the rule engine reaches with the same choices', () => {
    let checked = 0;
    for (let n = 1; n <= 8; n++) {
      const s = positionWith(n, 12);
      if (!s) continue;
      const obs = observeAcesUp(s);
      const order = new Rng(n * 31).shuffle([...obs.unseen]);
      // The slow way: the engine deals, then takes the round end the table scores best, three times.
      let t = stateFromAcesUpObservation(obs, order);
      for (let k = 0; k < 3; k++) {
        t = applyUnchecked(t, { type: 'deal' });
        const o = observeAcesUp(t);
        const u = unseenMask(o.unseen);
        let best = -Infinity;
        let chosen = t;
        for (const e of roundEnds(o)) {
          const v = fittedValue(e.state.piles, e.state.discarded.length, e.state.deal.length - e.state.next, u);
          if (v > best) [best, chosen] = [v, e.state];
        }
        // The round search fills the stock in sorted order: put the drawn order back.
        t = stateFromAcesUpObservation(observeAcesUp(chosen), order.slice(4 * (k + 1)));
      }
      const d = t.discarded.length;
      for (const bonus of [10, 100]) {
        expect(playAhead(obs.piles, obs.discarded.length, order, 12, 5, unseenMask(obs.unseen), new Array<number>(POSITION_FEATURES), bonus)).toBe(d + (d === 48 ? bonus : 0));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('the horizon player', () => {
  const small = horizonWith({ candidates: 4, orders: 24, horizon: 3, endgame: 12, winBonus: 10 });

  it('makes only legal moves and plays every deal to the end', () => {
    for (const n of [1, 2, 3]) {
      const deal = dealFromNumber(n);
      const r = playDeal(acesUp, acesUp.defaultVariant, deal, small, new Rng(n), {
        onMove(s, m) {
          expect(acesUp.isLegal(s, m as never)).toBe(true);
        },
      });
      expect(legalMovesAcesUp(r.state).every((m) => m.type === 'move')).toBe(true);
      expect(r.state.next).toBe(52);
    }
  });

  it('the same deal and seed give the same game', () => {
    const deal = dealFromNumber(7);
    const moves = (): string[] => {
      const out: string[] = [];
      playDeal(acesUp, acesUp.defaultVariant, deal, small, layoutRng(deal, 4), { onMove: (_s, m) => out.push(acesUp.formatMove(m as never)) });
      return out;
    };
    expect(moves()).toEqual(moves());
  });

  it('gives the same move whatever the order of the cards it has not seen', () => {
    let checked = 0;
    for (const [n, stock] of [
      [1, 24],
      [2, 16],
      [3, 32],
      [6, 8],
    ] as const) {
      const s = positionWith(n, stock);
      if (!s) continue;
      const obs = observeAcesUp(s);
      const moves = [0, 1, 2].map((k) => {
        const other = k === 0 ? s : stateFromAcesUpObservation(obs, new Rng(k).shuffle([...obs.unseen]));
        return horizon.choose(observeAcesUp(other), legalMovesAcesUp(other), new Rng(99));
      });
      expect(moves[1]).toEqual(moves[0]);
      expect(moves[2]).toEqual(moves[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('under a variant it plays as `round`', () => {
    const v = acesUp.mainVariants.find((x) => x !== acesUp.defaultVariant)!;
    const deal = dealFromNumber(4, acesUp.dealShape(v));
    const a = playDeal(acesUp, v, deal, small, new Rng(1));
    const b = playDeal(acesUp, v, deal, round, new Rng(1));
    expect(a.score).toBe(b.score);
    expect(a.moves).toBe(b.moves);
  });
});
