// Auto-finish is offered only when nothing is left to decide on any stock order, and then the
// real game, its one legal move made each time, does end.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import { type Game } from '../registry/index.js';
import { ACESUP } from '../registry/acesup/index.js';
import { GOLF } from '../registry/golf/index.js';
import { restIsForced } from './finish.js';
import { samplingPlayer } from './players.js';

describe('auto-finish', () => {
  for (const module of [ACESUP, GOLF] as Game<unknown, unknown, unknown, unknown>[]) {
    it(`${module.id}: offered only where the rest is forced, and then the game ends`, () => {
      const rules = module.rules;
      let offered = 0;
      for (const n of [1, 2, 3]) {
        const p = samplingPlayer(module, rules.formatVariant(rules.defaultVariant));
        let s = rules.start(dealFromNumber(n), rules.defaultVariant);
        const rng = new Rng(n);
        expect(restIsForced(module, rules.observe(s))).toBe(false);
        while (!rules.isTerminal(s)) {
          if (restIsForced(module, rules.observe(s))) {
            offered++;
            let t = s;
            while (rules.legalMoves(t).length === 1) t = rules.applyMove(t, rules.legalMoves(t)[0]);
            expect(rules.isTerminal(t)).toBe(true);
          }
          const m = p.strategy.choose(rules.observe(s) as never, rules.legalMoves(s), rng);
          if (m === null) break;
          s = rules.applyMove(s, m);
        }
        expect(restIsForced(module, rules.observe(s))).toBe(rules.isTerminal(s));
      }
      expect(offered).toBeGreaterThan(0);
    });
  }
});
