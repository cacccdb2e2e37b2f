// Every strategy makes only legal moves, under every main rule set (honesty.test.ts checks that they see only the observation).

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import { acesUp, golf } from '../registry/index.js';
import { playDeal } from '../players/play.js';
import { ACESUP_STRATEGIES } from './acesup/index.js';
import { GOLF_STRATEGIES } from './golf/index.js';

describe('strategies make only legal moves', () => {
  for (const variant of acesUp.mainVariants) {
    it(`Aces Up ${acesUp.formatVariant(variant)}: every strategy, every move legal`, () => {
      // The sampling players are slow: they run on the standard rules only (and in the tests above).
      for (const st of ACESUP_STRATEGIES.filter((x) => x.cost === 'cheap' || variant === acesUp.defaultVariant)) {
        for (const n of st.cost === 'cheap' ? [1, 2, 3, 4, 5, 6] : [3]) {
          const deal = dealFromNumber(n, acesUp.dealShape(variant));
          let count = 0;
          const r = playDeal(acesUp, variant, deal, st, new Rng(n), {
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
          const r = playDeal(golf, variant, deal, st, new Rng(n), {
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
