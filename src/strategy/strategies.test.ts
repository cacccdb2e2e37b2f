// Every strategy plays only from what a player sees, and only legal moves.

import { describe, expect, it } from 'vitest';
import type { Deal } from '../core/deal.js';
import { dealFromNumber } from '../core/deal.js';
import type { GameRules } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { acesUp, golf } from '../games/index.js';
import { TABLEAU_SIZE } from '../games/golf/rules.js';
import { dealRng, playDeal } from '../sim/play.js';
import { ACESUP_STRATEGIES } from './acesup/index.js';
import { GOLF_STRATEGIES } from './golf/index.js';
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
