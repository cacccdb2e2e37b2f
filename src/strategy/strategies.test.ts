// Every strategy plays only from what a player sees, and only legal moves.

import { describe, expect, it } from 'vitest';
import type { Deal } from '../core/deal.js';
import { dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { acesUp, golf } from '../games/index.js';
import { TABLEAU_SIZE } from '../games/golf/rules.js';
import { dealRng, playDeal } from '../sim/play.js';
import { observeAcesUp, stateFromAcesUpObservation } from '../games/acesup/observation.js';
import { applyUnchecked, legalMovesAcesUp, type AcesUpState } from '../games/acesup/rules.js';
import { ACESUP_STRATEGIES, evaluateAcesUp, nextDeals, positionFeatures, POSITION_FEATURES, round, roundEnds, settleStandard, standardRoundEnds, valueAfterNextDeal } from './acesup.js';
import { bestChain, GOLF_STRATEGIES } from './golf.js';
import type { Strategy, TaggedObservation } from './types.js';

/** The same deal with the stock (everything after the first `seen` cards) in another order. */
function reorderStock(deal: Deal, seen: number, seed: number): Deal {
  const stock = new Rng(seed).shuffle(deal.slice(seen));
  return [...deal.slice(0, seen), ...stock];
}

/** The moves made up to and including the first one that reveals a stock card. */
function movesUntilReveal<S, M, O extends TaggedObservation, V>(rules: GameRules<S, M, O, V>, variant: V, deal: Deal, st: Strategy<O, M>, reveals: (m: M) => boolean): string[] {
  const moves: string[] = [];
  const flag = { stopped: false };
  const stop = new Error('revealed');
  try {
    playDeal(rules, variant, deal, st, new Rng(7), {
      onMove(_s, m) {
        moves.push(rules.formatMove(m as M));
        if (reveals(m as M)) {
          flag.stopped = true;
          throw stop;
        }
      },
    });
  } catch (e) {
    if (e !== stop) throw e;
  }
  return flag.stopped ? moves : [...moves, '(end)'];
}

// Sampling players are slow; a few deals each are enough for these properties.
const dealsFor = (st: { cost: string }): number[] => (st.cost === 'cheap' ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [1, 2]);

describe('strategies see only the observation', () => {
  for (const st of ACESUP_STRATEGIES) {
    it(`Aces Up ${st.name}: deals that differ only in stock order get the same moves until a stock card shows`, () => {
      for (const n of dealsFor(st)) {
        const a = dealFromNumber(n);
        const b = reorderStock(a, 4, n + 1000);
        expect(b).not.toEqual(a);
        const ma = movesUntilReveal(acesUp, acesUp.defaultVariant, a, st, (m) => m.type === 'deal');
        const mb = movesUntilReveal(acesUp, acesUp.defaultVariant, b, st, (m) => m.type === 'deal');
        expect(ma).toEqual(mb);
        expect(ma.length).toBeGreaterThan(0);
      }
    });
  }
  for (const st of GOLF_STRATEGIES) {
    it(`Golf ${st.name}: deals that differ only in stock order get the same moves until a stock card shows`, () => {
      for (const n of dealsFor(st)) {
        const a = dealFromNumber(n);
        const b = reorderStock(a, TABLEAU_SIZE + 1, n + 1000);
        const ma = movesUntilReveal(golf, golf.defaultVariant, a, st, (m) => m.type === 'turn');
        const mb = movesUntilReveal(golf, golf.defaultVariant, b, st, (m) => m.type === 'turn');
        expect(ma).toEqual(mb);
      }
    });
  }
});

describe('strategies make only legal moves', () => {
  for (const variant of acesUp.mainVariants) {
    it(`Aces Up ${acesUp.formatVariant(variant)}: every strategy, every move legal`, () => {
      // The sampling players are slow: they run on the standard rules only (and in the tests above).
      for (const st of ACESUP_STRATEGIES.filter((x) => x.cost === 'cheap' || variant === acesUp.defaultVariant)) {
        for (const n of st.cost === 'cheap' ? [1, 2, 3, 4, 5, 6] : [3]) {
          const deal = dealFromNumber(n, acesUp.dealShape(variant));
          let count = 0;
          const r = playDeal(acesUp, variant, deal, st, dealRng(n), {
            onMove(s, m) {
              count++;
              expect(acesUp.isLegal(s, m as never), `${st.name} deal ${n}: ${acesUp.formatMove(m as never)}`).toBe(true);
            },
          });
          expect(r.moves).toBe(count);
          expect(r.score).toBeGreaterThanOrEqual(0);
        }
      }
    });
  }
  for (const variant of golf.mainVariants) {
    it(`Golf ${golf.formatVariant(variant)}: every strategy, every move legal, and it plays to the end`, () => {
      for (const st of GOLF_STRATEGIES.filter((x) => x.cost === 'cheap' || variant === golf.defaultVariant)) {
        for (const n of st.cost === 'cheap' ? [1, 2, 3, 4, 5, 6] : [3]) {
          const deal = dealFromNumber(n, golf.dealShape(variant));
          const r = playDeal(golf, variant, deal, st, dealRng(n), {
            onMove(s, m) {
              expect(golf.isLegal(s, m as never)).toBe(true);
            },
          });
          expect(golf.isTerminal(r.state)).toBe(true);
        }
      }
    });
  }
});

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
    unseen[H(1)] = 1;
    positionFeatures([[H(3), 0], [H(4), H(9)], [], []], 7, unseen, out);
    expect(out[1]).toBe(7); // discarded
    expect(out[2]).toBe(1); // 3♥ under A♠
    expect(out[3]).toBe(1); // 4♥ under 9♥
    expect(out[4]).toBe(2); // two empty piles
    expect(out[7]).toBe(1); // A♥ unseen beats the 9♥ on top
    expect(out[8]).toBe(1); // the 9♥ would beat the unseen 2♥
    expect(out[12]).toBe(1); // one ace on top
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

describe('the Golf chain search', () => {
  it('prefers the longer run of plays', () => {
    const s0 = golf.start(dealFromNumber(1), golf.defaultVariant);
    // Waste 5♠; column 1 top 6♥ with 7♣ under it; column 2 top 4♦ alone: 6-7 is the longer run.
    const columns = [[6 + 39, 5 + 13], [3 + 26], [], [], [], [], []];
    const obs = golf.observe({ ...s0, columns, waste: [4] });
    const r = bestChain(obs);
    expect(r.first).toEqual({ type: 'play', column: 0 });
    expect(r.length).toBe(2);
  });
});
