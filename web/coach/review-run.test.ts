// A review run straight through: its best scores are the exact solver's at every position, the
// move that threw away a win is found, the fair player's moves are legal where they are named,
// and a decision where the player made the fair player's own move costs nothing.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { golf, numberedDeal } from '../../src/games/index.js';
import type { GolfMove } from '../../src/games/golf/index.js';
import { GOLF_MODULE } from '../../src/games/registry.js';
import { solve } from '../../src/solve/index.js';
import { judge, winLostAt } from './review.js';
import { ReviewRun } from './review-run.js';

describe('a review of Golf deal 53 with the win thrown away at move 5', () => {
  it('matches the solver, marks move 5, and names legal fair moves', () => {
    const v = golf.defaultVariant;
    const deal = numberedDeal(golf, v, 53);
    let s = golf.start(deal, v);
    const states = [s];
    const played: GolfMove[] = [...solve(golf, s).moves.slice(0, 4), { type: 'turn' }];
    for (const m of played) states.push((s = golf.applyMove(s, m)));
    for (const m of solve(golf, s).moves) {
      played.push(m);
      states.push((s = golf.applyMove(s, m)));
    }
    const run = new ReviewRun(GOLF_MODULE, 'golf', formatDeal(deal), played.map((m) => golf.formatMove(m)), { costSamples: 4, curveSamples: 4, maxStates: 2_000_000 });
    const t0 = performance.now();
    while (run.work());
    const ms = performance.now() - t0;
    const data = run.data();
    expect(data.done).toBe(true);
    for (const [k, st] of states.entries()) {
      const r = solve(golf, st);
      expect(data.points[k]).toMatchObject({ best: r.bestScore, winnable: r.winnable });
      expect(data.points[k]?.chance === undefined || (data.points[k]!.chance! >= 0 && data.points[k]!.chance! <= 1)).toBe(true);
    }
    expect(winLostAt(data.points)).toBe(4);
    const move5 = data.groups.find((g) => g.from === 4);
    expect(move5?.forced).toBe(false);
    expect(judge(false, data.points[4], data.points[5], data.fair[4])).toBe('lostWin');
    for (const g of data.groups.filter((x) => !x.forced)) {
      const f = data.fair[g.from];
      expect(f).toBeDefined();
      expect(golf.parseMove(f!.move, states[g.from]).ok).toBe(true);
      if (f!.move === golf.formatMove(played[g.from]!)) expect(f!.cost).toBe(0);
    }
    // Forced moves are grouped: every move is in exactly one group, in order.
    expect(data.groups.flatMap((g) => Array.from({ length: g.to - g.from }, (_, i) => g.from + i))).toEqual(played.map((_, i) => i));
    expect(ms).toBeLessThan(60_000);
  });
});
