// A review run straight through, as the worker runs it in slices: its best scores are the exact
// solver's at every position, the move that threw away a win is the one marked, forced moves are
// grouped, the fair player's moves are legal where they are named, and the chance curve has a
// figure at every decision and at the end.
import { describe, expect, it } from 'vitest';
import { formatDeal } from '../../src/core/deal.js';
import { golf } from '../../src/registry/index.js';
import { numberedDeal } from '../../src/games/index.js';
import type { GolfMove } from '../../src/games/golf/index.js';
import { GOLF } from '../../src/registry/golf/index.js';
import { solve } from '../../src/registry/index.js';
import { bestAt, groupMoves } from './review.js';
import { ReviewRun } from './review-run.js';

describe('a review of Golf deal 53 with the win thrown away at move 5', () => {
  it('matches the solver, marks move 5, names legal fair moves and draws a chance at every decision', () => {
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
    const run = new ReviewRun(GOLF, 'golf', formatDeal(deal), played.map((m) => golf.formatMove(m)), { costSamples: 4, curveSamples: 4, maxStates: 1_000_000 });
    let slices = 0;
    while (run.work(50)) slices++;
    const data = run.data();
    expect(data.done).toBe(true);
    expect(slices).toBeGreaterThan(1);
    expect(run.done().done).toBe(run.done().total);
    for (const [k, st] of states.entries()) {
      const r = solve(golf, st);
      expect(bestAt(data, k)).toMatchObject({ best: r.bestScore, winnable: r.winnable });
    }
    expect(data.moves.filter((m) => m.threwAwayWin).map((m) => m.ply)).toEqual([5]);
    expect(data.moves[4]?.mistake).toBe(true);
    for (const m of data.moves) {
      expect(m.forced).toBe(golf.legalMoves(states[m.ply - 1]!).length <= 1);
      if (m.fairMove !== null) expect(golf.parseMove(m.fairMove, states[m.ply - 1]).ok).toBe(true);
      if (m.fairMove === m.text) expect(m.fairLoss).toBe(0);
    }
    const groups = groupMoves(data.moves.map((m) => m.forced));
    for (const g of groups.filter((x) => !x.forced)) expect(data.chances[g.from]).toBeGreaterThanOrEqual(0);
    expect(data.chances[played.length]).toBe(0);
  });
});
