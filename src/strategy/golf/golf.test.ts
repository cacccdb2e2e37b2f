// The Golf players' pieces, on hand-made positions.

import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../core/deal.js';
import { golf } from '../../registry/index.js';
import { applyGolf, type GolfState } from '../../games/golf/rules.js';
import { runsBeforeTurn } from './chains.js';
import { fewerRuns, rankOrders } from './hindsight.js';
import { bestChain } from './simple.js';

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

describe('the runs of plays before the next turn', () => {
  it('lists each set of column heights once, "turn now" first, with a run that reaches it', () => {
    const s0 = golf.start(dealFromNumber(1), golf.defaultVariant);
    // Waste 5♠; column 1: 6♥ on 7♣; column 2: 4♦; column 3: 4♠ on 3♠. The runs: 6-7, 4♦ alone,
    // and 4♠-3♠-4♦, with every prefix of each.
    const start: GolfState = { ...s0, columns: [[6 + 39, 5 + 13], [3 + 26], [2, 3], [], [], [], []], waste: [4] };
    const runs = runsBeforeTurn(golf.observe(start));
    const key = (h: readonly number[]): string => h.slice(0, 3).join('');
    expect(runs[0]).toMatchObject({ plays: [], left: 5 });
    expect(runs.map((r) => key(r.heights)).sort()).toEqual(['212', '112', '012', '202', '211', '210', '200'].sort());
    for (const r of runs) {
      let st = start;
      for (const m of r.plays) st = applyGolf(st, m);
      expect(st.columns.map((c) => c.length)).toEqual(r.heights);
      expect(r.left).toBe(r.heights.reduce((a, b) => a + b, 0));
    }
  });
});

describe('every order of a few unseen cards', () => {
  it('lists the distinct orders by rank, each once, and gives up above the limit', () => {
    // 2♠ 2♥ 5♦: three orders by rank (2 2 5, 2 5 2, 5 2 2).
    const orders = rankOrders([1, 14, 30], 10)!;
    const ranks = orders.map((o) => o.map((c) => (c % 13) + 1).join(''));
    expect(ranks.sort()).toEqual(['225', '252', '522']);
    expect(orders.every((o) => [...o].sort((a, b) => a - b).join() === '1,14,30')).toBe(true);
    expect(rankOrders([0, 1, 2, 3, 4], 119)).toBeUndefined();
    expect(rankOrders([0, 1, 2, 3, 4], 120)).toHaveLength(120);
  });
});

describe('the cut of a wild card\'s runs', () => {
  it('keeps at most 256 runs, "turn now" and the runs that go on to the end first, and leaves short lists alone', () => {
    const v = golf.parseVariant('golf(putt-putt,jokers=2)');
    if (!v.ok) throw new Error(v.error.message);
    // Deal 3 with a joker on the waste: 823 runs, 389 of them going on until no play is left.
    const s0 = golf.start(dealFromNumber(3, golf.dealShape(v.value)), v.value);
    const runs = runsBeforeTurn(golf.observe({ ...s0, waste: [52] }));
    expect(runs.length).toBeGreaterThan(256);
    const kept = fewerRuns(runs);
    expect(kept).toHaveLength(256);
    expect(kept[0]).toBe(runs[0]);
    expect(kept.every((r) => runs.includes(r) && (r === runs[0] || r.stuck))).toBe(true);
    // The cut keeps the runs that leave the fewest cards.
    const stuckLeft = runs.filter((r) => r.stuck).map((r) => r.left).sort((a, b) => a - b);
    expect(Math.max(...kept.slice(1).map((r) => r.left))).toBe(stuckLeft[254]);
    const few = runsBeforeTurn(golf.observe(golf.start(dealFromNumber(1, golf.dealShape(v.value)), v.value)));
    expect(fewerRuns(few)).toEqual(few);
  });
});
