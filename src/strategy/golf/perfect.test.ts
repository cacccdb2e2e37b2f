// `perfect-end`: perfect play (the exact fair solver's move) once the stock is small, `expectimax`
// before; and the same move whatever the order of the unseen cards.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../core/deal.js';
import { Rng } from '../../core/rng.js';
import { observeGolf, stateFromGolfObservation } from '../../games/golf/observation.js';
import { applyGolf, type GolfMove, type GolfState, legalMovesGolf, startGolf } from '../../games/golf/rules.js';
import { golf } from '../../games/golf/index.js';
import { GolfFairSolver } from '../../solve/golf/index.js';
import { golfExpectimax } from './hindsight.js';
import { golfPerfectEnd, PERFECT_END_STOCK } from './perfect.js';

/** Deal `n` played by the first legal move until at most `stock` cards are left in the stock. */
function late(n: number, stock: number): GolfState {
  let s = startGolf(dealFromNumber(n), golf.defaultVariant);
  while (s.deal.length - s.next > stock) s = applyGolf(s, legalMovesGolf(s)[0] as GolfMove);
  return s;
}

describe('perfect-end', () => {
  it("plays the exact solver's move late in a game, the same whatever the stock order", () => {
    let choices = 0;
    for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) {
      const s = late(n, 4);
      const legal = legalMovesGolf(s);
      if (legal.length < 2) continue;
      const obs = observeGolf(s);
      const want = new GolfFairSolver(obs).solve(obs);
      const m = golfPerfectEnd.choose(obs, legal, new Rng(1));
      expect(want.best).toContainEqual(m);
      const other = observeGolf(stateFromGolfObservation(obs, new Rng(n).shuffle([...obs.unseen])));
      expect(golfPerfectEnd.choose(other, legal, new Rng(2))).toEqual(m);
      choices++;
    }
    expect(choices).toBeGreaterThan(3);
  });

  it('plays as expectimax while the stock is larger', () => {
    const s = startGolf(dealFromNumber(21), golf.defaultVariant);
    expect(s.deal.length - s.next).toBeGreaterThan(PERFECT_END_STOCK);
    const obs = observeGolf(s);
    const legal = legalMovesGolf(s);
    expect(golfPerfectEnd.choose(obs, legal, new Rng(5))).toEqual(golfExpectimax.choose(obs, legal, new Rng(5)));
  });
});
