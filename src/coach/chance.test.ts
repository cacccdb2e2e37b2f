// The chance to win from here: exact (every stock order) exactly when the unseen cards allow no
// more orders than the sample size, the same figures however the work is sliced, nothing taken
// from the stock order, and Wilson's interval against known values.

import { describe, expect, it } from 'vitest';
import type { Card } from '../core/cards.js';
import { dealFromNumber } from '../core/deal.js';
import { Rng } from '../core/rng.js';
import { type Game } from '../registry/index.js';
import { ACESUP } from '../registry/acesup/index.js';
import { GOLF } from '../registry/golf/index.js';
import { canWin } from '../registry/index.js';
import { GolfFairSolver } from '../solve/golf/index.js';
import { ChanceEstimator, chanceMessages, mergeChance } from './chance.js';
import { PERFECT_PLAY } from './exact.js';
import { fairPlayer, playOut, samplingPlayer } from './players.js';
import { halfWidth, shouldStop, STOP_RULE, StockOrders, wilson } from './stats.js';

/** A position of deal `n` played by the fair player until at most `left` cards are unseen. */
function nearTheEnd<S, M, O, V>(module: Game<S, M, O, V>, n: number, left: number): S {
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
  [ACESUP, 4],
  [GOLF, 3],
] as [Game<unknown, unknown, unknown, unknown>, number][];

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
      // Every order is played by default when there are at most 720 of them, whatever the sample size.
      expect(new ChanceEstimator(module, rules.defaultVariant, obs, { samples: 2, stockKnown: false, perfect: false }).run().chance).toMatchObject({ exact: true, samples: all });
      // One order fewer allowed than there are: sampled, not exact.
      const sampled = new ChanceEstimator(module, rules.defaultVariant, obs, { samples: all - 1, exactUpTo: all - 1, halfWidth: 0, perfect: false }).run();
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
    const rules = GOLF.rules;
    let perfect = 0;
    // Deals 13, 15 and 73 leave positions perfect play wins sometimes, 22 one it always wins (of deals 1-80).
    for (const deal of [7, 13, 15, 22, 73]) {
      const obs = rules.observe(nearTheEnd(GOLF, deal, 4));
      const r = new ChanceEstimator(GOLF, rules.defaultVariant, obs, { samples: 24 }).run();
      const want = new GolfFairSolver(obs).solve(obs);
      expect(r.perfect).toEqual({ winProbability: want.winProbability, winOrders: want.winOrders, orders: want.orders, expectedScore: want.expectedScore });
      expect(r).toMatchObject({ player: PERFECT_PLAY, done: true });
      expect(r.insteadOf).toBeUndefined();
      expect(r.chance).toMatchObject({ estimate: want.winProbability, ci: [want.winProbability, want.winProbability], exact: true, meanScore: want.expectedScore });
      // Every order played by the fair player, and every order solved with the stock known: perfect play lies between.
      const player = new ChanceEstimator(GOLF, rules.defaultVariant, obs, { samples: 24, perfect: false }).run();
      expect(player.exact && r.stockKnown?.exact).toBe(true);
      expect(player.chance.estimate).toBeLessThanOrEqual(want.winProbability);
      expect(want.winProbability).toBeLessThanOrEqual(r.stockKnown?.share ?? -1);
      expect(chanceMessages(r).map((m) => m.key).slice(0, 2)).toEqual(['coach.chance.perfect', 'coach.chance.perfectHow']);
      if (want.winProbability > 0) perfect++;
    }
    expect(perfect).toBeGreaterThan(0);
    // Parts of a run (one a worker) each find the same figure; added up, it stays optimal play's.
    const obs = rules.observe(nearTheEnd(GOLF, 13, 4));
    const parts = [0, 1].map((index) => new ChanceEstimator(GOLF, rules.defaultVariant, obs, { shard: { index, count: 2 } }).run());
    const merged = mergeChance(parts);
    expect(merged.perfect).toEqual(parts[0]?.perfect);
    expect(merged).toMatchObject({ player: PERFECT_PLAY, chance: parts[0]?.chance, settled: true, done: true });
    expect(chanceMessages(merged).map((m) => m.key)).toEqual(['coach.chance.perfect', 'coach.chance.perfectHow', 'coach.stockKnown.exact']);
    // A player named explicitly keeps its own figures; from a deal's start the solver is not tried.
    const late = rules.observe(nearTheEnd(GOLF, 7, 4));
    expect(new ChanceEstimator(GOLF, rules.defaultVariant, late, { samples: 4, player: 'lookahead' }).run().perfect).toBeUndefined();
    const start = rules.observe(rules.start(dealFromNumber(7), rules.defaultVariant));
    expect(new ChanceEstimator(GOLF, rules.defaultVariant, start, { samples: 2, maxStates: 2000 }).run()).toMatchObject({ player: 'next-card' });
  });

  it('stops when cancelled, keeping what was counted', () => {
    const rules = ACESUP.rules;
    const e = new ChanceEstimator(ACESUP, rules.defaultVariant, rules.observe(rules.start(dealFromNumber(2), rules.defaultVariant)), { samples: 1000 });
    e.step(0);
    e.cancel();
    const r = e.step(1000);
    expect(r.done).toBe(true);
    expect(r.cancelled).toBe(true);
    expect(r.chance.samples).toBe(0);
  });

  it('names the player: best, or the player standing in for it; a player asked for by name is used', () => {
    for (const [module, text] of [
      [ACESUP, 'acesup'],
      [GOLF, 'golf'],
    ] as const) {
      const best = fairPlayer(module as Game<unknown, unknown, unknown, unknown>, text).name;
      const p = samplingPlayer(module as Game<unknown, unknown, unknown, unknown>, text);
      expect(p.name).not.toBe('best');
      if (p.insteadOf === undefined) expect(p.name).toBe(best);
      else expect([p.insteadOf, p.name === best]).toEqual([best, false]);
    }
    expect(samplingPlayer(GOLF, 'golf', 'lookahead')).toMatchObject({ name: 'lookahead' });
    expect(samplingPlayer(GOLF, 'golf', 'lookahead').insteadOf).toBeUndefined();
    // Under jokers the hints come from `rollout`, too slow there for playouts: `round` plays them.
    const jokers = ACESUP as Game<unknown, unknown, unknown, unknown>;
    expect(fairPlayer(jokers, 'acesup(jokers)').name).toBe('rollout');
    expect(samplingPlayer(jokers, 'acesup(jokers)')).toMatchObject({ name: 'round', insteadOf: 'rollout' });
    // On the standard rules `expectimax` is too slow to play out hundreds of times: `round` plays.
    expect(samplingPlayer(jokers, 'acesup')).toMatchObject({ name: 'round', insteadOf: 'expectimax' });
  });
});

describe('stopping, parts and the bias of the stand-in', () => {
  it('stops at the first check where the interval is at most 4 points either side', () => {
    const rules = ACESUP.rules;
    const obs = rules.observe(rules.start(dealFromNumber(21), rules.defaultVariant));
    const r = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false }).run();
    const n = r.chance.samples;
    expect(r.settled).toBe(true);
    expect(r.exact).toBe(false);
    expect(n).toBeGreaterThanOrEqual(STOP_RULE.minSamples);
    expect(n).toBeLessThan(2000);
    expect((n - STOP_RULE.minSamples) % STOP_RULE.checkEvery).toBe(0);
    expect((r.chance.ci[1] - r.chance.ci[0]) / 2).toBeLessThanOrEqual(0.04);
    // Without the rule the same run plays every order asked for, and its first n orders agree.
    const all = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, halfWidth: 0, samples: n + 40 }).run();
    expect(all.chance.samples).toBe(n + 40);
    const first = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, halfWidth: 0, samples: n }).run();
    expect(first.chance.wins).toBe(r.chance.wins);
  });

  it('the solves go on until their own interval is tight, or stop at the orders played', () => {
    const rules = ACESUP.rules;
    const obs = rules.observe(nearTheEnd(ACESUP, 9, 24));
    const tight = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { maxStates: 20_000, stockKnownTight: true }).run();
    const same = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { maxStates: 20_000 }).run();
    expect(same.chance).toEqual(tight.chance);
    const k = same.stockKnown;
    expect((k?.samples ?? 0) + (k?.unknown ?? 0)).toBe(same.chance.samples);
    const t = tight.stockKnown;
    const solved = (t?.samples ?? 0) + (t?.unknown ?? 0);
    expect(solved).toBeGreaterThanOrEqual(tight.chance.samples);
    if (solved > tight.chance.samples) expect(((t?.ci[1] ?? 1) - (t?.ci[0] ?? 0)) / 2).toBeLessThanOrEqual(0.04);
    // Here the share with the stock known is far from 0 and 1: more solves than orders played.
    expect(solved).toBeGreaterThan(tight.chance.samples);
  });

  it('every order played, the solves a sample of them stopped by the rule', () => {
    const rules = GOLF.rules;
    const obs = rules.observe(nearTheEnd(GOLF, 12, 6));
    expect(GOLF.unseen(obs)).toHaveLength(6);
    // The fair player's figures (with six stock cards optimal play's exact one would come first).
    const r = new ChanceEstimator(GOLF, rules.defaultVariant, obs, { maxStates: 20_000, perfect: false }).run();
    expect(r.chance).toMatchObject({ exact: true, samples: 720 });
    const k = r.stockKnown;
    const solved = (k?.samples ?? 0) + (k?.unknown ?? 0);
    // Wilson's interval is within 4 points either side by 600 orders whatever the share.
    expect(solved).toBeGreaterThanOrEqual(STOP_RULE.minSamples);
    expect(solved).toBeLessThanOrEqual(600);
    expect([k?.exact, ((k?.ci[1] ?? 1) - (k?.ci[0] ?? 0)) / 2 <= 0.04]).toEqual([false, true]);
  });

  it('the rule itself: no stop before the least number or off the checks, a stop once tight', () => {
    expect(shouldStop(0, 99, STOP_RULE)).toBe(false);
    expect(shouldStop(0, 100, STOP_RULE)).toBe(true);
    expect(shouldStop(50, 100, STOP_RULE)).toBe(false);
    expect(shouldStop(300, 600, STOP_RULE)).toBe(halfWidth(300, 600) <= 0.04);
    expect(shouldStop(301, 601, STOP_RULE)).toBe(false);
    expect(shouldStop(0, 100, { ...STOP_RULE, halfWidth: 0 })).toBe(false);
  });

  it('the stopping rule biases the share by well under half a point, and its interval covers about 95%', () => {
    const rng = new Rng(2026);
    for (const p of [0.02, 0.1, 0.3, 0.5, 0.8]) {
      let sum = 0;
      let covered = 0;
      const runs = 1500;
      for (let r = 0; r < runs; r++) {
        let k = 0;
        let n = 0;
        while (n < 2000) {
          if (rng.next() < p) k++;
          n++;
          if (shouldStop(k, n, STOP_RULE)) break;
        }
        sum += k / n;
        const [lo, hi] = wilson(k, n);
        if (lo <= p && p <= hi) covered++;
      }
      expect(Math.abs(sum / runs - p)).toBeLessThan(0.005);
      expect(covered / runs).toBeGreaterThan(0.92);
    }
  });

  it('parts of a run add up to the whole run', () => {
    for (const [module, n] of MODULES.map(([m]) => [m, 7] as const)) {
      const rules = module.rules;
      const obs = rules.observe(nearTheEnd(module, 5, 12));
      const opts = { halfWidth: 0, samples: 2 * n + 1, maxStates: 20_000 };
      const whole = new ChanceEstimator(module, rules.defaultVariant, obs, opts).run();
      const parts = [0, 1].map((index) => new ChanceEstimator(module, rules.defaultVariant, obs, { ...opts, shard: { index, count: 2 } }).run());
      expect(parts.map((p) => p.chance.samples)).toEqual([n + 1, n]);
      const merged = mergeChance(parts);
      expect({ ...merged, ms: 0 }).toEqual({ ...whole, ms: 0 });
    }
  });

  it('measures the stand-in against best on the same orders', () => {
    const rules = ACESUP.rules;
    const obs = rules.observe(nearTheEnd(ACESUP, 8, 16));
    const r = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, vsBest: 12 }).run();
    expect(r.player).toBe('round');
    const v = r.vsBest;
    expect(v).toMatchObject({ player: 'expectimax', samples: 12 });
    if (v === undefined) return;
    // The stand-in's wins on those orders are its wins on the first 12 orders of the run.
    const first = new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, halfWidth: 0, samples: 12 }).run();
    expect(v.sampledWins).toBe(first.chance.wins);
    expect(v.bothWon).toBeLessThanOrEqual(Math.min(v.bestWins, v.sampledWins));
    expect(v.diff).toBeCloseTo((v.bestWins - v.sampledWins) / 12, 10);
    expect(v.estimate).toBeCloseTo(Math.min(1, Math.max(0, r.chance.estimate + v.diff)), 10);
    expect(v.ci[0]).toBeLessThanOrEqual(v.estimate);
    expect(v.ci[1]).toBeGreaterThanOrEqual(v.estimate);
    // Without vsBest, or when best plays itself, nothing is measured.
    expect(new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, samples: 5, halfWidth: 0 }).run().vsBest).toBeUndefined();
    expect(new ChanceEstimator(ACESUP, rules.defaultVariant, obs, { stockKnown: false, samples: 5, halfWidth: 0, vsBest: 5, player: 'round' }).run().vsBest).toBeUndefined();
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
    const rules = GOLF.rules;
    const s = playOut(GOLF, fairPlayer(GOLF, 'golf'), rules.start(dealFromNumber(1), rules.defaultVariant), new Rng(1));
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
