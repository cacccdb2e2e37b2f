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
import { formatMessage } from '../../src/core/i18n.js';
import { PRESENT_MESSAGES } from '../../src/core/present.js';
import { formatCard } from '../../src/core/cards.js';
import { COACH_MESSAGES } from '../../src/coach/index.js';
import { describeMove, describeMoves } from './position.js';
import { bestAt, groupMoves, reviewRows } from './review.js';
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
    // A mistake only where the cost shown says a better move exists.
    for (const m of data.moves) if (m.mistake) expect(m.fairMove !== m.text && (m.fairLoss ?? 0) > 0).toBe(true);
    for (const m of data.moves) {
      expect(m.forced).toBe(golf.legalMoves(states[m.ply - 1]!).length <= 1);
      if (m.fairMove !== null) expect(golf.parseMove(m.fairMove, states[m.ply - 1]).ok).toBe(true);
      if (m.fairMove === m.text) expect(m.fairLoss).toBe(0);
    }
    const groups = groupMoves(data.moves.map((m) => m.forced));
    for (const g of groups.filter((x) => !x.forced)) expect(data.chances[g.from]).toBeGreaterThanOrEqual(0);
    expect(data.chances[played.length]).toBe(0);
  });

  it('says each decision in a short row and groups the moves that decided nothing', () => {
    const v = golf.defaultVariant;
    const deal = numberedDeal(golf, v, 53);
    let s = golf.start(deal, v);
    const played: GolfMove[] = [...solve(golf, s).moves.slice(0, 4), { type: 'turn' }];
    for (const m of played) s = golf.applyMove(s, m);
    played.push(...solve(golf, s).moves);
    const record = { game: 'golf' as const, variant: 'golf', deal: formatDeal(deal), moves: played.map((m) => golf.formatMove(m)) };
    const run = new ReviewRun(GOLF, 'golf', record.deal, record.moves, { costSamples: 4, curveSamples: 2, maxStates: 1_000_000 });
    while (run.work(1000));
    const data = run.data();
    const said = describeMoves(record);
    const rows = reviewRows('golf', data, (i) => said[i], (i, text) => describeMove({ ...record, moves: record.moves.slice(0, i) }, text), (x) => x.toFixed(1));
    const en = (m: Parameters<typeof formatMessage>[0]): string => formatMessage(m, [COACH_MESSAGES, GOLF.present.messages, PRESENT_MESSAGES], { lang: 'en', card: formatCard });
    // Every move is in exactly one row, in order.
    expect(rows.map((r) => [r.group.from, r.group.to])).toEqual(groupMoves(data.moves.map((m) => m.forced)).map((g) => [g.from, g.to]));
    for (const r of rows) {
      const head = en(r.head);
      if (r.group.forced) {
        expect(head).toMatch(/^Moves? \d+(–\d+)?: nothing to decide .*not judged\.$/);
        expect(r.verdict).toEqual([]);
        expect(r.mistake).toBeUndefined();
        continue;
      }
      const m = data.moves[r.group.from]!;
      expect(head).toMatch(new RegExp(`^Move ${m.ply}: .+\\.$`));
      const words = r.verdict.map(en).join(' ');
      if (m.fairMove === m.text) expect(words).toBe('Our best player makes the same move.');
      else expect(words).toMatch(/^The best move we know: .+\. (Cost: about \d+(\.\d)? strokes? on average\.|No cost we can measure: your move does about as well\.)$/);
      // Costs are positive: never a minus sign.
      expect(words).not.toMatch(/-\d/);
      expect(r.mistake !== undefined).toBe(m.mistake);
    }
    const lost = rows.filter((r) => r.lostWin);
    expect(lost.map((r) => r.group.from + 1)).toEqual([5]);
    expect(en(lost[0]!.stockKnown!)).toBe('With the stock known, the game could be won before this move and not after it.');
  });
});
