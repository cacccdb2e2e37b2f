// The round search and the expectimax player's pieces, on hand-made positions.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { acesUp } from '../../registry/index.js';
import { observeAcesUp, stateFromAcesUpObservation } from '../../games/acesup/observation.js';
import { applyUnchecked, legalMovesAcesUp, type AcesUpState } from '../../games/acesup/rules.js';
import { BASE_FEATURES, fittedValue, nextDeals, positionFeatures, POSITION_FEATURES, settleStandard, standardRoundEnds, valueAfterNextDeal } from './expectimax.js';
import { evaluateAcesUp, round, roundEnds } from './round.js';

describe('the round search', () => {
  it('finds a discard that needs a move onto an empty pile first, and the round player takes it', () => {
    // Pile 1 holds 5♥ on K♥... then the 5 can be moved to the empty pile 4 and the king beats it.
    const st = acesUp.start(dealFromNumber(1), acesUp.defaultVariant);
    const obs = acesUp.observe({ ...st, piles: [[12 + 13, 4 + 13], [0], [13 * 2 + 1], []], discarded: [] });
    const ends = roundEnds(obs);
    expect(ends.length).toBeGreaterThan(1);
    expect(ends[0]?.state.discarded.length).toBe(1);
    expect(ends[0]?.first).toEqual({ type: 'move', from: 0, to: 3 });
  });

  it('the evaluation ranks more discards first', () => {
    const v = acesUp.defaultVariant;
    expect(evaluateAcesUp([[1], [2], [3], []], 5, 20, v)).toBeGreaterThan(evaluateAcesUp([[1], [2], [3], [4]], 4, 20, v));
  });
});

describe('the expectimax player', () => {
  // Cards: suit·13 + rank − 1 (spades 0, hearts 13, diamonds 26, clubs 39; ace = rank 1).
  const H = (rank: number): number => 13 + rank - 1;

  it('settles discards and finds the round end that needs a move onto an empty pile', () => {
    const piles = [[H(13), H(5)], [0], [26 + 2], []];
    expect(settleStandard(piles.map((p) => p.slice()))).toBe(0);
    const ends = standardRoundEnds(piles);
    expect(ends.map((e) => e.discarded).sort()).toEqual([0, 1]);
    const moved = ends.find((e) => e.discarded === 1);
    // 5♥ went to the empty pile and the K♥ beat it there: the hearts pile is down to the king.
    expect(moved?.piles.map((p) => p.join(',')).sort()).toEqual(['', '0', `${26 + 2}`, `${H(13)}`].sort());
  });

  it('features: a card under an ace, a card under a higher card of its suit, empty piles, unseen cards beaten', () => {
    const out = new Array<number>(POSITION_FEATURES);
    const unseen = new Uint8Array(52);
    unseen[H(2)] = 1;
    out.fill(7);
    unseen[H(1)] = 1;
    positionFeatures([[H(3), 0], [H(4), H(9)], [], []], 7, unseen, out, BASE_FEATURES);
    expect(out[1]).toBe(7); // discarded
    expect(out[2]).toBe(1); // 3♥ under A♠
    expect(out[3]).toBe(1); // 4♥ under 9♥
    expect(out[4]).toBe(2); // two empty piles
    expect(out[7]).toBe(1); // A♥ unseen beats the 9♥ on top
    expect(out[8]).toBe(1); // the 9♥ would beat the unseen 2♥
    expect(out[12]).toBe(1); // one ace on top
    // The extra features stay 0 unless asked for.
    expect(out.slice(BASE_FEATURES).every((x) => x === 0)).toBe(true);
  });

  it('extra features: a second card about to fall, cards under a king, lone cards, unseen aces, tops nothing unseen beats', () => {
    const out = new Array<number>(POSITION_FEATURES);
    const unseen = new Uint8Array(52);
    unseen[0] = 1; // A♠ still to come
    unseen[H(12)] = 1; // Q♥ still to come
    // Pile 1: 2♠ under K♦ (held by a king; the 2♠ would fall to the 7♠ on pile 3 once the king left).
    positionFeatures([[1, 26 + 12], [H(10)], [6], []], 0, unseen, out);
    expect(out[14]).toBe(1); // the 2♠ under the K♦ would be beaten by the 7♠ at once
    expect(out[15]).toBe(1); // the 2♠ has a king above it
    expect(out[16]).toBe(2); // 10♥ and 7♠ lie alone
    expect(out[17]).toBe(1); // one ace unseen
    expect(out[18]).toBe(1); // one empty pile, squared
    expect(out[19]).toBe(1); // nothing unseen beats the K♦ (its ace is gone); the A♠ beats the 7♠, the Q♥ the 10♥
  });

  it('a network row adds its rectified units to its linear part', () => {
    const unseen = new Uint8Array(52);
    const piles = [[H(3)], [H(4)], [], []];
    const linear = new Array<number>(POSITION_FEATURES).fill(0);
    linear[0] = 2; // constant
    linear[4] = 1; // per empty pile
    const mean = new Array<number>(POSITION_FEATURES - 1).fill(0);
    const scale = new Array<number>(POSITION_FEATURES - 1).fill(1);
    // One unit that reads the cards discarded (feature 1) and one that can never fire.
    const on = new Array<number>(POSITION_FEATURES).fill(0);
    on[0] = 0.5;
    const off = new Array<number>(POSITION_FEATURES).fill(0);
    off[POSITION_FEATURES - 1] = -1;
    const net = { linear, mean, scale, hidden: [on, off], out: [3, 100, 1] };
    const table = Array.from({ length: 13 }, () => net);
    // 2 + 2 empty piles + 1 + 3 · (0.5 · 6 discarded).
    expect(fittedValue(piles, 6, 8, unseen, undefined, table)).toBeCloseTo(2 + 2 + 1 + 3 * 3, 9);
  });

  it('draws next deals of four distinct unseen cards, and every order when four are left', () => {
    const rng = new Rng(1);
    const four = nextDeals([3, 9, 20, 40], 200, rng);
    expect(new Set(four.map((d) => d.join(','))).size).toBe(24);
    const unseen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const drawn = nextDeals(unseen, 50, rng);
    expect(drawn).toHaveLength(50);
    for (const d of drawn) {
      expect(new Set(d).size).toBe(4);
      for (const c of d) expect(unseen).toContain(c);
    }
  });

  it('with four stock cards left, its value is the exact mean best final score over the 24 orders', () => {
    let checked = 0;
    for (let n = 1; n <= 6; n++) {
      // Play the deal with `round` until four stock cards are left and nothing is forced.
      let s: AcesUpState = acesUp.start(dealFromNumber(n), acesUp.defaultVariant);
      for (let guard = 0; guard < 500 && s.deal.length - s.next > 4; guard++) {
        const m = round.choose(observeAcesUp(s), legalMovesAcesUp(s), new Rng(1));
        if (!m) break;
        s = applyUnchecked(s, m);
      }
      if (s.deal.length - s.next !== 4) continue;
      while (legalMovesAcesUp(s).some((m) => m.type === 'discard')) s = applyUnchecked(s, legalMovesAcesUp(s).find((m) => m.type === 'discard')!);
      const obs = observeAcesUp(s);
      // The slow, rule-engine way: every order of the last four cards, deal, best reachable score.
      let total = 0;
      for (const order of nextDeals(obs.unseen, 0, new Rng(1))) {
        const dealt = applyUnchecked(stateFromAcesUpObservation(obs, order), { type: 'deal' });
        const best = Math.max(...roundEnds(observeAcesUp(dealt)).map((e) => e.state.discarded.length));
        total += best + (best === 48 ? 10 : 0);
      }
      const fast = valueAfterNextDeal(obs.piles, obs.discarded.length, obs.unseen, nextDeals(obs.unseen, 200, new Rng(2)));
      expect(fast).toBeCloseTo(total / 24, 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});

