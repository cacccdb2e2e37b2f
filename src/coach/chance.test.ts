// The chance to win from here: exact (every stock order) exactly when the unseen cards allow no
// more orders than the sample size, the same figures however the work is sliced, nothing taken
// from the stock order, and Wilson's interval against known values.

import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { dealFromNumber } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import { ACESUP_MODULE, type GameModule, GOLF_MODULE } from '../games/registry.js';
import { canWin } from '../solve/index.js';
import { GolfFairSolver } from '../solve/index.js';
import { ChanceEstimator, chanceMessages } from './chance.js';
import { PERFECT_PLAY } from './registry.js';
import { fairPlayer, playOut, samplingPlayer } from './players.js';
import { StockOrders, wilson } from './stats.js';

/** A position of deal `n` played by the fair player until at most `left` cards are unseen. */
function nearTheEnd<S, M, O, V>(module: GameModule<S, M, O, V>, n: number, left: number): S {
  const rules = module.rules;
  // The fast player: `best` may be one that takes a few hundred milliseconds a move.
  const p = samplingPlayer(module, rules.formatVariant(rules.defaultVariant));
  let s = rules.start(dealFromNumber(n), rules.defaultVariant);
  const rng = new Rng(n);
  while (module.unseen(rules.observe(s)).length > left && !rules.isTerminal(s)) {
    const m = p.strategy.choose(rules.observe(s) as never, rules.legalMoves(s), rng);
    if (m === null) break;
    s = rules.applyMove(s, m);
  }
  return s;
}

const MODULES = [
  [ACESUP_MODULE, 4],
  [GOLF_MODULE, 3],
] as [GameModule<unknown, unknown, unknown, unknown>, number][];

describe('chance to win', () => {
  for (const [module, left] of MODULES) {
    it(`${module.id}: every order is played, and the figures are exact, when n! <= samples`, () => {
      const rules = module.rules;
      const s = nearTheEnd(module, 7, left);
      const obs = rules.observe(s);
      const unseen = module.unseen(obs);
      expect(unseen.length).toBe(left);
      const all = left === 4 ? 24 : 6;
      // The fair player's figures (perfect play's are tested below).
      const r = new ChanceEstimator(module, rules.defaultVariant, obs, { samples: all, perfect: false }).run();
      expect(r.exact).toBe(true);
      expect(r.chance.exact).toBe(true);
      expect(r.chance.samples).toBe(all);
      expect(r.chance.ci).toEqual([r.chance.estimate, r.chance.estimate]);
      // The share with the stock known, counted here directly over every order.
      let winnable = 0;
      for (const order of permutations([...unseen])) if (canWin(rules, module.withStock(obs, order)).winnable) winnable++;
      expect(r.stockKnown?.share).toBe(winnable / all);
      expect(r.stockKnown?.exact).toBe(true);
      // One order fewer than there are: sampled, not exact.
      const sampled = new ChanceEstimator(module, rules.defaultVariant, obs, { samples: all - 1, perfect: false }).run();
      expect(sampled.exact).toBe(false);
      expect(sampled.chance.exact).toBe(false);
      expect(sampled.chance.samples).toBe(all - 1);
    });

    it(`${module.id}: the same figures in slices, and for the position with its stock in another order`, () => {
      const rules = module.rules;
      const s = rules.start(dealFromNumber(11), rules.defaultVariant);
      const obs = rules.observe(s);
      const opts = { samples: 3, maxStates: 20_000 };
      const whole = new ChanceEstimator(module, rules.defaultVariant, obs, opts).run();
      const sliced = new ChanceEstimator(module, rules.defaultVariant, obs, opts);
      let reports = 0;
      while (!sliced.done) {
        sliced.step(0);
        reports++;
      }
      expect(reports).toBeGreaterThan(3);
      const strip = (r: typeof whole) => ({ ...r, ms: 0 });
      expect(strip(sliced.report())).toEqual(strip(whole));
      const other = module.withStock(obs, new Rng(5).shuffle([...module.unseen(obs)] as Card[]));
      expect(strip(new ChanceEstimator(module, rules.defaultVariant, rules.observe(other), opts).run())).toEqual(strip(whole));
      expect(whole.chance.samples).toBe(3);
      expect((whole.stockKnown?.samples ?? 0) + (whole.stockKnown?.unknown ?? 0)).toBe(3);
    });
  }

  it("golf: near the end the chance is perfect play's exact figure, between the player's and the stock known's", () => {
    const rules = GOLF_MODULE.rules;
    let perfect = 0;
    // Deals 13, 15 and 73 leave positions perfect play wins sometimes, 22 one it always wins (of deals 1-80).
    for (const deal of [7, 13, 15, 22, 73]) {
      const obs = rules.observe(nearTheEnd(GOLF_MODULE, deal, 4));
      const r = new ChanceEstimator(GOLF_MODULE, rules.defaultVariant, obs, { samples: 24 }).run();
      const want = new GolfFairSolver(obs).solve(obs);
      expect(r.perfect).toEqual({ winProbability: want.winProbability, winOrders: want.winOrders, orders: want.orders, expectedScore: want.expectedScore });
      expect(r).toMatchObject({ player: PERFECT_PLAY, done: true });
      expect(r.insteadOf).toBeUndefined();
      expect(r.chance).toMatchObject({ estimate: want.winProbability, ci: [want.winProbability, want.winProbability], exact: true, meanScore: want.expectedScore });
      // Every order played by the fair player, and every order solved with the stock known: perfect play lies between.
      const player = new ChanceEstimator(GOLF_MODULE, rules.defaultVariant, obs, { samples: 24, perfect: false }).run();
      expect(player.exact && r.stockKnown?.exact).toBe(true);
      expect(player.chance.estimate).toBeLessThanOrEqual(want.winProbability);
      expect(want.winProbability).toBeLessThanOrEqual(r.stockKnown?.share ?? -1);
      expect(chanceMessages(r)[0]?.key).toBe('coach.chance.perfect');
      if (want.winProbability > 0) perfect++;
    }
    expect(perfect).toBeGreaterThan(0);
    // A player named explicitly keeps its own figures; from a deal's start the solver is not tried.
    const late = rules.observe(nearTheEnd(GOLF_MODULE, 7, 4));
    expect(new ChanceEstimator(GOLF_MODULE, rules.defaultVariant, late, { samples: 4, player: 'lookahead' }).run().perfect).toBeUndefined();
    const start = rules.observe(rules.start(dealFromNumber(7), rules.defaultVariant));
    expect(new ChanceEstimator(GOLF_MODULE, rules.defaultVariant, start, { samples: 2, maxStates: 2000 }).run()).toMatchObject({ player: 'rollout' });
  });

  it('stops when cancelled, keeping what was counted', () => {
    const rules = ACESUP_MODULE.rules;
    const e = new ChanceEstimator(ACESUP_MODULE, rules.defaultVariant, rules.observe(rules.start(dealFromNumber(2), rules.defaultVariant)), { samples: 1000 });
    e.step(0);
    e.cancel();
    const r = e.step(1000);
    expect(r.done).toBe(true);
    expect(r.cancelled).toBe(true);
    expect(r.chance.samples).toBe(0);
  });

  it('names the player: best, or the player standing in for it; a player asked for by name is used', () => {
    for (const [module, text] of [
      [ACESUP_MODULE, 'acesup'],
      [GOLF_MODULE, 'golf'],
    ] as const) {
      const best = fairPlayer(module as GameModule<unknown, unknown, unknown, unknown>, text).name;
      const p = samplingPlayer(module as GameModule<unknown, unknown, unknown, unknown>, text);
      expect(p.name).not.toBe('best');
      if (p.insteadOf === undefined) expect(p.name).toBe(best);
      else expect([p.insteadOf, p.name === best]).toEqual([best, false]);
    }
    expect(samplingPlayer(GOLF_MODULE, 'golf', 'lookahead')).toMatchObject({ name: 'lookahead' });
    expect(samplingPlayer(GOLF_MODULE, 'golf', 'lookahead').insteadOf).toBeUndefined();
    // Under jokers the hints come from `rollout`, too slow there for playouts: `round` plays them.
    const jokers = ACESUP_MODULE as GameModule<unknown, unknown, unknown, unknown>;
    expect(fairPlayer(jokers, 'acesup(jokers)').name).toBe('rollout');
    expect(samplingPlayer(jokers, 'acesup(jokers)')).toMatchObject({ name: 'round', insteadOf: 'rollout' });
    expect(samplingPlayer(jokers, 'acesup')).toMatchObject({ name: 'expectimax' });
  });
});

describe('stock orders and intervals', () => {
  it('enumerates every order exactly once when exact', () => {
    const o = new StockOrders([3, 1, 2, 4], 24, 9);
    expect(o.exact).toBe(true);
    const seen = new Set(Array.from({ length: o.count }, (_, i) => o.order(i).join(',')));
    expect(seen.size).toBe(24);
    expect(new StockOrders([3, 1, 2, 4], 23, 9)).toMatchObject({ exact: false, count: 23 });
    expect(new StockOrders([], 1, 9)).toMatchObject({ exact: true, count: 1 });
  });

  it("Wilson's interval", () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('a playout ends the game', () => {
    const rules = GOLF_MODULE.rules;
    const s = playOut(GOLF_MODULE, fairPlayer(GOLF_MODULE, 'golf'), rules.start(dealFromNumber(1), rules.defaultVariant), new Rng(1));
    expect(rules.isTerminal(s)).toBe(true);
  });
});

function* permutations(items: Card[]): Generator<Card[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i] as Card, ...p];
  }
}
