// The review's shape for the web: forced moves grouped, decisions alone, and the best score at a
// position read from the move before or after it.
import { describe, expect, it } from 'vitest';
import { bestAt, groupMoves, type ReviewData, type ReviewedMove } from './review.js';

describe('review data', () => {
  it('groups runs of forced moves and keeps each decision alone', () => {
    expect(groupMoves([true, true, false, false, true, true, true])).toEqual([
      { from: 0, to: 2, forced: true },
      { from: 2, to: 3, forced: false },
      { from: 3, to: 4, forced: false },
      { from: 4, to: 7, forced: true },
    ]);
    expect(groupMoves([])).toEqual([]);
  });

  it('reads the best score at every position, the last from the last move', () => {
    const best = (b: number) => ({ best: b, winnable: false, exact: true });
    const move = (ply: number, a: number, b: number): ReviewedMove => ({ ply, text: 't', forced: false, before: best(a), after: best(b), threwAwayWin: false, fairMove: null, fairLoss: null, mistake: false });
    const data: ReviewData = { higherIsBetter: true, total: 2, moves: [move(1, 5, 4), move(2, 4, 3)], chances: [], fairPlayer: 'p', samplingPlayer: 'p', done: true };
    expect([0, 1, 2, 3].map((k) => bestAt(data, k)?.best)).toEqual([5, 4, 3, undefined]);
  });
});
